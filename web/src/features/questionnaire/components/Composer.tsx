import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { CHAT_MAX_LENGTH, QUESTIONNAIRE } from '../content';
import styles from './Composer.module.css';

interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  canSend: boolean;
  disabled: boolean;
  notice: string | null;
}

/** Show the character count only when it starts to matter. */
const COUNTER_FROM = Math.round(CHAT_MAX_LENGTH * 0.8);

/** The message box: Enter sends, Shift+Enter adds a line (SPEC 2); grows with the text. */
export function Composer({ draft, onDraftChange, onSend, canSend, disabled, notice }: ComposerProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const noticeId = useId();
  const inputId = useId();

  // Grow with the text up to a few lines, then scroll inside.
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 180)}px`;
  }, [draft]);

  // Back to the box after each reply, so a conversation needs no mouse. Not on opening the page:
  // on a phone that would pop the keyboard up before the visitor has read the first message.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!disabled && returnFocus.current) textarea.current?.focus({ preventScroll: true });
  }, [disabled]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    returnFocus.current = true;
    onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const over = draft.length > CHAT_MAX_LENGTH;
  return (
    <form className={styles.composer} onSubmit={submit}>
      {notice && (
        <p id={noticeId} className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <div className={`${styles.field} ${over ? styles.fieldOver : ''}`}>
        <label htmlFor={inputId} className="visually-hidden">
          {QUESTIONNAIRE.inputLabel}
        </label>
        <textarea
          id={inputId}
          ref={textarea}
          className={styles.input}
          rows={1}
          value={draft}
          placeholder={QUESTIONNAIRE.placeholder}
          aria-describedby={[hintId, notice ? noticeId : ''].filter(Boolean).join(' ')}
          aria-invalid={over || undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          enterKeyHint="send"
        />
        <button type="submit" className={styles.send} disabled={!canSend} aria-label={QUESTIONNAIRE.send}>
          <Icon name="arrowRight" size={20} />
        </button>
      </div>
      <div className={styles.meta}>
        <p id={hintId} className={styles.hint}>
          {QUESTIONNAIRE.inputHint}
        </p>
        {draft.length >= COUNTER_FROM && (
          <p className={`${styles.counter} ${over ? styles.counterOver : ''}`} aria-live="polite">
            {QUESTIONNAIRE.counter(draft.length, CHAT_MAX_LENGTH)}
          </p>
        )}
      </div>
    </form>
  );
}
