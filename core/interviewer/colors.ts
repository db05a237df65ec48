/**
 * Colours as visitors name them: Italian colour names (any gender and number, with shades such as
 * "chiaro", "scuro", "pastello") and hex codes. Returned in a canonical spelling, without duplicates.
 */
import { isNegatedAt, replacementStart } from './changes';
import { escapeRegExp, fold } from './text';

/** Canonical name -> folded word forms. Multi-word names first so "verde acqua" beats "verde". */
const COLOUR_FORMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['carta da zucchero', ['carta da zucchero']],
  ['verde acqua', ['verde acqua', 'verdeacqua']],
  ['verde menta', ['verde menta']],
  ['verde salvia', ['verde salvia']],
  ['verde bosco', ['verde bosco']],
  ['verde oliva', ['verde oliva']],
  ['verde petrolio', ['verde petrolio']],
  ['blu notte', ['blu notte']],
  ['blu navy', ['blu navy', 'navy']],
  ['blu elettrico', ['blu elettrico']],
  ['rosa antico', ['rosa antico']],
  ['rosa cipria', ['rosa cipria', 'cipria']],
  ['grigio antracite', ['grigio antracite', 'antracite']],
  ['rosso', ['rosso', 'rossa', 'rossi', 'rosse']],
  ['bianco', ['bianco', 'bianca', 'bianchi', 'bianche']],
  ['nero', ['nero', 'nera', 'neri', 'nere']],
  ['giallo', ['giallo', 'gialla', 'gialli', 'gialle']],
  ['grigio', ['grigio', 'grigia', 'grigi', 'grigie']],
  ['azzurro', ['azzurro', 'azzurra', 'azzurri', 'azzurre']],
  ['blu', ['blu', 'blue']],
  ['celeste', ['celeste', 'celesti']],
  ['verde', ['verde', 'verdi']],
  ['arancione', ['arancione', 'arancioni', 'arancio']],
  ['viola', ['viola', 'violetto', 'violetta']],
  ['rosa', ['rosa']],
  ['marrone', ['marrone', 'marroni']],
  ['beige', ['beige']],
  ['bordeaux', ['bordeaux', 'bordo']],
  ['turchese', ['turchese', 'turchesi']],
  ['lilla', ['lilla']],
  ['fucsia', ['fucsia']],
  ['magenta', ['magenta']],
  ['oro', ['oro', 'dorato', 'dorata', 'dorati', 'dorate']],
  ['argento', ['argento', 'argentato', 'argentata']],
  ['bronzo', ['bronzo']],
  ['rame', ['rame', 'ramato']],
  ['avorio', ['avorio']],
  ['crema', ['crema']],
  ['panna', ['panna']],
  ['sabbia', ['sabbia']],
  ['tortora', ['tortora']],
  ['terracotta', ['terracotta']],
  ['ocra', ['ocra']],
  ['senape', ['senape']],
  ['corallo', ['corallo']],
  ['pesca', ['pesca']],
  ['salmone', ['salmone']],
  ['lavanda', ['lavanda']],
  ['menta', ['menta']],
  ['smeraldo', ['smeraldo']],
  ['indaco', ['indaco']],
  ['ciano', ['ciano']],
  ['petrolio', ['petrolio']],
];

const SHADES = [
  'chiaro',
  'chiara',
  'chiari',
  'chiare',
  'scuro',
  'scura',
  'scuri',
  'scure',
  'pastello',
  'acceso',
  'accesa',
  'accesi',
  'accese',
  'intenso',
  'intensa',
  'tenue',
  'opaco',
  'opaca',
];
const SHADE_CANONICAL: Record<string, string> = {
  chiaro: 'chiaro',
  chiara: 'chiaro',
  chiari: 'chiaro',
  chiare: 'chiaro',
  scuro: 'scuro',
  scura: 'scuro',
  scuri: 'scuro',
  scure: 'scuro',
  pastello: 'pastello',
  acceso: 'acceso',
  accesa: 'acceso',
  accesi: 'acceso',
  accese: 'acceso',
  intenso: 'intenso',
  intensa: 'intenso',
  tenue: 'tenue',
  opaco: 'opaco',
  opaca: 'opaco',
};

const FORM_PATTERN = new RegExp(
  `(?<![\\p{L}])(${COLOUR_FORMS.flatMap(([, forms]) => forms)
    .sort((a, b) => b.length - a.length)
    .map((f) => escapeRegExp(f))
    .join('|')})(?:\\s+(${SHADES.join('|')}))?(?![\\p{L}])`,
  'gu',
);
const FORM_TO_CANONICAL = new Map(COLOUR_FORMS.flatMap(([name, forms]) => forms.map((f) => [f, name] as const)));

const HEX_PATTERN = /#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-z])/gi;

interface ColourMention {
  index: number;
  length: number;
  value: string;
}

/** "biancoo", "rossoo": a word's last letter typed twice or more. */
const STUTTER = /(\p{L})\1+(?![\p{L}])/gu;

function mentions(original: string): ColourMention[] {
  const text = original.replace(/#[0-9a-f]{3,6}\b|[^#\s]+/gi, (word) =>
    word.startsWith('#') ? word : word.replace(STUTTER, (m, ch: string) => ch + ' '.repeat(m.length - 1)),
  );
  const found: ColourMention[] = [];
  for (const match of text.matchAll(HEX_PATTERN)) {
    found.push({ index: match.index, length: match[0].length, value: match[0].toUpperCase() });
  }
  const folded = fold(text);
  for (const match of folded.matchAll(FORM_PATTERN)) {
    const name = FORM_TO_CANONICAL.get(match[1] ?? '');
    if (!name) continue;
    // A capitalised word in mid-sentence is a name ("Marco Verdi", "Gambero Rosso"), not a colour.
    const before = text.slice(0, match.index).trimEnd();
    if (/^\p{Lu}/u.test(text.slice(match.index)) && before !== '' && /[\p{L}\p{N},]$/u.test(before)) continue;
    const shade = match[2] ? SHADE_CANONICAL[match[2]] : undefined;
    found.push({ index: match.index, length: match[0].length, value: shade ? `${name} ${shade}` : name });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Colour names and hex codes in order of appearance, canonical spelling, no duplicates. */
export function findColors(text: string): string[] {
  return [...new Set(mentions(text).map((f) => f.value))];
}

export interface ColourChoice {
  /** Colours wished for, in order. */
  wanted: string[];
  /** Colours taken back ("niente arancione", "il giallo no", "rosso, anzi bordeaux"). */
  dropped: string[];
}

/**
 * The colours a message asks for and the ones it takes back: a negated colour is dropped, and an
 * "anzi" followed by a colour replaces the colour named just before it (unless it only negates).
 */
export function readColours(text: string): ColourChoice {
  const all = mentions(text);
  // A colour's last mention decides: "rosso e oro, no niente rosso, verde e oro" keeps the oro.
  const dropped = new Set<string>();
  let previous: ColourMention | null = null;
  let previousNegated = false;
  for (const m of all) {
    // "niente marrone e giallo": a negation covers the colours joined to the negated one by «e», «o», «né».
    const joined =
      previous !== null &&
      /^\s*(?:e|ed|o|né|ne|nemmeno|neanche)\s+(?:(?:il|lo|la|i|gli|le|l')\s*)?$/iu.test(
        text.slice(previous.index + previous.length, m.index),
      );
    const negated: boolean = isNegatedAt(text, m.index, m.length) || (joined && previousNegated);
    if (negated) dropped.add(m.value);
    else dropped.delete(m.value);
    previous = m;
    previousNegated = negated;
  }
  const anzi = replacementStart(text);
  if (anzi >= 0) {
    const before = all.filter((m) => m.index < anzi);
    const after = all.filter((m) => m.index >= anzi && !dropped.has(m.value));
    const negatesAfter = all.some((m) => m.index >= anzi && dropped.has(m.value));
    if (after.length > 0 && !negatesAfter && before.length > 0) dropped.add(before[before.length - 1]!.value);
  }
  const wanted = [...new Set(all.map((m) => m.value))].filter((v) => !dropped.has(v));
  return { wanted, dropped: [...dropped] };
}

/** Words that make a colour mention likely outside the style question ("i nostri colori sono..."). */
export function mentionsColours(text: string): boolean {
  return /\b(colore|colori|tonalita|tinta|tinte|palette|logo)\b/.test(fold(text));
}

/** A message made only of colours ("giallo e azzurro", "blu, bianco"): colours whatever the question. */
export function isOnlyColours(text: string): boolean {
  const all = mentions(text);
  if (all.length === 0) return false;
  let rest = fold(text);
  for (const m of [...all].sort((a, b) => b.index - a.index))
    rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m.length);
  return rest
    .replace(/[^\p{L}]+/gu, ' ')
    .split(' ')
    .every(
      (w) =>
        w === '' ||
        /^(e|ed|o|and|oppure|con|il|lo|la|i|gli|le|un|po|di|tipo|magari|meglio|anche|tinta|tinte|colori|colore|tonalita)$/.test(
          w,
        ),
    );
}
