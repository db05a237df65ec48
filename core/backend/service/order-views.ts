/** The contract's shapes of orders, timelines and emails, from the stored records. */
import type { ClientOrder, Order, OrderDetail, OrderEmail, OrderEvent } from '../../api';
import { isoToMs } from '../../dates';
import { ORDER_STATUS_LABELS } from '../../orders/content';
import type { StoredEmail, StoredOrder, StoredOrderEvent } from '../order-store';

/**
 * «In ritardo»: the first draft was due (24 working hours after payment) and the order has not reached
 * `draft_ready` (still `paid` or `in_progress`).
 */
export function isLate(order: StoredOrder, nowMs: number): boolean {
  if (!order.due_at) return false;
  return (order.status === 'paid' || order.status === 'in_progress') && nowMs > isoToMs(order.due_at);
}

export function toOrder(o: StoredOrder, nowMs: number): Order {
  return {
    order_id: o.order_id,
    questionnaire_id: o.questionnaire_id,
    client_id: o.client_id,
    plan: o.plan,
    billing: o.billing,
    amount_eur: o.amount_eur,
    status: o.status,
    customer_email: o.customer_email,
    business_name: o.business_name,
    created_at: o.created_at,
    paid_at: o.paid_at,
    due_at: o.due_at,
    late: isLate(o, nowMs),
    invoice_details: o.invoice_details,
    renewals: o.renewals,
    stripe_customer_id: o.stripe_customer_id,
    stripe_subscription_id: o.stripe_subscription_id,
  };
}

export function toOrderEvent(e: StoredOrderEvent): OrderEvent {
  return { kind: e.kind, from: e.from, to: e.to, actor: e.actor, at: e.at, note: e.note };
}

export function toOrderEmail(e: StoredEmail): OrderEmail {
  return {
    email_id: e.email_id,
    kind: e.kind,
    order_id: e.order_id,
    client_id: e.client_id,
    to: e.to,
    subject: e.subject,
    status: e.status,
    attempts: e.attempts,
    created_at: e.created_at,
    next_attempt_at: e.status === 'pending' ? e.next_attempt_at : null,
    sent_at: e.sent_at,
    last_error: e.last_error,
    message_id: e.message_id,
  };
}

export function toOrderDetail(
  o: StoredOrder,
  events: readonly StoredOrderEvent[],
  emails: readonly StoredEmail[],
  nowMs: number,
): OrderDetail {
  return {
    ...toOrder(o, nowMs),
    timeline: events.map(toOrderEvent),
    // Oldest first, as the timeline (the store lists newest first).
    emails: [...emails].reverse().map(toOrderEmail),
  };
}

/** What the customer sees: the states reached, in Italian, without the operator's notes. */
export function toClientOrder(o: StoredOrder, events: readonly StoredOrderEvent[]): ClientOrder {
  return {
    order_id: o.order_id,
    plan: o.plan,
    billing: o.billing,
    amount_eur: o.amount_eur,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    created_at: o.created_at,
    paid_at: o.paid_at,
    due_at: o.due_at,
    timeline: events
      .filter((e) => e.kind === 'created' || e.kind === 'transition')
      .map((e) => ({ status: e.to, label: ORDER_STATUS_LABELS[e.to], at: e.at })),
  };
}
