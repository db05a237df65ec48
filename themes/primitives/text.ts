/** Small readings of the customer's text that several designs draw: initials and leading figures. */

/**
 * The initials of a name for a monogram or an avatar: the first and last words that start with a capital,
 * titles such as «Avv.» or «Dott.ssa» (any word with a dot) left out, an ampersand kept («Conti & Moretti» -> «C&M»,
 * «Avv. Elena Moretti» -> «EM», «Pizzeria da Gennaro» -> «PG»). Empty when the name has no capital.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !word.includes('.'));
  const capitals = words.filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]!);
  if (capitals.length === 0) return '';
  const first = capitals[0]!;
  const last = capitals.length > 1 ? capitals[capitals.length - 1]! : '';
  return words.includes('&') && last ? `${first}&${last}` : `${first}${last}`;
}

const FIGURE =
  /^([+\-−]?\d[\d.,]*(?:\s?(?:%|\+|min|minuti|ore|h|giorni|mesi|anni|km|mq|kg|€|euro)(?![\p{L}]))?\+?)\s+(\S.*)$/u;

/**
 * A fact that opens with a figure, split into the figure and the rest («2.400+ pratiche seguite» ->
 * «2.400+», «pratiche seguite»; «30 min prima consulenza» -> «30 min», ...). No figure: `value` is absent.
 */
export function splitFigure(text: string): { value?: string; label: string } {
  const match = FIGURE.exec(text.trim());
  return match ? { value: match[1]!, label: match[2]! } : { label: text };
}
