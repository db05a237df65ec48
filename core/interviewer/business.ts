/** The business itself: its name, what it does (a recognisable kind of activity) and where. */
import { findCity } from './cities';
import { fold, tidyName } from './text';

/** Kinds of activity the interviewer recognises, with how it names them in its own sentences. */
const ACTIVITY_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpizzeri/, 'una pizzeria'],
  [/\bristorant|\btrattori|\bosteri|\bagriturism/, 'un ristorante'],
  [/\bpasticceri/, 'una pasticceria'],
  [/\bgelateri/, 'una gelateria'],
  [/\bpanifici|\bforno\b|\bpanetteri/, 'un forno'],
  [/\benoteca|\bwine bar|\bcaffetteri|\bbar\b|\bpub\b|\bcaffe\b/, 'un locale'],
  [/\bpsicolog|\bpsicoterap/, 'uno studio di psicologia'],
  [/\bavvocat|\bstudio legale|\blegale\b/, 'uno studio legale'],
  [/\bcommercialist/, 'uno studio di commercialisti'],
  [/\bnotai[oa]?\b/, 'uno studio notarile'],
  [/\bdentist|\bodontoiatr/, 'uno studio dentistico'],
  [/\bfisioterap|\bosteopat/, 'uno studio di fisioterapia'],
  [/\bnutrizionist|\bdietist|\bdietolog/, 'uno studio di nutrizione'],
  [/\bveterinari/, 'un ambulatorio veterinario'],
  [/\bmedic[oa]\b|\bambulatori|\bpoliambulatori/, 'uno studio medico'],
  [/\bpersonal trainer|\ballenator|\bcoach\b/, 'un\'attività di allenamento'],
  [/\bpalestr|\bcrossfit|\bpilates|\byoga\b/, 'una palestra'],
  [/\bparrucchier|\bhair ?styl|\bbarbier|\bbarber/, 'un salone'],
  [/\bestetist|\bcentro estetico|\bbenessere|\bspa\b|\bmassagg|\bnail/, 'un centro benessere'],
  [/\bfotograf/, 'uno studio fotografico'],
  [/\barchitett|\binterior design/, 'uno studio di architettura'],
  [/\bingegner|\bgeometr/, 'uno studio tecnico'],
  [/\bidraulic|\belettricist|\bimpresa edile|\bedil|\bimbianchin|\bfalegnam|\bserramenti/, 'un\'impresa artigiana'],
  [/\bofficina|\bmeccanic|\bcarrozzeri|\bgommist/, 'un\'officina'],
  [/\bagenzia immobiliare|\bimmobiliar/, 'un\'agenzia immobiliare'],
  [/\bagenzia (di )?viaggi|\btour operator/, 'un\'agenzia di viaggi'],
  [/\bhotel\b|\balbergo|\bb ?& ?b\b|\bbed and breakfast|\bcasa vacanz|\baffittacamer/, 'una struttura ricettiva'],
  [/\bboutique|\bnegozio|\bshop\b|\bemporio|\bbottega/, 'un negozio'],
  [/\bfiorai|\bfiorist/, 'un negozio di fiori'],
  [/\bwedding planner|\bmatrimoni/, 'un\'attività per matrimoni'],
  [/\bscuola|\blezioni|\bripetizion|\binsegnant|\bcorsi\b/, 'una scuola'],
  [/\bconsulen/, 'un\'attività di consulenza'],
  [/\bagenzia\b|\bweb agency|\bmarketing\b/, 'un\'agenzia'],
  [/\bstudio\b/, 'uno studio'],
];

/** How the interviewer refers to the activity ("una pizzeria"), or null when it does not recognise it. */
export function findActivityKind(text: string): string | null {
  const folded = fold(text);
  for (const [pattern, label] of ACTIVITY_KINDS) if (pattern.test(folded)) return label;
  return null;
}

// A capitalised token (letters, apostrophes, dots for "Dott.ssa", ampersand) or a joining word.
const CAP = "[\\p{Lu}](?:[\\p{L}\\p{N}'’&-]|\\.(?=\\p{L}))*";
const JOIN = "(?:da|di|del|della|dello|dei|degli|delle|d'|e|&|al|alla|le|la|il|lo|in)";
const CAP_RUN = new RegExp(`${CAP}(?:\\s+(?:${JOIN}\\s+)*${CAP})*`, 'u');

const NAME_TRIGGERS = /(?:si chiama|si chiamano|chiamat[oa]|il nome (?:è|e'|e)|nome:|mi chiamo|ci chiamiamo|insegna:?|marchio)\s+/i;
const ACTIVITY_WORDS = /(?<![\p{L}])(pizzeria|ristorante|trattoria|osteria|pasticceria|gelateria|panificio|forno|bar|caffè|enoteca|studio legale|studio|palestra|salone|centro estetico|centro|agenzia|officina|hotel|albergo|negozio|boutique|bottega|emporio|b&b|scuola|accademia|associazione|impresa|ditta|farmacia|libreria|fioreria|macelleria|salumeria|lavanderia|autoscuola|parrucchiere|barbiere)\s+/giu;

const PERSON = /(?<![\p{L}])(?:[Ss]ono|[Ii]o sono)\s+(?:il\s+|la\s+)?((?:(?:[Dd]ott\.(?:ssa)?|[Dd]ottor|[Dd]ottoressa|[Aa]vv\.|[Aa]vvocato|[Aa]vvocata|[Aa]rch\.|[Ii]ng\.|[Pp]rof\.|[Pp]rofessoressa|[Pp]rofessor)\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)/u;

/** Cuts what follows a name trigger at the first clause boundary. */
function untilBoundary(rest: string): string {
  return rest.split(/[,.;:!?\n(]|\s+(?:e|ed|a|ad|in|che|con|per|dove|siamo|sono|ho|abbiamo|nel|nella|nei|vicino)\s+(?=\p{Ll})/u)[0] ?? '';
}

/** The business's name, when the text gives it clearly enough; null otherwise (the interviewer then asks). */
export function findBusinessName(text: string): string | null {
  const quoted = text.match(/[«“"]([^»”"]{2,80})[»”"]/u);
  if (quoted?.[1]) return tidyName(quoted[1]);

  const trigger = NAME_TRIGGERS.exec(text);
  if (trigger) {
    const rest = text.slice(trigger.index + trigger[0].length);
    const run = rest.match(new RegExp(`^${CAP_RUN.source}`, 'u'))?.[0];
    const candidate = run ?? untilBoundary(rest);
    const name = tidyName(candidate.split(/\s+/).slice(0, 8).join(' '));
    if (name.length >= 2) return name;
  }

  // A professional introducing themselves: "sono Marco Verdi", "sono la dott.ssa Anna Neri" (first name and surname).
  const person = PERSON.exec(text);
  if (person?.[1]) return tidyName(person[1]);

  // "Pizzeria Da Gennaro", "lo Studio Legale Rossi & Associati", "la palestra FitLab"
  for (const match of text.matchAll(ACTIVITY_WORDS)) {
    const after = text.slice(match.index + match[0].length);
    const run = after.match(new RegExp(`^${CAP_RUN.source}`, 'u'))?.[0];
    if (!run) continue;
    if (findCity(run) === run) continue; // "studio a Roma" is a place, not a name
    const keywordCapitalised = /^\p{Lu}/u.test(match[1] ?? '');
    return tidyName(keywordCapitalised ? `${match[1]} ${run}` : run);
  }

  // A message that opens with a capitalised name and a separator: "Da Gennaro - pizzeria a Napoli".
  const opening = text.match(new RegExp(`^\\s*(${CAP_RUN.source})\\s*[,:–—-]\\s`, 'u'));
  if (opening?.[1] && !OPENING_WORDS.has(fold(opening[1])) && findCity(opening[1]) !== opening[1]) {
    return tidyName(opening[1]);
  }
  return null;
}

/** Words that open sentences and are not names. */
const OPENING_WORDS = new Set(['ciao', 'salve', 'buongiorno', 'buonasera', 'allora', 'ok', 'si', 'no', 'certo', 'dunque', 'ecco', 'beh', 'grazie', 'sono', 'ho', 'siamo']);

/** The name when the visitor answers a direct "what is it called?" with just the name. */
export function nameFromDirectAnswer(text: string): string | null {
  const found = findBusinessName(text);
  if (found) return found;
  const cleaned = text
    .replace(/^\s*(?:allora|beh|dunque|ok|certo)[,!]?\s+/i, '')
    .replace(/^\s*(?:si chiama|il nome è|il nome e'|il nome|nome|è|e')\s*:?\s*/i, '');
  const city = findCity(cleaned);
  const withoutCity = city
    ? cleaned.replace(new RegExp(`[,;-]?\\s*(?:a|ad|in|di|da|siamo a|sede a)?\\s*${city}\\b.*$`, 'iu'), '')
    : cleaned;
  const candidate = untilBoundary(withoutCity).trim();
  if (candidate.length < 2 || candidate.split(/\s+/).length > 8) return null;
  return tidyName(candidate);
}

export { findCity };
