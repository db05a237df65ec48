/**
 * The operator's order calls and the customer's order view (openapi.yaml, tag `orders`), through the one
 * API client. Each returns the data or throws an ApiError (web/src/lib/api-call.ts).
 */
import type { Client, ClientOrder, Order, OrderDetail, OrderEmail, OrderStatus } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from '../api/date-range';

export const ORDERS_CSV_FILE_NAME = 'ordini_pagati.csv';

/** GET /admin/orders: every order, newest first. */
export async function listOrders(): Promise<Order[]> {
  return (await call(() => api.GET('/admin/orders'))).orders;
}

/** GET /admin/orders/{order_id}: the order with its timeline and emails. */
export function getOrder(orderId: string): Promise<OrderDetail> {
  return call(() => api.GET('/admin/orders/{order_id}', { params: { path: { order_id: orderId } } }));
}

/** POST /admin/orders/{order_id}/mark-paid: a bank transfer or another provider, with the operator's note. */
export function markOrderPaid(orderId: string, note: string): Promise<OrderDetail> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/mark-paid', { params: { path: { order_id: orderId } }, body: { note } }),
  );
}

/** POST /admin/orders/{order_id}/transition: one move of the pipeline the transition table allows. */
export function moveOrder(orderId: string, to: OrderStatus, note: string | null): Promise<OrderDetail> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/transition', {
      params: { path: { order_id: orderId } },
      body: note ? { to, note } : { to },
    }),
  );
}

/** POST /admin/emails/{email_id}/resend: a failed (or waiting) email back in the queue, due now. */
export function resendEmail(emailId: string): Promise<OrderEmail> {
  return call(() => api.POST('/admin/emails/{email_id}/resend', { params: { path: { email_id: emailId } } }));
}

/** GET /admin/orders/export/csv: the paid orders of the range with their billing data, for the accountant. */
export function exportOrdersCsv(range: DateFilter): Promise<Blob> {
  return call(() => api.GET('/admin/orders/export/csv', { params: { query: rangeQuery(range) }, parseAs: 'blob' }));
}

/** GET /client/order: the signed-in customer's order (null for an access created by hand without one). */
export async function getClientOrder(): Promise<ClientOrder | null> {
  return (await call(() => api.GET('/client/order'))).order;
}

/** POST /client/login-link: the one-time code of the access email for a client session. */
export async function clientLoginWithLink(code: string): Promise<{ token: string; client: Client }> {
  const data = await call(() => api.POST('/client/login-link', { body: { code } }));
  return { token: data.access_token, client: data.client };
}
