/**
 * Helpers of the orders scenarios: a completed questionnaire (its order), and Stripe events signed as
 * Stripe signs them (the official package's `generateTestHeaderString`) at the test clock's time.
 */
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { Api, ApiAnswer } from './api';
import type { TestClock } from './clock';
import { CONTRACT_WEBHOOK_SECRET } from './targets';

let sessions = 0;

export interface CompletedOrder {
  orderId: string;
  questionnaireId: string;
  sessionId: string;
}

/** Starts a questionnaire, fills the summary's name and email, completes it; returns its order. */
export async function completeWithOrder(
  api: Api,
  options: { plan?: 'basic' | 'pro'; email?: string | null; body?: Record<string, unknown> } = {},
): Promise<CompletedOrder> {
  sessions += 1;
  const sessionId = `session_1774000000000_ordine${sessions}_${Math.random().toString(36).slice(2, 8)}`;
  const start = await api.post('/questionnaire/start', { session_id: sessionId, plan_type: options.plan ?? 'basic' });
  expect(start.status).toBe(200);
  const patch: Record<string, unknown> = {
    business_name: 'Pizzeria Da Gennaro',
    owner_name: 'Gennaro Esposito',
    domain_wish: 'pizzeriadagennaro.it',
    vat_number: '01234567890',
  };
  if (options.email !== null) patch.email = options.email ?? 'gennaro@dagennaro.it';
  expect((await api.call('PATCH', `/questionnaire/brief/${sessionId}`, { json: patch })).status).toBe(200);
  const done = await api.call('POST', `/questionnaire/complete/${sessionId}`, {
    json: options.body ?? { confirmed: true },
  });
  expect(done.status).toBe(200);
  expect(done.body.order_id).toMatch(/^[A-Za-z0-9_-]{1,27}$/);
  return { orderId: done.body.order_id, questionnaireId: done.body.questionnaire_id, sessionId };
}

let events = 0;

export function stripeEvent(type: string, object: Record<string, unknown>, id?: string): string {
  events += 1;
  return JSON.stringify({
    id: id ?? `evt_contract_${events}_${Math.random().toString(36).slice(2, 10)}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    type,
    data: { object },
  });
}

export function checkoutCompleted(orderId: string, extra: Record<string, unknown> = {}): string {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${orderId}`,
    object: 'checkout.session',
    client_reference_id: orderId,
    payment_status: 'paid',
    customer: `cus_${orderId.slice(-8)}`,
    subscription: `sub_${orderId.slice(-8)}`,
    ...extra,
  });
}

/** POSTs a webhook signed with the targets' secret at the clock's time (`ageSeconds` earlier when given). */
export async function sendWebhook(
  api: Api,
  clock: TestClock,
  payload: string,
  options: { secret?: string; ageSeconds?: number; signature?: string } = {},
): Promise<ApiAnswer> {
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? CONTRACT_WEBHOOK_SECRET,
      timestamp: Math.floor(clock.now() / 1000) - (options.ageSeconds ?? 0),
    });
  return api.call('POST', '/webhooks/stripe', {
    body: payload,
    contentType: 'application/json; charset=utf-8',
    headers: { 'Stripe-Signature': signature },
  });
}
