import type { ServerWarning } from '@core/api';
import { formatDateTime } from '../../../lib/format';
import { SERVER_WARNINGS } from '../content';
import styles from './ServerWarnings.module.css';

interface ServerWarningsProps {
  warnings: readonly ServerWarning[];
}

/**
 * What the server noticed about its own set-up and the operator should fix (GET /admin/server-warnings),
 * in amber above the dashboard: not an error of this page, and it stays until the server is fixed.
 */
export function ServerWarnings({ warnings }: ServerWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="server-warnings-title">
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.2v6M10 14.2v.1" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" />
      </svg>
      <div className={styles.text}>
        <h2 id="server-warnings-title" className={styles.title}>
          {SERVER_WARNINGS.title}
        </h2>
        {warnings.map((warning) => (
          <div key={warning.code} className={styles.warning}>
            <p className={styles.message}>{SERVER_WARNINGS.proxyNotTrusted(warning.proxy_address)}</p>
            <p className={styles.fix}>{SERVER_WARNINGS.proxyNotTrustedFix}</p>
            <p className={styles.since}>
              {SERVER_WARNINGS.since}{' '}
              <time dateTime={warning.first_seen_at}>{formatDateTime(warning.first_seen_at)}</time>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
