/** A request id on every request (X-Request-Id, also in problem bodies) and one log line per request. */
import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';

export function requestIdOf(ctx: Context): string {
  let id = ctx.state.requestId as string | undefined;
  if (!id) {
    id = randomUUID().slice(0, 8);
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
  }
  return id;
}

export function requestContext(logger: Logger, logRequests: boolean): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const id = requestIdOf(ctx);
    try {
      await next();
    } finally {
      if (logRequests) {
        logger.info('request', {
          request_id: id,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    }
  };
}
