import { useId, useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { COMMON } from '../content';
import styles from './CopyField.module.css';
import ui from './ui.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** Accessible name of the copy button, e.g. "Copia l'access token". */
  copyLabel?: string;
}

/** A read-only value, selectable by hand, with a copy button that says when it worked. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    setStatus((await copyText(value)) ? 'copied' : 'failed');
  }

  return (
    <div className={ui.field}>
      <span className={ui.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <output className={`${styles.value} ${ui.mono}`} aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button
          type="button"
          className={`${ui.secondary} ${ui.small}`}
          onClick={copy}
          aria-label={copyLabel ? `${copyLabel}` : `${COMMON.copy} ${label}`}
        >
          {status === 'copied' ? COMMON.copied : COMMON.copy}
        </button>
      </div>
      <p className={status === 'failed' ? ui.fieldError : 'visually-hidden'} aria-live="polite">
        {status === 'copied'
          ? `${label}: ${COMMON.copied.toLowerCase()}`
          : status === 'failed'
            ? COMMON.copyFailed
            : ''}
      </p>
    </div>
  );
}
