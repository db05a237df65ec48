/**
 * What kind of answer a message is: vague ("boh"), a refusal or "no", leaving the choice to the team,
 * a greeting, or asking what the question means. Matching is on the whole short answer, so
 * "non so se aprire la domenica" is not vague.
 */
import { bare, fold, wordCount } from './text';

const VAGUE = new Set([
  'boh',
  'bho',
  'mah',
  'mha',
  'bo',
  'eh',
  'ah',
  'mmm',
  'mm',
  'uhm',
  'ehm',
  'hmm',
  'ok',
  'okay',
  'va bene',
  'si',
  'sì',
  'forse',
  'non so',
  'non lo so',
  'non saprei',
  'boh non so',
  'boh non saprei',
  'non so che dire',
  'non so cosa dire',
  'bho non so',
  'qualcosa',
  'qualsiasi',
  'qualsiasi cosa',
  'un po di tutto',
  "un po' di tutto",
  'tante cose',
  'varie',
  'vario',
  'cose',
  'normale',
  'normali',
  'niente di che',
  'nessuna idea',
  'non ci ho pensato',
  'boh vediamo',
  'vediamo',
  'dipende',
  'tutti',
  'tutto',
  'chiunque',
  'persone',
  'clienti',
  'gente',
  'ciao',
  'salve',
  'buongiorno',
  'buonasera',
  'hey',
  'ehi',
  'eccomi',
  'aspetta',
  'un attimo',
  'test',
  'prova',
  'x',
  'xx',
  'asd',
  '?',
  '...',
  'niente',
  'nulla',
  'nessuno',
  'no',
  'non ne ho',
]);

const GREETING = /^(ciao|salve|buongiorno|buonasera|hey|ehi|eccomi)\b/;

/** "no", "niente", "nient'altro": a legitimate answer where nothing more is needed. */
const NEGATIVE = new Set([
  'no',
  'no grazie',
  'niente',
  'nulla',
  'nessuno',
  'nessuna',
  "nient'altro",
  'niente altro',
  'niente di piu',
  'nulla di piu',
  'no niente',
  'no nulla',
  'non ancora',
  'no non ancora',
  'non ne ho',
  'non ho',
  'non ce l ho',
  "non ce l'ho",
  'no non ce l ho',
  "no non ce l'ho",
  'per ora no',
  'al momento no',
  'direi di no',
  'no va bene cosi',
  'va bene cosi',
  'tutto qui',
  'e tutto',
  "e' tutto",
  'basta cosi',
  'basta',
  'sono a posto',
  'a posto',
  'ok cosi',
  'preferisco di no',
  'meglio di no',
  'no prezzi',
  'niente prezzi',
  'senza prezzi',
  'no grazie va bene cosi',
  'no nient altro',
  "no nient'altro",
  'ho finito',
  'finito',
  'no tutto ok',
  'tutto ok',
  'nessun dominio',
  'non saprei no',
]);

const DELEGATION =
  /\b(fai tu|fate voi|decidi tu|decidete voi|scegli tu|scegliete voi|vedi tu|vedete voi|come preferisci|come preferite|come volete|come vuoi|a vostra scelta|a tua scelta|consigliatemi|consigliami|mi fido|lascio a voi|lascio fare a voi|ci pensate voi|pensateci voi|suggerite voi|suggerisci tu|proponete voi|proponi tu|sorprendetemi|sorprendimi)\b/;

const CLARIFY =
  /\b(in che senso|cosa intendi|che intendi|cosa vuoi dire|che vuol dire|cosa significa|non ho capito|non capisco|puoi spiegare|puoi spiegarmi|mi spieghi|spiegati meglio|ad esempio\?|per esempio\?|tipo\?|cioe\?|come sarebbe|fammi un esempio|un esempio)\b|^(tipo|cioe|cioè|ovvero|in che senso|cioe\?)\W*$/;

export function isGreetingOnly(text: string): boolean {
  const b = bare(text);
  return GREETING.test(b) && wordCount(b) <= 3 && !/\d/.test(b);
}

export function isVague(text: string): boolean {
  const b = bare(text);
  if (b.length === 0) return true;
  if (VAGUE.has(b)) return true;
  if (isGreetingOnly(text)) return true;
  // One or two letters, a lone number without context, or only punctuation.
  if (b.replace(/[^\p{L}]/gu, '').length < 2 && !/\d{3,}/.test(b)) return true;
  return false;
}

export function isNegative(text: string): boolean {
  const b = bare(text).replace(/^(mah|beh|allora|direi|credo|penso)\s+/, '');
  return NEGATIVE.has(b) || (/^(no|niente|nulla)\b/.test(b) && wordCount(b) <= 4 && !/\d/.test(b));
}

export function isDelegation(text: string): boolean {
  return DELEGATION.test(fold(text));
}

export function asksForClarification(text: string): boolean {
  const f = fold(text).trim();
  return wordCount(f) <= 8 && CLARIFY.test(f);
}
