/**
 * `npm run bench:server`: seeds 10 000 and 100 000 events in a temporary DATA_DIR, runs the reference
 * server in a child process, and measures with autocannon POST /api/track/page-view and
 * GET /api/admin/stats (requests per second, p99 latency) beside a bare Koa endpoint in the same run.
 * The tracking run sends a fixed number of requests (BENCH_TRACK_REQUESTS, default 5 000) so that
 * every request is answered before the server stops; the stats run lasts BENCH_DURATION seconds.
 * Checks that no event is lost: the count after the run equals the seed plus the accepted requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { StoredEvent } from '../../core/backend/store';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Tracking runs send a fixed number of requests, so every one is answered and the count is exact. */
const TRACK_REQUESTS = Number(process.env.BENCH_TRACK_REQUESTS ?? 5_000);
const PASSWORD = 'benchmark-password-lunga';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = ['/', '/menu', '/prenota', '/contatti', '/chi-siamo', '/galleria', '/offerte', '/blog', '/faq', '/privacy', '/lavora-con-noi', '/eventi'];

function seedEvents(count: number): StoredEvent[] {
  const now = Date.now();
  const span = 90 * 86_400_000;
  const events: StoredEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = new Date(now - span + Math.floor((span * i) / count)).toISOString();
    const session_id = `session_${(i * 7919) % Math.max(1, Math.floor(count / 5))}`;
    const site = `pizzeria${i % 3}.it`;
    const page_url = `https://${site}${PAGES[i % PAGES.length]}`;
    const r = i % 20;
    if (r < 12) events.push({ id: `p${i}`, type: 'page_view', timestamp: t, session_id, site, page_url, page_title: `Pagina ${i % PAGES.length}`, viewport_width: 1280 });
    else if (r < 18) events.push({ id: `c${i}`, type: 'click', timestamp: t, session_id, site, page_url, element_text: `Pulsante ${i % 25}`, click_type: 'cta', click_x: (i % 100) / 100, click_y: (i * 37) % 3000, viewport_width: 390 });
    else if (r === 18) events.push({ id: `v${i}`, type: 'conversion', timestamp: t, session_id, site, page_url, conversion_type: 'questionnaire_completed', plan_type: 'basic', value: 9 });
    else events.push({ id: `s${i}`, type: 'scroll', timestamp: t, session_id, site, page_url, depth_percent: i % 101, viewport_width: 1280 });
  }
  return events;
}

/** Writes the seed the way the server stores it: db.json plus one file of events per UTC day. */
async function seed(dataDir: string, events: StoredEvent[]): Promise<void> {
  await writeFile(join(dataDir, 'db.json'), JSON.stringify({ version: 2, clients: [], questionnaires: [], admin: null }));
  await mkdir(join(dataDir, 'events'));
  const byDay = new Map<string, StoredEvent[]>();
  for (const e of events) {
    const day = e.timestamp.slice(0, 10);
    const list = byDay.get(day) ?? [];
    list.push(e);
    byDay.set(day, list);
  }
  for (const [day, list] of byDay) {
    await writeFile(join(dataDir, 'events', `${day}.json`), JSON.stringify({ version: 1, day, events: list }));
  }
}

/** Counts the events in the files, independently of the server. */
async function countStored(dataDir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(join(dataDir, 'events'))) {
    if (!/^\d{4}-\d{2}-\d{2}\.json$/.test(name)) continue;
    count += (JSON.parse(await readFile(join(dataDir, 'events', name), 'utf8')) as { events: unknown[] }).events.length;
  }
  return count;
}

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  });
}

function startChild(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((res, rej) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /in ascolto su (http:\/\/[^\s]+)/.exec(out);
      if (m) res({ child, url: m[1]! });
    });
    child.once('exit', (code) => rej(new Error(`child exited (${code}): ${out}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  scenario: string;
  reqPerSec: number;
  p99: number;
  ok: number;
  errors: number;
}

async function measure(scenario: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon(options.amount ? options : { duration: DURATION, ...options });
  return {
    scenario,
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchSize(size: number): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'landing-facile-bench-'));
  try {
    await seed(dataDir, seedEvents(size));
    const { child, url } = await startChild(['reference-server/src/main.ts'], {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_REQUESTS: 'false',
      TRACK_RATE_LIMIT: '100000000',
    });
    try {
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const track = await measure(`POST /api/track/page-view (${size.toLocaleString('it-IT')} eventi)`, {
        url: `${url}/api/track/page-view`,
        method: 'POST',
        connections: 50,
        amount: TRACK_REQUESTS,
        headers: { 'Content-Type': 'application/json', 'User-Agent': UA },
        body: JSON.stringify({ page_url: 'https://pizzeria0.it/', page_title: 'Pizzeria', session_id: 'bench_session', viewport_width: 1280 }),
      });
      const statsRequest = { url: `${url}/api/admin/stats`, connections: 10, headers: { Authorization: `Bearer ${access_token}` } };
      const stats = await measure(`GET /api/admin/stats (${size.toLocaleString('it-IT')} eventi, nessuna scrittura)`, statsRequest);
      // Stats while events keep arriving: every write invalidates the cache, so each answer recomputes.
      const [statsUnderLoad, background] = await Promise.all([
        measure(`GET /api/admin/stats (${size.toLocaleString('it-IT')} eventi, con scritture in corso)`, statsRequest),
        measure('(scritture in sottofondo)', {
          url: `${url}/api/track/page-view`,
          method: 'POST',
          connections: 5,
          amount: Math.max(50, Math.round(TRACK_REQUESTS / 10)),
          headers: { 'Content-Type': 'application/json', 'User-Agent': UA },
          body: JSON.stringify({ page_url: 'https://pizzeria1.it/', session_id: 'bench_background' }),
        }),
      ]);
      await stopChild(child);
      const stored = await countStored(dataDir);
      const expected = size + track.ok + background.ok;
      if (stored !== expected) throw new Error(`Eventi persi: attesi ${expected}, trovati ${stored}`);
      console.log(`  ${size} eventi: ${track.ok + background.ok} accettati, ${stored} nei file dopo l'arresto: nessuno perso.`);
      return [track, stats, statsUnderLoad];
    } finally {
      if (child.exitCode === null) await stopChild(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
  console.log(`Macchina: ${cpus().length} core (${cpus()[0]?.model ?? 'n/d'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; ${DURATION} s per misura; carico medio 1/5/15 min all'inizio: ${load()}.`);
  const rows: Row[] = [];
  const bare = await startChild(['reference-server/bench/bare-koa.ts'], {});
  rows.push(await measure('GET bare Koa (tetto)', { url: bare.url, connections: 50 }));
  await stopChild(bare.child);
  for (const size of [10_000, 100_000]) rows.push(...(await benchSize(size)));
  console.log(`Carico medio alla fine: ${load()}.`);
  console.log('\n| scenario | req/s | p99 (ms) | 2xx | errori |\n|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.reqPerSec} | ${r.p99} | ${r.ok} | ${r.errors} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
