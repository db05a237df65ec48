/** Tag `app`: status and runtime settings. */
import Router from '@koa/router';
import type { OperationMiddleware } from './dispatch';

export function appRouter(operation: OperationMiddleware): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/', operation('getAppInfo'));
  return router;
}
