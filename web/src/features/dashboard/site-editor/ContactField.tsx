import { useId, useState } from 'react';
import type { ContactInput, ContactRefusal } from '@core/sites/contact-input';
import ui from '../components/ui.module.css';
import { CONTACT_ERRORS } from './content';

/**
 * A contact fact as the operator writes it (a phone, WhatsApp, an email), checked by core/sites/contact-input.ts
 * as the draft checks the brief's. The page takes it only when it is valid; otherwise the Italian reason is
 * shown beside the field (once the operator leaves it, then at every change) and the last valid value stays
 * on the page.
 */
export function ContactField<T>({
  label,
  initial,
  maxLength,
  type,
  autoComplete,
  parse,
  onValid,
  onValidity,
}: {
  label: string;
  /** The text the field starts from (the fact as written in the version being edited). */
  initial: string;
  maxLength: number;
  type: 'tel' | 'email';
  autoComplete?: string;
  parse: (written: string) => ContactInput<T>;
  /** A valid value (undefined: the field was emptied, the fact is removed). */
  onValid: (value: T | undefined) => void;
  /** Whether the field holds something the page cannot take (the editor does not save then). */
  onValidity: (valid: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [refusal, setRefusal] = useState<ContactRefusal | null>(null);
  const [shown, setShown] = useState(false);
  const error = shown && refusal ? CONTACT_ERRORS[refusal] : null;

  function update(next: string) {
    setText(next);
    const result = parse(next);
    setRefusal(result.ok ? null : result.reason);
    onValidity(result.ok);
    if (result.ok) onValid(result.value);
  }

  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        value={text}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => update(event.target.value)}
        onBlur={() => setShown(true)}
      />
      {error && (
        <p id={`${id}-error`} className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
