/** Records of the orders store for tests (core's unit tests, the reference server's storage tests). */
import type { StoredOrder, StoredOrderEvent } from '../order-store';

export const ORDER_CREATED_AT = '2026-05-04T10:00:00.000Z';

/** An order of a completed questionnaire (`q_<id>` unless given), awaiting payment, at version 1. */
export function awaitingOrder(id: string, questionnaireId = `q_${id}`): StoredOrder {
  return {
    order_id: id,
    questionnaire_id: questionnaireId,
    client_id: null,
    plan: 'basic',
    billing: 'annual',
    amount_eur: 12,
    status: 'awaiting_payment',
    customer_email: 'gennaro@dagennaro.it',
    customer_name: 'Gennaro Esposito',
    business_name: 'Pizzeria Da Gennaro',
    created_at: ORDER_CREATED_AT,
    paid_at: null,
    due_at: null,
    invoice_details: { legal_name: null, tax_id: null, recipient_code: null, pec: null, address: null },
    renewals: 0,
    stripe_customer_id: null,
    stripe_subscription_id: null,
    version: 1,
  };
}

/** The `created` timeline entry of an order. */
export function createdEntry(orderId: string): StoredOrderEvent {
  return {
    order_id: orderId,
    kind: 'created',
    from: null,
    to: 'awaiting_payment',
    actor: 'customer',
    at: ORDER_CREATED_AT,
    note: null,
  };
}
