/**
 * Body parsing with size limits: 16 KB on /api/track/* and 64 KB elsewhere (413 beyond). JSON and
 * text bodies are read; the validator then decides what each operation accepts (track calls take
 * JSON sent as text/plain, which is what navigator.sendBeacon sends).
 */
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { TRACK_PREFIX } from './cors';
import { BODY_LIMIT_BYTES } from '../../../core/backend/limits';


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
  const track = parser(BODY_LIMIT_BYTES.track);
  const other = parser(BODY_LIMIT_BYTES.other);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    return (ctx.path.startsWith(TRACK_PREFIX) ? track : other)(ctx, next);
  };
}
