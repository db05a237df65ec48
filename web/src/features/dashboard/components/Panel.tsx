import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

interface PanelProps {
  title: string;
  /** Buttons or a note on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section of the dashboard: a landmark named by its heading. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
