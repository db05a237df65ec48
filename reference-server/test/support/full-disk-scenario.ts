/**
 * The full-disk run of issue 26 (finding 1), over real HTTP, on whatever small disk the caller gives:
 * a real tmpfs where mounting is allowed, the file-system shim elsewhere. Chat messages, then orders
 * (completed questionnaires, Stripe's signed payments) with logouts, then tracked events, fill the disk;
 * every request answers its success status or 503 with Retry-After; nothing acknowledged is lost,
 * nothing refused is kept (in memory, in the figures, in the orders and their outbox, on disk); the server
 * restarts on the full disk and again after, and writes resume once space returns.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { memoryLimiterFactory } from '@core/backend/memory-limiter';
import { PROBLEM_CONTENT_TYPE } from '@core/problems';
import { startServer, type ApiResponse, type TestServer } from '../helpers';

export interface SmallDisk {
  /** Leaves about `bytes` free on the disk of the data directory. */
  leaveRoom(bytes: number): Promise<void>;
  /** Gives the space back. */
  freeSpace(): Promise<void>;
}

const SESSION = 'sess_disco_pieno';
const MAX_CHAT_MESSAGES = 60;
const MAX_EVENTS = 4000;
const EVENT_WAVE = 10;
/** Refused events to see before the disk counts as full for tracking. */
const EVENT_REFUSALS = 20;
const WEBHOOK_SECRET = 'whsec_disco_pieno';
/** Rounds of payments, logouts and new orders at most while the disk fills. */
const MAX_ORDER_ROUNDS = 200;
/** Orders completed before the disk fills, paid one after another while it does. */
const ORDERS_BEFORE = 12;

/** A chat message of the contract's maximum length, recognisable by its number. */
const message = (n: number) =>
  `Messaggio ${n}: ${'la pizzeria è aperta tutti i giorni a pranzo e a cena. '.repeat(40)}`.slice(0, 2000);

function expectRefusedForFullDisk(r: ApiResponse): void {
  expect(r.status, r.text).toBe(503);
  expect(r.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.body).toMatchObject({ status: 503, type: '/problemi/servizio-non-disponibile' });
  expect(r.body.detail).toMatch(/spazio/);
}

/** Every file the store appends to: whole JSON lines, never a NUL byte (what a padded repair leaves). */
async function expectWholeLines(dataDir: string): Promise<void> {
  const log = join(dataDir, 'log');
  const files = [
    join(dataDir, 'records.ndjson'),
    join(dataDir, 'orders.ndjson'),
    ...(await readdir(log)).map((name) => join(log, name)),
  ];
  for (const file of files) {
    const bytes = await readFile(file);
    expect(bytes.indexOf(0), `${file} contains a NUL byte`).toBe(-1);
    const lines = bytes.toString('utf8').split('\n');
    expect(lines.pop(), `${file} ends with a torn line`).toBe('');
    for (const line of lines) expect(() => JSON.parse(line), `${file}: ${line.slice(0, 80)}`).not.toThrow();
  }
}

export async function fullDiskScenario(dataDir: string, smallDisk: SmallDisk): Promise<void> {
  const server: { current: TestServer | null } = { current: null };
  try {
    await run(dataDir, smallDisk, server);
  } finally {
    await server.current?.close({ keepData: true });
  }
}

async function run(dataDir: string, smallDisk: SmallDisk, server: { current: TestServer | null }): Promise<void> {
  const limiters = memoryLimiterFactory();
  const open = async () =>
    (server.current = await startServer(
      // No workers: the monthly report's job would write on its own schedule.
      {
        trackRateLimitPerMinute: 1_000_000,
        // The run starts more questionnaires from one address than a person would.
        limiters: (rule) => limiters({ ...rule, points: rule.points * 100 }),
        stripeWebhookSecret: WEBHOOK_SECRET,
        workers: { enabled: false },
      },
      dataDir,
    ));
  const close = async () => {
    await server.current!.close({ keepData: true });
    server.current = null;
  };
  let s = await open();
  const client = await s.createClient({ domain: 'pizzeria.it' });
  const started = await s.request('POST', '/api/questionnaire/start', {
    json: { session_id: SESSION, plan_type: 'basic' },
  });
  expect(started.status).toBeLessThan(300);

  const said: string[] = []; // acknowledged chat messages
  const refusedMessages: string[] = [];
  const chat = (content: string) =>
    s.request('POST', `/api/questionnaire/chat/${SESSION}`, { json: { role: 'user', content } });
  const tracked: string[] = []; // acknowledged event sessions of the client's site
  let elsewhere = 0; // acknowledged events of a site nobody registered (the daily quota counts them)
  let sent = 0;
  const track = async () => {
    const id = `ev${(sent += 1)}`;
    // One event in four for an unknown site: its quota's counts are written on their own, best effort.
    const unknown = sent % 4 === 0;
    const r = await s.request('POST', '/api/track/page-view', {
      json: { page_url: unknown ? 'https://sconosciuto.example/' : 'https://pizzeria.it/', session_id: id },
    });
    if (r.status !== 202) expectRefusedForFullDisk(r);
    else if (unknown) elsewhere += r.body.accepted ? 1 : 0;
    else tracked.push(id);
    return r.status;
  };
  const userMessages = async () =>
    (await s.running.store.getQuestionnaireBySession(SESSION))!.messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content);
  /** What the server holds is exactly what it acknowledged: memory, counts and figures. */
  const expectExactlyAcknowledged = async () => {
    expect(await userMessages()).toEqual(said);
    expect(await s.running.store.countEvents()).toBe(tracked.length + elsewhere);
    const stats = await s.request('GET', '/api/client/stats', { token: client.session });
    expect(stats.body.total_page_views).toBe(tracked.length);
    // The operator's counts of unknown sites may miss what a full disk kept them from writing: never a 500.
    expect((await s.request('GET', '/api/admin/stats', { token: await s.adminToken() })).status).toBe(200);
    await expectOrdersAcknowledged();
  };

  const orders = new Map<string, { paid: boolean }>(); // acknowledged orders
  let completions = 0;
  /** Completes a new questionnaire: its order id, or null when a step got the 503 (nothing is kept then). */
  const completeOrder = async (): Promise<string | null> => {
    const session = `sess_ordine_${(completions += 1)}`;
    const steps: [string, string, unknown][] = [
      ['POST', '/api/questionnaire/start', { session_id: session, plan_type: 'basic' }],
      ['PATCH', `/api/questionnaire/brief/${session}`, { email: `cliente${completions}@esempio.it` }],
      ['POST', `/api/questionnaire/complete/${session}`, { confirmed: true }],
    ];
    let answer: ApiResponse | null = null;
    for (const [method, path, json] of steps) {
      answer = await s.request(method, path, { json });
      if (answer.status !== 200) {
        expectRefusedForFullDisk(answer);
        return null;
      }
    }
    orders.set(answer!.body.order_id, { paid: false });
    return answer!.body.order_id;
  };
  /** Stripe's payment of an order (one event id per order: a refused one is sent again as it was). */
  const pay = async (orderId: string): Promise<boolean> => {
    const payload = JSON.stringify({
      id: `evt_disco_${orderId}`,
      type: 'checkout.session.completed',
      data: { object: { client_reference_id: orderId, payment_status: 'paid' } },
    });
    const r = await s.request('POST', '/api/webhooks/stripe', {
      body: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    if (r.status !== 200) {
      expectRefusedForFullDisk(r);
      return false;
    }
    expect(r.body).toEqual({ received: true, outcome: 'applied' });
    orders.set(orderId, { paid: true });
    return true;
  };
  /** The orders are exactly those acknowledged, each in its state, with its emails in the outbox. */
  async function expectOrdersAcknowledged(): Promise<void> {
    const stored = await s.running.orders.listOrders();
    expect(stored.map((o) => o.order_id).sort()).toEqual([...orders.keys()].sort());
    for (const order of stored) {
      const { paid } = orders.get(order.order_id)!;
      expect(order.status, order.order_id).toBe(paid ? 'paid' : 'awaiting_payment');
      const emails = (await s.running.orders.listEmails({ orderId: order.order_id })).map((e) => e.kind).sort();
      expect(emails, order.order_id).toEqual(paid ? ['dashboard_access', 'order_confirmation'] : []);
      const timeline = (await s.running.orders.listOrderEvents(order.order_id)).map((e) => e.to);
      expect(timeline, order.order_id).toEqual(paid ? ['awaiting_payment', 'paid'] : ['awaiting_payment']);
    }
  }

  const ended: string[] = []; // sessions whose logout was acknowledged
  const clientSession = async () =>
    (await s.request('POST', '/api/client/login', { json: { access_token: client.accessToken } })).body
      .access_token as string;
  const stats = (token: string) => s.request('GET', '/api/client/stats', { token });
  /** Logs a fresh session out: 204, or 503 with the session refused in this process all the same. */
  const logout = async (): Promise<boolean> => {
    const session = await clientSession();
    const r = await s.request('POST', '/api/client/logout', { token: session });
    if (r.status === 204) ended.push(session);
    else expectRefusedForFullDisk(r);
    expect((await stats(session)).status).toBe(401);
    return r.status === 204;
  };
  const expectLogoutsHeld = async () => {
    for (const session of ended) expect((await stats(session)).status).toBe(401);
  };

  // 0. Orders completed while there is room: paid while the disk fills.
  for (let i = 0; i < ORDERS_BEFORE; i += 1) expect(await completeOrder()).not.toBeNull();

  // 1. Chat messages of 2 000 characters until the journal's disk is full.
  await smallDisk.leaveRoom(24 * 1024);
  for (let n = 1; n <= MAX_CHAT_MESSAGES && refusedMessages.length < 3; n += 1) {
    const r = await chat(message(n));
    if (r.status === 200) {
      said.push(message(n));
    } else {
      expectRefusedForFullDisk(r);
      refusedMessages.push(message(n));
    }
  }
  expect(said.length).toBeGreaterThan(0);
  expect(refusedMessages).toHaveLength(3);

  // 1b. Payments, logouts and new orders, each until the disk has refused it twice.
  await smallDisk.leaveRoom(64 * 1024);
  const refused = { payments: 0, logouts: 0, completions: 0 };
  for (let round = 0; round < MAX_ORDER_ROUNDS && Math.min(...Object.values(refused)) < 2; round += 1) {
    // The oldest order not paid: a payment refused is sent again, as Stripe does.
    const unpaid = [...orders].find(([, o]) => !o.paid)?.[0];
    if (refused.payments < 2 && unpaid && !(await pay(unpaid))) refused.payments += 1;
    if (refused.logouts < 2 && !(await logout())) refused.logouts += 1;
    if (refused.completions < 2 && (await completeOrder()) === null) refused.completions += 1;
  }
  expect(refused).toEqual({ payments: 2, logouts: 2, completions: 2 });
  expect([...orders.values()].some((o) => o.paid)).toBe(true);
  expect(ended.length).toBeGreaterThan(0);
  await expectOrdersAcknowledged();

  // 2. Tracked events, a wave of concurrent requests at a time, until the event log's disk is full.
  await smallDisk.leaveRoom(12 * 1024);
  let refusedEvents = 0;
  while (refusedEvents < EVENT_REFUSALS && sent < MAX_EVENTS) {
    const statuses = await Promise.all(Array.from({ length: EVENT_WAVE }, track));
    refusedEvents += statuses.filter((status) => status !== 202).length;
  }
  expect(refusedEvents).toBeGreaterThanOrEqual(EVENT_REFUSALS);
  expect(tracked.length).toBeGreaterThan(0);
  expect(elsewhere).toBeGreaterThan(0);
  await expectExactlyAcknowledged();
  for (const text of refusedMessages)
    expect(JSON.stringify(await s.running.store.listQuestionnaires())).not.toContain(text);

  // 3. A restart on the full disk: it starts on what it acknowledged, and still refuses writes.
  await close();
  await expectWholeLines(dataDir);
  s = await open();
  await expectExactlyAcknowledged();
  await expectLogoutsHeld();
  expectRefusedForFullDisk(await chat(message(100)));
  const unpaid = () => [...orders].filter(([, o]) => !o.paid).map(([id]) => id);
  expect(await pay(unpaid()[0]!)).toBe(false);

  // 4. Space comes back: writes resume, nothing was lost, and a restart holds everything.
  await smallDisk.freeSpace();
  for (let i = 0; i < 5; i += 1) expect(await track()).toBe(202);
  expect((await chat(message(101))).status).toBe(200);
  said.push(message(101));
  // Stripe sends the refused payment again, and the others come: each applies now, once.
  for (const orderId of unpaid()) expect(await pay(orderId)).toBe(true);
  expect(await completeOrder()).not.toBeNull();
  expect(await logout()).toBe(true);
  await expectExactlyAcknowledged();
  await close();
  await expectWholeLines(dataDir);
  s = await open();
  await expectExactlyAcknowledged();
  await expectLogoutsHeld();
}
