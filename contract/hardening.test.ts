/**
 * Findings of the attack run (issue 12) that hold on every backend: bounded conversion metadata (one
 * request must never break the writes of others), hosts read as browsers read them.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
/** Whether a value is valid for a schema of the contract (by JSON pointer). */
function contractAllows(pointer: string, value: unknown): boolean {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(contract, 'contract');
  return ajv.validate({ $ref: `contract#${pointer}` }, value);
}

const PAGE = 'https://pizzeriadagennaro.it/';

contractSuite('hardening', (ctx) => {
  it('refuses metadata nested thousands of levels deep with a 400 naming metadata, and later writes still work', async () => {
    const { api, clock } = ctx;
    clock.set('2026-05-02T10:00:00Z');
    // About 5 KB: the attack that used to pass validation and then fail the shared commit.
    const depth = 2500;
    const body = `{"conversion_type":"questionnaire_completed","session_id":"attacco","page_url":"${PAGE}","metadata":{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}}`;
    const attack = await api.call('POST', '/track/conversion', { body, contentType: 'application/json' });
    expect(attack.status).toBe(400);
    expect(attack.body).toMatchObject({ status: 400, field: 'metadata' });
    expect(attack.body.detail).toMatch(/metadata.*(profondità|livelli)/);
    // The same, sent as sendBeacon sends it.
    const beacon = await api.call('POST', '/track/conversion', { body, contentType: 'text/plain;charset=UTF-8' });
    expect(beacon.status).toBe(400);
    expect(beacon.body.field).toBe('metadata');

    const tooBig = await api.post('/track/conversion', {
      conversion_type: 'x',
      session_id: 'grande',
      metadata: { note: 'x'.repeat(5000) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.field).toBe('metadata');
    const manyKeys = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect(
      (await api.post('/track/conversion', { conversion_type: 'x', session_id: 'chiavi', metadata: manyKeys })).body
        .field,
    ).toBe('metadata');

    // Writes after the attack keep working, and are counted.
    const writes = await Promise.all([
      api.post('/track/conversion', {
        conversion_type: 'questionnaire_completed',
        session_id: 'dopo',
        page_url: PAGE,
        plan_type: 'pro',
        value: 49,
        metadata: { selected_style: 'business', billing: 'annual', nested: { ok: [1, 2, { three: 3 }] } },
      }),
      api.post('/track/page-view', { page_url: PAGE, session_id: 'dopo' }),
      api.post('/questionnaire/start', { session_id: 'dopo_attacco', plan_type: 'basic' }),
    ]);
    expect(writes.map((w) => w.status)).toEqual([202, 202, 200]);
    const admin = await api.adminToken();
    const stats = await api.get('/admin/stats?start_date=2026-05-02&end_date=2026-05-02', admin);
    expect(stats.body).toMatchObject({ total_conversions: 1, total_page_views: 1 });
    const created = await api.post('/admin/create-client-access', { domain: 'dopo-attacco.it' }, admin);
    expect(created.status).toBe(201);
  });

  it("does not count a page under a client's domain when a browser reads another host", async () => {
    const { api, clock } = ctx;
    clock.set('2026-05-03T10:00:00Z');
    const client = await api.createClient({ domain: 'client-domain.it', plan: 'pro' });
    for (const page_url of [
      'https://evil.example\\@client-domain.it/',
      'https://client-domain.it.evil.example/',
      'https://www.client-domain.it/',
    ]) {
      expect((await api.post('/track/page-view', { page_url, session_id: 'host' })).status).toBe(202);
    }
    const stats = await api.get('/client/stats?start_date=2026-05-03&end_date=2026-05-03', client.session);
    expect(stats.body.total_page_views).toBe(1);
    // Pages are folded at ingestion (`www.` dropped: one page, one row).
    expect(stats.body.most_visited_pages.map((p: { page_url: string }) => p.page_url)).toEqual([
      'https://client-domain.it/',
    ]);
  });

  it('counts the pages of an accented domain, stored in the ASCII form browsers send', async () => {
    const { api, clock } = ctx;
    clock.set('2026-05-04T10:00:00Z');
    // "caffè.it" as the dashboard's domain field stores it (web/src/features/dashboard/domain.ts).
    const client = await api.createClient({ domain: 'xn--caff-8oa.it', plan: 'pro' });
    for (const page_url of [
      'https://www.caffè.it/menu',
      'https://CAFFÈ.it/',
      'https://xn--caff-8oa.it/',
      'https://caffe.it/',
    ]) {
      expect((await api.post('/track/page-view', { page_url, session_id: 'idn' })).status).toBe(202);
    }
    const stats = await api.get('/client/stats?start_date=2026-05-04&end_date=2026-05-04', client.session);
    expect(stats.body.total_page_views).toBe(3);
    expect(stats.body.most_visited_pages.map((p: { page_url: string }) => p.page_url).sort()).toEqual([
      'https://xn--caff-8oa.it/',
      'https://xn--caff-8oa.it/menu',
    ]);
    // A Unicode domain is not the contract's Domain: refused, naming the field.
    const admin = await api.adminToken();
    const refused = await api.post('/admin/create-client-access', { domain: 'caffè.it' }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('domain');
  });

  it('keeps half an emoji as U+FFFD and drops U+0000 (no store can hold either), alike on every backend', async () => {
    const { api, clock } = ctx;
    clock.set('2026-05-05T10:00:00Z');
    const client = await api.createClient({ domain: 'testo-strano.it', plan: 'pro' });
    const page = 'https://testo-strano.it/';
    // JSON.stringify writes both as escapes ("\u0000", "\ud83d"), exactly as a page's tracker would.
    const view = await api.post('/track/page-view', {
      page_url: page,
      page_title: 'Menu\u0000del giorno \ud83d',
      session_id: 'strano',
    });
    expect(view.status).toBe(202);
    const conversion = await api.post('/track/conversion', {
      page_url: page,
      session_id: 'strano',
      conversion_type: 'contatto',
      metadata: { 'nota\u0000': 'a\udc00b', lista: ['\ud800x', { pizza: '🍕' }] },
    });
    expect(conversion.status).toBe(202);
    const stats = await api.get('/client/stats?start_date=2026-05-05&end_date=2026-05-05', client.session);
    // The conversion is kept (PostgreSQL's jsonb refused its metadata before: a 400 there, a 202 elsewhere).
    expect(stats.body.total_conversions).toBe(1);
    expect(stats.body.most_visited_pages).toEqual([{ page_url: page, page_title: 'Menudel giorno \ufffd', views: 1 }]);
    const csv = await api.get('/client/export/csv?start_date=2026-05-05&end_date=2026-05-05', client.session);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Menudel giorno \ufffd');
    // A page address in a query string, as a dashboard may send it.
    const map = await api.get(
      `/client/heatmap?page_url=${encodeURIComponent('https://testo-strano.it/\u0000')}&device=desktop`,
      client.session,
    );
    expect(map.status).toBe(200);

    // The chat: the visitor's message is kept and shown back without U+0000, with the replacement character.
    const session_id = 'sess-testo-strano';
    expect((await api.post('/questionnaire/start', { session_id, plan_type: 'basic' })).status).toBe(200);
    const chat = await api.post(`/questionnaire/chat/${session_id}`, {
      role: 'user',
      content: 'Pizzeria\u0000Da Mario a Napoli \ud83d',
    });
    expect(chat.status).toBe(200);
    const resumed = await api.post('/questionnaire/start', { session_id, plan_type: 'basic' });
    expect(resumed.body.messages.map((m: { content: string }) => m.content)).toContain(
      'PizzeriaDa Mario a Napoli \ufffd',
    );
  });

  it('declares the 400 of a malformed path parameter on every operation that has one', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    // api.call fails the test when the status is not declared for the operation.
    for (const [method, path, token] of [
      ['POST', '/questionnaire/complete/non%20valida', undefined],
      ['POST', '/questionnaire/chat/non%20valida', undefined],
      ['POST', '/admin/clients/non%20valido/rotate-token', admin],
      ['GET', '/admin/questionnaires/non%20valido', admin],
      ['GET', '/admin/clients/non%20valido/stats', admin],
    ] as const) {
      const answer = await api.call(method, path, {
        token,
        json: method === 'POST' && path.includes('chat') ? { role: 'user', content: 'ciao' } : undefined,
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body.field, path).toMatch(/_id$/);
    }
  });

  it('treats an empty optional query value as absent, as the contract says', async () => {
    const { api } = ctx;
    expect(contractAllows('/components/parameters/StartDate/schema', '')).toBe(true);
    expect(contractAllows('/components/parameters/Device/schema', '')).toBe(true);
    expect(contractAllows('/components/parameters/StartDate/schema', '2026-13-99x')).toBe(false);
    const admin = await api.adminToken();
    const empty = await api.get('/admin/stats?start_date=&end_date=', admin);
    const absent = await api.get('/admin/stats', admin);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(absent.body);
    const client = await api.createClient({ domain: 'vuoto.it', plan: 'pro' });
    const map = await api.get(
      `/client/heatmap?page_url=${encodeURIComponent('https://vuoto.it/')}&device=&start_date=`,
      client.session,
    );
    expect(map.status).toBe(200);
    expect(map.body.device).toBe('desktop');
  });

  it('refuses an empty text/plain track body with 400, as the contract says', async () => {
    expect(contractAllows('/components/schemas/BeaconBody', '')).toBe(false);
    const answer = await ctx.api.call('POST', '/track/page-view', { body: '', contentType: 'text/plain' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
  });
});
