/** Tag `track`: analytics ingestion (CORS open, 16 KB bodies, text/plain JSON accepted). */
import Router from '@koa/router';
import type { OperationMiddleware } from './dispatch';

export function trackRouter(operation: OperationMiddleware): Router {
  const router = new Router({ prefix: '/api/track' });
  router.post('/page-view', operation('trackPageView'));
  router.post('/click', operation('trackClick'));
  router.post('/conversion', operation('trackConversion'));
  router.post('/scroll', operation('trackScroll'));
  return router;
}
