import { useId, type ReactNode } from 'react';
import type { FormField } from './form-fields';
import { logOnlySubmit } from './log-only';

/** Class names for each part, from the page's own CSS module. */
export interface DemoFormClasses {
  /** Each labelled field (`<label>`). */
  field?: string;
  /** The visible text of a field's label (`<span>`). */
  label?: string;
  row?: string;
  fieldset?: string;
  legend?: string;
  /** Wrapper of the radio buttons inside their fieldset (omitted without a class). */
  choices?: string;
  /** Each radio button's label. */
  choice?: string;
  consent?: string;
  submit?: string;
  note?: string;
}

export interface DemoFormProps {
  fields: readonly FormField[];
  /** Text of the submit button. */
  submit: string;
  /** What the console logs on submit (demo forms send nothing); the submit text by default. */
  logLabel?: string;
  /** A visible `<h3>` title that also names the form. */
  title?: string;
  /** The form's accessible name when it has no visible title. */
  ariaLabel?: string;
  /** Text of the required privacy checkbox; no checkbox without it. */
  consent?: string;
  /** A line under the submit button. */
  note?: string;
  /** Something shown between the title and the fields. */
  intro?: ReactNode;
  className?: string;
  classes?: DemoFormClasses;
}

/**
 * A demo page's form (contact, quote request, search): labelled fields, optional privacy consent, a submit
 * button that only logs. Every control sits inside its `<label>` (or a fieldset with a legend for radio
 * buttons), so each has an accessible name; the page's classes give it the page's look.
 */
export function DemoForm({
  fields,
  submit,
  logLabel,
  title,
  ariaLabel,
  consent,
  note,
  intro,
  className,
  classes = {},
}: DemoFormProps) {
  const titleId = `${useId()}-title`;
  return (
    <form
      className={className}
      // The page is prerendered: a click before hydration must not submit it either (`dialog` outside a dialog
      // submits nowhere, and the browser still checks required fields).
      method="dialog"
      onSubmit={logOnlySubmit(logLabel ?? submit)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
    >
      {title ? <h3 id={titleId}>{title}</h3> : null}
      {intro}
      {fields.map((item, index) => (
        <Field key={index} item={item} classes={classes} />
      ))}
      {consent ? (
        <label className={classes.consent}>
          <input type="checkbox" name="privacy" required />
          <span>{consent}</span>
        </label>
      ) : null}
      <button type="submit" className={classes.submit}>
        {submit}
      </button>
      {note ? <p className={classes.note}>{note}</p> : null}
    </form>
  );
}

function Field({ item, classes }: { item: FormField; classes: DemoFormClasses }) {
  switch (item.kind) {
    case 'row':
      return (
        <div className={classes.row}>
          {item.fields.map((inner, index) => (
            <Field key={index} item={inner} classes={classes} />
          ))}
        </div>
      );
    case 'choice': {
      const options = item.options.map((option, index) => (
        <label key={option} className={classes.choice}>
          <input type="radio" name={item.name} value={option} defaultChecked={index === (item.defaultIndex ?? 0)} />
          <span>{option}</span>
        </label>
      ));
      return (
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{item.label}</legend>
          {classes.choices ? <div className={classes.choices}>{options}</div> : options}
        </fieldset>
      );
    }
    default:
      return (
        <label className={classes.field}>
          <span className={classes.label}>{item.label}</span>
          <Control item={item} />
        </label>
      );
  }
}

function Control({ item }: { item: Exclude<FormField, { kind: 'row' | 'choice' }> }) {
  switch (item.kind) {
    case 'textarea':
      return <textarea name={item.name} rows={item.rows} placeholder={item.placeholder} />;
    case 'select':
      return (
        <select name={item.name} defaultValue={item.defaultValue}>
          {item.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    default:
      return (
        <input
          name={item.name}
          type={item.type}
          autoComplete={item.autoComplete}
          required={item.required || undefined}
          placeholder={item.placeholder}
        />
      );
  }
}
