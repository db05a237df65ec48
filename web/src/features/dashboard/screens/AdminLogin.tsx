import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';
import { adminLogin } from '../api/admin-login';
import { AdminLoginForm } from '../components/AdminLoginForm';
import { ErrorBanner } from '../components/ErrorBanner';
import { LoginCard } from '../components/LoginCard';
import { ADMIN_LOGIN, COMMON, ERRORS } from '../content';
import { useLogin } from '../hooks/use-login';

interface AdminLoginProps {
  onLoggedIn: (token: string) => void;
  /** True when the form is back because a load answered 401 (SPEC 8: the load error stays visible). */
  sessionExpired: boolean;
  demoHint?: ReactNode;
}

/** The admin login card: Username, Password, 'Accedi'; 'Credenziali non valide' on failure. */
export function AdminLogin({ onLoggedIn, sessionExpired, demoHint }: AdminLoginProps) {
  usePageMeta({ title: `${ADMIN_LOGIN.pageTitle} · Landing Facile` });
  const login = useLogin(adminLogin, onLoggedIn, ERRORS.adminLogin);
  const banner = login.error ? (
    <ErrorBanner message={login.error} />
  ) : (
    <ErrorBanner message={sessionExpired ? ERRORS.load : null} detail={COMMON.sessionExpired} />
  );
  return (
    <LoginCard title={ADMIN_LOGIN.title} intro={ADMIN_LOGIN.intro} banner={banner}>
      <AdminLoginForm
        busy={login.busy}
        onSubmit={(username, password) => void login.submit(username, password)}
        demoHint={demoHint}
      />
    </LoginCard>
  );
}
