import { ENUMS, type Order } from '@core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from './seed/credentials';
import { createMockServer } from './node';

const BASE = 'http://mock.test/api';
const { server, runtime } = createMockServer({ baseUrl: BASE });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await runtime.ready;
});
afterAll(() => server.close());

async function json(path: string, init?: RequestInit) {
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function adminToken(): Promise<string> {
  const login = await json('/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(login.status).toBe(200);
  return login.body.access_token;
}

describe('the in-browser backend over the seed', () => {
  it('says it is the demo', async () => {
    const info = await json('/');
    expect(info.status).toBe(200);
    expect(info.body.settings.demo_mode).toBe(true);
  });

  it('serves the seeded month of traffic to the demo admin', async () => {
    const token = await adminToken();
    const stats = await json('/admin/stats', { headers: { Authorization: `Bearer ${token}` } });
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.body.total_page_views).toBeGreaterThan(2000);
    expect(stats.body.timeseries.length).toBeGreaterThanOrEqual(30);
    expect(stats.body.most_clicked_elements.map((e: { element_text: string }) => e.element_text)).toContain(
      'Inizia Ora',
    );

    const clients = await json('/admin/clients', { headers: { Authorization: `Bearer ${token}` } });
    expect(clients.body.clients).toHaveLength(8);
    const questionnaires = await json('/admin/questionnaires', { headers: { Authorization: `Bearer ${token}` } });
    expect(questionnaires.body.questionnaires).toHaveLength(9);
  });

  it('seeds one order in every state, late and failed emails included, each on a seeded questionnaire', async () => {
    const login = await json('/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const auth = { headers: { Authorization: `Bearer ${login.body.access_token}` } };
    const { body } = await json('/admin/orders', auth);
    const orders = body.orders as Order[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ENUMS.OrderStatus));
    expect(orders.filter((o) => o.late).map((o) => o.status)).toEqual(['paid']);
    const questionnaires = (await json('/admin/questionnaires', auth)).body.questionnaires as {
      questionnaire_id: string;
    }[];
    const clients = (await json('/admin/clients', auth)).body.clients as { client_id: string }[];
    for (const order of orders) {
      expect(questionnaires.map((q) => q.questionnaire_id)).toContain(order.questionnaire_id);
      if (order.client_id) expect(clients.map((c) => c.client_id)).toContain(order.client_id);
      expect(order.client_id !== null).toBe(order.paid_at !== null);
    }
    const emails = (await json('/admin/emails', auth)).body.emails as { status: string; last_error: string | null }[];
    expect(new Set(emails.map((e) => e.status))).toEqual(new Set(['sent', 'pending', 'failed']));
    expect(emails.find((e) => e.status === 'failed')?.last_error).toMatch(/^550 /);
  });

  it('lets the seeded Pro client see only its domain, with a heatmap', async () => {
    const login = await json('/client/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: DEMO_CLIENT_TOKENS.pizzeria }),
    });
    expect(login.status).toBe(200);
    expect(login.body.client.domain).toBe('pizzeriadagennaro.it');
    const auth = { Authorization: `Bearer ${login.body.access_token}` };
    const stats = await json('/client/stats', { headers: auth });
    expect(stats.body.total_page_views).toBeGreaterThan(100);
    for (const page of stats.body.most_visited_pages)
      expect(page.page_url).toMatch(/^https:\/\/(www\.)?pizzeriadagennaro\.it\//);
    const heatmap = await json(
      `/client/heatmap?page_url=${encodeURIComponent('https://pizzeriadagennaro.it/')}&device=phone`,
      { headers: auth },
    );
    expect(heatmap.status).toBe(200);
    expect(heatmap.body.total_clicks).toBeGreaterThan(50);
  });

  it('answers contract errors as problem+json', async () => {
    const bad = await fetch(`${BASE}/track/click`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"page_url":',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    const unknown = await json('/nothing-here');
    expect(unknown.status).toBe(404);
  });

  it('a reset puts the seed back', async () => {
    const before = await runtime.store.countEvents();
    await json('/track/page-view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page_url: 'https://landingfacile.it/', session_id: 'session_1_test' }),
    });
    expect(await runtime.store.countEvents()).toBe(before + 1);
    await runtime.reset();
    expect(await runtime.store.countEvents()).toBe(before);

    const token = await adminToken();
    const created = await json('/admin/create-client-access', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status).toBe(201);
    expect((await runtime.store.listClients()).length).toBe(9);
    await runtime.reset();
    expect(runtime.changed).toBe(false);
    expect((await runtime.store.listClients()).length).toBe(8);
    expect(await runtime.store.countEvents()).toBe(before);

    // An order's change counts as a change, and a reset puts the seeded order back.
    const moved = await json('/admin/orders/ord_demo_idraulico/transition', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'in_progress' }),
    });
    expect(moved.body.status).toBe('in_progress');
    expect(runtime.changed).toBe(true);
    await runtime.reset();
    expect((await runtime.orders.getOrder('ord_demo_idraulico'))?.status).toBe('paid');
  });
});
