import { COMMON } from '../content';
import styles from './ErrorBanner.module.css';

interface ErrorBannerProps {
  message: string | null;
  /** A second, explanatory line (for example why the login form is back). */
  detail?: string | null;
  onDismiss?: () => void;
}

/** The red banner at the top of a dashboard or login card (SPEC 8). Announced when it appears. */
export function ErrorBanner({ message, detail, onDismiss }: ErrorBannerProps) {
  return (
    <div role="alert" className={styles.slot}>
      {message && (
        <div className={styles.banner}>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M10 1.5 19 17.5H1z" fill="currentColor" />
            <path d="M10 7v5M10 14.2v.1" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" />
          </svg>
          <div className={styles.text}>
            <p className={styles.message}>{message}</p>
            {detail && <p className={styles.detail}>{detail}</p>}
          </div>
          {onDismiss && (
            <button type="button" className={styles.close} onClick={onDismiss} aria-label={COMMON.dismissError}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
