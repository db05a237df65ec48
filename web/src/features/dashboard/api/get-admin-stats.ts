import type { Stats } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

/** GET /admin/stats: figures over every site for the range. */
export function getAdminStats(range: DateFilter): Promise<Stats> {
  return call(() => api.GET('/admin/stats', { params: { query: rangeQuery(range) } }));
}
