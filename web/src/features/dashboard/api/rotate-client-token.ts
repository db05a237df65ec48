import type { Schemas } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** POST /admin/clients/{client_id}/rotate-token: a new access token (shown once); the old one stops working. */
export function rotateClientToken(clientId: string): Promise<Schemas['ClientAccess']> {
  return call(() => api.POST('/admin/clients/{client_id}/rotate-token', { params: { path: { client_id: clientId } } }));
}
