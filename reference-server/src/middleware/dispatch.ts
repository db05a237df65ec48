/**
 * Runs the operation the request validator matched in openapi.yaml and writes its result. There is no
 * route table here: the contract's paths, operationIds and `security` are the routing (see
 * core/validation), so an operation added to the contract needs only its service handler.
 */
import type { Middleware } from 'koa';
import type { Backend } from '@core/backend/service/index';
import type { ValidatedRequest } from '@core/validation';

export function dispatchOperations(backend: Backend): Middleware {
  return async (ctx, next) => {
    const api = ctx.state.api as ValidatedRequest | undefined;
    if (!api) return next();
    const result = await backend.handle({
      operationId: api.operationId,
      role: api.role,
      params: api.params,
      query: api.query,
      headers: api.headers,
      body: api.body,
      binaryBody: api.binaryBody,
      rawBody: api.rawBody,
      authorization: ctx.get('Authorization') || null,
      meta: { ip: ctx.ip, userAgent: ctx.get('User-Agent') || null },
    });
    ctx.status = result.status;
    ctx.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(result.headers)) ctx.set(name, value);
    // Bytes (an image) as a Buffer: Koa would write any other object as JSON.
    const { body } = result;
    ctx.body = (
      body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : body
    ) as never;
  };
}
