/**
 * A design's contact form on its demo page, in the markup of the demo pages' DemoForm (every control inside
 * its `<label>`, an optional privacy consent, one submit button), so a converted design keeps its look.
 * Drawn only when the frame gives a submit handler (ThemeViewProps.formSubmit): a published page has no form.
 */
import type { FormEvent } from 'react';

export type ThemeFormField =
  | {
      kind: 'input';
      name: string;
      label: string;
      type?: 'text' | 'email' | 'tel';
      autoComplete?: string;
      required?: boolean;
    }
  | { kind: 'textarea'; name: string; label: string; rows: number }
  | { kind: 'select'; name: string; label: string; options: readonly string[]; defaultValue?: string }
  /** One choice among a few options, as radio buttons in a fieldset; the first is chosen. */
  | { kind: 'choice'; name: string; label: string; options: readonly string[] }
  | { kind: 'row'; fields: readonly ThemeFormField[] };

export interface ThemeFormProps {
  /** Id of the form's visible `<h3>` title, which names it. */
  titleId: string;
  title: string;
  fields: readonly ThemeFormField[];
  consent?: string;
  submit: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** `choice`: each radio button's label. */
  classes?: { row?: string; choice?: string; consent?: string; submit?: string };
}

export function ThemeForm({
  titleId,
  title,
  fields,
  consent,
  submit,
  onSubmit,
  className,
  classes = {},
}: ThemeFormProps) {
  return (
    // `dialog` outside a dialog submits nowhere: a click on the prerendered demo page before hydration stays put.
    <form className={className} method="dialog" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {fields.map((field, index) => (
        <Field key={index} field={field} classes={classes} />
      ))}
      {consent !== undefined ? (
        <label className={classes.consent}>
          <input type="checkbox" name="privacy" required />
          <span>{consent}</span>
        </label>
      ) : null}
      <button type="submit" className={classes.submit}>
        {submit}
      </button>
    </form>
  );
}

function Field({ field, classes }: { field: ThemeFormField; classes: NonNullable<ThemeFormProps['classes']> }) {
  if (field.kind === 'row')
    return (
      <div className={classes.row}>
        {field.fields.map((inner, index) => (
          <Field key={index} field={inner} classes={classes} />
        ))}
      </div>
    );
  if (field.kind === 'choice')
    return (
      <fieldset>
        <legend>{field.label}</legend>
        {field.options.map((option, index) => (
          <label key={index} className={classes.choice}>
            <input type="radio" name={field.name} value={option} defaultChecked={index === 0} />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
    );
  return (
    <label>
      <span>{field.label}</span>
      {field.kind === 'textarea' ? (
        <textarea name={field.name} rows={field.rows} />
      ) : field.kind === 'select' ? (
        <select name={field.name} defaultValue={field.defaultValue}>
          {field.options.map((option, index) => (
            <option key={index}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required={field.required || undefined}
        />
      )}
    </label>
  );
}
