import type { Scrollmap } from '../../../../../../core/api';
import { api } from '../../../../lib/api-client';
import { HeatmapRequestError, type HeatmapQuery, type HeatmapScope } from './scope';

export async function getScrollmap(scope: HeatmapScope, query: HeatmapQuery): Promise<Scrollmap> {
  const { data, response } =
    scope.role === 'admin'
      ? await api.GET('/admin/clients/{client_id}/scrollmap', { params: { path: { client_id: scope.clientId }, query } })
      : await api.GET('/client/scrollmap', { params: { query } });
  if (!data) throw new HeatmapRequestError(response.status);
  return data;
}
