import { ADMIN_LOGIN } from '../content';
import styles from '../components/LoginCard.module.css';
import { useDemoCredentials } from '../hooks/use-demo-credentials';

/** Browser-only demo: the demo admin's credentials under the login fields. */
export function DemoCredentialsHint() {
  const credentials = useDemoCredentials();
  if (!credentials) return null;
  return (
    <p className={styles.demo}>
      {ADMIN_LOGIN.demoHint} <code>{credentials.admin.username}</code> / <code>{credentials.admin.password}</code>
    </p>
  );
}
