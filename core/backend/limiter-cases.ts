/**
 * The rule of the rate-limit port at its boundaries, as a table every implementation runs: core's in-memory
 * limiter (memory-limiter.test.ts) and PostgreSQL's (reference-server/test/postgres-limiter.test.ts), so
 * that both backends answer alike call for call. Each case is a rule and calls at instants from its start,
 * made one after the other; each call says what it must get: `true` (allowed) or the Retry-After, in
 * seconds, of a refusal. Cases start on a whole minute (LIMITER_CASES_START), as slots and fixed windows
 * would be aligned.
 */
import type { LimitDecision, LimiterFactory, LimitRule } from './limiter-port';

const MINUTE = 60_000;

/** When every case starts: a whole hour, so the 1 s slots of a one-minute window start with the case. */
export const LIMITER_CASES_START = Date.parse('2026-05-04T08:00:00Z');

export interface LimiterCall {
  /** Milliseconds since the case's start. */
  at: number;
  key?: string;
  points?: number;
  /** Forget the key instead of counting (a successful login). */
  reset?: true;
  /** Allowed, or the Retry-After (whole seconds) of the refusal. */
  expect?: true | number;
}

export interface LimiterCase {
  name: string;
  rule: Omit<LimitRule, 'name'>;
  calls: LimiterCall[];
}

export const LIMITER_CASES: LimiterCase[] = [
  {
    name: 'a burst of `points` at once is refused for exactly the window, then the whole burst frees up',
    rule: { points: 3, windowMs: MINUTE },
    calls: [
      { at: 0, expect: true },
      { at: 0, expect: true },
      { at: 0, expect: true },
      { at: 0, expect: 60 },
      { at: 59_999, expect: 1 },
      { at: 60_000, expect: true },
      { at: 60_000, expect: true },
      { at: 60_000, expect: true },
      { at: 60_000, expect: 60 },
    ],
  },
  {
    // Not a rate that gives a point back every window/points (GCRA with a burst of `points`): it would let
    // the call at 59 999 through, a fourth within one window.
    name: 'never more than `points` within any window, however the calls are spread',
    rule: { points: 3, windowMs: MINUTE },
    calls: [
      { at: 0, expect: true },
      { at: 20_000, expect: true },
      { at: 40_000, expect: true },
      { at: 59_999, expect: 1 },
      { at: 60_000, expect: true },
      { at: 60_001, expect: 20 },
      { at: 80_000, expect: true },
      { at: 99_999, expect: 1 },
      { at: 100_000, expect: true },
    ],
  },
  {
    // Not two fixed windows, the previous one weighted by how much of it the sliding window still covers:
    // with minutes from 0, it would count 3 x 2/3 + 0 at 80 000 and let a fourth call through.
    name: 'calls late in one minute still count early in the next',
    rule: { points: 3, windowMs: MINUTE },
    calls: [
      { at: 50_000, expect: true },
      { at: 55_000, expect: true },
      { at: 59_000, expect: true },
      { at: 80_000, expect: 30 },
      { at: 109_999, expect: 1 },
      { at: 110_000, expect: true },
      { at: 110_000, expect: 5 },
    ],
  },
  {
    name: 'a refused call is not counted: knocking harder does not keep a key blocked longer',
    rule: { points: 2, windowMs: 10_000 },
    calls: [
      { at: 0, expect: true },
      { at: 0, expect: true },
      { at: 5_000, expect: 5 },
      { at: 9_000, expect: 1 },
      { at: 9_999, expect: 1 },
      { at: 10_000, expect: true },
      { at: 10_000, expect: true },
      { at: 10_000, expect: 10 },
    ],
  },
  {
    name: 'several points at once: the refusal waits for the oldest points that must leave',
    rule: { points: 4, windowMs: MINUTE },
    calls: [
      { at: 0, points: 2, expect: true },
      { at: 10_000, points: 1, expect: true },
      { at: 20_000, points: 2, expect: 40 },
      { at: 20_000, points: 1, expect: true },
      { at: 30_000, points: 3, expect: 40 },
      { at: 30_000, points: 5, expect: 60 },
      { at: 70_000, points: 3, expect: true },
    ],
  },
  {
    name: 'keys count apart, a reset forgets one, and a request larger than the rule is refused a whole window',
    rule: { points: 1, windowMs: 15 * MINUTE },
    calls: [
      { at: 0, key: 'a', expect: true },
      { at: 0, key: 'a', expect: 900 },
      { at: 0, key: 'b', expect: true },
      { at: 1_000, key: 'a', reset: true },
      { at: 1_000, key: 'a', expect: true },
      { at: 1_000, key: 'b', expect: 899 },
      { at: 1_000, key: 'c', points: 2, expect: 900 },
    ],
  },
  {
    // The one way the rule differs from an exact log of every instant: a window keeps 60 slots of a
    // sixtieth of it each (here 1 s), and a slot's points leave together with its last one, so a point may
    // stay counted up to a sixtieth of the window longer, never shorter.
    name: "points of one slot (a sixtieth of the window) leave together, with the slot's last point",
    rule: { points: 2, windowMs: MINUTE },
    calls: [
      { at: 100, expect: true },
      { at: 900, expect: true },
      { at: 60_100, expect: 1 },
      { at: 60_899, expect: 1 },
      { at: 60_900, expect: true },
      { at: 60_900, expect: true },
      { at: 60_901, expect: 60 },
    ],
  },
  {
    name: 'points a slot apart leave one by one',
    rule: { points: 2, windowMs: MINUTE },
    calls: [
      { at: 999, expect: true },
      { at: 1_000, expect: true },
      { at: 60_998, expect: 1 },
      { at: 60_999, expect: true },
      { at: 60_999, expect: 1 },
      { at: 61_000, expect: true },
    ],
  },
];

/** What each counting call of a case got: `true`, or the Retry-After of the refusal. */
export type Observed = (true | number)[];

/**
 * Runs a case's calls, one after the other, on a limiter of `factory` whose clock `setNow` moves, under a
 * rule named `name` (one per case, so that a shared database keeps the cases apart).
 */
export async function runLimiterCase(
  factory: LimiterFactory,
  setNow: (ms: number) => void,
  limiterCase: LimiterCase,
  name: string,
): Promise<{ observed: Observed; expected: Observed }> {
  const limiter = factory({ name, ...limiterCase.rule });
  const observed: Observed = [];
  const expected: Observed = [];
  for (const call of limiterCase.calls) {
    setNow(LIMITER_CASES_START + call.at);
    const key = call.key ?? 'k';
    if (call.reset) {
      await limiter.reset(key);
      continue;
    }
    const decision: LimitDecision = await limiter.consume(key, call.points ?? 1);
    observed.push(decision.allowed ? true : decision.retryAfterSeconds);
    expected.push(call.expect!);
  }
  return { observed, expected };
}
