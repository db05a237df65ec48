/**
 * Orders on every backend: completion creates the order, Stripe's signed webhook pays it (and only a
 * good, fresh, first delivery changes anything), the transition table decides every move, the operator
 * works from the pipeline, the accountant gets the paid orders as CSV, the customer sees the state.
 * Emails are only queued here (no backend in this suite sends); sending is tested over real SMTP in
 * reference-server/test/orders-email.test.ts.
 */
import { expect, it } from 'vitest';
import { checkoutCompleted, completeWithOrder, sendWebhook, stripeEvent } from './support/orders';
import { contractSuite } from './support/suite';

contractSuite('orders', (ctx) => {
  it('creates one order per completed questionnaire, priced from the plan, with the billing data', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-12-01T10:00:00Z');
    const { orderId, questionnaireId, sessionId } = await completeWithOrder(api, {
      plan: 'pro',
      body: {
        confirmed: true,
        billing: 'monthly',
        invoice_details: { recipient_code: 'm5uxcr1', pec: null, address: 'Via Toledo 1, 80134 Napoli (NA)' },
      },
    });
    const again = await api.call('POST', `/questionnaire/complete/${sessionId}`, { json: { billing: 'annual' } });
    expect(again.body.order_id).toBe(orderId);

    const admin = await api.adminToken();
    const list = await api.get('/admin/orders', admin);
    expect(list.status).toBe(200);
    const order = list.body.orders.find((o: { order_id: string }) => o.order_id === orderId);
    expect(order).toMatchObject({
      order_id: orderId,
      questionnaire_id: questionnaireId,
      client_id: null,
      plan: 'pro',
      billing: 'monthly',
      amount_eur: 19,
      status: 'awaiting_payment',
      customer_email: 'gennaro@dagennaro.it',
      business_name: 'Pizzeria Da Gennaro',
      paid_at: null,
      due_at: null,
      late: false,
      renewals: 0,
      invoice_details: {
        legal_name: 'Pizzeria Da Gennaro',
        tax_id: '01234567890',
        recipient_code: 'M5UXCR1',
        pec: null,
        address: 'Via Toledo 1, 80134 Napoli (NA)',
      },
    });
    const detail = await api.get(`/admin/orders/${orderId}`, admin);
    expect(detail.body.timeline).toEqual([
      expect.objectContaining({ kind: 'created', from: null, to: 'awaiting_payment', actor: 'customer' }),
    ]);
    expect(detail.body.emails).toEqual([]);

    const annual = await completeWithOrder(api);
    const annualOrder = (await api.get(`/admin/orders/${annual.orderId}`, admin)).body;
    expect(annualOrder).toMatchObject({ plan: 'basic', billing: 'annual', amount_eur: 12 });

    const filtered = await api.get('/admin/orders?status=paid', admin);
    expect(filtered.body.orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect((await api.get('/admin/orders?status=pagato', admin)).body.field).toBe('status');
  });

  it('refuses billing data that is not an Italian tax code, naming the field, and creates no order', async () => {
    const { api } = ctx;
    const session = 'session_1774000000000_fatturadati';
    await api.post('/questionnaire/start', { session_id: session, plan_type: 'basic' });
    const bad = await api.call('POST', `/questionnaire/complete/${session}`, {
      json: { invoice_details: { tax_id: '123' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('invoice_details.tax_id');
    const orders = (await api.get('/admin/orders', await api.adminToken())).body.orders;
    expect(orders.some((o: { questionnaire_id: string }) => o.questionnaire_id === bad.body.questionnaire_id)).toBe(
      false,
    );
  });

  it('is paid by a signed checkout.session.completed, once: the client, the timeline and the emails follow', async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-04T16:00:00Z'); // Friday 17:00 in Rome
    const { orderId, questionnaireId } = await completeWithOrder(api, { plan: 'pro' });
    const payload = checkoutCompleted(orderId);
    const paid = await sendWebhook(api, clock, payload);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ received: true, outcome: 'applied' });

    const admin = await api.adminToken();
    const detail = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(detail).toMatchObject({
      status: 'paid',
      paid_at: '2026-12-04T16:00:00.000Z',
      // 24 working hours from Friday 17:00 in Rome: 1 on Friday, 9 on Monday, none on Tuesday 8 (a holiday),
      // 9 on Wednesday, the last 5 on Thursday until 14:00.
      due_at: '2026-12-10T13:00:00.000Z',
      late: false,
      stripe_customer_id: `cus_${orderId.slice(-8)}`,
      stripe_subscription_id: `sub_${orderId.slice(-8)}`,
    });
    expect(detail.client_id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(detail.timeline.map((e: { to: string; actor: string }) => [e.to, e.actor])).toEqual([
      ['awaiting_payment', 'customer'],
      ['paid', 'provider'],
    ]);
    expect(detail.emails.map((e: { kind: string; status: string; to: string }) => [e.kind, e.status, e.to])).toEqual([
      ['order_confirmation', 'pending', 'gennaro@dagennaro.it'],
      ['dashboard_access', 'pending', 'gennaro@dagennaro.it'],
    ]);
    expect(detail.emails[0].subject).toContain(orderId);

    const clients = (await api.get('/admin/clients', admin)).body.clients;
    expect(clients.find((c: { client_id: string }) => c.client_id === detail.client_id)).toMatchObject({
      questionnaire_id: questionnaireId,
      plan: 'pro',
      domain: 'pizzeriadagennaro.it',
      is_active: true,
    });

    // The same delivery again (Stripe retries): nothing changes.
    const replay = await sendWebhook(api, clock, payload);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    const after = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(after.timeline).toHaveLength(2);
    expect(after.emails).toHaveLength(2);
    expect((await api.get('/admin/clients', admin)).body.clients).toHaveLength(clients.length);

    clock.set('2026-12-10T13:00:01Z');
    expect((await api.get(`/admin/orders/${orderId}`, await api.adminToken())).body.late).toBe(true);
  });

  it('answers 400 and changes nothing for a forged, missing or stale signature', async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-07T10:00:00Z');
    const { orderId } = await completeWithOrder(api);
    const payload = checkoutCompleted(orderId);
    const forged = await sendWebhook(api, clock, payload, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('Stripe-Signature');
    const tampered = await sendWebhook(api, clock, payload.replace('"paid"', '"paid" '), {
      signature: (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_contract_suite_0123456789',
        timestamp: Math.floor(clock.now() / 1000),
      }),
    });
    expect(tampered.status).toBe(400);
    const stale = await sendWebhook(api, clock, payload, { ageSeconds: 301 });
    expect(stale.status).toBe(400);
    const missing = await api.call('POST', '/webhooks/stripe', { body: payload, contentType: 'application/json' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('Stripe-Signature');

    const order = (await api.get(`/admin/orders/${orderId}`, await api.adminToken())).body;
    expect(order.status).toBe('awaiting_payment');
    expect(order.timeline).toHaveLength(1);
    // The signature was never good, so the event was not recorded: the real delivery still pays.
    expect((await sendWebhook(api, clock, payload)).body.outcome).toBe('applied');
  });

  it('answers 200 and changes nothing for an unknown order or an event it does not handle', async () => {
    const { api, clock } = ctx;
    const unknown = await sendWebhook(api, clock, checkoutCompleted('ord_sconosciuto'));
    expect(unknown.body).toEqual({ received: true, outcome: 'unknown_order' });
    const other = await sendWebhook(api, clock, stripeEvent('charge.refunded', { id: 'ch_1' }));
    expect(other.body).toEqual({ received: true, outcome: 'ignored' });
    const { orderId } = await completeWithOrder(api);
    const unpaid = await sendWebhook(api, clock, checkoutCompleted(orderId, { payment_status: 'unpaid' }));
    expect(unpaid.body.outcome).toBe('ignored');
    expect((await api.get(`/admin/orders/${orderId}`, await api.adminToken())).body.status).toBe('awaiting_payment');
  });

  it('moves one way only: renewals, cancellation, and late or out-of-order events', async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-09T09:30:00Z');
    const { orderId } = await completeWithOrder(api, { body: { billing: 'monthly' } });
    const subscription = `sub_${orderId.slice(-8)}`;
    const invoice = (id: string, reason: string) => ({
      id,
      object: 'invoice',
      billing_reason: reason,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    });
    // The first invoice arrives before the checkout: it must not count as a renewal, now or later.
    expect(
      (await sendWebhook(api, clock, stripeEvent('invoice.paid', invoice('in_1', 'subscription_create')))).body.outcome,
    ).toBe('ignored');
    expect((await sendWebhook(api, clock, checkoutCompleted(orderId))).body.outcome).toBe('applied');
    expect(
      (await sendWebhook(api, clock, stripeEvent('invoice.paid', invoice('in_2', 'subscription_cycle')))).body.outcome,
    ).toBe('applied');
    const failedRenewal = await sendWebhook(
      api,
      clock,
      stripeEvent('invoice.payment_failed', invoice('in_3', 'subscription_cycle')),
    );
    expect(failedRenewal.body.outcome).toBe('applied');
    const admin = await api.adminToken();
    let order = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(order).toMatchObject({ status: 'paid', renewals: 1 });
    expect(order.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'transition',
      'renewal',
      'renewal_failed',
    ]);
    expect(order.emails.map((e: { kind: string }) => e.kind)).toEqual([
      'order_confirmation',
      'dashboard_access',
      'payment_failed',
    ]);

    // The operator's pipeline, then a move the table refuses.
    for (const to of ['in_progress', 'draft_ready', 'in_review', 'published']) {
      const moved = await api.post(`/admin/orders/${orderId}/transition`, { to, note: `verso ${to}` }, admin);
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe(to);
    }
    const back = await api.post(`/admin/orders/${orderId}/transition`, { to: 'in_progress' }, admin);
    expect(back.status).toBe(409);
    expect(back.body.field).toBe('to');
    expect(back.body.detail).toContain('«pubblicato»');

    // A late «paid» never moves a published order back.
    const late = await sendWebhook(
      api,
      clock,
      stripeEvent('checkout.session.async_payment_succeeded', {
        client_reference_id: orderId,
        payment_status: 'paid',
      }),
    );
    expect(late.body.outcome).toBe('ignored');
    expect((await api.get(`/admin/orders/${orderId}`, admin)).body.status).toBe('published');

    const deleted = await sendWebhook(
      api,
      clock,
      stripeEvent('customer.subscription.deleted', { id: subscription, object: 'subscription' }),
    );
    expect(deleted.body.outcome).toBe('applied');
    order = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(order.status).toBe('cancelled');
    expect(order.emails.at(-1)).toMatchObject({ kind: 'cancellation', status: 'pending' });

    const markPaid = await api.post(`/admin/orders/${orderId}/mark-paid`, { note: 'Bonifico' }, admin);
    expect(markPaid.status).toBe(409);
    expect(markPaid.body.detail).toContain('«annullato»');
    const unchanged = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(unchanged.status).toBe('cancelled');
    expect(unchanged.timeline).toHaveLength(order.timeline.length);
  });

  it('lets the operator record a bank transfer, with its note in the timeline', async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-14T08:00:00Z'); // Monday 9:00 in Rome
    const { orderId } = await completeWithOrder(api);
    const admin = await api.adminToken();
    const empty = await api.post(`/admin/orders/${orderId}/mark-paid`, { note: '' }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('note');
    const paid = await api.post(`/admin/orders/${orderId}/mark-paid`, { note: 'Bonifico del 14/12, CRO 0012' }, admin);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', due_at: '2026-12-16T14:00:00.000Z' });
    expect(paid.body.timeline.at(-1)).toMatchObject({
      kind: 'transition',
      from: 'awaiting_payment',
      to: 'paid',
      actor: 'operator',
      note: 'Bonifico del 14/12, CRO 0012',
    });
    expect(paid.body.emails).toHaveLength(2);
    expect((await api.post(`/admin/orders/${orderId}/mark-paid`, { note: 'di nuovo' }, admin)).status).toBe(409);
    expect((await api.post('/admin/orders/ord_nessuno/mark-paid', { note: 'x' }, admin)).status).toBe(404);

    // The outbox: every email waits (no mailer here); a pending one can be put back at the head of the queue.
    const emails = (await api.get('/admin/emails?status=pending', admin)).body.emails;
    expect(emails.length).toBeGreaterThanOrEqual(2);
    const resent = await api.post(`/admin/emails/${paid.body.emails[0].email_id}/resend`, undefined, admin);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await api.post('/admin/emails/sconosciuta/resend', undefined, admin)).status).toBe(404);
  });

  it('exports the paid orders with their billing data as an Italian CSV', async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-15T10:00:00Z');
    const { orderId } = await completeWithOrder(api, {
      body: { invoice_details: { legal_name: '=Pizzeria; Gennaro', tax_id: 'SPSGNR80A01F839U' } },
    });
    const unpaid = await completeWithOrder(api);
    const admin = await api.adminToken();
    await api.post(`/admin/orders/${orderId}/mark-paid`, { note: 'Bonifico' }, admin);
    const csv = await api.get('/admin/orders/export/csv?start_date=2026-12-15&end_date=2026-12-15', admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ordini_pagati.csv"');
    expect(csv.text.startsWith('\uFEFFNumero ordine;Data pagamento;Piano;')).toBe(true);
    const lines = csv.text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${orderId};2026-12-15;Landing Basic;annuale;12;"'=Pizzeria; Gennaro";SPSGNR80A01F839U;;;;gennaro@dagennaro.it;pagato;0`,
    );
    expect(csv.text).not.toContain(unpaid.orderId);
    const none = await api.get('/admin/orders/export/csv?start_date=2026-12-16', admin);
    expect(none.text.split('\r\n')).toHaveLength(2);
  });

  it("shows the customer the order's state and timeline in Italian", async () => {
    const { api, clock } = ctx;
    clock.set('2026-12-16T10:00:00Z');
    const { orderId } = await completeWithOrder(api);
    await sendWebhook(api, clock, checkoutCompleted(orderId));
    const admin = await api.adminToken();
    const { client_id: clientId } = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    // The client's own token is never given out; the operator can issue one.
    const rotated = await api.post(`/admin/clients/${clientId}/rotate-token`, undefined, admin);
    const login = await api.post('/client/login', { access_token: rotated.body.access_token });
    const view = await api.get('/client/order', login.body.access_token);
    expect(view.status).toBe(200);
    expect(view.body.order).toMatchObject({
      order_id: orderId,
      status: 'paid',
      status_label: 'pagato',
      timeline: [
        { status: 'awaiting_payment', label: 'in attesa di pagamento' },
        { status: 'paid', label: 'pagato' },
      ],
    });
    const manual = await api.createClient();
    expect((await api.get('/client/order', manual.session)).body).toEqual({ order: null });
    expect((await api.get('/client/order', admin)).status).toBe(403);
  });

  it('refuses a login code that is unknown, and an unknown opt-out token', async () => {
    const { api } = ctx;
    const bad = await api.post('/client/login-link', { code: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
    expect((await api.post('/client/login-link', { code: 'corto' })).body.field).toBe('code');
    expect((await api.post(`/reports/unsubscribe/${'y'.repeat(43)}`)).status).toBe(404);
  });
});
