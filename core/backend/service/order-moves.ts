/**
 * Every change of an order goes through here: the transition table (core/orders/states.ts) decides, then
 * ONE store operation writes the order, its timeline entry, the emails the change causes, the client record
 * a payment creates and the webhook event behind it. A change computed from a version someone else changed
 * meanwhile is computed again.
 */
import type { OrderActor, OrderStatus } from '../../api';
import { isoToMs } from '../../dates';
import { TIMELINE_NOTES } from '../../orders/content';
import {
  cancellationEmail,
  dashboardAccessEmail,
  orderConfirmationEmail,
  paymentFailedEmail,
  type EmailContext,
} from '../../orders/emails/templates';
import type { RenderedEmail } from '../../orders/emails/blocks';
import { emailKey, messageIdDomain, messageIdOf } from '../../orders/outbox';
import { decideMove, type MoveDecision } from '../../orders/states';
import { draftDueAt } from '../../orders/working-hours';
import { problems } from '../../problems';
import { randomId, randomToken, sha256Hex } from '../crypto';
import type { OrderEventKind, StoredEmail, StoredOrder, StoredOrderEvent } from '../order-store';
import type { StoredClient } from '../store';
import { ORDER_MESSAGES } from '../../orders/content';
import type { BackendContext } from './context';
import { ACCESS_TOKEN_BYTES } from './clients';

/** Retries of a change that lost a race with another change of the same order. */
const CHANGE_ATTEMPTS = 5;

export interface MoveRequest {
  to: OrderStatus;
  actor: OrderActor;
  note: string | null;
  /** Provider ids the same change records. */
  patch?: Partial<Pick<StoredOrder, 'stripe_customer_id' | 'stripe_subscription_id'>>;
  webhookEventId?: string | null;
  /** Further emails the move causes (the published site's address), written with it in the same change. */
  emails?: (order: StoredOrder) => Promise<StoredEmail[]>;
}

export type MoveOutcome =
  | { status: 'applied'; order: StoredOrder }
  | { status: 'refused'; order: StoredOrder; decision: Exclude<MoveDecision, { allowed: true }> }
  | { status: 'duplicate_event' }
  | { status: 'not_found' };

export interface RecordRequest {
  kind: Extract<OrderEventKind, 'renewal' | 'renewal_failed'>;
  actor: OrderActor;
  note: string;
  webhookEventId: string;
  /** The order after the entry (renewals counted). */
  update(order: StoredOrder): StoredOrder;
  emails(order: StoredOrder): Promise<StoredEmail[]>;
}

/** The payment link of the order's plan and billing, for the customer to try again; null when none is configured. */
export function retryPaymentUrl(ctx: BackendContext, order: StoredOrder): string | null {
  const base = ctx.paymentLinks[order.plan][order.billing];
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('client_reference_id', order.order_id);
  if (order.customer_email) url.searchParams.set('prefilled_email', order.customer_email);
  return url.toString();
}

/** A host the analytics can scope to, read as a browser reads it; null when the wish is not one. */
export function domainFromWish(wish: string | null | undefined): string | null {
  const text = wish
    ?.trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (!text) return null;
  try {
    const host = new URL(`http://${text}`).hostname;
    return /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** A new email for the outbox, due now, its Message-ID derived from its idempotency key. */
export async function pendingEmail(
  ctx: BackendContext,
  e: {
    kind: StoredEmail['kind'];
    key: string;
    to: string;
    orderId: string | null;
    clientId: string | null;
    rendered: RenderedEmail;
    headers?: Record<string, string>;
    login_client_id?: string | null;
  },
): Promise<StoredEmail> {
  const now = ctx.nowIso();
  return {
    email_id: randomId(),
    idempotency_key: e.key,
    kind: e.kind,
    order_id: e.orderId,
    client_id: e.clientId,
    to: e.to,
    ...e.rendered,
    headers: e.headers ?? {},
    message_id: await messageIdOf(e.key, messageIdDomain(ctx.publicUrl)),
    login_client_id: e.login_client_id ?? null,
    status: 'pending',
    attempts: 0,
    created_at: now,
    next_attempt_at: now,
    sent_at: null,
    last_error: null,
  };
}

export function orderMoves(ctx: BackendContext) {
  const emailContext = (): EmailContext => ({ publicUrl: ctx.publicUrl, company: ctx.company });

  const emailRecord = (
    kind: StoredEmail['kind'],
    key: string,
    order: StoredOrder,
    rendered: RenderedEmail,
    extra: Partial<Pick<StoredEmail, 'login_client_id' | 'headers'>> = {},
  ): Promise<StoredEmail> =>
    pendingEmail(ctx, {
      kind,
      key,
      to: order.customer_email!,
      orderId: order.order_id,
      clientId: order.client_id,
      rendered,
      ...extra,
    });

  /** The customer's client record: the one already linked to the questionnaire, or a new one (same id on a retry). */
  async function clientFor(order: StoredOrder): Promise<{ client: StoredClient; isNew: boolean }> {
    const own = await ctx.store.getClient(`client_${order.order_id}`);
    if (own) return { client: own, isNew: false };
    const linked = (await ctx.store.listClients()).find((c) => c.questionnaire_id === order.questionnaire_id);
    if (linked) return { client: linked, isNew: false };
    const questionnaire = await ctx.store.getQuestionnaire(order.questionnaire_id);
    return {
      isNew: true,
      client: {
        client_id: `client_${order.order_id}`,
        questionnaire_id: order.questionnaire_id,
        domain: domainFromWish(questionnaire?.brief?.domain_wish),
        created_at: ctx.nowIso(),
        is_active: true,
        plan: order.plan,
        // A token nobody receives: the customer enters through the one-time link; the operator can rotate it.
        token_hash: await sha256Hex(randomToken(ACCESS_TOKEN_BYTES)),
        token_version: 1,
      },
    };
  }

  async function emailsOfMove(order: StoredOrder, webhookEventId: string | null): Promise<StoredEmail[]> {
    if (!order.customer_email) return [];
    const base = { orderId: order.order_id, customerName: order.customer_name };
    switch (order.status) {
      case 'paid':
        return [
          await emailRecord(
            'order_confirmation',
            emailKey('order_confirmation', order.order_id),
            order,
            orderConfirmationEmail(emailContext(), {
              ...base,
              plan: order.plan,
              billing: order.billing,
              paidAtMs: isoToMs(order.paid_at!),
              dueAtMs: isoToMs(order.due_at!),
              businessName: order.business_name,
            }),
          ),
          await emailRecord(
            'dashboard_access',
            emailKey('dashboard_access', order.order_id),
            order,
            dashboardAccessEmail(emailContext(), base),
            { login_client_id: order.client_id },
          ),
        ];
      case 'payment_failed':
        return [
          await emailRecord(
            'payment_failed',
            emailKey('payment_failed', order.order_id, webhookEventId ?? ctx.nowIso()),
            order,
            paymentFailedEmail(emailContext(), { ...base, renewal: false, retryUrl: retryPaymentUrl(ctx, order) }),
          ),
        ];
      case 'cancelled':
        return [
          await emailRecord(
            'cancellation',
            emailKey('cancellation', order.order_id),
            order,
            cancellationEmail(emailContext(), base),
          ),
        ];
      default:
        return [];
    }
  }

  async function move(orderId: string, request: MoveRequest): Promise<MoveOutcome> {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
      const order = await ctx.orders.getOrder(orderId);
      if (!order) return { status: 'not_found' };
      const decision = decideMove(order.status, request.to, request.actor);
      if (!decision.allowed) return { status: 'refused', order, decision };
      const at = ctx.nowIso();
      const next: StoredOrder = { ...order, ...request.patch, status: request.to, version: order.version + 1 };
      let newClient: StoredClient | null = null;
      if (request.to === 'paid') {
        const { client, isNew } = await clientFor(order);
        if (isNew) newClient = client;
        next.client_id = client.client_id;
        next.paid_at = at;
        next.due_at = new Date(draftDueAt(isoToMs(at))).toISOString();
      }
      const event: StoredOrderEvent = {
        order_id: order.order_id,
        kind: 'transition',
        from: order.status,
        to: request.to,
        actor: request.actor,
        at,
        note: request.note,
      };
      const result = await ctx.orders.changeOrder(orderId, {
        expectedVersion: order.version,
        order: next,
        events: [event],
        emails: [
          ...(await emailsOfMove(next, request.webhookEventId ?? null)),
          ...(request.emails ? await request.emails(next) : []),
        ],
        client: newClient,
        webhookEventId: request.webhookEventId ?? null,
      });
      if (result.status !== 'conflict') return result;
    }
    throw problems.conflict(ORDER_MESSAGES.orderBusy);
  }

  /** A timeline entry that keeps the state (a renewal paid or failed), with its emails. */
  async function record(orderId: string, request: RecordRequest): Promise<MoveOutcome> {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
      const order = await ctx.orders.getOrder(orderId);
      if (!order) return { status: 'not_found' };
      const next = { ...request.update(order), version: order.version + 1 };
      const result = await ctx.orders.changeOrder(orderId, {
        expectedVersion: order.version,
        order: next,
        events: [
          {
            order_id: order.order_id,
            kind: request.kind,
            from: order.status,
            to: order.status,
            actor: request.actor,
            at: ctx.nowIso(),
            note: request.note,
          },
        ],
        emails: await request.emails(next),
        webhookEventId: request.webhookEventId,
      });
      if (result.status !== 'conflict') return result;
    }
    throw problems.conflict(ORDER_MESSAGES.orderBusy);
  }

  /** The payment-failed email of a renewal (the order keeps its state). */
  async function renewalFailedEmails(order: StoredOrder, invoiceId: string): Promise<StoredEmail[]> {
    if (!order.customer_email) return [];
    return [
      await emailRecord(
        'payment_failed',
        emailKey('payment_failed', order.order_id, invoiceId),
        order,
        paymentFailedEmail(emailContext(), {
          orderId: order.order_id,
          customerName: order.customer_name,
          renewal: true,
          retryUrl: null,
        }),
      ),
    ];
  }

  return { move, record, renewalFailedEmails, notes: TIMELINE_NOTES };
}

export type OrderMoves = ReturnType<typeof orderMoves>;
