import type { Client } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** POST /client/login: exchanges the administrator's access token for a session token and the client. */
export async function clientLogin(accessToken: string): Promise<{ token: string; client: Client }> {
  const data = await call(() => api.POST('/client/login', { body: { access_token: accessToken } }));
  return { token: data.access_token, client: data.client };
}
