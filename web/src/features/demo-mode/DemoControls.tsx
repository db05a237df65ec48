import { useId, useState } from 'react';
import { DEMO_CONTROLS_TEXT as TEXT } from './content';
import styles from './DemoControls.module.css';

type Status = 'idle' | 'busy' | 'done' | 'error';

export interface DemoControlsProps {
  /** Puts the seed data back. Defaults to the demo backend's reset (loaded only in the demo build). */
  onReset?: () => Promise<void>;
  /** What happens after a successful reset; the app reloads so every screen shows the seed again. */
  onAfterReset?: () => void;
  /** Start with the panel open (stories). */
  defaultOpen?: boolean;
}

async function resetDemoBackend(): Promise<void> {
  const { resetDemoData } = await import('../../../../mock/browser');
  await resetDemoData();
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * A small floating control, only in the browser-only demo: says that the data is sample data kept in
 * this browser, and puts the seed back on request.
 */
export default function DemoControls({
  onReset = resetDemoBackend,
  onAfterReset = reloadPage,
  defaultOpen = false,
}: DemoControlsProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [status, setStatus] = useState<Status>('idle');
  const panelId = useId();
  const titleId = useId();

  async function reset() {
    setStatus('busy');
    try {
      await onReset();
      setStatus('done');
      onAfterReset();
    } catch (error) {
      console.warn('Demo: ripristino non riuscito', error);
      setStatus('error');
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open panel from any control inside it
    <aside
      className={styles.root}
      aria-label={TEXT.regionLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {TEXT.title}
            </h2>
            <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={TEXT.close}>
              ×
            </button>
          </div>
          <p className={styles.body}>{TEXT.body}</p>
          <button type="button" className={styles.reset} onClick={reset} disabled={status === 'busy'}>
            {status === 'busy' ? TEXT.resetting : TEXT.reset}
          </button>
          <p className={styles.status} role="status" data-tone={status === 'error' ? 'error' : undefined}>
            {status === 'done' ? TEXT.done : status === 'error' ? TEXT.failed : ''}
          </p>
        </section>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={TEXT.toggleHint}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.dot} aria-hidden="true" />
        {TEXT.toggle}
      </button>
    </aside>
  );
}
