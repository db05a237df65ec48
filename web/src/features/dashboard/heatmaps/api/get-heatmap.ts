import type { Heatmap } from '../../../../../../core/api';
import { api } from '../../../../lib/api-client';
import { HeatmapRequestError, type HeatmapQuery, type HeatmapScope } from './scope';

export async function getHeatmap(scope: HeatmapScope, query: HeatmapQuery): Promise<Heatmap> {
  const { data, response } =
    scope.role === 'admin'
      ? await api.GET('/admin/clients/{client_id}/heatmap', { params: { path: { client_id: scope.clientId }, query } })
      : await api.GET('/client/heatmap', { params: { query } });
  if (!data) throw new HeatmapRequestError(response.status);
  return data;
}
