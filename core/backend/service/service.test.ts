import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { operationRoles } from '../../validation';
import { ApiProblem } from '../../problems';
import { createMemoryStore } from '../memory-store';
import { createBackend, type BackendDeps, type HandleRequest } from './index';
import { createWebCryptoPasswordHasher, createWebCryptoTokenCodec } from '../webcrypto-ports';
import type { Clock } from '../ports';
import { sha256Hex } from '../crypto';

/** Roles as the HTTP adapters read them: from the contract's `security`. */
const roles = operationRoles(parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')));
import { collectText, type StreamedBody } from '../../csv-stream';

const meta = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

function setup(overrides: Partial<BackendDeps> = {}) {
  const clock: Clock & { t: number } = { t: Date.parse('2026-03-29T10:00:00Z'), now: () => clock.t };
  const store = createMemoryStore();
  const passwords = createWebCryptoPasswordHasher(1000);
  const backend = createBackend({
    store,
    tokens: createWebCryptoTokenCodec('x'.repeat(32), clock),
    passwords,
    settings: { paymentLinks: { basic: 'https://pay.example/basic', pro: null }, demoMode: false },
    clock,
    ...overrides,
  });
  /** What an HTTP adapter does after validation: the operation with the role its contract declares. */
  const handle = (request: Omit<HandleRequest, 'role'>) =>
    backend.handle({ ...request, role: roles[request.operationId] });
  return { backend, handle, store, clock, passwords };
}

async function withAdmin(ctx: ReturnType<typeof setup>) {
  await ctx.store.saveAdmin({ username: 'operatore', password_hash: await ctx.passwords.hash('segreto-lungo') });
  const login = await ctx.handle({
    operationId: 'adminLogin',
    body: { username: 'operatore', password: 'segreto-lungo' },
    meta,
  });
  return `Bearer ${(login.body as { access_token: string }).access_token}`;
}

async function problemOf(promise: Promise<unknown>): Promise<ApiProblem> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('backend service', () => {
  it('records a page view and ignores bots', async () => {
    const ctx = setup();
    const accepted = await ctx.handle({
      operationId: 'trackPageView',
      body: { page_url: 'https://www.pizzeria.it/', session_id: 's1', page_title: 'Pizzeria' },
      meta,
    });
    expect(accepted).toMatchObject({ status: 202, body: { accepted: true } });
    const bot = await ctx.handle({
      operationId: 'trackPageView',
      body: { page_url: 'https://www.pizzeria.it/', session_id: 's2' },
      meta: { ip: meta.ip, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect(bot).toMatchObject({ status: 202, body: { accepted: false } });
    expect(await ctx.store.countEvents()).toBe(1);
    const [event] = await ctx.store.listEvents({});
    expect(event).toMatchObject({
      type: 'page_view',
      session_id: 's1',
      page_title: 'Pizzeria',
      timestamp: '2026-03-29T10:00:00.000Z',
    });
  });

  it('answers the runtime settings', async () => {
    const { backend } = setup();
    const info = await backend.getAppInfo({ params: {}, query: {}, body: undefined, principal: null, meta });
    expect(info.body).toEqual({
      message: 'Landing Facile API attiva',
      settings: {
        payment_links: { basic: 'https://pay.example/basic', pro: null },
        // PAYMENT_URL_BASIC alone stands for both billings of the plan.
        payment_links_by_billing: {
          basic: { annual: 'https://pay.example/basic', monthly: 'https://pay.example/basic' },
          pro: { annual: null, monthly: null },
        },
        company: {
          legal_name: 'Landing Facile S.r.l.',
          vat_number: 'IT00000000000',
          registered_office: 'Via Esempio 1, 20121 Milano (MI)',
          pec: 'landingfacile@pec.example.it',
          support_email: 'supporto@landingfacile.it',
          phone: '800 123 456',
        },
        demo_mode: false,
      },
    });
  });

  it('logs the admin in, refuses wrong credentials alike, throttles after 10 failures', async () => {
    const ctx = setup();
    const auth = await withAdmin(ctx);
    const stats = await ctx.handle({ operationId: 'getAdminStats', authorization: auth, meta });
    expect(stats.status).toBe(200);
    expect(stats.headers['Cache-Control']).toBe('no-store');

    const wrongUser = await problemOf(
      ctx.handle({ operationId: 'adminLogin', body: { username: 'x', password: 'segreto-lungo' }, meta }),
    );
    const wrongPassword = await problemOf(
      ctx.handle({ operationId: 'adminLogin', body: { username: 'operatore', password: 'no' }, meta }),
    );
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.detail).toBe(wrongPassword.detail);
    for (let i = 0; i < 8; i += 1) {
      await problemOf(ctx.handle({ operationId: 'adminLogin', body: { username: 'a', password: 'b' }, meta }));
    }
    const blocked = await problemOf(
      ctx.handle({ operationId: 'adminLogin', body: { username: 'operatore', password: 'segreto-lungo' }, meta }),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['Retry-After'])).toBeGreaterThan(0);
    ctx.clock.t += 15 * 60 * 1000 + 1000;
    const again = await ctx.handle({
      operationId: 'adminLogin',
      body: { username: 'operatore', password: 'segreto-lungo' },
      meta,
    });
    expect(again.status).toBe(200);
  });

  it('counts login attempts before checking them: of 60 sent at once, at most 10 passwords are checked', async () => {
    const base = createWebCryptoPasswordHasher(1000);
    let checked = 0;
    const passwords = {
      hash: base.hash,
      verify: async (password: string, hash: string) => ((checked += 1), base.verify(password, hash)),
    };
    const ctx = setup({ passwords });
    await ctx.store.saveAdmin({ username: 'operatore', password_hash: await base.hash('segreto-lungo') });
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        problemOf(
          ctx.handle({ operationId: 'adminLogin', body: { username: 'operatore', password: `no-${i}` }, meta }),
        ),
      ),
    );
    expect(checked).toBe(10);
    expect(outcomes.filter((p) => p.status === 401)).toHaveLength(10);
    expect(outcomes.filter((p) => p.status === 429)).toHaveLength(50);
  });

  it('runs the same slow hash check for a wrong username as for a wrong password', async () => {
    const base = createWebCryptoPasswordHasher(1000);
    const checked: string[] = [];
    const passwords = {
      hash: base.hash,
      verify: async (password: string, hash: string) => (checked.push(hash), base.verify(password, hash)),
    };
    const ctx = setup({ passwords });
    const stored = await base.hash('segreto-lungo');
    await ctx.store.saveAdmin({ username: 'operatore', password_hash: stored });
    await problemOf(ctx.handle({ operationId: 'adminLogin', body: { username: 'nessuno', password: 'x' }, meta }));
    await problemOf(ctx.handle({ operationId: 'adminLogin', body: { username: 'operatore', password: 'x' }, meta }));
    expect(checked).toEqual([stored, stored]);
  });

  it('creates a client, lets it log in, and cuts it off when disabled or rotated', async () => {
    const ctx = setup();
    const admin = await withAdmin(ctx);
    const created = await ctx.handle({
      operationId: 'createClientAccess',
      authorization: admin,
      body: { domain: 'pizzeria.it', plan: 'pro' },
      meta,
    });
    expect(created.status).toBe(201);
    const { access_token, client_id } = created.body as { access_token: string; client_id: string };
    expect(access_token.length).toBeGreaterThanOrEqual(43);
    const stored = await ctx.store.getClient(client_id);
    expect(stored?.token_hash).toBe(await sha256Hex(access_token));
    expect(JSON.stringify(ctx.store.data)).not.toContain(access_token);

    const login = await ctx.handle({ operationId: 'clientLogin', body: { access_token }, meta });
    const session = `Bearer ${(login.body as { access_token: string }).access_token}`;
    expect((await ctx.handle({ operationId: 'getClientStats', authorization: session, meta })).status).toBe(200);

    // A client session on an admin call and the reverse: 403.
    expect((await problemOf(ctx.handle({ operationId: 'listClients', authorization: session, meta }))).status).toBe(
      403,
    );
    expect((await problemOf(ctx.handle({ operationId: 'getClientStats', authorization: admin, meta }))).status).toBe(
      403,
    );

    await ctx.handle({
      operationId: 'updateClient',
      authorization: admin,
      params: { client_id },
      body: { is_active: false },
      meta,
    });
    expect((await problemOf(ctx.handle({ operationId: 'getClientStats', authorization: session, meta }))).status).toBe(
      401,
    );
    expect((await problemOf(ctx.handle({ operationId: 'clientLogin', body: { access_token }, meta }))).status).toBe(
      401,
    );

    await ctx.handle({
      operationId: 'updateClient',
      authorization: admin,
      params: { client_id },
      body: { is_active: true },
      meta,
    });
    const relogin = await ctx.handle({ operationId: 'clientLogin', body: { access_token }, meta });
    const session2 = `Bearer ${(relogin.body as { access_token: string }).access_token}`;
    const rotated = await ctx.handle({
      operationId: 'rotateClientToken',
      authorization: admin,
      params: { client_id },
      meta,
    });
    const newToken = (rotated.body as { access_token: string }).access_token;
    expect(newToken).not.toBe(access_token);
    expect((await problemOf(ctx.handle({ operationId: 'getClientStats', authorization: session2, meta }))).status).toBe(
      401,
    );
    expect((await problemOf(ctx.handle({ operationId: 'clientLogin', body: { access_token }, meta }))).status).toBe(
      401,
    );
    expect((await ctx.handle({ operationId: 'clientLogin', body: { access_token: newToken }, meta })).status).toBe(200);
  });

  it('refuses tokens without exp, with another algorithm, expired or malformed', async () => {
    const ctx = setup();
    const admin = await withAdmin(ctx);
    const [h, p] = admin.slice(7).split('.') as [string, string, string];
    const payload = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
    const none = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${p}.`;
    expect((await problemOf(ctx.backend.authenticate('admin', `Bearer ${none}`))).status).toBe(401);
    expect((await problemOf(ctx.backend.authenticate('admin', `Bearer ${h}.${p}.AAAA`))).status).toBe(401);
    expect((await problemOf(ctx.backend.authenticate('admin', 'Basic abc'))).status).toBe(401);
    expect((await problemOf(ctx.backend.authenticate('admin', undefined))).status).toBe(401);
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    ctx.clock.t += 12 * 3600 * 1000 + 1;
    expect((await problemOf(ctx.backend.authenticate('admin', admin))).status).toBe(401);
    const noExp = createBackend({
      store: ctx.store,
      passwords: ctx.passwords,
      settings: { paymentLinks: { basic: null, pro: null }, demoMode: false },
      tokens: {
        sign: async () => 'x',
        verify: async () => ({ sub: 'operatore', ver: 1, sid: 'sessione', aud: 'admin' }),
      },
    });
    expect((await problemOf(noExp.authenticate('admin', 'Bearer x'))).status).toBe(401);
  });

  it('runs the questionnaire: start, resume, chat rules, hidden messages, complete', async () => {
    const ctx = setup();
    const start = await ctx.handle({
      operationId: 'startQuestionnaire',
      body: { session_id: 'sess_1', plan_type: 'pro' },
      meta,
    });
    const started = start.body as {
      questionnaire_id: string;
      resumed: boolean;
      messages: unknown[];
      initial_message: string;
    };
    expect(started.resumed).toBe(false);
    expect(started.messages).toHaveLength(1);

    for (const content of ['', '   \n ', 'x'.repeat(2001)]) {
      const p = await problemOf(
        ctx.handle({
          operationId: 'chatQuestionnaire',
          params: { session_id: 'sess_1' },
          body: { role: 'user', content },
          meta,
        }),
      );
      expect(p).toMatchObject({ status: 400, field: 'content' });
    }
    const unknown = await problemOf(
      ctx.handle({
        operationId: 'chatQuestionnaire',
        params: { session_id: 'nope' },
        body: { role: 'user', content: 'ciao' },
        meta,
      }),
    );
    expect(unknown.status).toBe(404);

    const reply = await ctx.handle({
      operationId: 'chatQuestionnaire',
      params: { session_id: 'sess_1' },
      body: { role: 'user', content: 'Pizzeria Da Gennaro a Napoli' },
      meta,
    });
    expect(reply.body).toMatchObject({ assistant_message: { role: 'assistant' }, ready_to_complete: false });
    await ctx.handle({
      operationId: 'chatQuestionnaire',
      params: { session_id: 'sess_1' },
      body: { role: 'user', content: 'Ho scelto lo stile business', hidden: true, selected_style: 'business' },
      meta,
    });

    const resumed = (
      await ctx.handle({ operationId: 'startQuestionnaire', body: { session_id: 'sess_1', plan_type: 'basic' }, meta })
    ).body as {
      resumed: boolean;
      messages: { content: string; hidden?: boolean }[];
      plan_type: string;
      selected_style: string;
      initial_message: string;
    };
    expect(resumed.resumed).toBe(true);
    expect(resumed.plan_type).toBe('pro');
    expect(resumed.selected_style).toBe('business');
    expect(resumed.initial_message).toBe(started.initial_message);
    expect(resumed.messages.some((m) => m.content.includes('stile business'))).toBe(false);
    expect(resumed.messages).toHaveLength(4);

    const done = await ctx.handle({ operationId: 'completeQuestionnaire', params: { session_id: 'sess_1' }, meta });
    const again = await ctx.handle({ operationId: 'completeQuestionnaire', params: { session_id: 'sess_1' }, meta });
    expect(done.body).toEqual(again.body);
    expect(done.body).toMatchObject({ status: 'completed', brief: { plan_type: 'pro', style: 'business' } });

    const admin = await withAdmin(ctx);
    const detail = await ctx.handle({
      operationId: 'getQuestionnaire',
      authorization: admin,
      params: { questionnaire_id: started.questionnaire_id },
      meta,
    });
    const messages = (detail.body as { messages: { hidden?: boolean }[] }).messages;
    expect(messages.filter((m) => m.hidden)).toHaveLength(1);
    const list = await ctx.handle({ operationId: 'listQuestionnaires', authorization: admin, meta });
    expect((list.body as { questionnaires: { message_count: number }[] }).questionnaires[0]?.message_count).toBe(5);
  });

  it('scopes client stats, maps and CSV to its domain and gates maps on Pro', async () => {
    const ctx = setup();
    const admin = await withAdmin(ctx);
    const send = (page_url: string, extra: Record<string, unknown> = {}) =>
      ctx.handle({
        operationId: 'trackClick',
        body: {
          page_url,
          session_id: 'v1',
          click_type: 'cta',
          element_text: '=SUM(A1)',
          click_x: 0.5,
          click_y: 120,
          viewport_width: 1280,
          ...extra,
        },
        meta,
      });
    await send('https://pizzeria.it/');
    await send('https://www.pizzeria.it/?utm=x');
    await send('https://altro.it/');
    await send('https://pizzeria.it.evil.com/');
    const basic = await ctx.handle({
      operationId: 'createClientAccess',
      authorization: admin,
      body: { domain: 'pizzeria.it' },
      meta,
    });
    const { access_token, client_id } = basic.body as { access_token: string; client_id: string };
    const session = `Bearer ${((await ctx.handle({ operationId: 'clientLogin', body: { access_token }, meta })).body as { access_token: string }).access_token}`;
    const stats = (await ctx.handle({ operationId: 'getClientStats', authorization: session, meta })).body as {
      total_clicks: number;
    };
    expect(stats.total_clicks).toBe(2);
    const csv = await ctx.handle({ operationId: 'exportClientCsv', authorization: session, meta });
    expect(csv.headers['Content-Disposition']).toBe('attachment; filename="client_analytics.csv"');
    const text = await collectText(csv.body as StreamedBody);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(text).toContain("'=SUM(A1)");
    const heat = await problemOf(
      ctx.handle({
        operationId: 'getClientHeatmap',
        authorization: session,
        query: { page_url: 'https://pizzeria.it/' },
        meta,
      }),
    );
    expect(heat.status).toBe(403);
    const adminHeat = await ctx.handle({
      operationId: 'getAdminClientHeatmap',
      authorization: admin,
      params: { client_id },
      query: { page_url: 'https://pizzeria.it/' },
      meta,
    });
    // `www.` and the query string are folded at ingestion: one page.
    expect(adminHeat.body).toMatchObject({
      page_url: 'https://pizzeria.it/',
      total_clicks: 2,
      cells: [{ column: 10, row: 2, count: 2 }],
    });
    await ctx.handle({
      operationId: 'updateClient',
      authorization: admin,
      params: { client_id },
      body: { plan: 'pro' },
      meta,
    });
    const proHeat = await ctx.handle({
      operationId: 'getClientHeatmap',
      authorization: session,
      query: { page_url: 'https://www.pizzeria.it/' },
      meta,
    });
    expect(proHeat.body).toMatchObject({ total_clicks: 2 });
    const bad = await problemOf(
      ctx.handle({
        operationId: 'updateClient',
        authorization: admin,
        params: { client_id },
        body: { questionnaire_id: 'missing' },
        meta,
      }),
    );
    expect(bad).toMatchObject({ status: 400, field: 'questionnaire_id' });
    const missing = await problemOf(
      ctx.handle({ operationId: 'rotateClientToken', authorization: admin, params: { client_id: 'nope' }, meta }),
    );
    expect(missing.status).toBe(404);
  });

  it('counts every write at once and ends an open range on the new Rome day', async () => {
    const ctx = setup();
    let admin = await withAdmin(ctx);
    const stats = async () =>
      (await ctx.handle({ operationId: 'getAdminStats', authorization: admin, meta })).body as {
        total_page_views: number;
        range: { end_date: string };
      };
    const view = () =>
      ctx.handle({ operationId: 'trackPageView', body: { page_url: 'https://a.it/', session_id: 'x' }, meta });
    await view();
    expect((await stats()).total_page_views).toBe(1);
    await view();
    expect((await stats()).total_page_views).toBe(2);
    ctx.clock.t += 13 * 3600 * 1000; // past Rome midnight (22:00 UTC in summer time)
    admin = await withAdmin(ctx);
    expect((await stats()).range.end_date).toBe('2026-03-30');
  });

  it('gives a client without a domain empty stats', async () => {
    const ctx = setup();
    const admin = await withAdmin(ctx);
    await ctx.handle({
      operationId: 'trackPageView',
      body: { page_url: 'https://pizzeria.it/', session_id: 'a' },
      meta,
    });
    const created = (
      await ctx.handle({ operationId: 'createClientAccess', authorization: admin, body: undefined, meta })
    ).body as { access_token: string; client: { domain: null; plan: string } };
    expect(created.client).toMatchObject({ domain: null, plan: 'basic' });
    const session = `Bearer ${((await ctx.handle({ operationId: 'clientLogin', body: { access_token: created.access_token }, meta })).body as { access_token: string }).access_token}`;
    const stats = (await ctx.handle({ operationId: 'getClientStats', authorization: session, meta })).body as {
      total_page_views: number;
      range: unknown;
    };
    expect(stats.total_page_views).toBe(0);
    expect(stats.range).toEqual({ start_date: null, end_date: null });
  });
});
