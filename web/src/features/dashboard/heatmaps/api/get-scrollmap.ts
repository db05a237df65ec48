import type { Scrollmap } from '@core/api';
import { api } from '../../../../lib/api-client';
import { call } from '../../../../lib/api-call';
import type { HeatmapQuery, HeatmapScope } from './scope';

/** GET /client/scrollmap, or /admin/clients/{client_id}/scrollmap for the admin. */
export function getScrollmap(scope: HeatmapScope, query: HeatmapQuery): Promise<Scrollmap> {
  return call(() =>
    scope.role === 'admin'
      ? api.GET('/admin/clients/{client_id}/scrollmap', { params: { path: { client_id: scope.clientId }, query } })
      : api.GET('/client/scrollmap', { params: { query } }),
  );
}
