import type { ReactNode } from 'react';
import styles from './LoginCard.module.css';

interface LoginCardProps {
  title: string;
  intro: string;
  /** The error banner, at the top of the card (SPEC 8). */
  banner: ReactNode;
  children: ReactNode;
}

/** The centred card both login forms sit in. */
export function LoginCard({ title, intro, banner, children }: LoginCardProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand} aria-hidden="true">
          <span className={styles.mark}>LF</span> Landing Facile
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {banner}
        {children}
      </div>
    </main>
  );
}
