import type { Client } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** GET /admin/clients: every client, newest first. */
export async function listClients(): Promise<Client[]> {
  const data = await call(() => api.GET('/admin/clients'));
  return data.clients;
}
