/**
 * Places: every Italian comune with its province (ISTAT's list, data/comuni.ts). Many comuni share their
 * name with common words or surnames ("Rosà", "Bianchi", "Alba"), so a small comune counts only where
 * Italian puts a place: after "a", "in", "di"… with a capital letter, as a name of its own between
 * commas, or as the whole answer. The big cities count however they are written ("a bari").
 * When a message names several places, a place stated as where the business is ("siamo a Matera")
 * beats a passing mention, and the one named last wins; "non a Potenza" and "provincia di Siena" do not count.
 */
import { COMUNI_BY_PROVINCE, PROVINCE_NAMES } from './data/comuni';
import { fold } from './text';

export interface Place {
  /** How the comune is usually written ("Reggio Emilia", "Bolzano", "Cortina d'Ampezzo"). */
  name: string;
  /** Province sigla ("BR"). */
  province: string;
}

export interface FoundPlace extends Place {
  /** Stated as where the business is ("siamo a", "sede a", "studio a"), rather than mentioned. */
  strong: boolean;
  /** Named as a place: after «a», «in», «di»…, with its province, or as the whole answer. */
  stated: boolean;
}

/** Official names written otherwise in everyday Italian. */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  "Reggio nell'Emilia": 'Reggio Emilia',
  'Reggio di Calabria': 'Reggio Calabria',
};
/** Other ways people write a comune. */
const ALIASES: ReadonlyArray<readonly [string, string]> = [
  ["Reggio nell'Emilia", 'Reggio Emilia'],
  ['Reggio di Calabria', 'Reggio Calabria'],
  ['Forlì', 'Forli'],
  ["L'Aquila", 'Aquila'],
];

/** Larger towns recognised in any case, beside the provincial capitals. */
const MAJOR_TOWNS = [
  'Andria',
  'Barletta',
  'Busto Arsizio',
  'Carpi',
  'Castellammare di Stabia',
  'Cesena',
  'Cinisello Balsamo',
  'Civitavecchia',
  'Fano',
  'Fiumicino',
  'Gallarate',
  'Giugliano in Campania',
  'Guidonia Montecelio',
  'Imola',
  'Lamezia Terme',
  'Marsala',
  'Molfetta',
  'Olbia',
  'Pesaro',
  'Pomezia',
  'Pozzuoli',
  'Sanremo',
  'Sesto San Giovanni',
  'Tivoli',
  'Torre del Greco',
  'Trani',
  'Viareggio',
  'Vigevano',
  'Bassano del Grappa',
  'Riccione',
  'Cattolica',
  'Alghero',
  'Modica',
  'Matera',
  'Monza',
  'Bolzano',
  'Aosta',
  'Urbino',
  'Carrara',
  'Massa',
];

/** Names that are also everyday words ("un prato", "in massa", "all'alba"): they count only when capitalised. */
const ALSO_COMMON_WORDS = new Set([
  'carpi',
  'latina',
  'lodi',
  'massa',
  'prato',
  'fano',
  'como',
  'alba',
  'bra',
  'ala',
  'ne',
  'cento',
  'vico',
  'lama',
  'ora',
]);
/**
 * Small comuni named like greetings, pronouns, colours or things ("Salve", "Lei", "Bianco", "Rosà"): only
 * "a Bianco", "in Salve" or "Bianco (RC)" make them places.
 */
const EVERYDAY_WORDS = new Set([
  'salve',
  'lei',
  'bianco',
  'nero',
  'rosa',
  'verde',
  'oro',
  'quadri',
  'marina',
  'villa',
  'porto',
  'campo',
  'monte',
  'fiume',
  'mare',
  'valle',
  'piano',
  'castello',
  'borgo',
  'ponte',
  'torre',
  'corte',
  'colle',
  'casa',
  'chiesa',
  'sale',
  'vita',
  'pace',
  'nulla',
  'tutti',
  'forno',
  'pietra',
  'rosta',
  'magre',
  'mezzane',
  'volta',
  'calcio',
  'paese',
  'riva',
  'isola',
  'tenno',
  'lago',
  'fiore',
  'fiori',
  'capo',
  'vallo',
  'bella',
  'giove',
  'nole',
  'lu',
  'fara',
  'scala',
  'ossi',
  'solo',
]);

interface Entry extends Place {
  major: boolean;
}

const tokensOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Folded token key ("cortina d ampezzo") -> the comuni with that name. */
const INDEX = new Map<string, Entry[]>();
let longestName = 1;

function add(key: string, entry: Entry): void {
  const list = INDEX.get(key) ?? [];
  if (!list.some((e) => e.name === entry.name && e.province === entry.province)) list.push(entry);
  INDEX.set(key, list);
  longestName = Math.max(longestName, key.split(' ').length);
}

function buildIndex(): void {
  const capitals = new Set<string>();
  for (const line of PROVINCE_NAMES.split('\n')) {
    for (const part of (line.split(':')[1] ?? '').split(/-| e /)) capitals.add(fold(part.trim()));
  }
  const major = new Set([...capitals, ...MAJOR_TOWNS.map(fold)]);
  for (const line of COMUNI_BY_PROVINCE.split('\n')) {
    const [province, names] = line.split(':') as [string, string];
    for (const official of names.split('|')) {
      const variants = official.split('/').map((v) => v.trim());
      const name = COMMON_NAMES[official] ?? variants[0]!;
      const isMajor = variants.some((v) => major.has(fold(v))) || major.has(fold(name));
      for (const v of [...variants, name]) add(tokensOf(v).join(' '), { name, province, major: isMajor });
    }
  }
  for (const [official, alias] of ALIASES) {
    const entry = INDEX.get(tokensOf(official).join(' '))?.[0];
    if (entry) add(tokensOf(alias).join(' '), entry);
  }
}
buildIndex();

interface Token {
  folded: string;
  raw: string;
  index: number;
  end: number;
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    folded: fold(m[0]),
    raw: m[0],
    index: m.index,
    end: m.index + m[0].length,
  }));
}

const PLACE_PREPOSITIONS = new Set([
  'a',
  'ad',
  'in',
  'di',
  'da',
  'presso',
  'zona',
  'comune',
  'paese',
  'sede',
  'base',
  'de',
]);
/** Words before the preposition that state where the business is. */
const STATEMENT =
  /\b(siamo|sono|sto|stiamo|trovi|trovate|trova|trovano|sede|base|studio|lavoro|lavoriamo|opero|operiamo|aperto|aperti|aperta|laboratorio|negozio|locale|bottega|ufficio|ora|adesso|trasferit[oiae]|spostat[oiae])\b/;
const NOT_HERE = /\b(non|provincia|prov|vicino|dintorni|abito|vivo|nato|nata|originari[oa]|tra|fra)\s*$/;

const isCapitalised = (t: Token) => /^\p{Lu}/u.test(t.raw);

/** Every place named in the text, in order, with whether it is stated as the business's place. */
export function findPlaces(text: string): FoundPlace[] {
  // Emails and web addresses name no place ("casadipietra.matera@gmail.com").
  const tokens = tokenize(
    text.replace(/[^\s,;]*(?:@|\.(?:it|com|eu|net|org|info)\b)[^\s,;]*/giu, (m) => ' '.repeat(m.length)),
  );
  const found: Array<FoundPlace & { at: number }> = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(longestName, tokens.length - i); n >= 1; n--) {
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.folded)
        .join(' ');
      const entries = INDEX.get(key);
      if (!entries) continue;
      const first = tokens[i]!;
      const last = tokens[i + n - 1]!;
      // What comes before matters only nearby: a window keeps long messages linear.
      const before = text.slice(Math.max(0, first.index - 60), first.index);
      const prev = i > 0 ? tokens[i - 1]! : null;
      const next = tokens[i + n] ?? null;
      const gapBefore = prev ? text.slice(prev.end, first.index) : '';
      const gapAfter = next ? text.slice(last.end, next.index) : '';
      const prep = prev !== null && PLACE_PREPOSITIONS.has(prev.folded) && /^[\s']+$/.test(gapBefore);
      const capital = isCapitalised(first);
      const wholeAnswer = tokens.length === n;
      // A capitalised word next to other capitalised words is part of a name ("Bianchi Elettroimpianti").
      const inNameRun =
        (prev !== null && isCapitalised(prev) && /^\s+$/.test(gapBefore) && !prep) ||
        (next !== null && isCapitalised(next) && /^\s+$/.test(gapAfter));
      const sigla = text.slice(last.end, last.end + 8).match(/^\s*\((\p{Lu}{2})\)/u)?.[1] ?? null;
      const ownName =
        capital &&
        !inNameRun &&
        (/[,;:–—(-]\s*$/.test(before) || /^\s*[,.;:)(–—-]|^\s*$/.test(text.slice(last.end, last.end + 3)));
      const entry = entries.find((e) => e.province === sigla) ?? entries.find((e) => e.major) ?? entries[0]!;
      let accepted: boolean;
      if (EVERYDAY_WORDS.has(key)) accepted = sigla !== null || (capital && prep && !inNameRun);
      else if (entry.major) accepted = capital || !ALSO_COMMON_WORDS.has(key) || (prep && !ALSO_COMMON_WORDS.has(key));
      else if (sigla || wholeAnswer) accepted = true;
      else if (capital) accepted = (prep && !inNameRun) || n > 1 || ownName;
      else accepted = prep && /^(a|ad)$/.test(prev.folded) && key.length >= 5 && !ALSO_COMMON_WORDS.has(key);
      if (entry.major && ALSO_COMMON_WORDS.has(key) && !capital) accepted = false;
      if (EVERYDAY_WORDS.has(key) && !(sigla !== null || (capital && prep && !inNameRun))) accepted = false;
      if (!accepted) continue;
      const lead = fold(before)
        .replace(/[^\p{L}\s']+/gu, ' ')
        .replace(/\s+/g, ' ');
      const leadWithoutPrep = prep ? lead.replace(/\s*\b[\p{L}]+'?\s*$/u, '') : lead;
      if (NOT_HERE.test(leadWithoutPrep.trimEnd()) || /\bnon\s+$/.test(lead)) {
        i += n - 1;
        break;
      }
      const recent = leadWithoutPrep.split(' ').slice(-4).join(' ');
      found.push({
        name: entry.name,
        province: entry.province,
        strong: prep && STATEMENT.test(recent),
        stated: prep || sigla !== null || wholeAnswer,
        at: first.index,
      });
      i += n - 1;
      break;
    }
  }
  return found.map(({ name, province, strong, stated }) => ({ name, province, strong, stated }));
}

/** The place the text gives for the business: the last one stated as such, else the last one named. */
export function findPlace(text: string): FoundPlace | null {
  const places = findPlaces(text);
  const strong = places.filter((p) => p.strong);
  return strong[strong.length - 1] ?? places[places.length - 1] ?? null;
}

/** The comune's name only (kept for callers that need a display name). */
export function findCity(text: string): string | null {
  return findPlace(text)?.name ?? null;
}

/** "Ostuni (BR)": how the brief writes a place. */
export function placeLabel(place: Place): string {
  return `${place.name} (${place.province})`;
}
