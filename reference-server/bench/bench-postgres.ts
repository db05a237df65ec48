/**
 * `npm run bench:postgres`: the reference server on PostgreSQL, beside a bare Koa endpoint in the same
 * run (50 connections). Measures
 * - tracking (POST /api/track/page-view) from an empty day, then on a day already holding 200 000 events;
 * - at each size of BENCH_PG_SIZES (default 1 000 000; add 10 000 000 for the long run) the p50/p95/p99
 *   of admin stats (all time and the last 30 days), a client's stats, heatmap and scroll map, while
 *   tracking writes keep arriving;
 * - the server's RSS after each phase (flat: the events live in the database, not in the process).
 * Events are seeded inside the database (postgres-seed.ts), never over HTTP. The database is
 * BENCH_DATABASE_URL (a database the benchmark may fill), or else a throwaway cluster from the machine's
 * PostgreSQL binaries, removed afterwards. Checks that every acknowledged tracking call is stored.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import type pg from 'pg';
import { silentLogger } from '../src/logger';
import { migrateDatabase } from '../src/storage/postgres/migrate';
import { createPool } from '../src/storage/postgres/pool';
import { startTestCluster } from '../test/support/postgres-cluster';
import {
  PROXIED_SERVER_ENV,
  READERS,
  startChild,
  startServer,
  stopChild,
  timedRun,
  visitorAddress,
  warmUpBareKoa,
  WARMUP_REQUESTS,
} from './common';
import { seedEvents } from './postgres-seed';

const TRACK_REQUESTS = Number(process.env.BENCH_TRACK_REQUESTS ?? 20_000);
const READ_REQUESTS = Number(process.env.BENCH_READ_REQUESTS ?? 300);
const SIZES = (process.env.BENCH_PG_SIZES ?? '1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const PASSWORD = 'benchmark-password-lunga';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p95: number | null;
  p99: number;
  ok: number;
  errors: number;
}
const rows: Row[] = [];
const notes: string[] = [];

async function track(
  label: string,
  url: string,
  connections = 50,
  amount = TRACK_REQUESTS,
  site = 'sito0.it',
): Promise<Row> {
  let sent = 0;
  const { result: r, reqPerSec } = await timedRun(
    autocannon({
      url: `${url}/api/track/page-view`,
      method: 'POST',
      connections,
      amount,
      headers: { 'Content-Type': 'application/json', 'User-Agent': UA },
      body: JSON.stringify({
        page_url: `https://${site}/p1`,
        page_title: 'Pizzeria',
        session_id: 'bench_session',
        viewport_width: 1280,
      }),
      requests: [
        {
          setupRequest: (req) => {
            sent += 1;
            return { ...req, headers: { ...req.headers, 'X-Forwarded-For': visitorAddress(sent) } };
          },
        },
      ],
    }),
  );
  return {
    scenario: label,
    reqPerSec,
    p50: r.latency.p50,
    p95: null,
    p99: r.latency.p99,
    ok: r['2xx'],
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Latencies of `count` GETs from READERS dashboards (BENCH_READERS, default 4, the read load of
 * bench:server; before 23 November 2026, 18:00 UTC this benchmark always ran 10).
 */
async function reads(
  label: string,
  url: string,
  token: string,
  concurrency = READERS,
  count = READ_REQUESTS,
): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent += 1;
        const t = performance.now();
        const r = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        times.push(performance.now() - t);
        if (r.status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!);
  return {
    scenario: label,
    reqPerSec: Math.round(times.length / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    ok: times.length - errors,
    errors,
  };
}

async function json(url: string, init: RequestInit & { token?: string; body?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const r = await fetch(url, { ...init, headers });
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return r.json() as Promise<Record<string, string>>;
}

async function main(): Promise<void> {
  console.log(
    `Macchina: ${cpus().length} core (${cpus()[0]?.model ?? 'n/d'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; carico medio 1/5/15 min all'inizio: ${load()}; letture da ${READERS} dashboard alla volta.`,
  );
  const bare = await startChild(['reference-server/bench/bare-koa.ts'], {});
  await warmUpBareKoa(bare.url);
  const bareRun = await autocannon({ url: bare.url, connections: 50, duration: 10 });
  rows.push({
    scenario: 'GET bare Koa',
    reqPerSec: Math.round(bareRun.requests.average),
    p50: bareRun.latency.p50,
    p95: null,
    p99: bareRun.latency.p99,
    ok: bareRun['2xx'],
    errors: bareRun.non2xx + bareRun.errors,
  });
  // The same POSTs as the tracking measurement, answered without reading them: the ceiling that leaves
  // out the load generator's own work per request (see bench-server.ts).
  // Bare Koa's POST path runs only here, so it gets more unmeasured requests than the server's below.
  if (WARMUP_REQUESTS > 0) await track('riscaldamento', bare.url, 50, WARMUP_REQUESTS * 5);
  const barePost = await track('POST bare Koa, come il tracciamento (tetto)', bare.url);
  rows.push(barePost);
  await stopChild(bare.child);

  const cluster = process.env.BENCH_DATABASE_URL
    ? null
    : await startTestCluster({
        ownCluster: true,
        config: 'shared_buffers = 512MB\nmax_wal_size = 4GB\nwork_mem = 32MB',
      });
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster!.adminUrl;
  await migrateDatabase(databaseUrl);
  const pool: pg.Pool = createPool(databaseUrl, silentLogger, { max: 2, statementTimeoutMs: 3_600_000 });
  const { child, url } = await startServer({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    LOG_REQUESTS: 'false',
    ...PROXIED_SERVER_ENV,
  });
  try {
    const rss = (phase: string) => notes.push(`RSS del server ${phase}: ${rssMb(child.pid!)} MB`);
    rss("all'avvio");
    const admin = (
      await json(`${url}/api/admin/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      })
    ).access_token!;
    const created = await json(`${url}/api/admin/create-client-access`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ domain: 'sito0.it', plan: 'pro' }),
    });
    const client = (
      await json(`${url}/api/client/login`, {
        method: 'POST',
        body: JSON.stringify({ access_token: created.access_token }),
      })
    ).access_token!;
    let acknowledged = 0;

    // Ingestion: from an empty day, then on a day already holding 200 000 events. Unmeasured requests to
    // another site first, as bench-server.ts does: JIT, pools and caches settle before the first figure.
    if (WARMUP_REQUESTS > 0) acknowledged += (await track('riscaldamento', url, 50, WARMUP_REQUESTS, 'sito9.it')).ok;
    const empty = await track('POST /api/track/page-view (giorno vuoto)', url);
    rows.push(empty);
    acknowledged += empty.ok;
    const now = Date.now();
    let seeded = await seedEvents(pool, 0, 200_000, now - 6 * 3_600_000, now - 60_000);
    const full = await track('POST /api/track/page-view (giorno con 200.000 eventi)', url);
    rows.push(full);
    acknowledged += full.ok;
    notes.push(
      `Ingestione: ${Math.round((full.reqPerSec / empty.reqPerSec - 1) * 100)}% tra giorno vuoto e giorno con 200.000 eventi; ` +
        `${Math.round((empty.reqPerSec / barePost.reqPerSec) * 100)}% / ${Math.round((full.reqPerSec / barePost.reqPerSec) * 100)}% del POST su Koa nudo, ` +
        `${Math.round((empty.reqPerSec / rows[0]!.reqPerSec) * 100)}% / ${Math.round((full.reqPerSec / rows[0]!.reqPerSec) * 100)}% del GET.`,
    );
    rss('dopo 200.000 eventi');

    for (const size of SIZES) {
      const started = performance.now();
      // The rest of the size spread over the 90 days before today.
      seeded += await seedEvents(pool, seeded, size - seeded, now - 90 * DAY_MS, now - 7 * 3_600_000);
      await pool.query('ANALYZE');
      notes.push(
        `Seed fino a ${size.toLocaleString('it-IT')} eventi: ${Math.round((performance.now() - started) / 1000)} s.`,
      );
      const label = (what: string) => `${what} (${size.toLocaleString('it-IT')} eventi, con scritture)`;
      const today = new Date(now).toISOString().slice(0, 10);
      const monthAgo = new Date(now - 29 * DAY_MS).toISOString().slice(0, 10);
      const pageQuery = `page_url=${encodeURIComponent('https://sito0.it/p1')}&device=phone`;
      const scenarios: [string, string, string][] = [
        ['GET /api/admin/stats', `${url}/api/admin/stats`, admin],
        [
          'GET /api/admin/stats ultimi 30 giorni',
          `${url}/api/admin/stats?start_date=${monthAgo}&end_date=${today}`,
          admin,
        ],
        ['GET /api/client/stats', `${url}/api/client/stats`, client],
        ['GET /api/client/heatmap', `${url}/api/client/heatmap?${pageQuery}`, client],
        ['GET /api/client/scrollmap', `${url}/api/client/scrollmap?${pageQuery.replace('phone', 'desktop')}`, client],
      ];
      for (const [what, target, token] of scenarios) {
        // Writes keep arriving (5 connections) while the dashboard reads.
        const [read, background] = await Promise.all([
          reads(label(what), target, token),
          track('(scritture in sottofondo)', url, 5, Math.round(TRACK_REQUESTS / 5), 'sito1.it'),
        ]);
        rows.push(read);
        acknowledged += background.ok;
      }
      rss(`con ${size.toLocaleString('it-IT')} eventi`);
    }

    await stopChild(child);
    const stored = Number(
      (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE id NOT LIKE 'seed-%'`)).rows[0]!.n,
    );
    if (stored !== acknowledged) throw new Error(`Eventi persi: ${acknowledged} confermati, ${stored} registrati`);
    notes.push(`${acknowledged} eventi confermati via HTTP, ${stored} nel database: nessuno perso.`);
  } finally {
    if (child.exitCode === null) await stopChild(child);
    await pool.end();
    cluster?.stop();
  }
  console.log(`Carico medio alla fine: ${load()}.`);
  console.log(
    '\n| scenario | req/s | p50 (ms) | p95 (ms) | p99 (ms) | 2xx | errori |\n|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of rows)
    console.log(`| ${r.scenario} | ${r.reqPerSec} | ${r.p50} | ${r.p95 ?? '–'} | ${r.p99} | ${r.ok} | ${r.errors} |`);
  console.log(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
}

// Children started through common.ts are stopped by its own SIGINT/SIGTERM handler.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
