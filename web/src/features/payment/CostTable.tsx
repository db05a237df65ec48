import { annualSaving, type Billing, type Plan } from '@core/plans';
import { formatEuro } from '../../components/price';
import { PAYMENT } from './content';
import styles from './PaymentSelectionPage.module.css';

/** SPEC 2: monthly cost, annual cost, annual saving and cancellation, for both billings; the chosen one stands out. */
export function CostTable({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { table } = PAYMENT;
  const rows = [
    { label: table.rows.monthlyCost, annual: formatEuro(plan.annualPrice), monthly: formatEuro(plan.monthlyPrice) },
    { label: table.rows.yearlyCost, annual: formatEuro(plan.annualTotal), monthly: formatEuro(plan.monthlyTotal) },
    { label: table.rows.saving, annual: formatEuro(annualSaving(plan)), monthly: table.noSaving },
    { label: table.rows.cancellation, annual: table.cancellation.annual, monthly: table.cancellation.monthly },
  ];
  const cell = (column: Billing) => (column === billing ? styles.selectedCell : undefined);
  return (
    <>
      <table className={styles.table} aria-describedby="nota-tabella">
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.cost}</th>
            <th scope="col" className={cell('annual')}>
              {table.annual}
            </th>
            <th scope="col" className={cell('monthly')}>
              {table.monthly}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={cell('annual')}>{row.annual}</td>
              <td className={cell('monthly')}>{row.monthly}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="nota-tabella" className={styles.tableNote}>
        {table.vatNote} {table.cancellationNote}
      </p>
    </>
  );
}
