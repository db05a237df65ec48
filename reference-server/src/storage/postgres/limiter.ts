/**
 * The rate-limit port over PostgreSQL: limits shared by every server process on the database.
 * Same rule as the in-memory limiter (core/backend/limit-slots.ts), call for call (the cases of
 * core/backend/limiter-cases.ts run on both), so both backends answer alike: per key, the slots of the
 * window that hold counted points (at most 61, each with its count and the instant of its last point); a
 * refused call is not counted. A key's row keeps its size whatever its count, so a call costs the same
 * from an address that made one call in the window as from one that made a hundred thousand.
 *
 * Calls that arrive together are counted together: while one statement runs, the next calls of the
 * rule gather, and `rate_limit_consume` (migration 1764700000000) decides them all in arrival order,
 * each key's row locked, read and written once, always found through the primary key. A tracking flood
 * from many visitors thus costs a statement per batch, not one per request, and sixty login attempts
 * sent at once to several processes still let only `points` through (the row lock orders the batches).
 * The function commits without waiting for the WAL flush: counts need no durability, and no call waits
 * for a disk flush. Instants come from the backend clock.
 */
import type pg from 'pg';
import {
  ALLOWED,
  refusedFor,
  type LimitDecision,
  type LimiterFactory,
  type LimitRule,
} from '@core/backend/limiter-port';
import { systemClock, type Clock } from '@core/backend/ports';
import { guarded } from './pool';

const CONSUME_SQL = 'SELECT ord, allowed, retry_ms FROM rate_limit_consume($1, $2, $3, $4, $5, $6)';

/** Removes keys whose newest point has left its window (run now and then, from any process). */
const SWEEP_SQL = 'DELETE FROM rate_limits WHERE touched_ms + window_ms <= $1';
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Calls decided by one statement at the most. */
const MAX_BATCH = 500;

interface Attempt {
  key: string;
  points: number;
  resolve: (decision: LimitDecision) => void;
  reject: (error: unknown) => void;
}

/** One rule's calls, batched: at most one statement in flight per rule and process. */
class BatchedConsumer {
  private queue: Attempt[] = [];
  private draining = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly rule: LimitRule,
    private readonly clock: Clock,
  ) {}

  consume(key: string, points: number): Promise<LimitDecision> {
    return new Promise((resolve, reject) => {
      this.queue.push({ key, points, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      // Yield once so that calls made in the same tick share the first statement.
      await Promise.resolve();
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const decisions = await this.decide(batch);
          batch.forEach((attempt, i) => attempt.resolve(decisions[i]!));
        } catch (error) {
          for (const attempt of batch) attempt.reject(error);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async decide(batch: Attempt[]): Promise<LimitDecision[]> {
    const { rows } = await guarded(() =>
      this.pool.query<{ ord: number; allowed: boolean; retry_ms: number }>({
        name: 'rate-limit-consume',
        text: CONSUME_SQL,
        values: [
          this.rule.name,
          batch.map((a) => a.key),
          batch.map((a) => a.points),
          this.clock.now(),
          this.rule.points,
          this.rule.windowMs,
        ],
      }),
    );
    const decisions: LimitDecision[] = new Array(batch.length);
    for (const row of rows) {
      decisions[row.ord - 1] = row.allowed ? ALLOWED : refusedFor(row.retry_ms);
    }
    return decisions;
  }
}

export function postgresLimiterFactory(pool: pg.Pool, clock: Clock = systemClock): LimiterFactory {
  let lastSweep = clock.now();
  return (rule) => {
    const consumer = new BatchedConsumer(pool, rule, clock);
    return {
      consume(key, points = 1) {
        const now = clock.now();
        if (now - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = now;
          pool.query(SWEEP_SQL, [now]).catch(() => {});
        }
        return consumer.consume(key, points);
      },
      async reset(key) {
        await guarded(() => pool.query('DELETE FROM rate_limits WHERE rule = $1 AND key = $2', [rule.name, key]));
      },
    };
  };
}
