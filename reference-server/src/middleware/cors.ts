/**
 * CORS only on /api/track/*: any origin may send events (customers' landing pages on their domains),
 * without credentials. Nothing else ever reflects an Origin, so other calls stay same-origin.
 */
import type { Middleware } from 'koa';

export const TRACK_PREFIX = '/api/track/';

export function trackCors(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(TRACK_PREFIX)) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    await next();
  };
}
