import { useCallback, useState } from 'react';
import type { Client } from '@core/api';
import {
  clearSession,
  readClientData,
  readToken,
  saveClientData,
  saveToken,
  type Role,
} from '../../../lib/auth-storage';

/**
 * The role's stored session (SPEC 3 and 4): admin_token, or client_token plus client_data.
 * A client is logged in only when both are stored.
 */
export function useStoredSession(role: Role) {
  const read = () => {
    const token = readToken(role);
    const client = role === 'client' ? readClientData() : null;
    return role === 'client' && !client ? null : token;
  };
  const [token, setToken] = useState<string | null>(read);
  const [client, setClient] = useState<Client | null>(() => (role === 'client' ? readClientData() : null));

  const signIn = useCallback(
    (newToken: string, newClient?: Client) => {
      saveToken(role, newToken);
      if (newClient) {
        saveClientData(newClient);
        setClient(newClient);
      }
      setToken(newToken);
    },
    [role],
  );

  const signOut = useCallback(() => {
    clearSession(role);
    setToken(null);
    setClient(null);
  }, [role]);

  return { token, client, signIn, signOut };
}
