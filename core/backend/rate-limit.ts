/**
 * In-memory limiters keyed by client IP. Memory is bounded: old keys are swept as time passes.
 */

/** Counts failures (e.g. wrong passwords) in a sliding window; blocks a key once it reaches the limit. */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is allowed now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    const oldestCounted = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - now) / 1000));
  }

  recordFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the newest maxFailures matter for the decision.
    if (recent.length > this.maxFailures) recent.splice(0, recent.length - this.maxFailures);
    this.failures.set(key, recent);
    this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    return list.filter((t) => t > now - this.windowMs);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, list] of this.failures) {
      if (list.every((t) => t <= now - this.windowMs)) this.failures.delete(key);
    }
  }
}

/** Fixed-window request counter: at most `limit` requests per key per window. */
export class WindowRateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; returns 0 when allowed, else the seconds until the window resets. */
  take(key: string, now: number): number {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now - (now % this.windowMs);
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count <= this.limit) return 0;
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
  }
}
