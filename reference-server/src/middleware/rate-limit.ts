/** Per-address rate limit on tracking calls (generous by default; TRACK_RATE_LIMIT per minute), through the rate-limit port. */
import type { Middleware } from 'koa';
import type { Limiter } from '@core/backend/limiter-port';
import { problems } from '@core/problems';
import { TRACK_PREFIX } from './cors';

export function trackRateLimit(limiter: Limiter): Middleware {
  return async (ctx, next) => {
    if (ctx.path.startsWith(TRACK_PREFIX) && ctx.method !== 'OPTIONS') {
      const decision = await limiter.consume(ctx.ip);
      if (!decision.allowed)
        throw problems.tooManyRequests(decision.retryAfterSeconds, 'Troppi eventi inviati. Riprova tra poco.');
    }
    await next();
  };
}
