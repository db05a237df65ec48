import type { Stats } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

/** GET /admin/clients/{client_id}/stats: one client's figures, as that client sees them. */
export function getAdminClientStats(clientId: string, range: DateFilter): Promise<Stats> {
  return call(() =>
    api.GET('/admin/clients/{client_id}/stats', {
      params: { path: { client_id: clientId }, query: rangeQuery(range) },
    }),
  );
}
