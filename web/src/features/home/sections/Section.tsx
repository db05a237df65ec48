import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A home-page section: anchor target (scroll margin under the sticky header), eyebrow, heading, lead. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-titolo`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title} tabIndex={-1}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
