/**
 * The in-memory `Limiter` of the rate-limit port: for the mock, the embedded single-process server and
 * unit tests (several processes on one database use the PostgreSQL one instead).
 *
 * A sliding log per key: the times of the points counted within the window, newest last. `consume`
 * runs to the end without awaiting, so in one process it is atomic: sixty calls made at once are
 * counted one after the other, and only the first `points` pass. A refused call is not logged (the
 * key stays blocked until its oldest counted point leaves the window, however hard it knocks), so a
 * key never holds more than `points` entries. Keys with nothing left in the window are swept.
 */
import { ALLOWED, refusedFor, type Limiter, type LimiterFactory, type LimitRule } from './limiter-port';
import { systemClock, type Clock } from './ports';

export function createMemoryLimiter(rule: LimitRule, clock: Clock = systemClock): Limiter {
  const log = new Map<string, number[]>();
  let lastSweep = clock.now();

  function sweep(now: number): void {
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, times] of log) {
      if (times[times.length - 1]! <= now - rule.windowMs) log.delete(key);
    }
  }

  return {
    async consume(key, points = 1) {
      const now = clock.now();
      sweep(now);
      const times = log.get(key) ?? [];
      let expired = 0;
      while (expired < times.length && times[expired]! <= now - rule.windowMs) expired += 1;
      if (expired > 0) times.splice(0, expired);
      if (times.length + points > rule.points) {
        if (times.length === 0) log.delete(key);
        // The point that frees up first is the oldest one counted (or now, for a request larger than the rule).
        const oldest = times[Math.max(0, times.length + points - rule.points - 1)] ?? now;
        return refusedFor(oldest + rule.windowMs - now);
      }
      for (let i = 0; i < points; i += 1) times.push(now);
      log.set(key, times);
      return ALLOWED;
    },
    async reset(key) {
      log.delete(key);
    },
  };
}

/** A factory of in-memory limiters over one clock (the backend's, so tests can move time). */
export function memoryLimiterFactory(clock: Clock = systemClock): LimiterFactory {
  return (rule) => createMemoryLimiter(rule, clock);
}
