/** Tag `admin`: the operator's dashboard. */
import Router from '@koa/router';
import type { OperationMiddleware } from './dispatch';

export function adminRouter(operation: OperationMiddleware): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.post('/login', operation('adminLogin'));
  router.get('/stats', operation('getAdminStats'));
  router.get('/clients', operation('listClients'));
  router.patch('/clients/:client_id', operation('updateClient'));
  router.post('/clients/:client_id/rotate-token', operation('rotateClientToken'));
  router.get('/clients/:client_id/stats', operation('getAdminClientStats'));
  router.get('/clients/:client_id/heatmap/preview', operation('getAdminClientHeatmapPreview'));
  router.get('/clients/:client_id/heatmap', operation('getAdminClientHeatmap'));
  router.get('/clients/:client_id/scrollmap', operation('getAdminClientScrollmap'));
  router.get('/export/csv', operation('exportAdminCsv'));
  router.post('/create-client-access', operation('createClientAccess'));
  router.get('/questionnaires', operation('listQuestionnaires'));
  router.get('/questionnaires/:questionnaire_id', operation('getQuestionnaire'));
  return router;
}
