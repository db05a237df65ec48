import { useId, useState, type FormEvent } from 'react';
import { DATE_PRESETS, matchingPreset, presetRange, type DatePreset } from '@core/date-presets';
import { formatDayMedium } from '../../../lib/format';
import type { DateFilter } from '../api/date-range';
import { FILTERS } from '../content';
import styles from './FilterPanel.module.css';
import ui from './ui.module.css';

interface FilterPanelProps {
  /** The range whose figures are on screen (from the last stats answer). */
  shownRange: { start_date: string | null; end_date: string | null } | null;
  onApply: (range: DateFilter) => void;
  onExport: () => void;
  exporting: boolean;
  /** The clock the presets read today from (Rome calendar); Date.now unless a story or test fixes it. */
  now?: () => number;
}

/**
 * Data Inizio, Data Fine, Applica Filtri, Esporta CSV. The dates apply only on Applica Filtri (SPEC 4);
 * an end before the start is refused here, in Italian, before any call. The presets («Oggi», «Ultimi 7
 * giorni»...) fill both dates with Rome calendar days and, like typed dates, wait for Applica Filtri.
 */
export function FilterPanel({ shownRange, onApply, onExport, exporting, now = Date.now }: FilterPanelProps) {
  const [draft, setDraft] = useState<DateFilter>({ start_date: '', end_date: '' });
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { start_date, end_date } = draft;
    // YYYY-MM-DD strings compare in calendar order.
    if (start_date && end_date && end_date < start_date) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply({ ...draft });
  }

  function change(field: keyof DateFilter, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setInvalid(false);
  }

  function choose(preset: DatePreset) {
    setDraft(presetRange(preset, now()));
    setInvalid(false);
  }

  const chosen = draft.start_date && draft.end_date ? matchingPreset(draft, now()) : null;
  const start = shownRange?.start_date;
  const end = shownRange?.end_date;
  const shown = start && end ? FILTERS.rangeText(formatDayMedium(start), formatDayMedium(end)) : FILTERS.allTime;

  return (
    <form className={styles.panel} onSubmit={apply} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className="visually-hidden">
        {FILTERS.legend}
      </h2>
      <div className={styles.presets} role="group" aria-labelledby={`${id}-presets`} aria-describedby={`${id}-hint`}>
        <span id={`${id}-presets`} className={styles.presetsLabel}>
          {FILTERS.presetsLabel}
        </span>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={chosen === preset}
            onClick={() => choose(preset)}
          >
            {FILTERS.presets[preset]}
          </button>
        ))}
        <span id={`${id}-hint`} className={styles.presetsHint}>
          {FILTERS.presetsHint}
        </span>
      </div>
      <div className={styles.fields}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-start`}>
            {FILTERS.start}
          </label>
          <input
            id={`${id}-start`}
            className={ui.input}
            type="date"
            name="start_date"
            value={draft.start_date}
            max={draft.end_date || undefined}
            onChange={(event) => change('start_date', event.target.value)}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-end`}>
            {FILTERS.end}
          </label>
          <input
            id={`${id}-end`}
            className={ui.input}
            type="date"
            name="end_date"
            value={draft.end_date}
            min={draft.start_date || undefined}
            onChange={(event) => change('end_date', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
        </div>
        <div className={styles.buttons}>
          <button type="submit" className={ui.primary}>
            {FILTERS.apply}
          </button>
          <button type="button" className={ui.secondary} onClick={onExport} disabled={exporting}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {exporting ? FILTERS.exporting : FILTERS.export}
          </button>
        </div>
      </div>
      {invalid && (
        <p id={`${id}-error`} className={ui.fieldError} role="alert">
          {FILTERS.endBeforeStart}
        </p>
      )}
      <p className={styles.shown}>
        {FILTERS.shownRange}: <strong>{shown}</strong>
      </p>
    </form>
  );
}
