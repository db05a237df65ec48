import { useEffect, useState } from 'react';
import { ADMIN_LOGIN } from '../content';
import styles from '../components/LoginCard.module.css';

/**
 * Browser-only demo: the seeded demo admin credentials (no real data behind them). Loaded only when
 * `__DEMO__` is true, so the production bundle contains neither the module nor the values.
 */
export function DemoCredentialsHint() {
  const [credentials, setCredentials] = useState<{ username: string; password: string } | null>(null);
  useEffect(() => {
    if (!__DEMO__) return;
    let current = true;
    void import('../../../../../mock/seed/credentials').then(({ DEMO_ADMIN }) => {
      if (current) setCredentials(DEMO_ADMIN);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!__DEMO__ || !credentials) return null;
  return (
    <p className={styles.demo}>
      {ADMIN_LOGIN.demoHint} <code>{credentials.username}</code> / <code>{credentials.password}</code>
    </p>
  );
}
