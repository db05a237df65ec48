/**
 * Runs one operation of the shared backend for a validated request and writes its result.
 * Every router maps its paths to operationIds through `operation(id)`.
 */
import type { Middleware } from 'koa';
import type { Backend } from '../../../core/backend/service/index';
import type { OperationId } from '../../../core/backend/operations';
import type { ValidatedRequest } from '../../../core/validation';

export type OperationMiddleware = (operationId: OperationId) => Middleware;

export function createDispatcher(backend: Backend): OperationMiddleware {
  return (operationId) => async (ctx) => {
    const api = ctx.state.api as ValidatedRequest | undefined;
    if (!api || api.operationId !== operationId) {
      throw new Error(`Route for ${operationId} reached without its validated request`);
    }
    const result = await backend.handle({
      operationId,
      params: api.params,
      query: api.query,
      body: api.body,
      authorization: ctx.get('Authorization') || null,
      meta: { ip: ctx.ip, userAgent: ctx.get('User-Agent') || null },
    });
    ctx.status = result.status;
    ctx.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(result.headers)) ctx.set(name, value);
    ctx.body = result.body as never;
  };
}
