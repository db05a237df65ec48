import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_LOGIN, COMMON } from '../content';
import styles from './LoginCard.module.css';
import ui from './ui.module.css';

interface AdminLoginFormProps {
  busy: boolean;
  onSubmit: (username: string, password: string) => void;
  /** Shown under the fields only by the browser-only demo build. */
  demoHint?: ReactNode;
}

/** Username, Password and 'Accedi' ('Accesso...' while busy); both fields required (SPEC 2 and 5). */
export function AdminLoginForm({ busy, onSubmit, demoHint }: AdminLoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const usernameMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (username.trim() === '' || password === '') return;
    onSubmit(username.trim(), password);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-username`}>
          {ADMIN_LOGIN.username}
        </label>
        <input
          id={`${id}-username`}
          className={ui.input}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={usernameMissing || undefined}
          aria-describedby={usernameMissing ? `${id}-username-error` : undefined}
        />
        {usernameMissing && (
          <p id={`${id}-username-error`} className={ui.fieldError}>
            {ADMIN_LOGIN.required(ADMIN_LOGIN.username)}
          </p>
        )}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-password`}>
          {ADMIN_LOGIN.password}
        </label>
        <input
          id={`${id}-password`}
          className={ui.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordMissing || undefined}
          aria-describedby={passwordMissing ? `${id}-password-error` : undefined}
        />
        {passwordMissing && (
          <p id={`${id}-password-error`} className={ui.fieldError}>
            {ADMIN_LOGIN.required(ADMIN_LOGIN.password)}
          </p>
        )}
      </div>
      {demoHint}
      <button type="submit" className={`${ui.primary} ${styles.submit}`} disabled={busy}>
        {busy ? COMMON.loginBusy : COMMON.login}
      </button>
    </form>
  );
}
