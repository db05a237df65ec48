/**
 * The fold that brings the PostgreSQL rollups up to date (rollup-folder.ts): every stored event is
 * counted exactly once however inserts from several processes and folds interleave, a dashboard read
 * counts every event acknowledged before it, and the periodic job catches up without any read.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@core/backend/store';
import { resolveDateRange } from '@core/dates';
import { storedEventOf } from '@core/ingestion';
import { silentLogger } from '../src/logger';
import { EventWriter } from '../src/storage/postgres/event-writer';
import { batchParameters, FOLD_SQL, INSERT_EVENTS_SQL } from '../src/storage/postgres/ingest-sql';
import { runner } from 'node-pg-migrate';
import { migrateDatabase, MIGRATIONS_DIR, MIGRATIONS_TABLE } from '../src/storage/postgres/migrate';
import { openPostgresStore } from '../src/storage/postgres/postgres-store';
import { BEGIN_FOLD, foldPending } from '../src/storage/postgres/rollup-folder';
import { createTestDatabase, type TestDatabase } from './support/postgres';

let db: TestDatabase;
let admin: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateDatabase(db.url);
  admin = new pg.Pool({ connectionString: db.url, max: 4 });
  // pool.end() resolves before its connections have closed, so afterAll's DROP ... WITH (FORCE) can end a
  // backend first; the pool then reports that connection's error, which without a listener fails the run.
  admin.on('error', () => {});
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

/** Steps the schema down through migration 1764300000000 (the gaps table) and every later one. */
async function stepDownGaps() {
  const applied = await runner({
    databaseUrl: db.url,
    dir: MIGRATIONS_DIR,
    migrationsTable: MIGRATIONS_TABLE,
    direction: 'down',
    timestamp: true,
    count: 1_764_300_000_000,
    log: () => {},
  });
  expect(applied.at(-1)?.name).toBe('1764300000000_session-day-gaps');
}

let serial = 0;
function pageView(site: string, timestamp = new Date().toISOString()): StoredEvent {
  serial += 1;
  return storedEventOf(
    'page_view',
    { session_id: `s${serial % 37}`, page_url: `https://${site}/p${serial % 5}`, page_title: 'Pagina' },
    `fold-${serial}`,
    timestamp,
  );
}

async function figures() {
  const { rows } = await admin.query<{
    stored: number;
    counted: number;
    by_day: number;
    watermark: number;
    last: number;
  }>(
    `SELECT (SELECT count(*) FROM events)::int AS stored,
            (SELECT coalesce(sum(events), 0) FROM rollup_days WHERE scope = '*' AND day = '-infinity')::int AS counted,
            (SELECT coalesce(sum(events), 0) FROM rollup_days WHERE scope = '*' AND day > '-infinity')::int AS by_day,
            (SELECT folded_seq FROM rollup_watermark)::int AS watermark,
            (SELECT coalesce(max(seq), 0) FROM events)::int AS last`,
  );
  return rows[0]!;
}

describe('PostgreSQL rollup fold', () => {
  it('counts every event once while writers of several processes and folds interleave', async () => {
    // Four pools stand for four server processes, each with its own batched writer; folds run in a
    // loop beside them (waiting and skipping ones), as the job and the dashboards of each process do.
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: db.url, max: 3 }));
    try {
      let writing = true;
      const writers = pools.map(async (pool, p) => {
        const writer = new EventWriter(pool);
        for (let round = 0; round < 30; round += 1) {
          await Promise.all(Array.from({ length: 25 }, () => writer.append(pageView(`sito${p}.it`))));
        }
      });
      const folds = pools.map(async (pool, p) => {
        let runs = 0;
        while (writing || runs === 0) {
          await foldPending(pool, { wait: p % 2 === 0 });
          runs += 1;
        }
      });
      await Promise.all(writers);
      writing = false;
      await Promise.all(folds);
      await foldPending(admin);
      const f = await figures();
      expect(f.stored).toBe(4 * 30 * 25);
      expect(f.counted).toBe(f.stored);
      expect(f.by_day).toBe(f.stored);
      expect(f.watermark).toBe(f.last);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  }, 60_000);

  it('never passes over a batch that drew its seq before a committed one but commits after it', async () => {
    // Batch A draws its seq and stays uncommitted; batch B draws a later seq and commits. A fold that
    // moved the watermark past B now would never count A: it must wait for A's commit.
    const before = await figures();
    const a = await admin.connect();
    try {
      await a.query('BEGIN');
      await a.query(INSERT_EVENTS_SQL, batchParameters([pageView('lento.it')]));
      await new EventWriter(admin).insertBatch([pageView('veloce.it')]);
      let foldDone = false;
      const fold = foldPending(admin).then((n) => {
        foldDone = true;
        return n;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(foldDone).toBe(false);
      await a.query('COMMIT');
      expect(await fold).toBe(2);
    } finally {
      a.release();
    }
    const after = await figures();
    expect(after.counted - before.counted).toBe(2);
    expect(after.watermark).toBe(after.last);
  });

  it('folds a backlog larger than one chunk in steps, and a second fold adds nothing', async () => {
    const writer = new EventWriter(admin);
    const before = await figures();
    const backlog = Array.from({ length: 1_200 }, () => pageView('arretrato.it', '2026-05-01T10:00:00.000Z'));
    for (let i = 0; i < backlog.length; i += 400) await writer.insertBatch(backlog.slice(i, i + 400));
    // A re-sent batch stores nothing, so nothing is counted twice.
    expect(await writer.insertBatch(backlog.slice(0, 400))).toBe(0);
    expect(await foldPending(admin, { chunk: 500 })).toBe(1_200);
    expect(await foldPending(admin)).toBe(0);
    const after = await figures();
    expect(after.counted - before.counted).toBe(1_200);
    const { rows } = await admin.query<{ page_views: number; visitors: number }>(
      `SELECT page_views::int, visitors::int FROM rollup_days WHERE scope = 'arretrato.it' AND day = '2026-05-01'`,
    );
    expect(rows[0]).toEqual({ page_views: 1_200, visitors: 37 });
  });

  it('plans the fold by index and without JIT on a database analyzed before its first events', async () => {
    // A fresh deployment or an import: statistics say every rollup table is empty when the first large
    // fold is planned. The lookups of each new session's other days must still use the index (a scan of
    // the table per lookup grows with the square of the backlog), and nothing is compiled.
    const fresh = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    pool.on('error', () => {});
    try {
      await migrateDatabase(fresh.url);
      await pool.query('ANALYZE');
      const backlog = Array.from({ length: 300 }, () => pageView('nuovo.it'));
      await pool.query({ text: INSERT_EVENTS_SQL, values: batchParameters(backlog) });
      const client = await pool.connect();
      try {
        await client.query(BEGIN_FOLD);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, FORMAT TEXT) ${FOLD_SQL}`,
          [0, 1_000_000],
        );
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Only Scan[^\n]* on rollup_sessions/);
        expect(plan).not.toMatch(/Seq Scan on rollup_sessions/);
        expect(plan).not.toMatch(/^JIT:/m);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      // And the fold itself, through the same transaction settings, counts the backlog.
      expect(await foldPending(pool)).toBe(300);
    } finally {
      await pool.end();
      await fresh.drop();
    }
  });

  it('unique visitors of every range stay exact when days of a session arrive out of order, fold by fold', async () => {
    // Sessions seen on several of twelve days; the events arrive in a shuffled order, a fold after every
    // few, so new days keep landing before, between and after days already folded (an import, late events).
    const site = 'visite.it';
    const first = Date.parse('2026-06-01T10:00:00Z');
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const sample = Array.from({ length: 240 }, (_, i) =>
      storedEventOf(
        'page_view',
        { session_id: `v${Math.floor(next() * 15)}`, page_url: `https://${site}/` },
        `visite-${i}`,
        new Date(first + Math.floor(next() * 12) * 86_400_000).toISOString(),
      ),
    );
    const shuffled = [...sample].sort(() => next() - 0.5);
    const writer = new EventWriter(admin);
    for (let i = 0; i < shuffled.length; i += 7) {
      await writer.insertBatch(shuffled.slice(i, i + 7));
      await foldPending(admin);
    }
    const days = Array.from({ length: 12 }, (_, d) => new Date(first + d * 86_400_000).toISOString().slice(0, 10));
    await expectExactVisitors(site, sample, days);
    // A database upgraded from before the gaps table fills it from the stored session-days.
    await stepDownGaps();
    await migrateDatabase(db.url);
    await expectExactVisitors(site, sample, days);
    // ...and keeps counting: sessions coming back on other days, and new ones, folded after the upgrade
    // (which also dropped the all-time session rows, migration 1764500000000).
    const later = Array.from({ length: 120 }, (_, i) =>
      storedEventOf(
        'page_view',
        { session_id: `v${Math.floor(next() * 20)}`, page_url: `https://${site}/` },
        `visite-dopo-${i}`,
        new Date(first + Math.floor(next() * 12) * 86_400_000).toISOString(),
      ),
    );
    for (let i = 0; i < later.length; i += 11) {
      await writer.insertBatch(later.slice(i, i + 11));
      await foldPending(admin);
    }
    await expectExactVisitors(site, [...sample, ...later], days);
  }, 60_000);

  async function expectExactVisitors(site: string, sample: StoredEvent[], days: string[]) {
    const store = await openPostgresStore(db.url, silentLogger);
    try {
      for (let a = 0; a < days.length; a += 1) {
        for (let b = a; b < days.length; b += 1) {
          const range = resolveDateRange(days[a], days[b]);
          const inside = sample.filter(
            (e) => Date.parse(e.timestamp) >= range.fromMs! && Date.parse(e.timestamp) < range.toMs!,
          );
          const stats = await store.stats(site, range, Date.parse('2026-07-01T00:00:00Z'));
          const visitors = new Set(inside.map((e) => e.session_id)).size;
          expect(stats.unique_visitors, `${days[a]}..${days[b]}`).toBe(visitors);
          // Page views without a width are desktop ones: the devices' day gaps hold the same visitors
          // (filled from the stored events by migration 1765000000000 on an upgrade).
          expect(stats.devices, `${days[a]}..${days[b]}`).toEqual([
            { device: 'phone', visitors: 0 },
            { device: 'tablet', visitors: 0 },
            { device: 'desktop', visitors },
          ]);
        }
      }
    } finally {
      await store.close();
    }
  }

  it('a read counts every acknowledged event at once, and the job folds without any read', async () => {
    const store = await openPostgresStore(db.url, silentLogger);
    try {
      const range = { start: null, end: null, fromMs: null, toMs: null };
      const site = 'lettura.it';
      await Promise.all(Array.from({ length: 40 }, () => store.appendEvent(pageView(site))));
      const stats = await store.stats(site, range, Date.now());
      expect(stats.total_page_views).toBe(40);

      await Promise.all(Array.from({ length: 15 }, () => store.appendEvent(pageView(site))));
      const deadline = Date.now() + 10_000;
      let f = await figures();
      while (f.watermark < f.last && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        f = await figures();
      }
      expect(f.watermark).toBe(f.last);
      expect(f.counted).toBe(f.stored);
    } finally {
      await store.close();
    }
  }, 30_000);
});
