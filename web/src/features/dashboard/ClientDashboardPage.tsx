import { useCallback, useState } from 'react';
import type { Client } from '@core/api';
import { endSession } from './api/logout';
import { useStoredSession } from './hooks/use-stored-session';
import { ClientDashboard } from './screens/ClientDashboard';
import { ClientLogin } from './screens/ClientLogin';

/**
 * /login: 'Accesso Cliente' without a stored client_token and client_data, the client's dashboard with
 * both (SPEC 4). Logout and a 401 forget both; Logout also ends the session on the server.
 */
export default function ClientDashboardPage() {
  const session = useStoredSession('client');
  const [sessionExpired, setSessionExpired] = useState(false);
  const { signIn, signOut, token } = session;

  const onLoggedIn = useCallback(
    ({ token, client }: { token: string; client: Client }) => {
      setSessionExpired(false);
      signIn(token, client);
    },
    [signIn],
  );
  const onUnauthorized = useCallback(() => {
    signOut();
    setSessionExpired(true);
  }, [signOut]);
  const onLogout = useCallback(() => {
    endSession('client', token);
    signOut();
    setSessionExpired(false);
  }, [signOut, token]);

  if (!session.token || !session.client) {
    return <ClientLogin onLoggedIn={onLoggedIn} sessionExpired={sessionExpired} />;
  }
  return <ClientDashboard client={session.client} onLogout={onLogout} onUnauthorized={onUnauthorized} />;
}
