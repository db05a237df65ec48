/**
 * Keeps the rollups current with the events (ingest-sql.ts, migration 1764100000000). Tracking only
 * appends events; a fold adds every event stored since the watermark to the rollups and moves the
 * watermark, in one transaction:
 * - every second, from each server process (whichever gets the lock; the others skip that round), so
 *   the rollups are never more than about a second behind, far inside the minute the design allows;
 * - before every dashboard read (`catchUp`), so a read counts every event acknowledged before it began,
 *   whichever process stored it: the figures are exact, not a second old.
 * Reads that arrive while a fold runs share the next one: one fold in flight and one waiting, at most.
 */
import type pg from 'pg';
import type { Logger } from '../../logger';
import { FOLD, FOLD_SQL, INGEST_GATE, LOCK_NAMESPACE } from './ingest-sql';

/**
 * Events added per transaction at most: a backlog (an import, a restart after a flood) folds in steps,
 * each a fraction of a second, so no step nears the statement timeout even on a loaded machine (a step
 * that timed out would be retried, and time out, for ever) and a read waiting for the lock waits for one
 * step only. 10 000 per step folds a backlog as fast as 50 000 does (100 000 events: 2.5-2.7 s either way).
 */
export const FOLD_CHUNK = 10_000;
export const FOLD_EVERY_MS = 1_000;

const LOCK = `${LOCK_NAMESPACE}, ${FOLD}`;
const GATE = `${LOCK_NAMESPACE}, ${INGEST_GATE}`;

/**
 * How every fold transaction starts.
 * - The fold's lookups of a session's other days in rollup_sessions must go through its index. Planned
 *   on a table whose statistics say it is empty (a database analyzed before traffic, as a fresh
 *   deployment or an import is), each lookup read the whole table instead, pages this very statement had
 *   just written included: 20 000 lookups of 0.15 ms each, a 50 000-event fold in 8 s instead of 1.3,
 *   growing with the square of the step. Every table the fold reads is read by key (the watermark's
 *   single row aside), so sequential scans are never the right plan here.
 * - Without JIT: the fold is short and runs every second, and the disabled scan of that single row adds
 *   a cost that would otherwise have it compiled at every run (2.4 s for the 50 000-event fold).
 */
export const BEGIN_FOLD = 'BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL jit = off';

/**
 * Folds every event committed before the call into the rollups, at most `chunk` per transaction;
 * returns how many were added. With `wait: false` it returns 0 at once when another fold holds the lock
 * (the periodic job); otherwise it waits for that fold and then adds what is left.
 */
export async function foldPending(pool: pg.Pool, { wait = true, chunk = FOLD_CHUNK } = {}): Promise<number> {
  if (!(await anythingPending(pool))) return 0;
  const client = await pool.connect();
  let failure: Error | undefined;
  let folded = 0;
  try {
    for (;;) {
      // BEGIN and the lock in one round trip (a simple query may hold several statements).
      if (wait) await client.query(`${BEGIN_FOLD}; SELECT pg_advisory_xact_lock(${LOCK})`);
      else {
        const results = (await client.query(
          `${BEGIN_FOLD}; SELECT pg_try_advisory_xact_lock(${LOCK}) AS got`,
        )) as unknown as pg.QueryResult<{ got?: boolean }>[];
        if (!results.at(-1)!.rows[0]!.got) {
          await client.query('ROLLBACK');
          return folded;
        }
      }
      const { from, upto } = await foldRange(client);
      const to = Math.min(upto, from + chunk);
      if (to > from) {
        const result = await client.query<{ folded: number }>({
          name: 'fold-rollups',
          text: FOLD_SQL,
          values: [from, to],
        });
        folded += result.rows[0]!.folded;
      }
      await client.query('COMMIT');
      if (to >= upto) return folded;
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // After a failure the connection is closed, not reused: the server ends its transaction and frees
    // every lock it held (the gate above is a session lock and would otherwise block all tracking).
    client.release(failure);
  }
}

/**
 * Whether any committed event may be missing from the rollups: one round trip instead of the fold's
 * four when there is none (a dashboard read on a quiet site, the periodic job between visits). Exact:
 * an event acknowledged before this call is committed, so its `seq` is at most the highest one this
 * statement sees; every `seq` up to the watermark was committed (or never will be) when it was set.
 */
async function anythingPending(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ pending: boolean }>({
    name: 'fold-pending',
    text: 'SELECT coalesce((SELECT max(seq) FROM events) > (SELECT folded_seq FROM rollup_watermark), false) AS pending',
  });
  return rows[0]!.pending;
}

/**
 * The watermark (`from`) and the highest `seq` below which every event is committed or will never be
 * (`upto`): read while holding the ingestion gate exclusively (session-level, released by the same
 * statement), so no insert is in flight. Each statement of a READ COMMITTED transaction takes a new
 * snapshot when it starts, after the lock was granted, so the read sees every insert that finished while
 * the lock was awaited.
 */
async function foldRange(client: pg.PoolClient): Promise<{ from: number; upto: number }> {
  await client.query(`SELECT pg_advisory_lock(${GATE})`);
  const { rows } = await client.query<{ folded: number; upto: number | null }>(
    `SELECT (SELECT folded_seq FROM rollup_watermark) AS folded, (SELECT max(seq) FROM events) AS upto,
            pg_advisory_unlock(${GATE})`,
  );
  return { from: rows[0]!.folded, upto: rows[0]!.upto ?? 0 };
}

/** The fold of one store: the periodic job, and `catchUp` for reads. */
export class RollupFolder {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private background: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  /** Resolves after a fold that started after this call (so it covers every event committed before it). */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const after = this.running.catch(() => {});
    this.queued = after.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<void> {
    const run = foldPending(this.pool).then(() => undefined);
    this.running = run;
    const clear = () => {
      if (this.running === run) this.running = null;
    };
    run.then(clear, clear);
    return run;
  }

  /** Starts the periodic fold (not a reason to keep the process alive). */
  startJob(everyMs = FOLD_EVERY_MS): void {
    let busy = false;
    let failing = false;
    this.timer ??= setInterval(() => {
      if (busy || this.running) return;
      busy = true;
      this.background = foldPending(this.pool, { wait: false })
        .then(() => {
          failing = false;
        })
        .catch((error: unknown) => {
          // Once per outage, not every second (reads report it to their callers as a 503).
          if (!failing)
            this.logger.error('rollup fold failed', { error: error instanceof Error ? error.message : String(error) });
          failing = true;
        })
        .finally(() => {
          busy = false;
        });
    }, everyMs);
    this.timer.unref();
  }

  /** Stops the job and waits for a fold in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([this.running, this.queued, this.background]);
  }
}
