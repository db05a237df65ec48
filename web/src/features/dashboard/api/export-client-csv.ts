import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

export const CLIENT_CSV_FILE_NAME = 'client_analytics.csv';

/** GET /client/export/csv: the client's own events of the range as a CSV file. */
export function exportClientCsv(range: DateFilter): Promise<Blob> {
  return call(() => api.GET('/client/export/csv', { params: { query: rangeQuery(range) }, parseAs: 'blob' }));
}
