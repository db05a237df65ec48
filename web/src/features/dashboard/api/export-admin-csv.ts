import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import { rangeQuery, type DateFilter } from './date-range';

export const ADMIN_CSV_FILE_NAME = 'analytics_export.csv';

/** GET /admin/export/csv: every event of the range as a CSV file. */
export function exportAdminCsv(range: DateFilter): Promise<Blob> {
  return call(() => api.GET('/admin/export/csv', { params: { query: rangeQuery(range) }, parseAs: 'blob' }));
}
