/**
 * What logout and the unknown sites' quota keep in the store, seen from outside: on the embedded store
 * they survive a restart (DATA_DIR), on PostgreSQL two servers on one database share them at once, and the
 * quota holds in all under concurrent calls to both. The scenarios of the contract suite
 * (contract/logout.test.ts, contract/unknown-sites-quota.test.ts) cover the rules themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, makeDataDir, removeDir, startServer, type TestServer } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/postgres';

const unknownPageView = (i: number) => ({
  json: { page_url: `https://sconosciuto-${i}.example/`, session_id: `session_${i}`, page_title: 'x', referrer: null },
});

describe('embedded store: logout and the quota survive a restart', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeDataDir();
  });
  afterAll(async () => {
    await removeDir(dir);
  });

  it('keeps a logged-out token refused and the day’s counts after a restart', async () => {
    const first = await startServer({ trackUnknownSitesPerDay: 2 }, dir);
    const ended = await first.adminToken();
    const client = await first.createClient({ plan: 'basic' });
    expect((await first.request('POST', '/api/admin/logout', { token: ended })).status).toBe(204);
    expect((await first.request('POST', '/api/client/logout', { token: client.session })).status).toBe(204);
    const accepted = [];
    for (let i = 0; i < 3; i += 1)
      accepted.push((await first.request('POST', '/api/track/page-view', unknownPageView(i))).body.accepted);
    expect(accepted).toEqual([true, true, false]);
    await first.close({ keepData: true });

    const second = await startServer({ trackUnknownSitesPerDay: 2 }, dir);
    try {
      expect((await second.request('GET', '/api/admin/stats', { token: ended })).status).toBe(401);
      expect((await second.request('GET', '/api/client/stats', { token: client.session })).status).toBe(401);
      expect((await second.request('POST', '/api/track/page-view', unknownPageView(9))).body.accepted).toBe(false);
      const stats = await second.request('GET', '/api/admin/stats', { token: await second.adminToken() });
      expect(stats.body.unknown_sites).toMatchObject({ limit: 2, stored: 2, dropped: 2 });
    } finally {
      await second.close({ keepData: true });
    }
  });
});

describe('PostgreSQL: two servers on one database', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startServer({ databaseUrl: db.url, trackUnknownSitesPerDay: 25 });
    b = await startServer({ databaseUrl: db.url, trackUnknownSitesPerDay: 25 });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a session ended on one is refused by the other at once', async () => {
    // A session of its own (the helper's cached one serves the next scenario).
    const login = await a.request('POST', '/api/admin/login', {
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const admin = login.body.access_token as string;
    const client = await a.createClient({ plan: 'pro', domain: 'gelateria.it' });
    expect((await b.request('GET', '/api/admin/stats', { token: admin })).status).toBe(200);
    expect((await b.request('GET', '/api/client/stats', { token: client.session })).status).toBe(200);
    expect((await a.request('POST', '/api/admin/logout', { token: admin })).status).toBe(204);
    expect((await b.request('POST', '/api/client/logout', { token: client.session })).status).toBe(204);
    expect((await b.request('GET', '/api/admin/stats', { token: admin })).status).toBe(401);
    expect((await a.request('GET', '/api/client/stats', { token: client.session })).status).toBe(401);
  });

  it('lets exactly the quota through of calls sent at once to both, and both count the drops', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => (i % 2 ? a : b).request('POST', '/api/track/page-view', unknownPageView(i))),
    );
    expect(answers.every((r) => r.status === 202)).toBe(true);
    expect(answers.filter((r) => r.body.accepted).length).toBe(25);
    // A client's domain set through one server is known to the other (within a second at most).
    const client = await a.createClient({ plan: 'pro', domain: 'forno-antico.it' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const known = await b.request('POST', '/api/track/page-view', {
      json: { page_url: 'https://forno-antico.it/', session_id: 'session_forno', page_title: 'x', referrer: null },
    });
    expect(known.body.accepted).toBe(true);
    for (const server of [a, b]) {
      const stats = await server.request('GET', '/api/admin/stats', { token: await server.adminToken() });
      expect(stats.body.unknown_sites).toMatchObject({ limit: 25, stored: 25, dropped: 55 });
    }
    expect((await a.request('GET', '/api/client/stats', { token: client.session })).body.total_page_views).toBe(1);
  });
});
