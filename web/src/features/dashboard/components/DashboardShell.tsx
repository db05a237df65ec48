import type { ReactNode } from 'react';
import { COMMON } from '../content';
import styles from './DashboardShell.module.css';
import ui from './ui.module.css';

interface DashboardShellProps {
  title: string;
  /** Under the title: a description, or the client's id and domain. */
  meta?: ReactNode;
  onLogout: () => void;
  /** The error banner, at the top of the dashboard (SPEC 8). */
  banner: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** Header with title and Logout, the banner, then the dashboard's sections. */
export function DashboardShell({ title, meta, onLogout, banner, busy, children }: DashboardShellProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.topRow}>
            <div className={styles.heading}>
              <p className={styles.brand}>
                <span className={styles.mark} aria-hidden="true">
                  LF
                </span>{' '}
                Landing Facile
              </p>
              <h1 className={styles.title}>{title}</h1>
            </div>
            <button type="button" className={ui.secondary} onClick={onLogout}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M8 4H4.5A1.5 1.5 0 0 0 3 5.5v9A1.5 1.5 0 0 0 4.5 16H8M13 6.5 16.5 10 13 13.5M16.5 10H8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {COMMON.logout}
            </button>
          </div>
          {meta && <div className={styles.meta}>{meta}</div>}
        </div>
      </header>
      <main className={styles.main} aria-busy={busy || undefined}>
        {banner}
        {children}
      </main>
    </div>
  );
}
