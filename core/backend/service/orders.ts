/**
 * Orders: created by the questionnaire's completion, paid through Stripe (stripe-webhook.ts) or by the
 * operator (mark-paid), moved through the pipeline by the operator, followed by the customer in the
 * dashboard. Every change goes through order-moves.ts (one transition table, one store operation).
 */
import type { Brief, OrderStatus, Schemas } from '../../api';
import { attachmentHeader, CSV_CONTENT_TYPE, toCsv } from '../../csv';
import { isoToMs, resolveDateRange, romeDateOf } from '../../dates';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, BILLING_LABELS, TIMELINE_NOTES } from '../../orders/content';
import { newOrderId } from '../../orders/order-id';
import { chargePerPeriod, PLANS } from '../../plans';
import { problems } from '../../problems';
import type { StoredOrder } from '../order-store';
import type { StoredQuestionnaire } from '../store';
import { ok, requireRole, type BackendContext, type Operations } from './context';
import { orderMoves, type MoveOutcome } from './order-moves';
import { toClientOrder, toOrder, toOrderDetail, toOrderEmail } from './order-views';

export const ORDERS_CSV_FILENAME = 'ordini_pagati.csv';

type OrderOperations = Pick<
  Operations,
  | 'listOrders'
  | 'exportOrdersCsv'
  | 'getOrder'
  | 'markOrderPaid'
  | 'moveOrder'
  | 'listEmails'
  | 'resendEmail'
  | 'getClientOrder'
>;

type InvoiceInput = Schemas['InvoiceDetailsInput'];

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The invoice data sent with the completion, completed from what the brief already holds. */
export function invoiceDetailsOf(brief: Brief | null, input: InvoiceInput | undefined): Schemas['InvoiceDetails'] {
  const given = input ?? {};
  return {
    legal_name: clean(given.legal_name) ?? clean(brief?.business_name) ?? clean(brief?.owner_name),
    tax_id: clean(given.tax_id)?.toUpperCase() ?? clean(brief?.vat_number),
    recipient_code: clean(given.recipient_code)?.toUpperCase() ?? null,
    pec: clean(given.pec) ?? clean(brief?.contacts.pec),
    address: clean(given.address) ?? clean(brief?.contacts.address),
  };
}

export interface CompletionOrderInput {
  billing?: Schemas['Billing'];
  invoice_details?: InvoiceInput;
}

export const ORDER_CSV_COLUMNS = [
  'Numero ordine',
  'Data pagamento',
  'Piano',
  'Fatturazione',
  'Importo (EUR, IVA inclusa)',
  'Ragione sociale o nome',
  'P.IVA o codice fiscale',
  'Codice destinatario',
  'PEC',
  'Sede',
  'Email',
  'Stato',
  'Rinnovi',
] as const;

export function ordersToCsv(orders: readonly StoredOrder[]): string {
  return toCsv(
    ORDER_CSV_COLUMNS,
    orders.map((o) => [
      o.order_id,
      o.paid_at ? romeDateOf(isoToMs(o.paid_at)) : null,
      PLANS[o.plan].name,
      BILLING_LABELS[o.billing],
      o.amount_eur,
      o.invoice_details.legal_name,
      o.invoice_details.tax_id,
      o.invoice_details.recipient_code,
      o.invoice_details.pec,
      o.invoice_details.address,
      o.customer_email,
      ORDER_STATUS_LABELS[o.status],
      o.renewals,
    ]),
  );
}

export function orderOperations(ctx: BackendContext) {
  const { orders } = ctx;
  const moves = orderMoves(ctx);

  async function detail(order: StoredOrder) {
    const [events, emails] = await Promise.all([
      orders.listOrderEvents(order.order_id),
      orders.listEmails({ orderId: order.order_id }),
    ]);
    return toOrderDetail(order, events, emails, ctx.clock.now());
  }

  async function orderOr404(orderId: string): Promise<StoredOrder> {
    const order = await orders.getOrder(orderId);
    if (!order) throw problems.notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /** The answer to an operator's move: the order's detail, or 409 naming `field` when the table refuses. */
  async function answerMove(outcome: MoveOutcome, refused: (from: OrderStatus) => string, field?: string) {
    if (outcome.status === 'not_found') throw problems.notFound(ORDER_MESSAGES.orderNotFound);
    if (outcome.status === 'refused') {
      const problem = problems.conflict(refused(outcome.order.status));
      throw field ? Object.assign(problem, { field }) : problem;
    }
    if (outcome.status === 'duplicate_event') throw problems.conflict(ORDER_MESSAGES.orderBusy);
    return ok(await detail(outcome.order));
  }

  /**
   * The order of a completed questionnaire: created once (a repeated completion finds it), in
   * `awaiting_payment`, priced from the plan.
   */
  async function orderForCompletion(q: StoredQuestionnaire, input: CompletionOrderInput): Promise<StoredOrder> {
    const existing = await orders.getOrderByQuestionnaire(q.id);
    if (existing) return existing;
    const billing = input.billing ?? 'annual';
    const brief = q.brief;
    const at = ctx.nowIso();
    const order: StoredOrder = {
      order_id: newOrderId(),
      questionnaire_id: q.id,
      client_id: null,
      plan: q.plan_type,
      billing,
      amount_eur: chargePerPeriod(PLANS[q.plan_type], billing),
      status: 'awaiting_payment',
      customer_email: clean(brief?.contacts.email),
      customer_name: clean(brief?.owner_name),
      business_name: clean(brief?.business_name ?? q.business_name),
      created_at: at,
      paid_at: null,
      due_at: null,
      invoice_details: invoiceDetailsOf(brief, input.invoice_details),
      renewals: 0,
      stripe_customer_id: null,
      stripe_subscription_id: null,
      version: 1,
    };
    const { order: stored } = await orders.createOrder(order, {
      order_id: order.order_id,
      kind: 'created',
      from: null,
      to: 'awaiting_payment',
      actor: 'customer',
      at,
      note: TIMELINE_NOTES.created,
    });
    return stored;
  }

  const operations: OrderOperations = {
    listOrders: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const status = query.status || undefined;
      const now = ctx.clock.now();
      return ok({ orders: (await orders.listOrders({ status })).map((o) => toOrder(o, now)) });
    },

    exportOrdersCsv: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const range = resolveDateRange(query.start_date, query.end_date);
      const paid = (await orders.listOrders())
        .filter((o) => o.paid_at !== null)
        .filter((o) => {
          const t = isoToMs(o.paid_at!);
          return (range.fromMs === null || t >= range.fromMs) && (range.toMs === null || t < range.toMs);
        })
        // Oldest payment first: the order an accountant books them in.
        .sort((a, b) => (a.paid_at! < b.paid_at! ? -1 : a.paid_at! > b.paid_at! ? 1 : 0));
      return ok(ordersToCsv(paid), 200, {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': attachmentHeader(ORDERS_CSV_FILENAME),
      });
    },

    getOrder: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      return ok(await detail(await orderOr404(params.order_id)));
    },

    markOrderPaid: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const outcome = await moves.move(params.order_id, { to: 'paid', actor: 'operator', note: body.note.trim() });
      return answerMove(outcome, ORDER_MESSAGES.markPaidRefused);
    },

    moveOrder: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const outcome = await moves.move(params.order_id, {
        to: body.to,
        actor: 'operator',
        note: clean(body.note),
      });
      return answerMove(outcome, (from) => ORDER_MESSAGES.moveRefused(from, body.to), 'to');
    },

    listEmails: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const status = query.status || undefined;
      return ok({ emails: (await orders.listEmails({ status })).map(toOrderEmail) });
    },

    resendEmail: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const email = await orders.requeueEmail(params.email_id, ctx.nowIso());
      if (!email) throw problems.notFound(ORDER_MESSAGES.emailNotFound);
      if (email.status === 'sent') throw problems.conflict(ORDER_MESSAGES.emailAlreadySent);
      return ok(toOrderEmail(email));
    },

    getClientOrder: async ({ principal }) => {
      const { client } = requireRole(principal, 'client');
      const [own] = await orders.listOrders({ clientId: client.client_id });
      // A client made by hand for a questionnaire that has an order: that order.
      const order =
        own ?? (client.questionnaire_id ? await orders.getOrderByQuestionnaire(client.questionnaire_id) : null);
      if (!order) return ok({ order: null });
      return ok({ order: toClientOrder(order, await orders.listOrderEvents(order.order_id)) });
    },
  };

  return { operations, orderForCompletion, moves };
}
