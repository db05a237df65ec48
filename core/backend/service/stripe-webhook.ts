/**
 * Stripe's webhook: the payment is confirmed by the provider, never by the browser. The signature is
 * checked on the raw body first; then the event is read for the few fields that matter and turned into a
 * move of the order (order-moves.ts), recorded with the event's id so a replay changes nothing.
 */
import { ORDER_MESSAGES } from '../../orders/content';
import { ApiProblem, problems } from '../../problems';
import type { StoredOrder } from '../order-store';
import { ok, type BackendContext, type Operations } from './context';
import type { MoveOutcome, OrderMoves } from './order-moves';

type Outcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** An id field that Stripe sends as a string, or as the object when expanded. */
const idOf = (value: unknown): string | null => text(value) ?? (isObject(value) ? text(value.id) : null);

/** The subscription of an invoice: `parent.subscription_details.subscription` since API 2025-03-31.basil, `subscription` before. */
export function invoiceSubscription(invoice: Json): string | null {
  const parent = isObject(invoice.parent) ? invoice.parent : null;
  const details = parent && isObject(parent.subscription_details) ? parent.subscription_details : null;
  return idOf(details?.subscription) ?? idOf(invoice.subscription);
}

function notConfigured(): ApiProblem {
  return new ApiProblem({
    status: 503,
    type: '/problemi/servizio-non-disponibile',
    title: 'Servizio temporaneamente non disponibile',
    detail: ORDER_MESSAGES.webhookNotConfigured,
    headers: { 'Retry-After': '3600' },
  });
}

export function stripeWebhookOperations(
  ctx: BackendContext,
  moves: OrderMoves,
): Pick<Operations, 'receiveStripeWebhook'> {
  const { orders } = ctx;

  function outcomeOf(result: MoveOutcome): Outcome {
    if (result.status === 'applied') return 'applied';
    if (result.status === 'duplicate_event') return 'duplicate';
    if (result.status === 'not_found') return 'unknown_order';
    return 'ignored';
  }

  /** An event that changed nothing is kept too, so its replay answers `duplicate`. */
  async function nothing(eventId: string, outcome: Outcome): Promise<Outcome> {
    const recorded = await orders.recordWebhookEvent(eventId, ctx.nowIso());
    return recorded ? outcome : 'duplicate';
  }

  async function onOrder(
    eventId: string,
    order: StoredOrder | null,
    act: (order: StoredOrder) => Promise<MoveOutcome>,
  ): Promise<Outcome> {
    if (!order) return nothing(eventId, 'unknown_order');
    const result = await act(order);
    if (result.status === 'refused' || result.status === 'not_found') return nothing(eventId, outcomeOf(result));
    return outcomeOf(result);
  }

  async function handle(eventId: string, type: string, object: Json): Promise<Outcome> {
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // A bank debit still pending completes the session unpaid: its outcome comes later.
        if (type === 'checkout.session.completed' && object.payment_status !== 'paid')
          return nothing(eventId, 'ignored');
        const orderId = text(object.client_reference_id);
        return onOrder(eventId, orderId ? await orders.getOrder(orderId) : null, (order) =>
          moves.move(order.order_id, {
            to: 'paid',
            actor: 'provider',
            note: moves.notes.paidByStripe(eventId),
            patch: {
              stripe_customer_id: idOf(object.customer) ?? order.stripe_customer_id,
              stripe_subscription_id: idOf(object.subscription) ?? order.stripe_subscription_id,
            },
            webhookEventId: eventId,
          }),
        );
      }
      case 'checkout.session.async_payment_failed': {
        const orderId = text(object.client_reference_id);
        return onOrder(eventId, orderId ? await orders.getOrder(orderId) : null, (order) =>
          moves.move(order.order_id, {
            to: 'payment_failed',
            actor: 'provider',
            note: moves.notes.paymentFailedByStripe(eventId),
            webhookEventId: eventId,
          }),
        );
      }
      case 'invoice.payment_failed': {
        const subscription = invoiceSubscription(object);
        const invoiceId = text(object.id) ?? eventId;
        return onOrder(eventId, subscription ? await orders.getOrderBySubscription(subscription) : null, (order) =>
          order.status === 'awaiting_payment'
            ? moves.move(order.order_id, {
                to: 'payment_failed',
                actor: 'provider',
                note: moves.notes.paymentFailedByStripe(eventId),
                webhookEventId: eventId,
              })
            : moves.record(order.order_id, {
                kind: 'renewal_failed',
                actor: 'provider',
                note: moves.notes.renewalFailed(invoiceId),
                webhookEventId: eventId,
                update: (o) => o,
                emails: (o) => moves.renewalFailedEmails(o, invoiceId),
              }),
        );
      }
      case 'invoice.paid': {
        // The first invoice is the checkout's own payment, already counted by checkout.session.completed.
        if (object.billing_reason === 'subscription_create') return nothing(eventId, 'ignored');
        const subscription = invoiceSubscription(object);
        const invoiceId = text(object.id) ?? eventId;
        return onOrder(eventId, subscription ? await orders.getOrderBySubscription(subscription) : null, (order) =>
          moves.record(order.order_id, {
            kind: 'renewal',
            actor: 'provider',
            note: moves.notes.renewal(invoiceId),
            webhookEventId: eventId,
            update: (o) => ({ ...o, renewals: o.renewals + 1 }),
            emails: async () => [],
          }),
        );
      }
      case 'customer.subscription.deleted': {
        const subscription = text(object.id);
        return onOrder(eventId, subscription ? await orders.getOrderBySubscription(subscription) : null, (order) =>
          moves.move(order.order_id, {
            to: 'cancelled',
            actor: 'provider',
            note: moves.notes.cancelledByStripe(eventId),
            webhookEventId: eventId,
          }),
        );
      }
      default:
        return nothing(eventId, 'ignored');
    }
  }

  return {
    receiveStripeWebhook: async ({ headers, rawBody }) => {
      if (!ctx.webhooks) throw notConfigured();
      const signature = headers?.['Stripe-Signature'] ?? '';
      if (typeof rawBody !== 'string' || !(await ctx.webhooks.verify(rawBody, signature, ctx.clock.now())))
        throw problems.badRequest(ORDER_MESSAGES.badSignature, 'Stripe-Signature');
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw problems.badRequest(ORDER_MESSAGES.badWebhookBody);
      }
      if (
        !isObject(event) ||
        !text(event.id) ||
        !text(event.type) ||
        !isObject(event.data) ||
        !isObject(event.data.object)
      )
        throw problems.badRequest(ORDER_MESSAGES.badWebhookBody);
      const eventId = text(event.id)!;
      if (eventId.length > 255) throw problems.badRequest(ORDER_MESSAGES.badWebhookBody);
      if (await orders.hasWebhookEvent(eventId)) return ok({ received: true, outcome: 'duplicate' });
      const outcome = await handle(eventId, text(event.type)!, event.data.object);
      return ok({ received: true, outcome });
    },
  };
}
