import type { Stats } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

/** GET /client/stats: figures for the logged-in client's own domain. */
export function getClientStats(range: DateFilter): Promise<Stats> {
  return call(() => api.GET('/client/stats', { params: { query: rangeQuery(range) } }));
}
