/**
 * Installed right inside the request log (whose line then carries the status sent): every error becomes an
 * RFC 9457 problem+json answer with the request id, keeping the security headers (Koa's default handler
 * drops them). Internal details are logged, never sent.
 */
import type { Context, Middleware } from 'koa';
import { ApiProblem, PROBLEM_CONTENT_TYPE, problemBody, problems } from '@core/problems';
import type { Logger } from '../logger';
import { requestIdOf } from './request-context';
import { applySecurityHeaders } from './security-headers';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  limit?: number;
}

/** Maps body-parser and other HTTP errors to problems; null for genuine internal errors. */
function toProblem(error: unknown): ApiProblem | null {
  if (error instanceof ApiProblem) return error;
  const e = (error ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return problems.payloadTooLarge(e.limit ?? 0);
  if (e.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError))
    return problems.malformedJson();
  if (status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    // An HTTP-style error for an unknown charset or content encoding (as body-parsing libraries raise).
    return problems.unsupportedMediaType(['application/json']);
  }
  if (e.type === 'request.aborted' || e.type === 'request.size.invalid') {
    return problems.badRequest('La richiesta è stata interrotta o è incompleta.');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 400) return problems.malformedJson();
    if (status === 404) return problems.notFound();
    return new ApiProblem({ status, type: '/problemi/richiesta-non-valida', title: 'Richiesta non valida' });
  }
  return null;
}

export function sendProblem(ctx: Context, problem: ApiProblem): void {
  applySecurityHeaders(ctx);
  ctx.status = problem.status;
  for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
  ctx.set('Cache-Control', 'no-store');
  ctx.remove('Content-Disposition');
  ctx.type = PROBLEM_CONTENT_TYPE;
  ctx.body = problemBody(problem, requestIdOf(ctx));
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const requestId = requestIdOf(ctx);
      const known = toProblem(error);
      if (known) {
        // Client errors are logged too (with the request id the client sees), without the request body.
        const fields = {
          request_id: requestId,
          method: ctx.method,
          path: ctx.path,
          status: known.status,
          type: known.type,
          field: known.field,
        };
        if (known.status >= 500) logger.error('request failed', fields);
        else logger.info('problem', fields);
        sendProblem(ctx, known);
        return;
      }
      logger.error('internal error', {
        request_id: requestId,
        method: ctx.method,
        path: ctx.path,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      sendProblem(ctx, problems.internal());
    }
  };
}
