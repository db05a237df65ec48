/**
 * The PostgreSQL limiter holds across processes: attempts sent at once through two pools (two server
 * processes) on one database let exactly `points` through; the window slides on the backend clock;
 * Retry-After says when the oldest counted points free up; a reset forgets the key; every boundary case
 * of the rule (core's limiter-cases.ts) gets what the in-memory limiter gives; and a key keeps one row of a
 * bounded size, however many calls it makes.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITER_CASES, runLimiterCase } from '@core/backend/limiter-cases';
import { SLOTS_PER_WINDOW } from '@core/backend/limiter-port';
import { createMemoryLimiter } from '@core/backend/memory-limiter';
import { silentLogger } from '../src/logger';
import { postgresLimiterFactory } from '../src/storage/postgres/limiter';
import { runner } from 'node-pg-migrate';
import { migrateDatabase, MIGRATIONS_DIR, MIGRATIONS_TABLE } from '../src/storage/postgres/migrate';
import { createPool } from '../src/storage/postgres/pool';
import { createTestDatabase, type TestDatabase } from './support/postgres';

let db: TestDatabase;
let pools: pg.Pool[] = [];
let now = Date.parse('2026-05-04T08:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateDatabase(db.url);
  pools = [createPool(db.url, silentLogger, { max: 20 }), createPool(db.url, silentLogger, { max: 20 })];
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db?.drop();
});

describe('PostgreSQL limiter', () => {
  it('lets exactly `points` of sixty simultaneous attempts through, across two processes', async () => {
    const rule = { name: 'login', points: 10, windowMs: 15 * 60_000 };
    const limiters = pools.map((pool) => postgresLimiterFactory(pool, clock)(rule));
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2]!.consume('203.0.113.7')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    for (const refused of decisions.filter((d) => !d.allowed)) expect(refused.retryAfterSeconds).toBe(15 * 60);
    // Another key is untouched.
    expect((await limiters[0]!.consume('198.51.100.1')).allowed).toBe(true);
  });

  it('slides the window on the backend clock and forgets a key on reset', async () => {
    const rule = { name: 'track', points: 2, windowMs: 60_000 };
    const limiter = postgresLimiterFactory(pools[0]!, clock)(rule);
    const start = now;
    expect((await limiter.consume('k')).allowed).toBe(true);
    now = start + 20_000;
    expect((await limiter.consume('k')).allowed).toBe(true);
    now = start + 30_000;
    const refused = await limiter.consume('k');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 }); // the first point frees up at +60 s
    now = start + 60_001;
    expect((await limiter.consume('k')).allowed).toBe(true); // the first point left the window
    expect((await limiter.consume('k')).allowed).toBe(false); // the +20 s point is still in it
    await limiter.reset('k');
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('decides calls sent together in arrival order, several keys and points at once, as the in-memory limiter does', async () => {
    const rule = { name: 'mixed', points: 4, windowMs: 60_000 };
    const shared = postgresLimiterFactory(pools[0]!, clock)(rule);
    const memory = createMemoryLimiter(rule, clock);
    const calls: [string, number][] = [
      ['a', 2],
      ['b', 3],
      ['a', 2],
      ['a', 1],
      ['b', 1],
      ['b', 1],
      ['c', 5],
      ['a', 1],
    ];
    const fromDatabase = await Promise.all(calls.map(([key, points]) => shared.consume(key, points)));
    const fromMemory = [];
    for (const [key, points] of calls) fromMemory.push(await memory.consume(key, points));
    expect(fromDatabase.map((d) => d.allowed)).toEqual([true, true, true, false, true, false, false, false]);
    expect(fromDatabase).toEqual(fromMemory);
  });

  describe('keeps the rule of the rate-limit port at its boundaries, as the in-memory limiter does', () => {
    it.each(LIMITER_CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_, limiterCase, i) => {
      const saved = now;
      try {
        const run = await runLimiterCase(
          postgresLimiterFactory(pools[0]!, clock),
          (ms) => (now = ms),
          limiterCase,
          `case-${i}`,
        );
        expect(run.observed).toEqual(run.expected);
      } finally {
        now = saved;
      }
    });
  });

  it('keeps one row of a bounded size per key, whatever its count: the sliding log of every instant is gone', async () => {
    // The log this replaced grew by 8 bytes a point: 100 000 calls in a minute held an 800 kB array, read,
    // sorted and written whole for every batch, so a call cost more the more its address had sent.
    // (Whether each call costs the same is measured by `npm run bench:server`, part `limiter`.)
    const { rows: columns } = await pools[0]!.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'rate_limits'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('hits');
    const rule = { name: 'flood', points: 100_000, windowMs: 60_000 };
    const limiter = postgresLimiterFactory(pools[0]!, clock)(rule);
    const start = now;
    const sizes: number[] = [];
    const slots: number[] = [];
    try {
      // 100 000 calls from one address over one minute, then 20 000 more over the next twenty seconds:
      // one every 600 µs, in batches of 500 sent together.
      for (let call = 0; call < 120_000; call += 500) {
        now = start + Math.floor(call * 0.6);
        const decisions = await Promise.all(Array.from({ length: 500 }, () => limiter.consume('198.51.100.9')));
        expect(decisions.every((d) => d.allowed || d.retryAfterSeconds <= 1)).toBe(true);
        if (call % 10_000 === 0) {
          const { rows } = await pools[0]!.query<{ keys: number; bytes: number; slots: number; total: number }>(
            `SELECT count(*)::int AS keys, max(pg_column_size(r.*))::int AS bytes,
                    max(cardinality(r.lasts))::int AS slots, max(r.total)::int AS total
               FROM rate_limits r WHERE r.rule = $1`,
            [rule.name],
          );
          const row = rows[0]!;
          expect(row.keys).toBe(1);
          expect(row.total).toBeLessThanOrEqual(rule.points);
          sizes.push(row.bytes);
          slots.push(row.slots);
        }
      }
    } finally {
      now = start;
    }
    // The row grows with the slots the first minute fills, then stays put: a full window of 100 000 points
    // in 61 slots of under a kilobyte in all.
    expect(Math.max(...slots)).toBe(SLOTS_PER_WINDOW + 1);
    expect(slots.at(-1)).toBe(SLOTS_PER_WINDOW + 1);
    expect(Math.max(...sizes)).toBeLessThan(1_000);
  });

  it('carries the logs of the previous schema over and back: a login blocked across the upgrade stays blocked', async () => {
    const fresh = await createTestDatabase();
    const migrate = (direction: 'up' | 'down', count: number, timestamp = false) =>
      runner({
        databaseUrl: fresh.url,
        dir: MIGRATIONS_DIR,
        migrationsTable: MIGRATIONS_TABLE,
        direction,
        count,
        timestamp,
        log: () => {},
      });
    const pool = createPool(fresh.url, silentLogger, { max: 2 });
    try {
      await migrate('up', 1_764_500_000_000, true);
      // Ten failures logged by the previous version: five 10 minutes ago, five a minute ago.
      const hits = [...Array<number>(5).fill(now - 600_000), ...Array<number>(5).fill(now - 60_000)];
      await pool.query(
        `INSERT INTO rate_limits (rule, key, hits, allowed, window_ms, touched_ms) VALUES ('login', 'k', $1, false, 900000, $2)`,
        [hits, now - 60_000],
      );
      // Up to the slots' migration only, so that one step down is that migration's own (later migrations
      // of other tables come after it).
      await migrate('up', 1_764_700_000_000, true);
      const rule = { name: 'login', points: 10, windowMs: 15 * 60_000 };
      // The first five leave the window 5 minutes from now.
      expect(await postgresLimiterFactory(pool, clock)(rule).consume('k')).toEqual({
        allowed: false,
        retryAfterSeconds: 300,
      });
      const { rows } = await pool.query(`SELECT counts, lasts, total FROM rate_limits`);
      expect(rows).toEqual([{ counts: [5, 5], lasts: [String(now - 600_000), String(now - 60_000)], total: 10 }]);
      await migrate('down', 1);
      const back = await pool.query(`SELECT hits FROM rate_limits`);
      expect(back.rows).toEqual([{ hits: hits.map(String) }]);
      expect(await postgresLimiterFactory(pool, clock)(rule).consume('k')).toEqual({
        allowed: false,
        retryAfterSeconds: 300,
      });
    } finally {
      await pool.end();
      await fresh.drop();
    }
  });

  it('a sweep of idle logs running at the same moment never refuses a call under the limit', async () => {
    // The sweep (any process, every 10 minutes) deletes logs whose window has passed; a visitor coming back
    // at that instant used to find its row gone between the function's insert and its locking read, and
    // was refused with nothing counted.
    const rule = { name: 'sweep-race', points: 5, windowMs: 60_000 };
    const limiter = postgresLimiterFactory(pools[0]!, clock)(rule);
    for (let round = 0; round < 150; round += 1) {
      const key = `visitor-${round}`;
      await pools[1]!.query(
        `INSERT INTO rate_limits (rule, key, counts, lasts, total, window_ms, touched_ms) VALUES ($1, $2, '{1}', $3, 1, $4, $5)`,
        [rule.name, key, [now - 120_000], rule.windowMs, now - 120_000],
      );
      const [decision] = await Promise.all([
        limiter.consume(key),
        pools[1]!.query('DELETE FROM rate_limits WHERE rule = $1 AND touched_ms + window_ms <= $2', [rule.name, now]),
      ]);
      expect(decision, `round ${round}`).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
  });

  it('looks keys up by the primary key even when the statistics say the table is empty', async () => {
    // A plan made while rate_limits was analyzed as empty (before traffic, after a night's sweep) read the
    // whole table for every key, for as long as the session kept the plan.
    const fresh = await createTestDatabase();
    try {
      await migrateDatabase(fresh.url);
      const pool = createPool(fresh.url, silentLogger, { max: 1 });
      try {
        await pool.query('ANALYZE rate_limits');
        const limiter = postgresLimiterFactory(pool, clock)({ name: 'track', points: 600, windowMs: 60_000 });
        for (let wave = 0; wave < 30; wave += 1) {
          await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.consume(`10.0.${wave}.${i}`)));
        }
      } finally {
        await pool.end(); // the backend reports its table statistics as it exits
      }
      const reader = createPool(fresh.url, silentLogger, { max: 1 });
      try {
        let scans = { idx_scan: 0, seq_tup_read: 0 };
        for (let attempt = 0; attempt < 50 && scans.idx_scan < 300; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const { rows } = await reader.query<{ idx_scan: number; seq_tup_read: number }>(
            `SELECT coalesce(idx_scan, 0)::int AS idx_scan, seq_tup_read::int AS seq_tup_read
               FROM pg_stat_user_tables WHERE relname = 'rate_limits'`,
          );
          scans = rows[0]!;
        }
        expect(scans.idx_scan).toBeGreaterThanOrEqual(300);
        expect(scans.seq_tup_read).toBe(0);
      } finally {
        await reader.end();
      }
    } finally {
      await fresh.drop();
    }
  });
});
