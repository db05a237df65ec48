/**
 * npm run bench:sites: how long a first draft takes without a language model (target: at most 200 ms), and
 * what each theme's page weighs (HTML plus CSS, gzip, target: at most 30 kB) and takes to render.
 * Then a published page served by host against bare Koa (below).
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { Brief } from '@core/api';
import { draftFromBrief } from '@core/sites';
import { RENDERABLE_THEMES, renderSitePage } from '@themes/index';

const brief: Brief = {
  plan_type: 'pro',
  business_name: 'Pizzeria da Gennaro',
  activity: 'pizzeria napoletana con forno a legna',
  city: 'Napoli',
  target_customers: 'famiglie, studenti e turisti',
  services: Array.from({ length: 50 }, (_, i) => ({ name: `Pizza numero ${i + 1}`, price: `${6 + (i % 9)} €` })),
  strengths: 'forno a legna, impasto a 48 ore, ingredienti DOP, consegna a domicilio',
  tone: 'caldo e amichevole',
  style: 'business',
  colors: ['rosso', 'verde', 'bianco'],
  contacts: {
    email: 'info@dagennaro.it',
    phone: '081 555 1234',
    address: 'Via dei Tribunali 32, 80138 Napoli',
    whatsapp: '347 123 4567',
    social: ['https://www.instagram.com/dagennaro'],
    pec: 'dagennaro@pec.it',
  },
  domain_wish: null,
  notes: null,
  opening_hours: 'Mar-Ven 12-15 e 19-24; sabato e domenica 12-24; chiusi il lunedì',
  vat_number: '12345678903',
  register: 'tu',
};

function time(label: string, runs: number, run: () => unknown): number[] {
  for (let i = 0; i < Math.min(50, runs); i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`${label}: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (${runs} runs)`);
  return samples;
}

const draftSamples = time('draft from brief (no language model)', 500, () => draftFromBrief(brief));
const { content } = draftFromBrief(brief);
for (const theme of RENDERABLE_THEMES) {
  const { palette } = draftFromBrief(brief, { theme });
  const html = renderSitePage(content, theme, { palette });
  console.log(`theme ${theme}: ${html.length} bytes, ${gzipSync(html).length} bytes gzip (target ≤ 30720)`);
  time(`render ${theme}`, 200, () => renderSitePage(content, theme, { palette }));
}
const worst = draftSamples.at(-1)!;
if (worst > 200) {
  console.error(`A draft took ${worst.toFixed(1)} ms: over the 200 ms target.`);
  process.exitCode = 1;
}

/*
 * Serving a published page by host (issue 28 §6): the reference server as `npm start` runs it (embedded store;
 * with BENCH_DATABASE_URL, PostgreSQL: a throwaway database created on that server and dropped after),
 * a site drafted and published through the API, then GET / with `Host: {slug}.localhost:{port}` at 50
 * connections against bare Koa's GET in the same run (target: at least 50%, p99 at most 20 ms). The machine is
 * shared: the load average is printed with the figures, and only the ratio within one run means anything.
 */
const { default: autocannon } = await import('autocannon');
const { mkdtemp, rm } = await import('node:fs/promises');
const { loadavg, tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { CONNECTIONS, startChild, startServer, stopChild, timedRun, UA, warmUpBareKoa } = await import(
  '../reference-server/bench/common'
);

const SERVE_REQUESTS = Number(process.env.BENCH_SITES_REQUESTS ?? 20_000);
const ADMIN = { username: 'bench', password: 'bench-password-0123456789' };

async function json(url: string, method: string, body?: unknown, token?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': UA,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A paid order's site, drafted from its brief and published; returns its slug. */
async function publishSite(api: string): Promise<string> {
  const session = `session_1774000000000_bench_${Date.now()}`;
  await json(`${api}/questionnaire/start`, 'POST', { session_id: session, plan_type: 'basic' });
  await json(`${api}/questionnaire/brief/${session}`, 'PATCH', {
    business_name: brief.business_name,
    activity: brief.activity,
    city: brief.city,
    email: brief.contacts.email,
    vat_number: brief.vat_number,
  });
  const { order_id } = await json(`${api}/questionnaire/complete/${session}`, 'POST', { confirmed: true });
  const { access_token } = await json(`${api}/admin/login`, 'POST', ADMIN);
  const token = String(access_token);
  await json(`${api}/admin/orders/${order_id}/mark-paid`, 'POST', { note: 'bench' }, token);
  await json(`${api}/admin/orders/${order_id}/site/draft`, 'POST', undefined, token);
  await json(`${api}/admin/orders/${order_id}/site/publish`, 'POST', undefined, token);
  const site = await json(`${api}/admin/orders/${order_id}/site`, 'GET', undefined, token);
  return String(site.slug);
}

async function getLoad(url: string, headers: Record<string, string>, amount: number) {
  const run = autocannon({ url, connections: CONNECTIONS, amount, headers: { 'User-Agent': UA, ...headers } });
  const { result, reqPerSec } = await timedRun(run);
  return {
    reqPerSec,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A new database on BENCH_DATABASE_URL's server, or none (the embedded store). */
async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return null;
  const { default: pg } = await import('pg');
  const { randomBytes } = await import('node:crypto');
  const name = `lf_bench_sites_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'landing-bench-sites-'));
const database = await throwawayDatabase();
console.log(`\nstore: ${database ? 'PostgreSQL (BENCH_DATABASE_URL, throwaway database)' : 'embedded (DATA_DIR)'}`);
const koa = await startChild(['reference-server/bench/bare-koa.ts'], {});
const server = await startServer({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_REQUESTS: 'false',
  TRACK_UNKNOWN_SITES_PER_DAY: '1000000000',
  ...(database ? { DATABASE_URL: database.url } : {}),
});
try {
  const slug = await publishSite(`${server.url}/api`);
  const port = new URL(server.url).port;
  const host = { Host: `${slug}.localhost:${port}` };
  await warmUpBareKoa(koa.url);
  await getLoad(server.url, host, 5_000);
  console.log(
    `\nserving by host: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (uptime)`,
  );
  const bare = await getLoad(koa.url, {}, SERVE_REQUESTS);
  const page = await getLoad(server.url, host, SERVE_REQUESTS);
  console.log(`bare Koa GET: ${bare.reqPerSec} req/s, p99 ${bare.p99} ms (${bare.errors} errors)`);
  console.log(`published page by host: ${page.reqPerSec} req/s, p99 ${page.p99} ms (${page.errors} errors)`);
  const ratio = page.reqPerSec / bare.reqPerSec;
  console.log(`ratio ${(ratio * 100).toFixed(0)}% of bare Koa (target ≥ 50%), p99 target ≤ 20 ms`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (page.errors > 0 || ratio < 0.5 || page.p99 > 20) process.exitCode = 1;
} finally {
  await stopChild(server.child);
  await stopChild(koa.child);
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
}
