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
    expect(clients.body.clients).toHaveLength(6);
    const questionnaires = await json('/admin/questionnaires', { headers: { Authorization: `Bearer ${token}` } });
    expect(questionnaires.body.questionnaires).toHaveLength(5);
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
    expect((await runtime.store.listClients()).length).toBe(7);
    await runtime.reset();
    expect(runtime.changed).toBe(false);
    expect((await runtime.store.listClients()).length).toBe(6);
    expect(await runtime.store.countEvents()).toBe(before);
  });
});
