import type { HeatmapPreview } from '@core/api';
import { api } from '../../../../lib/api-client';
import { call } from '../../../../lib/api-call';
import type { HeatmapScope } from './scope';

export interface PreviewQuery {
  page_url: string;
  device: 'phone' | 'tablet' | 'desktop';
}

/** GET /client/heatmap/preview, or /admin/clients/{client_id}/heatmap/preview for the admin. */
export function getHeatmapPreview(scope: HeatmapScope, query: PreviewQuery): Promise<HeatmapPreview> {
  return call(() =>
    scope.role === 'admin'
      ? api.GET('/admin/clients/{client_id}/heatmap/preview', {
          params: { path: { client_id: scope.clientId }, query },
        })
      : api.GET('/client/heatmap/preview', { params: { query } }),
  );
}
