/**
 * Body parsing with size limits: 16 KB on /api/track/* and 64 KB elsewhere (413 beyond). JSON and
 * text bodies are read; the validator then decides what each operation accepts (track calls take
 * JSON sent as text/plain, which is what navigator.sendBeacon sends).
 */
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { TRACK_PREFIX } from './cors';

export const TRACK_BODY_LIMIT = 16 * 1024;
export const DEFAULT_BODY_LIMIT = 64 * 1024;

function parser(limit: number): Middleware {
  return koaBody({
    json: true,
    text: true,
    urlencoded: false,
    multipart: false,
    jsonStrict: true,
    jsonLimit: limit,
    textLimit: limit,
    formLimit: limit,
  }) as unknown as Middleware;
}

export function bodyParser(): Middleware {
  const track = parser(TRACK_BODY_LIMIT);
  const other = parser(DEFAULT_BODY_LIMIT);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    return (ctx.path.startsWith(TRACK_PREFIX) ? track : other)(ctx, next);
  };
}
