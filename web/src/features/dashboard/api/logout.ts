import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';
import type { Role } from '../../../lib/auth-storage';

/**
 * POST /admin/logout or /client/logout: ends the session of `token` on the server (refused from then on, on
 * every server process). The token is passed in, not read from storage: the dashboard forgets it at once.
 */
export async function logout(role: Role, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await call(() =>
    role === 'admin' ? api.POST('/admin/logout', { headers }) : api.POST('/client/logout', { headers }),
  );
}

/**
 * Logout as the dashboards do it: the server is told, and the session is forgotten here whatever it answers
 * (SPEC 4: Logout clears the stored token and shows the form); a failure is only logged.
 */
export function endSession(role: Role, token: string | null): void {
  if (!token) return;
  logout(role, token).catch((error: unknown) => {
    console.warn('Logout: la sessione non è stata chiusa sul server', error);
  });
}
