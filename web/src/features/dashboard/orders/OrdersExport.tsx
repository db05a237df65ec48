import { useId, useState, type FormEvent } from 'react';
import { NO_RANGE, type DateFilter } from '../api/date-range';
import { ErrorBanner } from '../components/ErrorBanner';
import { Panel } from '../components/Panel';
import ui from '../components/ui.module.css';
import { ERRORS } from '../content';
import { useCsvExport } from '../hooks/use-csv-export';
import { exportOrdersCsv, ORDERS_CSV_FILE_NAME } from './api';
import { ORDERS } from './content';
import styles from './OrdersView.module.css';

/** The accountant's file: the orders paid in a range (or all), with the customers' billing data. */
export function OrdersExport({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const [range, setRange] = useState<DateFilter>(NO_RANGE);
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  const csv = useCsvExport(exportOrdersCsv, ORDERS_CSV_FILE_NAME, onUnauthorized);
  const copy = ORDERS.export;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // YYYY-MM-DD strings compare in calendar order.
    if (range.start_date && range.end_date && range.end_date < range.start_date) {
      setInvalid(true);
      return;
    }
    setFailed(!(await csv.exportCsv(range)));
  }

  const change = (field: keyof DateFilter, value: string) => {
    setRange((current) => ({ ...current, [field]: value }));
    setInvalid(false);
  };

  return (
    <Panel title={copy.legend}>
      <form className={styles.exportForm} onSubmit={(event) => void submit(event)} noValidate>
        <p className={ui.hint}>{copy.hint}</p>
        {failed && <ErrorBanner message={ERRORS.export} onDismiss={() => setFailed(false)} />}
        <div className={styles.exportFields}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-start`}>
              {copy.start}
            </label>
            <input
              id={`${id}-start`}
              className={ui.input}
              type="date"
              value={range.start_date}
              max={range.end_date || undefined}
              onChange={(event) => change('start_date', event.target.value)}
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-end`}>
              {copy.end}
            </label>
            <input
              id={`${id}-end`}
              className={ui.input}
              type="date"
              value={range.end_date}
              min={range.start_date || undefined}
              onChange={(event) => change('end_date', event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className={ui.secondary} disabled={csv.exporting}>
            {csv.exporting ? copy.busy : copy.submit}
          </button>
        </div>
        {invalid && (
          <p id={`${id}-error`} className={ui.fieldError} role="alert">
            {copy.endBeforeStart}
          </p>
        )}
      </form>
    </Panel>
  );
}
