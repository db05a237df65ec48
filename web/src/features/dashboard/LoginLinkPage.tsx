import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Client } from '@core/api';
import { COMPANY } from '@core/company';
import { ApiError } from '../../lib/api-call';
import { usePageMeta } from '../../lib/page-meta';
import { LoginCard } from './components/LoginCard';
import { LoadingState } from './components/StatsOverview';
import ui from './components/ui.module.css';
import { LOGIN_LINK } from './content';
import { useStoredSession } from './hooks/use-stored-session';
import { clientLoginWithLink } from './orders/api';
import styles from './LoginLinkPage.module.css';

type Outcome = { ok: true; token: string; client: Client } | { ok: false; throttled: boolean };

/**
 * A code works once: the exchange is made once per code and page load, even when the effect runs twice
 * (React's strict mode) or the page re-renders while the answer is on its way.
 */
const exchanges = new Map<string, Promise<Outcome>>();
function exchange(code: string): Promise<Outcome> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = clientLoginWithLink(code).then(
      ({ token, client }): Outcome => ({ ok: true, token, client }),
      (error: unknown): Outcome => ({ ok: false, throttled: error instanceof ApiError && error.status === 429 }),
    );
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /accesso/<code>: the link of the access email. The code leaves the address bar at once (history
 * replaced), is traded for a client session stored exactly as the client login stores it (client_token,
 * client_data), and the customer lands on their dashboard (/login). A used or expired code gets an Italian
 * explanation and the ways in that remain.
 */
export default function LoginLinkPage() {
  usePageMeta({ title: `${LOGIN_LINK.pageTitle} · Landing Facile` });
  const params = useParams();
  // The code as the page was opened: the address loses it right away.
  const [code] = useState(() => params.code ?? null);
  const navigate = useNavigate();
  const { token, client, signIn } = useStoredSession('client');
  const [failure, setFailure] = useState<{ throttled: boolean } | null>(null);

  useEffect(() => {
    if (params.code) navigate('/accesso', { replace: true });
  }, [params.code, navigate]);

  useEffect(() => {
    if (!code) return;
    let current = true;
    void exchange(code).then((outcome) => {
      if (!current) return;
      if (outcome.ok) {
        signIn(outcome.token, outcome.client);
        navigate('/login', { replace: true });
      } else {
        setFailure({ throttled: outcome.throttled });
      }
    });
    return () => {
      current = false;
    };
  }, [code, signIn, navigate]);

  // Back on /accesso with a session already stored (a reload after signing in): the dashboard.
  const signedIn = !code && token !== null && client !== null;
  useEffect(() => {
    if (signedIn) navigate('/login', { replace: true });
  }, [signedIn, navigate]);

  if (code && !failure) {
    return (
      <LoginCard title={LOGIN_LINK.pageTitle} intro={LOGIN_LINK.checking} banner={null}>
        <LoadingState />
      </LoginCard>
    );
  }
  return (
    <LoginCard
      title={code ? LOGIN_LINK.failedTitle : LOGIN_LINK.pageTitle}
      intro={failure?.throttled ? LOGIN_LINK.throttled : code ? LOGIN_LINK.failedIntro : LOGIN_LINK.missingIntro}
      banner={null}
    >
      <section className={styles.way} aria-labelledby="accesso-come">
        <h2 id="accesso-come" className={styles.heading}>
          {LOGIN_LINK.wayForward}
        </h2>
        <p className={styles.text}>{LOGIN_LINK.useToken}</p>
        <Link to="/login" className={`${ui.primary} ${styles.cta}`}>
          {LOGIN_LINK.toLogin}
        </Link>
        <p className={styles.text}>{LOGIN_LINK.askNewLink}</p>
        <dl className={styles.contacts}>
          <div>
            <dt>{LOGIN_LINK.email}</dt>
            <dd>
              <a className={ui.link} href={`mailto:${COMPANY.supportEmail}`}>
                {COMPANY.supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt>{LOGIN_LINK.phone}</dt>
            <dd>
              <a className={ui.link} href={COMPANY.phoneHref}>
                {COMPANY.phone}
              </a>
            </dd>
          </div>
        </dl>
      </section>
    </LoginCard>
  );
}
