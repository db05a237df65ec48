/**
 * The emails orders promise, through a real SMTP server inside the test: the confirmation arrives in
 * Italian with the order number and its access link logs the customer in once; a replayed webhook sends
 * nothing more; a mail server down then up gets the email later; an address it refuses is recorded as
 * failed with its words; the monthly report goes out once per client and month, after a missed hour too,
 * and honours the opt-out. The server runs in this process on a test clock; its jobs are driven by hand.
 */
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { startSmtp, type TestSmtp } from './support/smtp';

const SECRET = 'whsec_orders_email_test';

function testClock(iso: string) {
  let t = Date.parse(iso);
  return { now: () => t, set: (next: string) => (t = Date.parse(next)), advance: (ms: number) => (t += ms) };
}

type Clock = ReturnType<typeof testClock>;

let server: TestServer | null = null;
let smtp: TestSmtp | null = null;

afterEach(async () => {
  await server?.close();
  await smtp?.stop();
  server = null;
  smtp = null;
});

async function start(clock: Clock, smtpUrl: string) {
  server = await startServer({
    clock,
    smtpUrl,
    mailFrom: 'Landing Facile <ordini@landingfacile.test>',
    stripeWebhookSecret: SECRET,
    publicUrl: 'https://landing.example',
    // Driven by hand with runOnce: the timers never fire during a test.
    workers: { emailIntervalMs: 3_600_000, reportIntervalMs: 3_600_000 },
  });
  return server;
}

async function completeOrder(s: TestServer, email: string, session: string, domain = 'pizzeriadagennaro.it') {
  await s.request('POST', '/api/questionnaire/start', { json: { session_id: session, plan_type: 'pro' } });
  await s.request('PATCH', `/api/questionnaire/brief/${session}`, {
    json: { business_name: 'Pizzeria <b>Da Gennaro</b>', owner_name: 'Gennaro', email, domain_wish: domain },
  });
  const done = await s.request('POST', `/api/questionnaire/complete/${session}`, { json: { confirmed: true } });
  expect(done.status).toBe(200);
  return done.body.order_id as string;
}

async function pay(s: TestServer, clock: Clock, orderId: string, eventId = `evt_${orderId}`) {
  const payload = JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        client_reference_id: orderId,
        payment_status: 'paid',
        customer: 'cus_1',
        subscription: `sub_${orderId}`,
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    timestamp: Math.floor(clock.now() / 1000),
  });
  return s.request('POST', '/api/webhooks/stripe', {
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
  });
}

const runJobs = () => server!.running.workers!.runOnce();

describe('order emails over SMTP', () => {
  it('sends the confirmation in Italian with the order number, once, and an access link that works once', async () => {
    const clock = testClock('2026-12-01T09:00:00Z');
    smtp = await startSmtp();
    const s = await start(clock, smtp.url);
    const orderId = await completeOrder(s, 'gennaro@dagennaro.it', 'session_1_conferma');
    expect((await pay(s, clock, orderId)).body.outcome).toBe('applied');
    await runJobs();
    expect(smtp.messages).toHaveLength(2);
    const confirmation = smtp.messages.find((m) => m.subject?.includes('Conferma'))!;
    expect(confirmation.subject).toBe(`Conferma del tuo ordine ${orderId} – Landing Facile`);
    expect(confirmation.to).toMatchObject({ text: 'gennaro@dagennaro.it' });
    expect(confirmation.from?.text).toContain('ordini@landingfacile.test');
    // Intl writes «192,00 €» with a no-break space: read as a person reads it.
    const text = (confirmation.text ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain(`Numero d'ordine: ${orderId}`);
    expect(text).toContain('Dominio Pro');
    expect(text).toContain('192,00 € IVA inclusa per 12 mesi');
    expect(text).toContain('Diritto di recesso');
    expect(text).toContain('https://landing.example/condizioni-di-vendita');
    expect(text).toContain('P.IVA IT00000000000');
    // What the customer typed is text in the HTML, never markup.
    expect(confirmation.html).toContain('Pizzeria &lt;b&gt;Da Gennaro&lt;/b&gt;');
    const detail = (await s.request('GET', `/api/admin/orders/${orderId}`, { token: await s.adminToken() })).body;
    expect(detail.emails.map((e: { status: string }) => e.status)).toEqual(['sent', 'sent']);
    expect(confirmation.messageId).toBe(detail.emails[0].message_id);

    // Stripe delivers the event again: no second email.
    expect((await pay(s, clock, orderId)).body.outcome).toBe('duplicate');
    await runJobs();
    expect(smtp.messages).toHaveLength(2);

    const access = smtp.messages.find((m) => m !== confirmation)!;
    const code = /https:\/\/landing\.example\/accesso\/([A-Za-z0-9_-]{43})/.exec(access.text ?? '')![1]!;
    expect(access.html).toContain(`https://landing.example/accesso/${code}`);
    const login = await s.request('POST', '/api/client/login-link', { json: { code } });
    expect(login.status).toBe(200);
    expect(login.body.client.client_id).toBe(detail.client_id);
    const order = await s.request('GET', '/api/client/order', { token: login.body.access_token });
    expect(order.body.order).toMatchObject({ order_id: orderId, status_label: 'pagato' });
    expect((await s.request('POST', '/api/client/login-link', { json: { code } })).status).toBe(401);
  });

  it('keeps an email while the SMTP server is down and sends it once the server is back', async () => {
    const clock = testClock('2026-12-02T09:00:00Z');
    smtp = await startSmtp({ listen: false });
    const s = await start(clock, smtp.url);
    const orderId = await completeOrder(s, 'anna@esempio.it', 'session_2_smtp_giu');
    await pay(s, clock, orderId);
    await runJobs();
    const admin = await s.adminToken();
    let emails = (await s.request('GET', `/api/admin/orders/${orderId}`, { token: admin })).body.emails;
    expect(emails[0]).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-12-02T09:00:30.000Z' });
    expect(emails[0].last_error).toMatch(/ECONNREFUSED/);

    await smtp.start();
    // Not before its retry is due.
    clock.advance(20_000);
    await runJobs();
    expect(smtp.messages).toHaveLength(0);
    clock.advance(11_000);
    await runJobs();
    expect(smtp.messages.map((m) => m.subject)).toContain(`Conferma del tuo ordine ${orderId} – Landing Facile`);
    emails = (await s.request('GET', `/api/admin/orders/${orderId}`, { token: admin })).body.emails;
    expect(emails.map((e: { status: string; attempts: number }) => [e.status, e.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('records an address the SMTP server refuses as failed, with its answer, and lets the operator send it again', async () => {
    const clock = testClock('2026-12-03T09:00:00Z');
    smtp = await startSmtp({ refuse: /^inesistente@/ });
    const s = await start(clock, smtp.url);
    const orderId = await completeOrder(s, 'inesistente@esempio.it', 'session_3_rifiutato');
    await pay(s, clock, orderId);
    await runJobs();
    const admin = await s.adminToken();
    const failed = (await s.request('GET', '/api/admin/emails?status=failed', { token: admin })).body.emails;
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ status: 'failed', attempts: 1, order_id: orderId });
    expect(failed[0].last_error).toMatch(/^550 /);
    expect(smtp.messages).toHaveLength(0);
    const again = await s.request('POST', `/api/admin/emails/${failed[0].email_id}/resend`, { token: admin });
    expect(again.body).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends the monthly report on the 1st at 09:00 Rome, once per client and month, catching up a missed hour, honouring the opt-out', async () => {
    const clock = testClock('2026-11-10T10:00:00Z');
    smtp = await startSmtp();
    const s = await start(clock, smtp.url);
    const admin = await s.adminToken();
    const first = await completeOrder(s, 'gennaro@dagennaro.it', 'session_4_report_a', 'pizzeriadagennaro.it');
    const second = await completeOrder(s, 'lucia@fioraio.it', 'session_4_report_b', 'fiorailucia.it');
    for (const id of [first, second])
      await s.request('POST', `/api/admin/orders/${id}/mark-paid`, { json: { note: 'Bonifico' }, token: admin });
    for (const page of ['/', '/', '/menu']) {
      await s.request('POST', '/api/track/page-view', {
        json: {
          page_url: `https://pizzeriadagennaro.it${page}`,
          page_title: page === '/' ? 'Home' : 'Menu',
          session_id: 'visitatore_1',
        },
      });
    }
    await runJobs();
    const afterPayment = smtp.messages.length;

    clock.set('2026-12-01T07:59:00Z'); // 08:59 in Rome
    await runJobs();
    expect(smtp.messages).toHaveLength(afterPayment);

    clock.set('2026-12-01T08:00:00Z'); // 09:00 in Rome
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    const reports = smtp.messages.slice(afterPayment);
    expect(reports.map((m) => m.subject).sort()).toEqual([
      'Il report di novembre 2026 per fiorailucia.it',
      'Il report di novembre 2026 per pizzeriadagennaro.it',
    ]);
    const report = reports.find((m) => m.subject?.includes('pizzeriadagennaro'))!;
    expect(report.text).toContain('Visualizzazioni: 3 (0 il mese prima, nuovo)');
    expect(report.text).toContain('Home: 2 visualizzazioni');
    const header = (name: string) => report.headerLines.find((h) => h.key === name)?.line ?? '';
    const unsubscribe = /<(https:\/\/landing\.example\/api\/reports\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(
      header('list-unsubscribe'),
    )![1]!;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A later run the same month queues nothing more.
    clock.set('2026-12-15T12:00:00Z');
    await runJobs();
    expect(smtp.messages).toHaveLength(afterPayment + 2);

    // The one-click opt-out (as a mail client sends it).
    const path = new URL(unsubscribe).pathname;
    const optOut = await s.request('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(optOut.status).toBe(200);
    expect(optOut.body).toEqual({ unsubscribed: true });
    expect((await s.request('POST', path)).status).toBe(200);

    // January: the 09:00 run was missed (server down); the next run catches up, without the opted-out client.
    clock.set('2027-01-01T11:37:00Z');
    await runJobs();
    const january = smtp.messages.slice(afterPayment + 2).map((m) => m.subject);
    expect(january).toEqual(['Il report di dicembre 2026 per fiorailucia.it']);
  });
});
