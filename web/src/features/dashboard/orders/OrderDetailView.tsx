import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InvoiceDetails, OrderDetail } from '@core/api';
import { PLANS } from '@core/plans';
import { formatEuro } from '../../../components/price';
import { formatWhen, formatInteger } from '../../../lib/format';
import { BriefView } from '../components/BriefView';
import { ErrorBanner } from '../components/ErrorBanner';
import { Panel } from '../components/Panel';
import { LoadingState } from '../components/StatsOverview';
import questionnaireStyles from '../components/QuestionnaireView.module.css';
import ui from '../components/ui.module.css';
import { QUESTIONNAIRE_DETAIL } from '../content';
import { useQuestionnaire } from '../hooks/use-questionnaire';
import { questionnaireSearch } from '../questionnaire-link';
import { getOrder } from './api';
import { BILLING_LABELS, ORDER_DETAIL as TEXT, ORDERS } from './content';
import { ordersSearch } from './links';
import { OrderActions } from './OrderActions';
import { OrderSitePanel } from '../site-editor/OrderSitePanel';
import { OrderEmails } from './OrderEmails';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { useResource } from './use-resource';
import { OrderExtras } from '../review/OrderExtras';
import { SendReview } from '../review/SendReview';
import styles from './OrderDetailView.module.css';

interface OrderDetailViewProps {
  orderId: string;
  onUnauthorized: () => void;
  /** The list behind it changed (a payment, a move): read it again. */
  onOrdersChanged: () => void;
}

/** One order: who and what, the moves the pipeline allows, the timeline, the emails and the brief. */
export function OrderDetailView({ orderId, onUnauthorized, onOrdersChanged }: OrderDetailViewProps) {
  const { state, reload, replace } = useResource(orderId, getOrder, onUnauthorized);
  const changed = (order: OrderDetail) => {
    replace(order);
    onOrdersChanged();
  };
  return (
    <>
      <p className={questionnaireStyles.back}>
        <Link className={ui.link} to={{ search: ordersSearch() }}>
          <span aria-hidden="true">← </span>
          {TEXT.back}
        </Link>
      </p>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && <ErrorBanner message={TEXT.loadError} />}
      {state.status === 'not-found' && <ErrorBanner message={TEXT.loadError} detail={TEXT.notFound} />}
      {state.status === 'ready' && (
        <OrderContent
          order={state.data}
          onChanged={changed}
          onReload={() => {
            reload();
            onOrdersChanged();
          }}
          onUnauthorized={onUnauthorized}
        />
      )}
    </>
  );
}

interface OrderContentProps {
  order: OrderDetail;
  onChanged: (order: OrderDetail) => void;
  onReload: () => void;
  onUnauthorized: () => void;
}

function OrderContent({ order, onChanged, onReload, onUnauthorized }: OrderContentProps) {
  const name = order.business_name || ORDERS.unnamed;
  const plan = PLANS[order.plan];
  return (
    <article className={styles.article} aria-labelledby="order-title">
      <header className={questionnaireStyles.header}>
        <h2 id="order-title" className={questionnaireStyles.title}>
          {name}
        </h2>
        <div className={questionnaireStyles.badges}>
          <OrderStatusBadge status={order.status} late={order.late} />
        </div>
        {order.late && order.due_at && <p className={styles.lateNote}>{TEXT.lateNote(formatWhen(order.due_at))}</p>}
        <dl className={questionnaireStyles.meta}>
          <Fact term={TEXT.orderId}>
            <span className={ui.mono}>{order.order_id}</span>
          </Fact>
          <Fact term={TEXT.plan}>
            {plan.name} · {BILLING_LABELS[order.billing]}
          </Fact>
          <Fact term={TEXT.amount}>{ORDERS.amount(formatEuro(order.amount_eur))}</Fact>
          <Fact term={TEXT.email}>{order.customer_email ?? <Missing text={ORDERS.noEmail} />}</Fact>
          <Fact term={TEXT.created}>{formatWhen(order.created_at)}</Fact>
          <Fact term={TEXT.paid}>{order.paid_at ? formatWhen(order.paid_at) : <Missing text={ORDERS.notPaid} />}</Fact>
          <Fact term={TEXT.due}>{order.due_at ? formatWhen(order.due_at) : <Missing text="–" />}</Fact>
          <Fact term={TEXT.client}>
            {order.client_id ? <span className={ui.mono}>{order.client_id}</span> : <Missing text={TEXT.noClient} />}
          </Fact>
          <Fact term={TEXT.questionnaire}>
            <Link className={`${ui.link} ${ui.mono}`} to={{ search: questionnaireSearch(order.questionnaire_id) }}>
              {order.questionnaire_id}
            </Link>
          </Fact>
          {order.renewals > 0 && <Fact term={TEXT.renewals}>{formatInteger(order.renewals)}</Fact>}
          {(order.stripe_customer_id || order.stripe_subscription_id) && (
            <Fact term={TEXT.stripe}>
              <span className={ui.mono}>
                {order.stripe_customer_id ?? '–'} · {order.stripe_subscription_id ?? '–'}
              </span>
            </Fact>
          )}
        </dl>
      </header>

      <OrderActions order={order} onChanged={onChanged} onReload={onReload} onUnauthorized={onUnauthorized} />
      <OrderSitePanel order={order} onOrderChanged={onReload} onUnauthorized={onUnauthorized} />
      {REVIEWABLE.includes(order.status) && (
        <SendReview order={order} onSent={onReload} onUnauthorized={onUnauthorized} />
      )}
      {REVIEWABLE.includes(order.status) && <OrderExtras orderId={order.order_id} onUnauthorized={onUnauthorized} />}

      <div className={styles.columns}>
        <Panel title={TEXT.timeline}>
          <OrderTimeline events={order.timeline} />
        </Panel>
        <Panel title={TEXT.emails}>
          <OrderEmails emails={order.emails} onResent={onReload} onUnauthorized={onUnauthorized} />
        </Panel>
      </div>

      <div className={styles.columns}>
        <Panel title={TEXT.invoice}>
          <InvoiceList invoice={order.invoice_details} />
        </Panel>
        <OrderBrief questionnaireId={order.questionnaire_id} onUnauthorized={onUnauthorized} />
      </div>
    </article>
  );
}

/** States in which the order's site has a draft the customer can review (issue 29). */
const REVIEWABLE: readonly OrderDetail['status'][] = ['draft_ready', 'in_review', 'published'];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Missing({ text }: { text: string }) {
  return <span className={ui.muted}>{text}</span>;
}

const INVOICE_ROWS = [
  'legal_name',
  'tax_id',
  'recipient_code',
  'pec',
  'address',
] as const satisfies readonly (keyof InvoiceDetails)[];

function InvoiceList({ invoice }: { invoice: InvoiceDetails }) {
  return (
    <dl className={styles.facts}>
      {INVOICE_ROWS.map((field) => (
        <div key={field}>
          <dt>{TEXT.invoiceFields[field]}</dt>
          <dd>{invoice[field] ?? <span className={styles.missing}>{TEXT.notGiven}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The brief the team builds the page from (the questionnaire's own view, reused). */
function OrderBrief({ questionnaireId, onUnauthorized }: { questionnaireId: string; onUnauthorized: () => void }) {
  const state = useQuestionnaire(questionnaireId, onUnauthorized);
  return (
    <Panel
      title={TEXT.brief}
      actions={
        <Link className={ui.link} to={{ search: questionnaireSearch(questionnaireId) }}>
          {TEXT.openQuestionnaire}
        </Link>
      }
    >
      {state.status === 'loading' && <LoadingState />}
      {(state.status === 'failed' || state.status === 'not-found') && (
        <p className={ui.muted}>{QUESTIONNAIRE_DETAIL.notFound}</p>
      )}
      {state.status === 'ready' &&
        (state.questionnaire.brief ? (
          <BriefView brief={state.questionnaire.brief} review={state.questionnaire.brief_review} />
        ) : (
          <p className={ui.muted}>{QUESTIONNAIRE_DETAIL.noBrief}</p>
        ))}
    </Panel>
  );
}
