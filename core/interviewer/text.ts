/** Small text helpers shared by the interviewer's extractors and phrasing. Pure, no Node APIs. */

/** Lower case without accents, apostrophes unified: for keyword matching only, never for display. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`´]/g, "'").toLowerCase();
}

/** Collapses runs of white space (keeping line breaks meaningful elsewhere) and trims. */
export function squash(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Splits a message into sentences; a sentence keeps its final punctuation. */
export function sentences(text: string): string[] {
  return squash(text)
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** True when the whole folded text equals one of the phrases, ignoring punctuation. */
export function isOneOf(text: string, phrases: ReadonlySet<string>): boolean {
  return phrases.has(bare(text));
}

/** Folded, punctuation stripped, single-spaced: the comparable core of a short answer. */
export function bare(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Counts words (letters or digits runs). */
export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** First letter upper case, the rest untouched. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('it-IT') + text.slice(1);
}

/** First letter lower case (to continue a sentence with a question that starts a message elsewhere). */
export function decapitalize(text: string): string {
  return text.charAt(0).toLocaleLowerCase('it-IT') + text.slice(1);
}

/** Title case for text typed entirely in lower case ("da gennaro" -> "Da Gennaro"); otherwise as typed. */
export function tidyName(text: string): string {
  const trimmed = text
    .trim()
    .replace(/^[«"“'‘]+|[»"”'’.,;:!?]+$/gu, '')
    .trim();
  if (trimmed !== trimmed.toLocaleLowerCase('it-IT')) return trimmed;
  return trimmed.replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase('it-IT'));
}

/** Cuts a text to a maximum length on a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Joins items the Italian way: "a, b e c". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A free answer as a value: without leading fillers ("allora,", "beh", "mah direi") and trailing dots. */
export function tidyAnswer(text: string): string {
  const out = text
    .replace(
      /^\s*(?:(?:allora|dunque|beh|be'|mah|boh|ecco|ok|okay|allora vediamo|vediamo|direi|diciamo|sicuramente|ehm|uhm)\b[\s,.:…!-]*)+/iu,
      '',
    )
    .replace(/[\s.…]+$/u, '')
    .trim();
  return out || text.trim();
}
