/**
 * A store the benchmark measures: it seeds its own storage directly (never over HTTP) and runs the
 * reference server on it. Add a target (PostgreSQL...) by implementing this and listing it in
 * bench-server.ts's `targets`.
 */
import type { StoredEvent } from '@core/backend/store';

export interface RunningTarget {
  url: string;
  /** The server process, for its RSS. */
  pid: number;
  /** The postmaster of the target's own PostgreSQL cluster, whose processes' CPU a measurement counts. */
  postmasterPid?: number;
  /** Time from spawn to listening (start-up with the seeded data). */
  startMs: number;
  /**
   * Adds `count` events inside the store itself, spread evenly over [fromMs, toMs), while the server
   * runs, and returns once they are counted (folded into the rollups). For sizes a Node generator
   * could not seed in minutes; only a store that can generate rows itself offers it (PostgreSQL:
   * generate_series through the ingestion statement).
   */
  grow?(count: number, fromMs: number, toMs: number): Promise<void>;
  stop(): Promise<void>;
}

export interface BenchTarget {
  name: string;
  /** Seeds the events (oldest first), starts the server with `env`, resolves once it listens. */
  start(seed: Iterable<StoredEvent>, env: Record<string, string>): Promise<RunningTarget>;
}
