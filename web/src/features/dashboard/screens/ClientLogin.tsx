import type { Client } from '@core/api';
import { usePageMeta } from '../../../lib/page-meta';
import { clientLogin } from '../api/client-login';
import { ClientLoginForm } from '../components/ClientLoginForm';
import { ErrorBanner } from '../components/ErrorBanner';
import { LoginCard } from '../components/LoginCard';
import { CLIENT_LOGIN, COMMON, ERRORS } from '../content';
import { useDemoCredentials } from '../hooks/use-demo-credentials';
import { useLogin } from '../hooks/use-login';

interface ClientLoginProps {
  onLoggedIn: (session: { token: string; client: Client }) => void;
  sessionExpired: boolean;
}

/** 'Accesso Cliente': one Access Token field; 'Access token non valido o scaduto' on failure. */
export function ClientLogin({ onLoggedIn, sessionExpired }: ClientLoginProps) {
  usePageMeta({ title: `${CLIENT_LOGIN.title} · Landing Facile` });
  const login = useLogin(clientLogin, onLoggedIn, ERRORS.clientLogin);
  const demo = useDemoCredentials();
  const banner = login.error ? (
    <ErrorBanner message={login.error} />
  ) : (
    <ErrorBanner message={sessionExpired ? ERRORS.load : null} detail={COMMON.sessionExpired} />
  );
  return (
    <LoginCard title={CLIENT_LOGIN.title} intro={CLIENT_LOGIN.intro} banner={banner}>
      <ClientLoginForm busy={login.busy} onSubmit={(token) => void login.submit(token)} demoToken={demo?.clientToken} />
    </LoginCard>
  );
}
