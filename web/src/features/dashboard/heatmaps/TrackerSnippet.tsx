import { useId, useState } from 'react';
import styles from './TrackerSnippet.module.css';
import { trackerSnippet } from './tracker-snippet';

/** The client's tracking snippet, ready to copy into the <head> of their landing page. */
export function TrackerSnippet({ domain, origin = globalThis.location?.origin ?? '' }: { domain: string | null; origin?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const snippet = trackerSnippet(origin, domain);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className={styles.snippet}>
      <label htmlFor={id} className={styles.label}>
        Codice di monitoraggio da inserire nella pagina{domain ? ` di ${domain}` : ''}
      </label>
      <div className={styles.row}>
        <textarea id={id} className={styles.code} readOnly rows={2} value={snippet} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={styles.copy} onClick={copy}>
          {copied ? 'Copiato!' : 'Copia'}
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Codice copiato negli appunti' : ''}
      </span>
    </div>
  );
}
