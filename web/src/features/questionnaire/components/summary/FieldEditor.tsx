import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../../../../components/Icon';
import { buttonClass } from '../../../../components/button';
import { QUESTIONNAIRE } from '../../content';
import type { EditValue, FieldSpec } from '../../brief-fields';
import styles from './SummaryCard.module.css';

const COPY = QUESTIONNAIRE.summary;

interface FieldEditorProps {
  spec: FieldSpec;
  initial: EditValue;
  /** Resolves with an Italian message when the correction was refused (the editor stays open). */
  onSave: (value: EditValue) => Promise<string | null>;
  onCancel: () => void;
}

type Row = { name: string; price: string };

/**
 * The inline editor of one summary field: a labelled input (or the services' rows), Salva and Annulla.
 * Enter saves a one-line field, Escape cancels; a refused correction shows its Italian reason under the
 * field and keeps what was typed.
 */
export function FieldEditor({ spec, initial, onSave, onCancel }: FieldEditorProps) {
  const [value, setValue] = useState<EditValue>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const errorId = `${id}-errore`;
  const hintId = `${id}-suggerimento`;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const problem = await onSave(value);
    setSaving(false);
    if (problem) setError(problem);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const hint = spec.editor === 'colors' ? COPY.colorsHint : spec.editor === 'lines' ? COPY.listHint : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: `${id}-campo`,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    // Escape anywhere in the editor cancels it, as in any inline editor; the form itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form ref={form} className={styles.editor} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {spec.editor === 'services' ? (
        <ServicesEditor label={spec.label} rows={value as Row[]} onChange={setValue} describedBy={describedBy} />
      ) : (
        <>
          {/* The row's own title shows the field's name; the label ties it to the input for assistive technology. */}
          <label htmlFor={common.id} className="visually-hidden">
            {spec.label}
          </label>
          {spec.editor === 'text' || spec.editor === 'lines' ? (
            <textarea
              {...common}
              rows={spec.editor === 'lines' ? 3 : 4}
              value={value as string}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : spec.editor === 'register' ? (
            <select {...common} value={value as string} onChange={(e) => setValue(e.target.value)}>
              <option value="">{COPY.register.unset}</option>
              <option value="tu">{COPY.register.tu}</option>
              <option value="lei">{COPY.register.lei}</option>
            </select>
          ) : (
            <input
              {...common}
              type={spec.editor === 'email' ? 'email' : spec.editor === 'tel' ? 'tel' : 'text'}
              inputMode={spec.editor === 'vat' ? 'numeric' : undefined}
              autoComplete={spec.editor === 'email' ? 'email' : spec.editor === 'tel' ? 'tel' : 'off'}
              value={value as string}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.editorActions}>
        <button type="submit" className={buttonClass('primary', { small: true })} disabled={saving}>
          {saving ? COPY.saving : COPY.save}
        </button>
        <button type="button" className={buttonClass('ghost', { small: true })} onClick={onCancel}>
          {COPY.cancel}
        </button>
      </div>
    </form>
  );
}

function ServicesEditor({
  label,
  rows,
  onChange,
  describedBy,
}: {
  label: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  describedBy: string | undefined;
}) {
  const list = useRef<HTMLOListElement>(null);
  const prefix = useId();
  // Set when a row is added: once it is rendered, its first input takes the focus.
  const focusLast = useRef(false);
  const set = (index: number, patch: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input[data-name]');
    inputs?.[inputs.length - 1]?.focus();
  }, [rows.length]);

  return (
    <fieldset className={styles.services} aria-describedby={describedBy}>
      <legend className="visually-hidden">{label}</legend>
      <p className={styles.columns} aria-hidden="true">
        <span>{COPY.serviceColumn}</span>
        <span>{COPY.priceColumn}</span>
      </p>
      <ol ref={list} className={styles.serviceRows}>
        {rows.map((row, index) => (
          <li key={index} className={styles.serviceRow}>
            <label className="visually-hidden" htmlFor={`${prefix}-nome-${index}`}>
              {COPY.serviceName(index + 1)}
            </label>
            <input
              id={`${prefix}-nome-${index}`}
              data-name
              className={styles.input}
              value={row.name}
              onChange={(e) => set(index, { name: e.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${prefix}-prezzo-${index}`}>
              {COPY.servicePrice(index + 1)}
            </label>
            <input
              id={`${prefix}-prezzo-${index}`}
              className={`${styles.input} ${styles.price}`}
              placeholder={COPY.servicePricePlaceholder}
              value={row.price}
              onChange={(e) => set(index, { price: e.target.value })}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={COPY.removeService(index + 1)}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Icon name="cross" size={16} />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => {
          onChange([...rows, { name: '', price: '' }]);
          focusLast.current = true;
        }}
      >
        <Icon name="plus" size={16} /> {COPY.addService}
      </button>
    </fieldset>
  );
}
