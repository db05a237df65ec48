import { useId } from 'react';
import { QUESTIONNAIRE } from '../../content';
import { INVOICE_FIELDS, INVOICE_MAX_LENGTH, type InvoiceField, type InvoiceValues } from '../../invoice';
import styles from './SummaryCard.module.css';

const COPY = QUESTIONNAIRE.summary.invoice;
const HINTS: Partial<Record<InvoiceField, string>> = COPY.hints;

interface InvoiceFieldsProps {
  values: InvoiceValues;
  errors: Partial<Record<InvoiceField, string>>;
  disabled: boolean;
  onChange: (field: InvoiceField, value: string) => void;
}

/** The electronic invoice's data, in the summary's confirmation step: five labelled fields, each checked as typed. */
export function InvoiceFields({ values, errors, disabled, onChange }: InvoiceFieldsProps) {
  const id = useId();
  return (
    <fieldset className={styles.invoice} disabled={disabled}>
      <legend className={styles.groupTitle}>{COPY.title}</legend>
      <p className={styles.invoiceLead}>{COPY.lead}</p>
      {INVOICE_FIELDS.map((field) => {
        const input = `${id}-${field}`;
        const hint = HINTS[field];
        const error = errors[field];
        const describedBy = [hint ? `${input}-hint` : null, error ? `${input}-error` : null].filter(Boolean).join(' ');
        return (
          <div key={field} className={styles.invoiceField}>
            <label className={styles.editorLabel} htmlFor={input}>
              {COPY.fields[field]}
            </label>
            <input
              id={input}
              name={field}
              className={styles.input}
              type={field === 'pec' ? 'email' : 'text'}
              autoComplete={field === 'legal_name' ? 'organization' : field === 'address' ? 'street-address' : 'off'}
              autoCapitalize={field === 'tax_id' || field === 'recipient_code' ? 'characters' : undefined}
              spellCheck={field === 'legal_name' || field === 'address' ? undefined : false}
              maxLength={INVOICE_MAX_LENGTH[field]}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {hint && (
              <p id={`${input}-hint`} className={styles.hint}>
                {hint}
              </p>
            )}
            {error && (
              <p id={`${input}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
