import { api } from '../../../lib/api-client';
import { call } from './api-error';
import { rangeQuery, type DateRange } from './date-range';

export const ADMIN_CSV_FILE_NAME = 'analytics_export.csv';

/** GET /admin/export/csv: every event of the range as a CSV file. */
export function exportAdminCsv(range: DateRange): Promise<Blob> {
  return call(() => api.GET('/admin/export/csv', { params: { query: rangeQuery(range) }, parseAs: 'blob' }));
}
