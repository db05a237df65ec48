import { useCallback, useState } from 'react';
import { endSession } from './api/logout';
import { useStoredSession } from './hooks/use-stored-session';
import { AdminDashboard } from './screens/AdminDashboard';
import { AdminLogin } from './screens/AdminLogin';
import { DemoCredentialsHint } from './screens/DemoCredentialsHint';

/**
 * /admin: the login form without a stored admin_token, the dashboard with one (SPEC 4).
 * A 401 while loading forgets the token and brings the form back with the load error.
 */
export default function AdminDashboardPage() {
  const session = useStoredSession('admin');
  const [sessionExpired, setSessionExpired] = useState(false);
  const { signIn, signOut, token } = session;

  const onLoggedIn = useCallback(
    (token: string) => {
      setSessionExpired(false);
      signIn(token);
    },
    [signIn],
  );
  const onUnauthorized = useCallback(() => {
    signOut();
    setSessionExpired(true);
  }, [signOut]);
  const onLogout = useCallback(() => {
    endSession('admin', token);
    signOut();
    setSessionExpired(false);
  }, [signOut, token]);

  if (!session.token) {
    return (
      <AdminLogin
        onLoggedIn={onLoggedIn}
        sessionExpired={sessionExpired}
        demoHint={__DEMO__ ? <DemoCredentialsHint /> : undefined}
      />
    );
  }
  return <AdminDashboard onLogout={onLogout} onUnauthorized={onUnauthorized} />;
}
