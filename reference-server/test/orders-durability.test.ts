/**
 * Email is never lost and never sent twice by two senders: `kill -9` while the confirmation is being
 * sent still delivers it after a restart (the outbox was written with the payment), and two server
 * processes on one PostgreSQL database send each email once (claims with FOR UPDATE SKIP LOCKED).
 */
import { createServer, type Server } from 'node:net';
import { rm } from 'node:fs/promises';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { silentLogger } from '../src/logger';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BROWSER_UA, makeDataDir } from './helpers';
import { createTestDatabase } from './support/postgres';
import { startServerProcess, until } from './support/server-process';
import { startSmtp } from './support/smtp';

const SECRET = 'whsec_durability_test';

async function call(
  url: string,
  method: string,
  path: string,
  json?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'User-Agent': BROWSER_UA,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof json === 'string' ? json : json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: await response.json() };
}

async function completeOrder(url: string, session: string, email: string): Promise<string> {
  await call(url, 'POST', '/api/questionnaire/start', { session_id: session, plan_type: 'basic' });
  await call(url, 'PATCH', `/api/questionnaire/brief/${session}`, { email, business_name: 'Bottega' });
  return (await call(url, 'POST', `/api/questionnaire/complete/${session}`, {})).body.order_id;
}

/** A TCP server that accepts connections and never answers: an SMTP send hangs on it. */
async function blackHole(port: number): Promise<Server> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('orders durability', () => {
  it('sends the confirmation after kill -9 between the payment and the send', async () => {
    const smtp = await startSmtp({ listen: false });
    const hole = await blackHole(smtp.port);
    const dataDir = await makeDataDir();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      STRIPE_WEBHOOK_SECRET: SECRET,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'https://landing.example',
    };
    let server = await startServerProcess(env);
    try {
      const orderId = await completeOrder(server.url, 'session_kill9_1', 'mario@esempio.it');
      const payload = JSON.stringify({
        id: 'evt_kill9',
        type: 'checkout.session.completed',
        data: { object: { client_reference_id: orderId, payment_status: 'paid' } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const paid = await call(server.url, 'POST', '/api/webhooks/stripe', payload, undefined, {
        'Stripe-Signature': signature,
      });
      expect(paid.body.outcome).toBe('applied');
      // The sender picks the email up and hangs on the silent SMTP server: killed mid-send.
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGKILL');
      await server.exited;
      hole.close();
      await smtp.start();

      server = await startServerProcess(env);
      await until(() => smtp.messages.length >= 2, 20_000);
      expect(smtp.messages.map((m) => m.subject)).toContain(`Conferma del tuo ordine ${orderId} – Landing Facile`);
      const token = (
        await call(server.url, 'POST', '/api/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })
      ).body.access_token;
      await until(async () => {
        const order = (await call(server.url, 'GET', `/api/admin/orders/${orderId}`, undefined, token)).body;
        return order.emails.every((e: { status: string }) => e.status === 'sent');
      }, 10_000);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      hole.close();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('sends each email once with two server processes on one PostgreSQL database', async () => {
    const database = await createTestDatabase();
    // Each send takes a while, so one sender's claims happen while the other is sending.
    const smtp = await startSmtp({ delayMs: 50 });
    const options = {
      dataDir: '/nonexistent',
      databaseUrl: database.url,
      adminUsername: ADMIN_USERNAME,
      adminPassword: ADMIN_PASSWORD,
      jwtSecret: 'shared-secret-for-both-processes-0123456789',
      logger: silentLogger,
      logRequests: false,
      scryptCost: 1024,
      workers: { enabled: false },
    };
    const a = await createApp(options);
    const b = await createApp(options);
    const mailers = [
      createSmtpMailer({ url: smtp.url, from: 'a@landing.test' }),
      createSmtpMailer({ url: smtp.url, from: 'b@landing.test' }),
    ];
    try {
      const { url } = await a.listen(0);
      const token = (
        await call(url, 'POST', '/api/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })
      ).body.access_token;
      for (let i = 0; i < 8; i += 1) {
        const orderId = await completeOrder(url, `session_due_processi_${i}`, `cliente${i}@esempio.it`);
        expect(
          (await call(url, 'POST', `/api/admin/orders/${orderId}/mark-paid`, { note: 'Bonifico' }, token)).status,
        ).toBe(200);
      }
      // Both senders in a loop, the second starting while the first is sending its batch.
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const sender = async (app: typeof a, mailer: (typeof mailers)[number], owner: string, startAfterMs: number) => {
        await sleep(startAfterMs);
        for (let round = 0; round < 8; round += 1) {
          await app.backend.jobs.deliverDueEmails(mailer, owner);
          await sleep(40);
        }
      };
      await Promise.all([
        sender(a, mailers[0]!, 'processo-a', 0),
        sender(b, mailers[1]!, 'processo-b', 120),
        sender(a, mailers[0]!, 'processo-a2', 250),
      ]);
      const ids = smtp.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(16);
      expect(new Set(ids).size).toBe(16);
      const outbox = (await call(url, 'GET', '/api/admin/emails', undefined, token)).body.emails;
      expect(outbox.map((e: { status: string; attempts: number }) => [e.status, e.attempts])).toEqual(
        Array.from({ length: 16 }, () => ['sent', 1]),
      );
    } finally {
      for (const m of mailers) m.close();
      await a.close();
      await b.close();
      await smtp.stop();
      await database.drop();
    }
  }, 60_000);
});
