/**
 * Changes of mind: "anzi", "no, niente arancione", "invece", "ho sbagliato", "il nome giusto è".
 * A message that corrects lets its facts replace what was understood before; a negated item is dropped.
 */
import { fold } from './text';

const CORRECTION =
  /\b(anzi|invece|ho sbagliato|mi sono sbagliat[oa]|sbagliato io|correggo|correzione|volevo dire|intendevo|il nome giusto|nome corretto|quello giusto|in realta|aspetta|ci siamo trasferit[oi]|mi sono trasferit[oa]|ora siamo|adesso siamo|non piu)\b|\bnon (?:piu )?\d|^(no|scusa|scusi|pardon)\b[, ]/;

/** True when the message corrects something said before. */
export function isCorrection(text: string): boolean {
  return CORRECTION.test(fold(text).trim());
}

/** Words that, just before an item, take it back: "niente arancione", "non il giallo", "senza rosso". */
const NEGATION_BEFORE =
  /(?:\b(?:niente|no|non|senza|tranne|togli|togliamo|eliminiamo|escluso|esclusi|meno|basta)\s+(?:(?:il|lo|la|i|gli|le|l'|col|con il|con la|piu)\s*)?)$/;
/** "il giallo no", "l'arancione non mi piace piu", "il verde toglilo". */
const NEGATION_AFTER =
  /^\s*(?:,?\s*(?:no\b(?!\s*,?\s*(?:niente|nulla|non|il|lo|la|i|gli|le|l')\b)|non (?:mi )?(?:piace|va|convince)\b|toglilo\b|toglila\b|lasciamo perdere\b|meglio di no\b))/;

/** Whether the item found at `index` (length `length`) in `text` is taken back by the words around it. */
export function isNegatedAt(text: string, index: number, length: number): boolean {
  const before = fold(text.slice(Math.max(0, index - 40), index));
  const after = fold(text.slice(index + length, index + length + 30));
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

/**
 * What an "anzi" replaces: "rosso, anzi bordeaux" takes back the item just before it. Returns the index
 * where the replacing part starts, or -1.
 */
export function replacementStart(text: string): number {
  const m = /\banzi\b(?:\s+no\b)?[,:]?/i.exec(text);
  return m ? m.index + m[0].length : -1;
}
