import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** POST /admin/login: the admin's bearer token. */
export async function adminLogin(username: string, password: string): Promise<string> {
  const data = await call(() => api.POST('/admin/login', { body: { username, password } }));
  return data.access_token;
}
