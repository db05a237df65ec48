import { describe, expect, it } from 'vitest';
import { createMemoryLimiter } from './memory-limiter';

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

  it('slides: a point frees up when the oldest counted one leaves the window', async () => {
    const { limiter, clock } = setup(2, 10_000);
    expect((await limiter.consume('a')).allowed).toBe(true);
    clock.t += 4_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
    clock.t += 1_000;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    clock.t += 5_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('keeps keys apart, forgets a key on reset, and refuses a request larger than the rule', async () => {
    const { limiter } = setup(1);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect((await limiter.consume('b')).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect(await limiter.consume('c', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
