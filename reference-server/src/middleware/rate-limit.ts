/** Per-IP rate limit on tracking calls (generous by default; TRACK_RATE_LIMIT per minute). */
import type { Middleware } from 'koa';
import { WindowRateLimiter } from '../../../core/backend/rate-limit';
import { problems } from '../../../core/problems';
import { TRACK_PREFIX } from './cors';

export function trackRateLimit(limitPerMinute: number, now: () => number = Date.now): Middleware {
  const limiter = new WindowRateLimiter(limitPerMinute, 60_000);
  return async (ctx, next) => {
    if (ctx.path.startsWith(TRACK_PREFIX)) {
      const retryAfter = limiter.take(ctx.ip, now());
      if (retryAfter > 0) throw problems.tooManyRequests(retryAfter, 'Troppi eventi inviati. Riprova tra poco.');
    }
    await next();
  };
}
