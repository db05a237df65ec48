import { useCallback, useState } from 'react';
import type { Client } from '@core/api';
import { useStoredSession } from './hooks/use-stored-session';
import { ClientDashboard } from './screens/ClientDashboard';
import { ClientLogin } from './screens/ClientLogin';

/**
 * /login: 'Accesso Cliente' without a stored client_token and client_data, the client's dashboard with
 * both (SPEC 4). Logout and a 401 forget both.
 */
export default function ClientDashboardPage() {
  const session = useStoredSession('client');
  const [sessionExpired, setSessionExpired] = useState(false);
  const { signIn, signOut } = session;

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
    signOut();
    setSessionExpired(false);
  }, [signOut]);

  if (!session.token || !session.client) {
    return <ClientLogin onLoggedIn={onLoggedIn} sessionExpired={sessionExpired} />;
  }
  return <ClientDashboard client={session.client} onLogout={onLogout} onUnauthorized={onUnauthorized} />;
}
