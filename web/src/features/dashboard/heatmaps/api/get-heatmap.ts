import type { Heatmap } from '@core/api';
import { api } from '../../../../lib/api-client';
import { call } from '../../../../lib/api-call';
import type { HeatmapQuery, HeatmapScope } from './scope';

/** GET /client/heatmap, or /admin/clients/{client_id}/heatmap for the admin. */
export function getHeatmap(scope: HeatmapScope, query: HeatmapQuery): Promise<Heatmap> {
  return call(() =>
    scope.role === 'admin'
      ? api.GET('/admin/clients/{client_id}/heatmap', { params: { path: { client_id: scope.clientId }, query } })
      : api.GET('/client/heatmap', { params: { query } }),
  );
}
