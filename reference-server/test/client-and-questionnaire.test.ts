import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, type TestServer } from './helpers';

describe('client dashboard over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
    const track = (path: string, json: Record<string, unknown>) => s.request('POST', `/api/track/${path}`, { json });
    await track('page-view', { page_url: 'https://pizzeria.it/', session_id: 'a' });
    await track('page-view', { page_url: 'https://www.pizzeria.it/', session_id: 'b' });
    await track('page-view', { page_url: 'https://pizzeria.it.truffa.com/', session_id: 'c' });
    await track('page-view', { page_url: 'https://altro.it/', session_id: 'd' });
    await track('click', {
      page_url: 'https://pizzeria.it/',
      click_type: 'button',
      element_text: 'Prenota',
      session_id: 'a',
      click_x: 0.99,
      click_y: 40,
      viewport_width: 800,
    });
    await track('scroll', {
      page_url: 'https://pizzeria.it/',
      session_id: 'a',
      depth_percent: 35,
      viewport_width: 800,
    });
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
  });

  it('logs in with the access token and returns the client', async () => {
    const created = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it' },
      token: await s.adminToken(),
    });
    const login = await s.request('POST', '/api/client/login', { json: { access_token: created.body.access_token } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 43200,
      client: { client_id: created.body.client_id, domain: 'pizzeria.it' },
    });
    const wrong = await s.request('POST', '/api/client/login', { json: { access_token: 'sbagliato' } });
    expect(wrong.status).toBe(401);
    expect((await s.request('POST', '/api/client/login', { json: {} })).body).toMatchObject({
      status: 400,
      field: 'access_token',
    });
  });

  it('limits stats and CSV to the domain and its www form', async () => {
    const c = await s.createClient({ domain: 'pizzeria.it' });
    const stats = await s.request('GET', '/api/client/stats', { token: c.session });
    expect(stats.body).toMatchObject({ total_page_views: 2, unique_visitors: 2, total_clicks: 1 });
    const csv = await s.request('GET', '/api/client/export/csv', { token: c.session });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="client_analytics.csv"');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(1 + 4);
    expect(csv.text).not.toContain('truffa');
    expect(csv.text).not.toContain('altro.it');
  });

  it('gives a client without a domain empty stats', async () => {
    const c = await s.createClient({});
    const stats = await s.request('GET', '/api/client/stats', { token: c.session });
    expect(stats.body).toMatchObject({
      total_page_views: 0,
      unique_visitors: 0,
      most_visited_pages: [],
      recent_activity: [],
    });
  });

  it('keeps heatmaps and scroll maps for Pro clients', async () => {
    const basic = await s.createClient({ domain: 'pizzeria.it' });
    const refused = await s.request(
      'GET',
      `/api/client/heatmap?page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: basic.session },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Questa funzione è disponibile con il piano Pro.');
    expect((await s.request('GET', '/api/client/scrollmap?page_url=x', { token: basic.session })).status).toBe(403);
    const pro = await s.createClient({ domain: 'pizzeria.it', plan: 'pro' });
    const heat = await s.request(
      'GET',
      `/api/client/heatmap?device=tablet&page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: pro.session },
    );
    expect(heat.body).toMatchObject({ total_clicks: 1, cells: [{ column: 19, row: 0, count: 1 }], page_height: 50 });
    const scroll = await s.request(
      'GET',
      `/api/client/scrollmap?device=tablet&page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: pro.session },
    );
    expect(scroll.body.bands.map((b: { percent: number }) => b.percent)).toEqual([100, 100, 100, 0, 0, 0, 0, 0, 0, 0]);
    const badDevice = await s.request('GET', `/api/client/heatmap?device=watch&page_url=x`, { token: pro.session });
    expect(badDevice.body).toMatchObject({ status: 400, field: 'device' });
  });
});

describe('questionnaire over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
  });

  it('starts, chats, resumes without hidden messages, completes idempotently', async () => {
    const start = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'session_1_abc', plan_type: 'basic' },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      resumed: false,
      plan_type: 'basic',
      status: 'in_progress',
      selected_style: null,
    });
    expect(start.body.messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: start.body.initial_message }),
    ]);

    const reply = await s.request('POST', '/api/questionnaire/chat/session_1_abc', {
      json: { role: 'user', content: 'Ho una pizzeria a Napoli.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.assistant_message.role).toBe('assistant');
    await s.request('POST', '/api/questionnaire/chat/session_1_abc', {
      json: { role: 'user', content: 'Ho scelto lo stile medical', hidden: true, selected_style: 'medical' },
    });
    const resumed = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'session_1_abc', plan_type: 'pro' },
    });
    expect(resumed.body).toMatchObject({
      resumed: true,
      plan_type: 'basic',
      selected_style: 'medical',
      questionnaire_id: start.body.questionnaire_id,
    });
    expect(resumed.body.messages).toHaveLength(4);
    expect(resumed.body.messages.some((m: { content: string }) => m.content === 'Ho scelto lo stile medical')).toBe(
      false,
    );

    const done = await s.request('POST', '/api/questionnaire/complete/session_1_abc');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', brief: { plan_type: 'basic', style: 'medical' } });
    const again = await s.request('POST', '/api/questionnaire/complete/session_1_abc');
    expect(again.body).toEqual(done.body);
  });

  it('refuses empty, blank and too long messages with field content, and unknown sessions with 404', async () => {
    await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'rules', plan_type: 'pro' } });
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const r = await s.request('POST', '/api/questionnaire/chat/rules', { json: { role: 'user', content } });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('content');
    }
    const unknown = await s.request('POST', '/api/questionnaire/chat/sconosciuta', {
      json: { role: 'user', content: 'ciao' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Sessione del questionario non trovata.');
    expect((await s.request('POST', '/api/questionnaire/complete/sconosciuta')).status).toBe(404);
    const badSession = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'spazi non ammessi', plan_type: 'pro' },
    });
    expect(badSession.body).toMatchObject({ status: 400, field: 'session_id' });
    const badPlan = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'ok', plan_type: 'gold' },
    });
    expect(badPlan.body).toMatchObject({ status: 400, field: 'plan_type' });
    const big = await s.request('POST', '/api/questionnaire/chat/rules', {
      json: { role: 'user', content: 'x'.repeat(70 * 1024) },
    });
    expect(big.status).toBe(413);
  });

  it('answers two messages sent at once without losing either', async () => {
    await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'parallel', plan_type: 'basic' } });
    await Promise.all([
      s.request('POST', '/api/questionnaire/chat/parallel', { json: { role: 'user', content: 'primo' } }),
      s.request('POST', '/api/questionnaire/chat/parallel', { json: { role: 'user', content: 'secondo' } }),
    ]);
    const resumed = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'parallel', plan_type: 'basic' },
    });
    expect(resumed.body.messages).toHaveLength(5);
  });
});
