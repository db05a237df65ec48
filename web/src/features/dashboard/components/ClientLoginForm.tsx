import { useId, useState, type FormEvent } from 'react';
import { CLIENT_LOGIN, COMMON } from '../content';
import styles from './LoginCard.module.css';
import ui from './ui.module.css';

interface ClientLoginFormProps {
  busy: boolean;
  onSubmit: (accessToken: string) => void;
  /** Browser-only demo: a seeded client's token the visitor may fill in with one click. */
  demoToken?: string | null;
}

/** One multi-line Access Token field, required, and 'Accedi' (SPEC 2 and 5). */
export function ClientLoginForm({ busy, onSubmit, demoToken }: ClientLoginFormProps) {
  const [token, setToken] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const missing = touched && token.trim() === '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // Tokens are pasted from messages: drop the line breaks and spaces a mail client may add.
    const cleaned = token.replace(/\s+/g, '');
    if (cleaned === '') return;
    onSubmit(cleaned);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-token`}>
          {CLIENT_LOGIN.tokenLabel}
        </label>
        <textarea
          id={`${id}-token`}
          className={`${ui.input} ${ui.mono} ${styles.textarea}`}
          name="access_token"
          rows={4}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={CLIENT_LOGIN.tokenPlaceholder}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-token-error` : undefined}
        />
        {missing && (
          <p id={`${id}-token-error`} className={ui.fieldError}>
            {CLIENT_LOGIN.tokenRequired}
          </p>
        )}
      </div>
      {demoToken && (
        <div className={`${styles.demo} ${styles.demoAction}`}>
          <p className={ui.hint}>{CLIENT_LOGIN.demoHint}</p>
          <button type="button" className={`${ui.secondary} ${ui.small}`} onClick={() => setToken(demoToken)}>
            {CLIENT_LOGIN.demoUse}
          </button>
        </div>
      )}
      <button type="submit" className={`${ui.primary} ${styles.submit}`} disabled={busy}>
        {busy ? COMMON.loginBusy : COMMON.login}
      </button>
    </form>
  );
}
