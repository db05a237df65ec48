import styles from './Logo.module.css';

/** The brand mark and wordmark; `tone` inverts it on dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
        <path d="M9 9.5h14M9 14.5h9" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <rect x="9" y="19" width="14" height="4.5" rx="2.25" fill="var(--color-accent)" />
      </svg>
      <span>
        Landing<b>Facile</b>
      </span>
    </span>
  );
}
