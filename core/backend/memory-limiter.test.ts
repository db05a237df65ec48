import { describe, expect, it } from 'vitest';
import { consumeSlots, emptySlots } from './limit-slots';
import { LIMITER_CASES, runLimiterCase } from './limiter-cases';
import { SLOTS_PER_WINDOW } from './limiter-port';
import { createMemoryLimiter, memoryLimiterFactory } from './memory-limiter';

function setup(points = 3, windowMs = 60_000) {
  const clock = { t: 1_000_000, now: () => clock.t };
  return { clock, limiter: createMemoryLimiter({ name: 'test', points, windowMs }, clock) };
}

describe('in-memory limiter', () => {
  it('counts before it answers: of many calls made at once only `points` pass', async () => {
    const { limiter } = setup(10);
    const decisions = await Promise.all(Array.from({ length: 60 }, () => limiter.consume('203.0.113.7')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    for (const refused of decisions.filter((d) => !d.allowed)) expect(refused.retryAfterSeconds).toBe(60);
  });

  describe('keeps the rule of the rate-limit port at its boundaries', () => {
    const clock = { t: 0, now: () => clock.t };
    it.each(LIMITER_CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_, limiterCase, i) => {
      const run = await runLimiterCase(memoryLimiterFactory(clock), (ms) => (clock.t = ms), limiterCase, `case-${i}`);
      expect(run.observed).toEqual(run.expected);
    });
  });

  it('keeps a bounded number of slots per key, whatever its count: 100 000 calls in a minute hold 61', () => {
    const rule = { name: 'track', points: 100_000, windowMs: 60_000 };
    const slots = emptySlots();
    let most = 0;
    // 200 000 calls 600 µs apart, 100 000 a minute for two minutes: from the second on, every slot holds points.
    for (let call = 0; call < 200_000; call += 1) {
      consumeSlots(slots, rule, 1, 1_000_000 + Math.floor(call * 0.6));
      most = Math.max(most, slots.counts.length);
    }
    expect(most).toBe(SLOTS_PER_WINDOW + 1);
    expect(slots.total).toBe(slots.counts.reduce((a, b) => a + b, 0));
    expect(slots.total).toBeLessThanOrEqual(100_000);
  });
});
