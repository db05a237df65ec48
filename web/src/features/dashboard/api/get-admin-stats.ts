import type { Schemas } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

/** GET /admin/stats: figures over every site for the range, and today's count of unknown sites' events. */
export function getAdminStats(range: DateFilter): Promise<Schemas['AdminStats']> {
  return call(() => api.GET('/admin/stats', { params: { query: rangeQuery(range) } }));
}
