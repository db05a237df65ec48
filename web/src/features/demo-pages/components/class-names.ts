/** Joins the class names that are set: `cx(styles.card, featured && styles.featured)`. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
