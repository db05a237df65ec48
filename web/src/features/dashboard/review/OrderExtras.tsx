import { SERVICE_TERMS } from '@core/plans';
import { formatEuro } from '../../../components/price';
import { listOrderChangeRequests, type AdminChangeRequest } from '../../../components/review/api';
import { EXTRAS_COPY as T } from '../../../components/review/content';
import { formatDate } from '../../../lib/format';
import { Panel } from '../components/Panel';
import { LoadingState } from '../components/StatsOverview';
import ui from '../components/ui.module.css';
import { useResource } from '../orders/use-resource';
import styles from './Review.module.css';

/** An extra the customer owes: accepted beyond the free ones, neither «correzione» nor cancelled. */
export const isBillableExtra = (r: AdminChangeRequest): boolean => r.extra && !r.correction && r.state !== 'annullata';

/**
 * The order's extra modification requests, for invoicing (issue 29 §3): number, date, the fee each and the
 * total. The fee is the plans' constant (core/plans.ts), the same the customer accepted.
 */
export function OrderExtras({ orderId, onUnauthorized }: { orderId: string; onUnauthorized: () => void }) {
  const { state } = useResource(orderId, listOrderChangeRequests, onUnauthorized);
  const fee = SERVICE_TERMS.extraModificationPrice;
  const extras = state.status === 'ready' ? state.data.filter(isBillableExtra).sort((a, b) => a.number - b.number) : [];
  return (
    <Panel title={T.title}>
      <p className={ui.hint}>{T.intro(formatEuro(fee))}</p>
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status !== 'ready' ? (
        <p role="alert" className={ui.fieldError}>
          {T.error}
        </p>
      ) : extras.length === 0 ? (
        <p className={ui.muted}>{T.empty}</p>
      ) : (
        <table className={styles.extras}>
          <thead>
            <tr>
              <th scope="col">{T.columns.number}</th>
              <th scope="col">{T.columns.date}</th>
              <th scope="col">{T.columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {extras.map((r) => (
              <tr key={r.request_id}>
                <td>{T.number(r.number)}</td>
                <td>{formatDate(r.created_at)}</td>
                <td>{T.amount(formatEuro(fee))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>{T.total(extras.length, formatEuro(fee * extras.length))}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
}
