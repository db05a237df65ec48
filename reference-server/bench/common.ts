/**
 * Shared pieces of `npm run bench:server`: child processes, the load generators (autocannon for
 * writes; a small keep-alive loop for reads, which reports p95), RSS, and the synthetic events.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Instance as AutocannonRun, type Result as AutocannonResult } from 'autocannon';
import type { StoredEvent } from '@core/backend/store';
import { storedEventOf } from '@core/ingestion';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const CONNECTIONS = 50;
export const PAGES = [
  '/',
  '/menu',
  '/prenota',
  '/contatti',
  '/chi-siamo',
  '/galleria',
  '/offerte',
  '/blog',
  '/faq',
  '/privacy',
  '/lavora-con-noi',
  '/eventi',
];
export const SITES = 20;
/** Dashboards reading at once (each keeps one request in flight). */
export const READERS = Number(process.env.BENCH_READERS ?? 4);

export interface Row {
  target: string;
  scenario: string;
  reqPerSec: number | null;
  p95: number | null;
  p99: number | null;
  ok: number;
  errors: number;
  note?: string;
  /** CPU per answered request (µs) of the server, of every PostgreSQL process, and of this load generator. */
  cpu?: CpuPerCall;
}

export interface CpuPerCall {
  server: number;
  database: number;
  generator: number;
}

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
}

/** Starts the reference server as `npm start` runs it (the same Node flags). */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return startChild(['reference-server/src/main.ts'], env, serverNodeFlags());
}

export function startChild(
  args: string[],
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's fields in /proc/<pid>/stat after its command name (which may hold spaces, hence the split on
 * ") "): [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime (the children it has waited for).
 * Null once it is gone.
 */
function statOf(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; 0 once it is gone). */
function cpuSecondsOf(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/**
 * CPU seconds used so far by PostgreSQL. With the postmaster's pid, by that cluster alone: the postmaster
 * with the children it has reaped (backends that closed) and every child still running (backends, WAL
 * writer, ...), so that other clusters on a shared machine, such as another target's, do not count.
 * Without it (a server of BENCH_DATABASE_URL), every PostgreSQL process of the machine.
 */
function postgresCpuSeconds(postmasterPid?: number): number {
  let total = 0;
  if (postmasterPid !== undefined) {
    const own = statOf(postmasterPid);
    if (own) total += own.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / CLOCK_TICKS;
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (postmasterPid !== undefined) {
        if (statOf(entry)?.[1] === String(postmasterPid)) total += cpuSecondsOf(Number(entry));
      } else if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) {
        total += cpuSecondsOf(Number(entry));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

function cpuNow(serverPid: number, postmasterPid?: number) {
  const own = process.cpuUsage();
  return {
    server: cpuSecondsOf(serverPid),
    database: postgresCpuSeconds(postmasterPid),
    generator: (own.user + own.system) / 1e6,
  };
}

/**
 * Where the CPU of a measurement went, per answered request: a figure that does not move with this
 * machine's speed the way requests per second do, and that tells the server's share from the database's.
 */
async function measuringCpu<T>(
  { serverPid, postmasterPid }: { serverPid?: number; postmasterPid?: number },
  answered: (result: T) => number,
  run: () => Promise<T>,
) {
  if (serverPid === undefined) return { result: await run(), cpu: undefined };
  const before = cpuNow(serverPid, postmasterPid);
  const result = await run();
  const after = cpuNow(serverPid, postmasterPid);
  const calls = Math.max(1, answered(result));
  const perCall = (key: keyof CpuPerCall) => Math.round(((after[key] - before[key]) * 1e6) / calls);
  return { result, cpu: { server: perCall('server'), database: perCall('database'), generator: perCall('generator') } };
}

/** CPU per answered request, for a table's note column (empty when not measured). */
function cpuNote(cpu: CpuPerCall | undefined): string | undefined {
  if (!cpu) return undefined;
  return `CPU per richiesta: server ${cpu.server} µs, PostgreSQL ${cpu.database} µs, generatore di carico ${cpu.generator} µs`;
}

/** Resident memory of a process in MiB (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Tracking calls come from many visitors: each request carries one of VISITOR_ADDRESSES client
 * addresses in X-Forwarded-For (the server runs with TRUST_PROXY_HOPS=1, as behind a reverse proxy),
 * so the per-address tracking limit (600 a minute by default) is exercised as in production, on many
 * keys, instead of being lifted for one address sending a thousand events a second.
 */
export const VISITOR_ADDRESSES = 2_000;
export const visitorAddress = (n: number, addresses = VISITOR_ADDRESSES): string => {
  const k = n % addresses;
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
};
/**
 * The environment of a server under test by these load generators. The benchmark's sites (sito0.it ...)
 * are not all clients' domains: the daily quota of unknown sites is raised past any run, so every event is
 * stored as before (each one is also counted against that quota: on PostgreSQL, one upsert per batch).
 */
export const PROXIED_SERVER_ENV = { TRUST_PROXY_HOPS: '1', TRACK_UNKNOWN_SITES_PER_DAY: '1000000000' } as const;

/**
 * Unmeasured load on bare Koa before its first ceiling, so that neither it nor this process's load
 * generator is measured while still compiling its hot paths.
 */
export async function warmUpBareKoa(url: string): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: 5 });
}

/**
 * Requests sent before each ingestion measurement, so that what is measured is a server in its steady state
 * (JIT, inline caches, pools and the young generation's size settled), as a server that has run for hours
 * is. A freshly started reference server needs tens of thousands: with records in memory, four 22 000-call
 * runs in a row cost it 255, 200, 152 and 169 µs of CPU per call (2 000 warm-up calls were the default
 * until 25 November 2026, so earlier figures measured it mostly warming up); bare Koa settles within a few
 * thousand.
 */
export const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP ?? 20_000);

/** How a run of `writeLoad` sends its POSTs. */
export interface WriteLoadOptions {
  connections?: number;
  /** The server process, whose CPU per call is measured (with PostgreSQL's and this process's). */
  serverPid?: number;
  /** The postmaster of the server's own cluster: only that cluster's CPU is PostgreSQL's (else the machine's). */
  postmasterPid?: number;
  /** Unmeasured calls first (WARMUP_REQUESTS by default; 0 for a run that follows another on the same server). */
  warmup?: number;
  /** Client addresses the calls come from, in turn (VISITOR_ADDRESSES by default). */
  addresses?: number;
}

/**
 * A fixed number of POSTs over CONNECTIONS connections (every request answered: counts are exact),
 * after WARMUP_REQUESTS unmeasured ones. Throughput is answered requests over wall time.
 */
export async function writeLoad(
  target: string,
  scenario: string,
  url: string,
  amount: number,
  { connections = CONNECTIONS, serverPid, postmasterPid, warmup = WARMUP_REQUESTS, addresses }: WriteLoadOptions = {},
): Promise<Row> {
  if (warmup > 0) await postLoad(url, warmup, connections, addresses);
  const {
    result: { result, reqPerSec },
    cpu,
  } = await measuringCpu(
    { serverPid, postmasterPid },
    (run) => run.result['2xx'],
    () => timedRun(postLoad(url, amount, connections, addresses)),
  );
  return {
    cpu,
    note: cpuNote(cpu),
    target,
    scenario,
    reqPerSec,
    p95: null,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * A run of a fixed number of requests, and its throughput: answered requests over the time until the last
 * answer. autocannon itself notices that such a run is over only at its next whole-second tick, so its
 * own duration (and any rate computed from it) rounds every run up to whole seconds: 20 000 answers in
 * 1.3 s read as 2.0 s, and the figures of short runs came out as 20 000 / n.
 */
export async function timedRun(run: AutocannonRun): Promise<{ result: AutocannonResult; reqPerSec: number }> {
  const started = performance.now();
  let lastAnswer = started;
  run.on('response', () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  return { result, reqPerSec: Math.round(result['2xx'] / ((lastAnswer - started) / 1000)) };
}

function postLoad(url: string, amount: number, connections: number, addresses?: number): AutocannonRun {
  let n = 0;
  return autocannon({
    url,
    method: 'POST',
    connections,
    amount,
    headers: { 'Content-Type': 'application/json', 'User-Agent': UA },
    // Distinct sessions and pages, as real traffic (one session would make every figure trivial).
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: { ...req.headers, 'X-Forwarded-For': visitorAddress(n, addresses) },
            body: JSON.stringify({
              page_url: `https://sito${n % SITES}.it${PAGES[n % PAGES.length]}`,
              page_title: 'Pagina',
              session_id: `bench_${n % 5000}`,
              viewport_width: 1280,
            }),
          };
        },
      },
    ],
  });
}

/** GETs from `concurrency` keep-alive loops for `seconds`; latency percentiles measured per request. */
export async function readLoad(
  target: string,
  scenario: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  concurrency = READERS,
): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        try {
          const r = await fetch(url, { headers });
          await r.arrayBuffer();
          if (r.ok) latencies.push(performance.now() - start);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!) : null;
  return {
    target,
    scenario,
    reqPerSec: Math.round(latencies.length / seconds),
    p95: at(0.95),
    p99: at(0.99),
    ok: latencies.length,
    errors,
  };
}

/** Background writes at a modest pace while reads are measured (the dashboard of a busy day). */
export function backgroundWrites(url: string, seconds: number) {
  return writeLoadFor(url, seconds, 5);
}

async function writeLoadFor(url: string, seconds: number, connections: number) {
  let n = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'Content-Type': 'application/json', 'User-Agent': UA },
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: { ...req.headers, 'X-Forwarded-For': visitorAddress(n) },
            body: JSON.stringify({
              page_url: `https://sito${n % SITES}.it/`,
              session_id: `bg_${n}`,
              viewport_width: 1280,
            }),
          };
        },
      },
    ],
  });
  return {
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
    reqPerSec: Math.round(result.requests.average),
  };
}

/**
 * Synthetic stored events, as the ingestion pipeline stores them: `count` events spread evenly over
 * [fromMs, toMs), SITES sites x 12 pages, ~count/5 sessions; 60% views, 30% clicks, 5% conversions,
 * 5% scrolls (with the document height).
 */
export function* syntheticEvents(
  count: number,
  fromMs: number,
  toMs: number,
  idPrefix: string,
): Generator<StoredEvent> {
  const span = toMs - fromMs;
  const sessions = Math.max(1, Math.floor(count / 5));
  for (let i = 0; i < count; i += 1) {
    const timestamp = new Date(fromMs + Math.floor((span * i) / count)).toISOString();
    const session_id = `session_${(i * 7919) % sessions}`;
    // Type, site and page vary independently (every site gets every kind of event on every page).
    const page_url = `https://sito${Math.floor(i / 20) % SITES}.it${PAGES[Math.floor(i / 7) % PAGES.length]}`;
    const r = i % 20;
    const id = `${idPrefix}${i}`;
    if (r < 12)
      yield storedEventOf(
        'page_view',
        { session_id, page_url, page_title: `Pagina ${i % PAGES.length}`, viewport_width: 1280 },
        id,
        timestamp,
      );
    else if (r < 18)
      yield storedEventOf(
        'click',
        {
          session_id,
          page_url,
          element_text: `Pulsante ${i % 25}`,
          click_type: 'cta',
          click_x: (i % 100) / 100,
          click_y: (i * 37) % 3000,
          viewport_width: i % 2 ? 1280 : 390,
        },
        id,
        timestamp,
      );
    else if (r === 18)
      yield storedEventOf(
        'conversion',
        { session_id, page_url, conversion_type: 'questionnaire_completed', plan_type: 'basic', value: 9 },
        id,
        timestamp,
      );
    else
      yield storedEventOf(
        'scroll',
        { session_id, page_url, depth_percent: i % 101, document_height: 2400, viewport_width: 1280 },
        id,
        timestamp,
      );
  }
}
