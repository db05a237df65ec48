import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@core/api';
import { ORDER_STATUSES } from '@core/orders/states';
import { PLANS } from '@core/plans';
import { formatEuro } from '../../../components/price';
import { formatDate, formatWhen } from '../../../lib/format';
import { ErrorBanner } from '../components/ErrorBanner';
import { Panel } from '../components/Panel';
import { LoadingState } from '../components/StatsOverview';
import styles from '../components/ClientsTable.module.css';
import ui from '../components/ui.module.css';
import { useMediaQuery } from '../hooks/use-media-query';
import { BILLING_LABELS, ORDER_STATUS_LABELS, ORDERS, sentenceCase } from './content';
import { LATE_FILTER, orderSearch, parseOrderFilter, STATUS_PARAM, type OrderFilter } from './links';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrdersExport } from './OrdersExport';
import { type Resource } from './use-resource';
import view from './OrdersView.module.css';

interface OrdersViewProps {
  orders: Resource<Order[]>;
  onRetry: () => void;
  onUnauthorized: () => void;
}

function matches(order: Order, filter: OrderFilter): boolean {
  if (filter === null) return true;
  if (filter === LATE_FILTER) return order.late;
  return order.status === filter;
}

/**
 * «Ordini»: every order by state, newest first, with a filter per state (and «In ritardo») kept in the
 * address; each order opens its detail. The accountant's export sits below.
 */
export function OrdersView({ orders, onRetry, onUnauthorized }: OrdersViewProps) {
  const [search, setSearch] = useSearchParams();
  const filter = parseOrderFilter(search.get(STATUS_PARAM));
  const choose = (next: OrderFilter) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(STATUS_PARAM, next);
        else params.delete(STATUS_PARAM);
        return params;
      },
      { replace: true },
    );

  const phone = useMediaQuery('(max-width: 599px)');
  const all = orders.status === 'ready' ? orders.data : [];
  const shown = all.filter((order) => matches(order, filter));
  const count = (f: OrderFilter) => all.filter((order) => matches(order, f)).length;
  const filters: { value: OrderFilter; label: string }[] = [
    { value: null, label: ORDERS.all },
    { value: LATE_FILTER, label: ORDERS.late },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: sentenceCase(ORDER_STATUS_LABELS[status]) })),
  ];

  return (
    <>
      <Panel title={ORDERS.title}>
        <p className={view.lead}>{ORDERS.lead}</p>
        {orders.status === 'loading' && <LoadingState />}
        {(orders.status === 'failed' || orders.status === 'not-found') && (
          <div className={view.failed}>
            <ErrorBanner message={ORDERS.error} />
            <button type="button" className={ui.secondary} onClick={onRetry}>
              {ORDERS.retry}
            </button>
          </div>
        )}
        {orders.status === 'ready' && (
          <>
            {phone && <FilterChoice filters={filters} filter={filter} count={count} onChoose={choose} />}
            <div className={view.filters} role="group" aria-label={ORDERS.filterLegend} hidden={phone}>
              {filters.map((f) => (
                <button
                  key={f.value ?? 'all'}
                  type="button"
                  className={`${view.chip} ${f.value === LATE_FILTER ? view.chipLate : ''}`}
                  aria-pressed={filter === f.value}
                  onClick={() => choose(f.value)}
                >
                  {f.label} <span className={view.count}>{ORDERS.count(count(f.value))}</span>
                </button>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className={styles.empty}>
                {all.length === 0
                  ? ORDERS.empty
                  : filter === LATE_FILTER
                    ? ORDERS.emptyLate
                    : ORDERS.emptyFilter(filter ? ORDER_STATUS_LABELS[filter] : '')}
              </p>
            ) : (
              <OrderList orders={shown} />
            )}
          </>
        )}
      </Panel>
      <OrdersExport onUnauthorized={onUnauthorized} />
    </>
  );
}

interface FilterChoiceProps {
  filters: { value: OrderFilter; label: string }[];
  filter: OrderFilter;
  count: (filter: OrderFilter) => number;
  onChoose: (filter: OrderFilter) => void;
}

/** On a phone the ten filters are one select. */
function FilterChoice({ filters, filter, count, onChoose }: FilterChoiceProps) {
  const id = useId();
  return (
    <div className={`${ui.field} ${view.filterSelect}`}>
      <label className={ui.label} htmlFor={id}>
        {ORDERS.filterLegend}
      </label>
      <select
        id={id}
        className={ui.input}
        value={filter ?? ''}
        onChange={(event) => onChoose(parseOrderFilter(event.target.value))}
      >
        {filters.map((f) => (
          <option key={f.value ?? 'all'} value={f.value ?? ''}>
            {`${f.label} ${ORDERS.count(count(f.value))}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function OrderList({ orders }: { orders: Order[] }) {
  // Six columns need about 900 px: below that each order is a card (with the email, kept for the detail on wide screens).
  const phone = useMediaQuery('(max-width: 899px)');
  const cells = (order: Order) => {
    const name = order.business_name || ORDERS.unnamed;
    return {
      name: (
        <Link className={ui.link} to={{ search: orderSearch(order.order_id) }} aria-label={ORDERS.open(name)}>
          {name}
        </Link>
      ),
      id: <span className={`${ui.mono} ${styles.subId}`}>{order.order_id}</span>,
      status: <OrderStatusBadge status={order.status} late={order.late} />,
      plan: (
        <>
          {PLANS[order.plan].name}
          <span className={styles.planLine}>{sentenceCase(BILLING_LABELS[order.billing])}</span>
        </>
      ),
      amount: ORDERS.amount(formatEuro(order.amount_eur)),
      email: order.customer_email ?? <span className={ui.muted}>{ORDERS.noEmail}</span>,
      paid: order.paid_at ? (
        <time dateTime={order.paid_at}>{formatWhen(order.paid_at)}</time>
      ) : (
        <span className={ui.muted}>{ORDERS.notPaid}</span>
      ),
      due: order.due_at ? (
        <time dateTime={order.due_at} className={order.late ? view.overdue : undefined}>
          {formatWhen(order.due_at)}
        </time>
      ) : (
        <span className={ui.muted}>–</span>
      ),
      created: <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>,
    };
  };

  if (phone) {
    return (
      <ul className={styles.cards} aria-label={ORDERS.listLabel}>
        {orders.map((order) => {
          const cell = cells(order);
          return (
            <li key={order.order_id} className={`${styles.card} ${order.late ? view.lateCard : ''}`}>
              <div className={styles.cardHead}>
                <span className={view.cardName}>
                  {cell.name}
                  {cell.id}
                </span>
                {cell.status}
              </div>
              <dl className={styles.cardFields}>
                <div>
                  <dt>{ORDERS.columns.plan}</dt>
                  <dd>{cell.plan}</dd>
                </div>
                <div>
                  <dt>{ORDERS.columns.amount}</dt>
                  <dd>{cell.amount}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{ORDERS.columns.email}</dt>
                  <dd>{cell.email}</dd>
                </div>
                <div>
                  <dt>{ORDERS.columns.paid}</dt>
                  <dd>{cell.paid}</dd>
                </div>
                <div>
                  <dt>{ORDERS.columns.due}</dt>
                  <dd>{cell.due}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.scroll} role="region" aria-label={ORDERS.listLabel} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{ORDERS.columns.order}</th>
            <th scope="col">{ORDERS.columns.status}</th>
            <th scope="col">{ORDERS.columns.plan}</th>
            <th scope="col">{ORDERS.columns.amount}</th>
            <th scope="col">{ORDERS.columns.paid}</th>
            <th scope="col">{ORDERS.columns.due}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const cell = cells(order);
            return (
              <tr key={order.order_id} className={order.late ? view.lateRow : undefined}>
                <th scope="row">
                  {cell.name}
                  {cell.id}
                </th>
                <td>{cell.status}</td>
                <td>{cell.plan}</td>
                <td className={styles.nowrap}>{cell.amount}</td>
                <td>{cell.paid}</td>
                <td>{cell.due}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
