/**
 * The server on PostgreSQL as operators run it: several processes on one database answer alike at once;
 * `kill -9` during a flood loses no acknowledged event; a database that goes away gives 503 with
 * Retry-After (quickly, no hang) and the server carries on by itself once it is back.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BROWSER_UA, startServer, type TestServer } from './helpers';
import { controlCluster, startTestCluster, type TestCluster } from './support/postgres-cluster';
import { createTestDatabase, terminateBackends, type TestDatabase } from './support/postgres';
import { flood, startServerProcess, trackPageView, until, type ServerProcess } from './support/server-process';
import { foldPending } from '../src/storage/postgres/rollup-folder';

async function call(url: string, method: string, path: string, init: { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'User-Agent': BROWSER_UA };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const r = await fetch(`${url}${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await r.text();
  return {
    status: r.status,
    headers: r.headers,
    body: text && /json/.test(r.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
  };
}

describe('several server processes on one database', () => {
  let db: TestDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, ADMIN_USERNAME, ADMIN_PASSWORD };
    // Started together: migrations, the JWT secret and the admin account are set up exactly once.
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    await db?.drop();
  });

  it('a client created through one process logs in through the other, and stats agree at once', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const adminA = (
      await call(a, 'POST', '/api/admin/login', { json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
    ).body.access_token;
    // A token issued by one process is valid on the other (one shared secret).
    expect((await call(b, 'GET', '/api/admin/clients', { token: adminA })).status).toBe(200);

    const created = await call(a, 'POST', '/api/admin/create-client-access', {
      json: { domain: 'pizzeria.it', plan: 'pro' },
      token: adminA,
    });
    expect(created.status).toBe(201);
    const login = await call(b, 'POST', '/api/client/login', { json: { access_token: created.body.access_token } });
    expect(login.status).toBe(200);

    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        trackPageView(i % 2 ? a : b, `visitatore-${i % 10}`, `https://pizzeria.it/p${i % 3}`),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(40).fill(202));
    const statsA = await call(a, 'GET', '/api/client/stats', { token: login.body.access_token });
    const statsB = await call(b, 'GET', '/api/client/stats', { token: login.body.access_token });
    expect(statsA.status).toBe(200);
    expect(statsA.body.total_page_views).toBe(40);
    expect(statsA.body.unique_visitors).toBe(10);
    expect(statsB.body).toEqual(statsA.body);

    // Disabling the client on one process ends its session on the other at once (no stale cache).
    const disabled = await call(b, 'PATCH', `/api/admin/clients/${created.body.client_id}`, {
      json: { is_active: false },
      token: adminA,
    });
    expect(disabled.status).toBe(200);
    expect((await call(a, 'GET', '/api/client/stats', { token: login.body.access_token })).status).toBe(401);
  });
});

describe('kill -9 during a flood', () => {
  it('loses no acknowledged event', async () => {
    const db = await createTestDatabase();
    try {
      const server = await startServerProcess({ DATABASE_URL: db.url, ADMIN_PASSWORD });
      const f = flood(server.url, 16);
      await until(() => f.acknowledged.length >= 300, 30_000);
      server.child.kill('SIGKILL');
      await server.exited;
      await f.stop();
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ session_id: string }>('SELECT session_id FROM events');
        const stored = new Set(rows.map((r) => r.session_id));
        expect(f.acknowledged.length).toBeGreaterThanOrEqual(300);
        expect(f.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        // The fold (here, the first one after the crash) counts every stored event once.
        const pool = new pg.Pool({ connectionString: db.url });
        await foldPending(pool).finally(() => pool.end());
        const totals = await client.query<{ page_views: string }>(
          `SELECT page_views FROM rollup_days WHERE scope = '*' AND day = '-infinity'`,
        );
        expect(Number(totals.rows[0]!.page_views)).toBe(rows.length);
      } finally {
        await client.end();
      }
    } finally {
      await db.drop();
    }
  }, 60_000);
});

describe('database outages', () => {
  it('a terminated connection is replaced without a restart', async () => {
    const db = await createTestDatabase();
    const s = await startServer({ databaseUrl: db.url });
    try {
      expect(
        (await s.request('POST', '/api/track/page-view', { json: { page_url: 'https://a.it/', session_id: 'x' } }))
          .status,
      ).toBe(202);
      expect(await terminateBackends(db.name)).toBeGreaterThan(0);
      // The pool drops the dead connections; the next requests get new ones.
      await until(
        async () =>
          (await s.request('POST', '/api/track/page-view', { json: { page_url: 'https://a.it/', session_id: 'y' } }))
            .status === 202,
        10_000,
      );
      const stats = await s.request('GET', '/api/admin/stats', { token: await s.adminToken() });
      expect(stats.status).toBe(200);
    } finally {
      await s.close();
      await db.drop();
    }
  });

  describe('the database server stops and comes back', () => {
    let cluster: TestCluster;
    let s: TestServer;
    beforeAll(async () => {
      cluster = await startTestCluster({ ownCluster: true });
      const url = new URL(cluster.adminUrl);
      s = await startServer({ databaseUrl: url.toString() });
    }, 60_000);
    afterAll(async () => {
      await s?.close();
      cluster?.stop();
    });

    it('answers 503 with Retry-After quickly while it is down, and recovers by itself', async () => {
      const token = await s.adminToken();
      controlCluster(cluster.dataDir!, 'stop');
      for (const [method, path, json] of [
        ['POST', '/api/track/page-view', { page_url: 'https://a.it/', session_id: 'giu' }],
        ['GET', '/api/admin/stats', undefined],
        ['GET', '/api/admin/clients', undefined],
      ] as const) {
        const started = Date.now();
        const r = await s.request(method, path, { json, token });
        expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(503);
        expect(r.headers.get('content-type')).toContain('application/problem+json');
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Date.now() - started).toBeLessThan(8_000);
      }
      controlCluster(cluster.dataDir!, 'start');
      await until(
        async () =>
          (await s.request('POST', '/api/track/page-view', { json: { page_url: 'https://a.it/', session_id: 'su' } }))
            .status === 202,
        15_000,
      );
      const stats = await s.request('GET', '/api/admin/stats', { token });
      expect(stats.status).toBe(200);
      expect(stats.body.total_page_views).toBeGreaterThanOrEqual(1);
    }, 60_000);
  });
});
