import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../Icon';
import { COMPANY } from './company';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

const LABELS = { home: 'Landing Facile, vai alla home', help: 'Serve aiuto?' } as const;

/** The slim header of the secondary screens (payment choice, thank-you, privacy, 404): logo home, help line. */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={LABELS.home}>
          <Logo />
        </Link>
        {children ?? (
          <a className={styles.help} href={COMPANY.phoneHref}>
            <Icon name="call" size={16} />
            <span className={styles.helpLabel}>{LABELS.help}</span> {COMPANY.phone}
          </a>
        )}
      </div>
    </header>
  );
}
