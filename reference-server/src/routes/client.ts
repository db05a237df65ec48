/** Tag `client`: the customer's dashboard. */
import Router from '@koa/router';
import type { OperationMiddleware } from './dispatch';

export function clientRouter(operation: OperationMiddleware): Router {
  const router = new Router({ prefix: '/api/client' });
  router.post('/login', operation('clientLogin'));
  router.get('/stats', operation('getClientStats'));
  router.get('/heatmap', operation('getClientHeatmap'));
  router.get('/heatmap/preview', operation('getClientHeatmapPreview'));
  router.get('/scrollmap', operation('getClientScrollmap'));
  router.get('/export/csv', operation('exportClientCsv'));
  return router;
}
