/**
 * The fields a demo form can hold, as data: pages list them with the helpers below, DemoForm renders them.
 * Names and autocomplete tokens are the page's own (some pages use Italian field names).
 */
export type FormField =
  | {
      kind: 'input';
      name: string;
      label: string;
      type?: 'text' | 'email' | 'tel';
      autoComplete?: string;
      required?: boolean;
      placeholder?: string;
    }
  | { kind: 'textarea'; name: string; label: string; rows: number; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: readonly string[]; defaultValue?: string }
  /** Radio buttons in a fieldset; the legend may be visually hidden by the page's class. */
  | { kind: 'choice'; name: string; label: string; options: readonly string[]; defaultIndex?: number }
  /** Fields shown side by side (the page's `row` class lays them out). */
  | { kind: 'row'; fields: readonly FormField[] };

interface InputOptions {
  name?: string;
  required?: boolean;
  placeholder?: string;
}

export const field = {
  /** Full name, required. */
  name: (label: string, { name = 'name', required = true }: InputOptions = {}): FormField => ({
    kind: 'input',
    name,
    label,
    autoComplete: 'name',
    required,
  }),
  /** Email address, required. */
  email: (label: string, { name = 'email', required = true }: InputOptions = {}): FormField => ({
    kind: 'input',
    name,
    label,
    type: 'email',
    autoComplete: 'email',
    required,
  }),
  /** Phone number, optional unless `required`. */
  phone: (label: string, { name = 'phone', required = false }: InputOptions = {}): FormField => ({
    kind: 'input',
    name,
    label,
    type: 'tel',
    autoComplete: 'tel',
    required,
  }),
  /** A free text line. */
  text: (
    name: string,
    label: string,
    { required = false, placeholder, autoComplete }: InputOptions & { autoComplete?: string } = {},
  ): FormField => ({ kind: 'input', name, label, required, placeholder, autoComplete }),
  /** A multi-line message. */
  message: (
    label: string,
    { name = 'message', rows = 4, placeholder }: { name?: string; rows?: number; placeholder?: string } = {},
  ): FormField => ({ kind: 'textarea', name, label, rows, placeholder }),
  /** A drop-down list; the first option is preselected unless `defaultValue` says otherwise. */
  select: (
    name: string,
    label: string,
    options: readonly string[],
    defaultValue: string | undefined = options[0],
  ): FormField => ({ kind: 'select', name, label, options, defaultValue }),
  /** One choice among a few options, as radio buttons. */
  choice: (name: string, label: string, options: readonly string[], defaultIndex = 0): FormField => ({
    kind: 'choice',
    name,
    label,
    options,
    defaultIndex,
  }),
  row: (...fields: FormField[]): FormField => ({ kind: 'row', fields }),
};
