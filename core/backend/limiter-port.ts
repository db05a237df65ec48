/**
 * The rate-limit port: counters that hold under concurrency and across server processes.
 *
 * Every limit of the product (login failures, tracking calls, questionnaire starts and messages) goes
 * through one `Limiter` per rule. `consume` counts first and answers after, atomically, so sixty
 * requests sent at once cannot all pass a limit of ten. Implementations: in memory (core, for the mock,
 * the embedded single-process server and unit tests) and PostgreSQL (shared by every process on one
 * database).
 */
export interface LimitDecision {
  /** False once the key has used up its points in the window. */
  allowed: boolean;
  /** When not allowed: whole seconds until a point frees up (at least 1). 0 when allowed. */
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Counts `points` (default 1) for the key now, then says whether the key is still within its limit. */
  consume(key: string, points?: number): Promise<LimitDecision>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

/** The decision of a call within its limit (shared by every implementation). */
export const ALLOWED: LimitDecision = { allowed: true, retryAfterSeconds: 0 };

/** The decision of a refused call whose first point frees up in `waitMs`: whole seconds, at least 1. */
export function refusedFor(waitMs: number): LimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** One rule: at most `points` per key within `windowMs`. */
export interface LimitRule {
  name: string;
  points: number;
  windowMs: number;
}

/** Builds the limiter of a rule; each store (memory, PostgreSQL) provides one. */
export type LimiterFactory = (rule: LimitRule) => Limiter;
