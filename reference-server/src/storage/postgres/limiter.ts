/**
 * The rate-limit port over PostgreSQL: limits shared by every server process on the database.
 * Same rule as the in-memory limiter (core/backend/memory-limiter.ts), so both backends answer alike:
 * a sliding log per key of the instants counted within the window; a refused call is not counted.
 * One upsert reads the log, decides and appends under the row's lock, so sixty attempts sent at once
 * to several processes still let only `points` through. Instants come from the backend clock.
 *
 * The upsert commits asynchronously (`synchronous_commit` off for its own transaction only): the row
 * lock is released as soon as the statement is done instead of after the WAL reaches the disk, so the
 * requests of one busy address (a tracking flood, or many visitors behind one NAT) do not queue one
 * disk flush each. Atomicity and isolation are unchanged; a crash of the database can forget the last
 * fraction of a second of counts, which for a throttle is harmless. Events are never committed this way.
 */
import type pg from 'pg';
import type { LimitDecision, LimiterFactory } from '@core/backend/limiter-port';
import { systemClock, type Clock } from '@core/backend/ports';
import { guarded } from './pool';

const CONSUME_SQL = `
WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true))
INSERT INTO rate_limits AS r (rule, key, hits, allowed, window_ms, touched_ms)
SELECT $1, $2, CASE WHEN $4::int <= $5::int THEN array_fill($3::bigint, ARRAY[$4::int]) ELSE '{}' END, $4::int <= $5::int, $6, $3
  FROM relaxed
ON CONFLICT (rule, key) DO UPDATE SET
  allowed = cardinality(rate_limit_recent(r.hits, $3 - $6)) + $4::int <= $5::int,
  hits = CASE WHEN cardinality(rate_limit_recent(r.hits, $3 - $6)) + $4::int <= $5::int
    THEN rate_limit_recent(r.hits, $3 - $6) || array_fill($3::bigint, ARRAY[$4::int])
    ELSE rate_limit_recent(r.hits, $3 - $6) END,
  window_ms = $6,
  touched_ms = $3
RETURNING allowed, hits`;

/** Removes logs whose newest point has left its window (run now and then, from any process). */
const SWEEP_SQL = 'DELETE FROM rate_limits WHERE touched_ms + window_ms <= $1';
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function postgresLimiterFactory(pool: pg.Pool, clock: Clock = systemClock): LimiterFactory {
  let lastSweep = clock.now();
  return (rule) => ({
    async consume(key, points = 1): Promise<LimitDecision> {
      const now = clock.now();
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        pool.query(SWEEP_SQL, [now]).catch(() => {});
      }
      const { rows } = await guarded(() =>
        pool.query<{ allowed: boolean; hits: string[] }>({
          name: 'rate-limit-consume',
          text: CONSUME_SQL,
          values: [rule.name, key, now, points, rule.points, rule.windowMs],
        }),
      );
      const { allowed, hits } = rows[0]!;
      if (allowed) return { allowed: true, retryAfterSeconds: 0 };
      const times = hits.map(Number);
      const oldest = times[Math.max(0, times.length + points - rule.points - 1)] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
    },
    async reset(key) {
      await guarded(() => pool.query('DELETE FROM rate_limits WHERE rule = $1 AND key = $2', [rule.name, key]));
    },
  });
}
