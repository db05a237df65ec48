import type { Client, Schemas } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** PATCH /admin/clients/{client_id}: enable or disable, domain, linked questionnaire, plan. */
export function updateClient(clientId: string, changes: Schemas['ClientUpdate']): Promise<Client> {
  return call(() =>
    api.PATCH('/admin/clients/{client_id}', { params: { path: { client_id: clientId } }, body: changes }),
  );
}
