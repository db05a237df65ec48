/**
 * Validates every /api request against openapi.yaml (compiled once at start-up), with the body body.ts
 * read (an empty one counts as none), and leaves the result (operationId, role, parameters, body) in
 * ctx.state.api for the dispatcher. Unknown /api paths end here with a 404 problem, known paths with
 * another method with 405 and `Allow`.
 */
import type { Middleware } from 'koa';
import { problems } from '@core/problems';
import type { RequestValidator, ValidatedRequest } from '@core/validation';
import { requestBodyOf } from './body';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function validateRequests(validator: RequestValidator): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    const body = requestBodyOf(ctx);
    if (body?.unsupported && validator.match(ctx.method, ctx.path)) {
      // A body the parser does not read (form, XML, binary...): no operation takes it.
      throw problems.unsupportedMediaType(['application/json']);
    }
    ctx.state.api = validator.validate({
      method: ctx.method,
      path: ctx.path,
      query: new URLSearchParams(ctx.querystring),
      contentType: ctx.get('Content-Type') || null,
      headers: ctx.headers,
      body: body?.value,
    }) satisfies ValidatedRequest;
    await next();
  };
}
