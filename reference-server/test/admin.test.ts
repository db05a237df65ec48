import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, type TestServer } from './helpers';

describe('admin calls over HTTP', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer({ paymentLinks: { basic: 'https://pay.example/basic', pro: 'https://pay.example/pro' } });
    admin = await s.adminToken();
    const track = (path: string, json: Record<string, unknown>) => s.request('POST', `/api/track/${path}`, { json });
    await track('page-view', { page_url: 'https://pizzeria.it/', page_title: 'Pizzeria Da Gennaro', session_id: 'v1' });
    await track('page-view', { page_url: 'https://pizzeria.it/', page_title: 'Pizzeria Da Gennaro', session_id: 'v2' });
    await track('page-view', { page_url: 'https://www.pizzeria.it/menu', session_id: 'v2' });
    await track('page-view', { page_url: 'https://altro.it/', session_id: 'v3' });
    await track('click', {
      page_url: 'https://pizzeria.it/',
      element_text: '=CMD()',
      click_type: 'cta',
      session_id: 'v1',
      click_x: 0.5,
      click_y: 120,
      viewport_width: 1280,
    });
    await track('click', {
      page_url: 'https://pizzeria.it/',
      element_text: 'Menu, "speciale"',
      click_type: 'link',
      session_id: 'v2',
      click_x: 0.1,
      click_y: 10,
      viewport_width: 390,
    });
    await track('conversion', {
      conversion_type: 'questionnaire_completed',
      plan_type: 'basic',
      value: 9,
      session_id: 'v1',
      page_url: 'https://pizzeria.it/grazie',
    });
    await track('scroll', {
      page_url: 'https://pizzeria.it/',
      session_id: 'v1',
      depth_percent: 80,
      viewport_width: 1280,
    });
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
  });

  it('serves the status and runtime settings', async () => {
    const r = await s.request('GET', '/api/');
    expect(r.body).toMatchObject({
      message: 'Landing Facile API attiva',
      settings: {
        payment_links: { basic: 'https://pay.example/basic', pro: 'https://pay.example/pro' },
        payment_links_by_billing: {
          basic: { annual: 'https://pay.example/basic', monthly: 'https://pay.example/basic' },
          pro: { annual: 'https://pay.example/pro', monthly: 'https://pay.example/pro' },
        },
        demo_mode: false,
      },
    });
  });

  it('computes stats for all events', async () => {
    const r = await s.request('GET', '/api/admin/stats', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      total_page_views: 4,
      unique_visitors: 3,
      total_clicks: 2,
      total_conversions: 1,
      conversion_rate: 33.33,
    });
    expect(r.body.most_visited_pages[0]).toEqual({
      page_url: 'https://pizzeria.it/',
      page_title: 'Pizzeria Da Gennaro',
      views: 2,
    });
    expect(r.body.recent_activity[0]).toMatchObject({ type: 'conversion' });
    expect(r.body.recent_activity).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(r.body.range).toEqual({ start_date: today, end_date: today });
    expect(r.body.timeseries).toEqual([{ date: today, page_views: 4, unique_visitors: 3, clicks: 2, conversions: 1 }]);
  });

  it('filters by Rome calendar days and refuses bad dates with 400 naming the field', async () => {
    const past = await s.request('GET', '/api/admin/stats?start_date=2020-01-01&end_date=2020-01-31', { token: admin });
    expect(past.body).toMatchObject({
      total_page_views: 0,
      range: { start_date: '2020-01-01', end_date: '2020-01-31' },
    });
    expect(past.body.timeseries).toHaveLength(31);
    const impossible = await s.request('GET', '/api/admin/stats?start_date=2026-02-30', { token: admin });
    expect(impossible.body).toMatchObject({ status: 400, field: 'start_date' });
    const malformed = await s.request('GET', '/api/admin/stats?end_date=31-12-2026', { token: admin });
    expect(malformed.body).toMatchObject({ status: 400, field: 'end_date' });
    const reversed = await s.request('GET', '/api/admin/stats?start_date=2026-05-02&end_date=2026-05-01', {
      token: admin,
    });
    expect(reversed.body).toMatchObject({ status: 400, field: 'start_date' });
  });

  it('exports every event as CSV with BOM, escaping and the file name', async () => {
    const r = await s.request('GET', '/api/admin/export/csv', { token: admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="analytics_export.csv"');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const raw = new Uint8Array(
      await (
        await fetch(`${s.url}/api/admin/export/csv`, { headers: { Authorization: `Bearer ${admin}` } })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = r.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(1 + 8);
    expect(lines[0]!.startsWith('Data e ora (Roma);Data e ora UTC;Evento;Visitatore;Pagina')).toBe(true);
    expect(r.text).toContain(";'=CMD();");
    expect(r.text).toContain('"Menu, ""speciale"""');
    const none = await s.request('GET', '/api/admin/export/csv?start_date=2020-01-01&end_date=2020-01-01', {
      token: admin,
    });
    expect(
      none.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('creates client accesses with an empty body or with details', async () => {
    const empty = await fetch(`${s.url}/api/admin/create-client-access`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(empty.status).toBe(201);
    const emptyBody = await empty.json();
    expect(emptyBody.client).toMatchObject({ domain: null, questionnaire_id: null, is_active: true, plan: 'basic' });
    const full = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it', plan: 'pro' },
      token: admin,
    });
    expect(full.status).toBe(201);
    expect(full.body.client).toMatchObject({ domain: 'pizzeria.it', plan: 'pro' });
    const bad = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'https://pizzeria.it' },
      token: admin,
    });
    expect(bad.body).toMatchObject({ status: 400, field: 'domain' });
    const unknownQ = await s.request('POST', '/api/admin/create-client-access', {
      json: { questionnaire_id: 'manca' },
      token: admin,
    });
    expect(unknownQ.body).toMatchObject({ status: 400, field: 'questionnaire_id' });
    const list = await s.request('GET', '/api/admin/clients', { token: admin });
    expect(list.body.clients[0].client_id).toBe(full.body.client_id);
    expect(JSON.stringify(list.body)).not.toContain('token');
  });

  it('updates clients and answers 404 for unknown ones', async () => {
    const created = await s.request('POST', '/api/admin/create-client-access', { json: {}, token: admin });
    const id = created.body.client_id;
    const patched = await s.request('PATCH', `/api/admin/clients/${id}`, {
      json: { domain: 'nuovo.it', plan: 'pro' },
      token: admin,
    });
    expect(patched.body).toMatchObject({ client_id: id, domain: 'nuovo.it', plan: 'pro' });
    const empty = await s.request('PATCH', `/api/admin/clients/${id}`, { json: {}, token: admin });
    expect(empty.status).toBe(400);
    const unknown = await s.request('PATCH', '/api/admin/clients/inesistente', {
      json: { is_active: false },
      token: admin,
    });
    expect(unknown.status).toBe(404);
    expect((await s.request('POST', '/api/admin/clients/inesistente/rotate-token', { token: admin })).status).toBe(404);
  });

  it('reads any client heatmap and scroll map', async () => {
    const created = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it' },
      token: admin,
    });
    const id = created.body.client_id;
    const heat = await s.request(
      'GET',
      `/api/admin/clients/${id}/heatmap?page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: admin },
    );
    expect(heat.body).toMatchObject({ device: 'desktop', total_clicks: 1, cells: [{ column: 10, row: 2, count: 1 }] });
    const phone = await s.request(
      'GET',
      `/api/admin/clients/${id}/heatmap?device=phone&page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: admin },
    );
    expect(phone.body).toMatchObject({ device: 'phone', total_clicks: 1 });
    const scroll = await s.request(
      'GET',
      `/api/admin/clients/${id}/scrollmap?page_url=${encodeURIComponent('https://pizzeria.it/')}`,
      { token: admin },
    );
    expect(scroll.body.total_views).toBe(1);
    expect(scroll.body.bands[7]).toEqual({ depth_percent: 80, views: 1, percent: 100 });
    const missing = await s.request('GET', `/api/admin/clients/${id}/heatmap`, { token: admin });
    expect(missing.body).toMatchObject({ status: 400, field: 'page_url' });
    expect((await s.request('GET', `/api/admin/clients/nessuno/scrollmap?page_url=x`, { token: admin })).status).toBe(
      404,
    );
  });

  it("reads one client's stats, limited to its domain", async () => {
    const created = await s.request('POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it' },
      token: admin,
    });
    const id = created.body.client_id;
    const stats = await s.request('GET', `/api/admin/clients/${id}/stats`, { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      total_page_views: 3,
      unique_visitors: 2,
      total_clicks: 2,
      total_conversions: 1,
    });
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect((await s.request('GET', '/api/admin/clients/nessuno/stats', { token: admin })).status).toBe(404);
    const bad = await s.request('GET', `/api/admin/clients/${id}/stats?start_date=2026-02-30`, { token: admin });
    expect(bad.body).toMatchObject({ status: 400, field: 'start_date' });
    const client = await s.createClient({ domain: 'pizzeria.it' });
    expect((await s.request('GET', `/api/admin/clients/${id}/stats`, { token: client.session })).status).toBe(403);
  });

  it('lists questionnaires and shows one with its transcript', async () => {
    await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'admin-q', plan_type: 'pro' } });
    await s.request('POST', '/api/questionnaire/chat/admin-q', {
      json: { role: 'user', content: 'Pizzeria a Napoli' },
    });
    const list = await s.request('GET', '/api/admin/questionnaires', { token: admin });
    const summary = list.body.questionnaires.find((q: { session_id: string }) => q.session_id === 'admin-q');
    expect(summary).toMatchObject({ plan_type: 'pro', status: 'in_progress', message_count: 3, completed_at: null });
    const detail = await s.request('GET', `/api/admin/questionnaires/${summary.questionnaire_id}`, { token: admin });
    expect(detail.body.messages).toHaveLength(3);
    expect(detail.body.brief).toBeNull();
    expect((await s.request('GET', '/api/admin/questionnaires/nessuno', { token: admin })).status).toBe(404);
  });
});
