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

/**
 * One rule: at most `points` per key within any `windowMs`. Every implementation keeps it the same way,
 * call for call (the cases of limiter-cases.ts):
 * - a call is counted first and answered after; a refused call is not counted;
 * - never more than `points` counted within any window, however the calls are spread (the contract's
 *   "after 10 failures from one IP within 15 minutes, 429"): a burst of `points` at once is refused for
 *   exactly one window, then frees up whole;
 * - a refusal's Retry-After is when enough of the oldest counted points have left the window (at most the
 *   window: a request of more than `points` waits a whole one);
 * - a key keeps SLOTS_PER_WINDOW slots of the window at most, each with the count of its points and the
 *   instant of its last one, and a slot's points leave the window together with its last one: a point may
 *   stay counted up to a sixtieth of the window longer than its own instant (1 s of a minute, 15 s of the
 *   login's 15 minutes), never shorter. So what a key costs to store and to decide does not grow with its
 *   count: one address at a hundred thousand calls a minute costs what one at ten does.
 */
export interface LimitRule {
  name: string;
  points: number;
  windowMs: number;
}

/** The slots a key's window is kept in (PostgreSQL's rate_limit_consume divides it the same way). */
export const SLOTS_PER_WINDOW = 60;

/** A slot's width: a sixtieth of the window, in whole milliseconds (at least 1). */
export function slotWidthMs(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / SLOTS_PER_WINDOW));
}

/** Builds the limiter of a rule; each store (memory, PostgreSQL) provides one. */
export type LimiterFactory = (rule: LimitRule) => Limiter;
