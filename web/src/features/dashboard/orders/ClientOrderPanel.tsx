import type { ClientOrder, OrderStatus } from '@core/api';
import { COMPANY } from '@core/company';
import { isPast } from '@core/orders/states';
import { PLANS } from '@core/plans';
import { formatWhen } from '../../../lib/format';
import { Panel } from '../components/Panel';
import ui from '../components/ui.module.css';
import { getClientOrder } from './api';
import { BILLING_LABELS, CLIENT_ORDER as TEXT, ORDER_STATUS_LABELS, sentenceCase } from './content';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useResource } from './use-resource';
import { ClientReviewPanel } from '../review/ClientReviewPanel';
import styles from './ClientOrderPanel.module.css';

/** The steps the customer sees, from payment to the page online. */
const STEPS: readonly OrderStatus[] = ['paid', 'in_progress', 'draft_ready', 'in_review', 'published'];

const load = () => getClientOrder();

/**
 * «Il tuo ordine» on the client dashboard: where the site stands (the pipeline's steps, done, current and to
 * come), when the first draft is due, and every state reached with its date, in Italian. Nothing for an
 * access created by hand without an order.
 */
export function ClientOrderPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { state } = useResource('client-order', load, onUnauthorized);
  if (state.status === 'loading' || (state.status === 'ready' && state.data === null)) return null;
  if (state.status !== 'ready' || !state.data) {
    return (
      <Panel title={TEXT.title}>
        <p className={ui.muted}>{TEXT.loadError}</p>
      </Panel>
    );
  }
  return (
    <>
      <OrderProgress order={state.data} />
      <ClientReviewPanel onUnauthorized={onUnauthorized} />
    </>
  );
}

export function OrderProgress({ order }: { order: ClientOrder }) {
  const offPipeline =
    order.status === 'awaiting_payment' || order.status === 'payment_failed' || order.status === 'cancelled';
  const stepState = (step: OrderStatus) =>
    step === order.status ? 'current' : isPast(order.status, step) ? 'done' : 'next';
  return (
    <Panel title={TEXT.title} actions={<OrderStatusBadge status={order.status} />}>
      <dl className={styles.facts}>
        <div>
          <dt>{TEXT.plan}</dt>
          <dd>
            {PLANS[order.plan].name} · {BILLING_LABELS[order.billing]}
          </dd>
        </div>
        <div>
          <dt>{TEXT.orderNumber}</dt>
          <dd className={ui.mono}>{order.order_id}</dd>
        </div>
        {order.due_at && !isPast(order.status, 'in_progress') && order.status !== 'cancelled' && (
          <div>
            <dt>{TEXT.due}</dt>
            <dd>
              <time dateTime={order.due_at}>{formatWhen(order.due_at)}</time>{' '}
              <span className={ui.muted}>({TEXT.dueNote})</span>
            </dd>
          </div>
        )}
      </dl>
      {order.status === 'awaiting_payment' && <p className={styles.note}>{TEXT.awaitingPayment}</p>}
      {order.status === 'payment_failed' && <p className={styles.alert}>{TEXT.paymentFailed(COMPANY.supportEmail)}</p>}
      {order.status === 'cancelled' && <p className={styles.note}>{TEXT.cancelled}</p>}
      {!offPipeline && (
        <ol className={styles.steps} aria-label={TEXT.steps}>
          {STEPS.map((step) => {
            const s = stepState(step);
            return (
              <li key={step} className={styles[s]} aria-current={s === 'current' ? 'step' : undefined}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.stepLabel}>{sentenceCase(ORDER_STATUS_LABELS[step])}</span>
                <span className="visually-hidden">
                  {` (${s === 'done' ? TEXT.stepDone : s === 'current' ? TEXT.stepCurrent : TEXT.stepNext})`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <h3 className={styles.historyTitle}>{TEXT.history}</h3>
      <ol className={styles.history}>
        {order.timeline.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className={styles.historyLabel}>{sentenceCase(step.label)}</span>
            <time dateTime={step.at} className={ui.muted}>
              {formatWhen(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
