/**
 * The in-memory `Limiter` of the rate-limit port: for the mock, the embedded single-process server and
 * unit tests (several processes on one database use the PostgreSQL one instead, which keeps the same rule).
 *
 * Per key, the slots of its counted points (limit-slots.ts): a bounded number whatever the count, so a call
 * costs the same at ten points a window as at a hundred thousand. `consume` runs to the end without
 * awaiting, so in one process it is atomic: sixty calls made at once are counted one after the other, and
 * only the first `points` pass. Keys with nothing left in the window are swept.
 */
import { consumeSlots, emptySlots, slotsEmptyAt, type LimitSlots } from './limit-slots';
import type { Limiter, LimiterFactory, LimitRule } from './limiter-port';
import { systemClock, type Clock } from './ports';

export function createMemoryLimiter(rule: LimitRule, clock: Clock = systemClock): Limiter {
  const keys = new Map<string, LimitSlots>();
  let lastSweep = clock.now();

  function sweep(now: number): void {
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, slots] of keys) {
      if (slotsEmptyAt(slots, rule.windowMs, now)) keys.delete(key);
    }
  }

  return {
    async consume(key, points = 1) {
      const now = clock.now();
      sweep(now);
      const slots = keys.get(key) ?? emptySlots();
      const decision = consumeSlots(slots, rule, points, now);
      if (slots.total > 0) keys.set(key, slots);
      else keys.delete(key);
      return decision;
    },
    async reset(key) {
      keys.delete(key);
    },
  };
}

/** A factory of in-memory limiters over one clock (the backend's, so tests can move time). */
export function memoryLimiterFactory(clock: Clock = systemClock): LimiterFactory {
  return (rule) => createMemoryLimiter(rule, clock);
}
