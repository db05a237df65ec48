import type { Schemas } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** POST /admin/create-client-access: a new client and its access token (shown once). Empty body when no field is set. */
export function createClientAccess(fields: Schemas['ClientCreate'] = {}): Promise<Schemas['ClientAccessCreated']> {
  const body = Object.keys(fields).length > 0 ? fields : undefined;
  return call(() => api.POST('/admin/create-client-access', { body }));
}
