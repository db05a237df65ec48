/**
 * MSW handlers for every operation of openapi.yaml, grouped by tag, typed by openapi-msw from the
 * generated contract types. Each handler is the same chain (see ../http/resolvers.ts) around the shared
 * backend service, so the mock answers exactly what the reference server answers.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../core/api';
import type { OperationId } from '../../core/backend';
import { operation, unmatched } from '../http/resolvers';
import type { MockRuntime } from '../runtime';

export interface HandlerOptions {
  /**
   * Absolute URL or MSW pattern of the API base. Default `*​/api`: any origin and any base path
   * (the demo may live under DEMO_BASE).
   */
  baseUrl?: string;
}

export function createHandlers(runtime: MockRuntime, { baseUrl = '*/api' }: HandlerOptions = {}): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl });
  const op = (id: OperationId) => operation(runtime, id);

  const app = [http.get('/', op('getAppInfo'))];

  const track = [
    http.post('/track/page-view', op('trackPageView')),
    http.post('/track/click', op('trackClick')),
    http.post('/track/conversion', op('trackConversion')),
    http.post('/track/scroll', op('trackScroll')),
  ];

  const questionnaire = [
    http.post('/questionnaire/start', op('startQuestionnaire')),
    http.post('/questionnaire/chat/{session_id}', op('chatQuestionnaire')),
    http.post('/questionnaire/complete/{session_id}', op('completeQuestionnaire')),
    http.patch('/questionnaire/brief/{session_id}', op('updateQuestionnaireBrief')),
  ];

  const admin = [
    http.post('/admin/login', op('adminLogin')),
    http.get('/admin/stats', op('getAdminStats')),
    http.get('/admin/clients', op('listClients')),
    http.patch('/admin/clients/{client_id}', op('updateClient')),
    http.post('/admin/clients/{client_id}/rotate-token', op('rotateClientToken')),
    http.get('/admin/clients/{client_id}/stats', op('getAdminClientStats')),
    http.get('/admin/clients/{client_id}/heatmap', op('getAdminClientHeatmap')),
    http.get('/admin/clients/{client_id}/heatmap/preview', op('getAdminClientHeatmapPreview')),
    http.get('/admin/clients/{client_id}/scrollmap', op('getAdminClientScrollmap')),
    http.get('/admin/export/csv', op('exportAdminCsv')),
    http.post('/admin/create-client-access', op('createClientAccess')),
    http.get('/admin/questionnaires', op('listQuestionnaires')),
    http.get('/admin/questionnaires/{questionnaire_id}', op('getQuestionnaire')),
  ];

  const client = [
    http.post('/client/login', op('clientLogin')),
    http.get('/client/stats', op('getClientStats')),
    http.get('/client/heatmap', op('getClientHeatmap')),
    http.get('/client/heatmap/preview', op('getClientHeatmapPreview')),
    http.get('/client/scrollmap', op('getClientScrollmap')),
    http.get('/client/export/csv', op('exportClientCsv')),
  ];

  // Last: every other /api request gets the contract's 404 or 405 problem.
  const fallback = [http.untyped.all(`${baseUrl}/*`, unmatched(runtime))];

  return [...app, ...track, ...questionnaire, ...admin, ...client, ...fallback];
}
