/**
 * Batched ingestion. Tracking requests that arrive together share one INSERT statement (the rollups
 * follow in the fold, rollup-folder.ts): while one batch is being written, the next one gathers, so
 * under load each round trip and each commit carry many events. Every request is answered only after
 * the statement holding its event has committed, so `kill -9` never loses an acknowledged event.
 *
 * A batch that fails for a reason other than the database being unreachable is retried one event at a
 * time: an event the database refuses fails only its own request, never its neighbours'.
 */
import type pg from 'pg';
import { problems } from '@core/problems';
import type { StoredEvent } from '@core/backend/store';
import { batchParameters, INSERT_EVENTS_SQL } from './ingest-sql';
import { isUnavailable, serviceUnavailable } from './pool';

interface Pending {
  event: StoredEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** SQLSTATEs worth a retry of the same statement: deadlock, serialization failure. */
const TRANSIENT = new Set(['40P01', '40001']);

export const MAX_BATCH = 500;
/**
 * Statements in flight at once per process: while one commits (waiting on the WAL flush), the next
 * batch is already on its way. They share no row, so neither waits for the other.
 */
export const PARALLEL_BATCHES = 2;

export class EventWriter {
  private queue: Pending[] = [];
  private workers = 0;
  private running: Promise<void> | null = null;
  /** Statements executed (for tests and the benchmark: far fewer than events under load). */
  batches = 0;

  constructor(private readonly pool: pg.Pool) {}

  append(event: StoredEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      if (this.workers < PARALLEL_BATCHES) this.startWorker();
    });
  }

  private startWorker(): void {
    this.workers += 1;
    const worker = this.drain().finally(() => {
      this.workers -= 1;
      if (this.workers === 0) this.running = null;
    });
    this.running = this.running ? Promise.all([this.running, worker]).then(() => undefined) : worker;
  }

  /** Stores events directly, in one statement per call (import); returns how many were new. */
  async insertBatch(events: readonly StoredEvent[]): Promise<number> {
    return this.execute(events);
  }

  /** Resolves once nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Yield once so that requests arriving in the same tick join the first batch.
    await Promise.resolve();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      await this.writeBatch(batch);
    }
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    try {
      await this.execute(batch.map((p) => p.event));
      for (const p of batch) p.resolve();
      return;
    } catch (error) {
      if (isUnavailable(error) || batch.length === 1) {
        const failure = toRequestError(error);
        for (const p of batch) p.reject(failure);
        return;
      }
    }
    // Isolate the event the database refused: each one alone, so only its own request fails.
    for (const p of batch) {
      try {
        await this.execute([p.event]);
        p.resolve();
      } catch (error) {
        p.reject(toRequestError(error));
      }
    }
  }

  private async execute(events: readonly StoredEvent[]): Promise<number> {
    const parameters = batchParameters(events);
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Named: each connection parses and plans the long statement once, not per batch.
        const result = await this.pool.query<{ inserted: number }>({
          name: 'ingest-events',
          text: INSERT_EVENTS_SQL,
          values: parameters,
        });
        this.batches += 1;
        return result.rows[0]?.inserted ?? 0;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (TRANSIENT.has(code) && attempt < 5) continue;
        throw error;
      }
    }
  }
}

/** What a request whose event could not be stored is answered. */
function toRequestError(error: unknown): unknown {
  if (isUnavailable(error)) return serviceUnavailable();
  const code = (error as { code?: string }).code ?? '';
  // Class 22 (data exception): a value the database cannot hold; the request is at fault.
  if (code.startsWith('22')) return problems.badRequest('L’evento contiene un valore che non può essere registrato.');
  return error;
}
