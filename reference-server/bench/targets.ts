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
  /** Time from spawn to listening (start-up with the seeded data). */
  startMs: number;
  stop(): Promise<void>;
}

export interface BenchTarget {
  name: string;
  /** Seeds the events (oldest first), starts the server with `env`, resolves once it listens. */
  start(seed: Iterable<StoredEvent>, env: Record<string, string>): Promise<RunningTarget>;
}
