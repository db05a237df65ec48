/**
 * "1 €", "192 €": Italian style, the euro sign after a non-breaking space. Written by hand rather than with
 * Intl so the prerendered HTML (Node) and the hydrated page (browser) can never differ.
 */
export function formatEuro(amount: number): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
  return `${text}\u00a0€`;
}
