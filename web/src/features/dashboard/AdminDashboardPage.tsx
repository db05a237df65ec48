import { useCallback, useState } from 'react';
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
  const { signIn, signOut } = session;

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
    signOut();
    setSessionExpired(false);
  }, [signOut]);

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
