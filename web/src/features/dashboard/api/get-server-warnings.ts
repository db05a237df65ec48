import type { ServerWarning } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** GET /admin/server-warnings: what the server noticed about its own set-up (the mock never has any). */
export async function getServerWarnings(): Promise<ServerWarning[]> {
  const data = await call(() => api.GET('/admin/server-warnings'));
  return data.warnings;
}
