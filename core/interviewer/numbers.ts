/**
 * Italian numbers written in words, as owners dictate prices: «quaranta euro», «centoventi», «milleduecento»,
 * «due euro e cinquanta», «tre e cinquanta», «dodici euro e novanta», «sette euro e mezzo». Only number words
 * in a price's place become digits (before «euro», as the cents after an amount, or closing an item of a priced
 * list), so a name such as «Trattoria Tre Archi» keeps its words.
 */
import { fold } from './text';

const UNITS: Readonly<Record<string, number>> = {
  uno: 1,
  un: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
};
const TEENS: Readonly<Record<string, number>> = {
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
};
const TENS: Readonly<Record<string, number>> = {
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};

/** 0-99 from the start of `w`: [value, length read], the tens' last vowel dropped before «uno» and «otto». */
function readBelowHundred(w: string): [number, number] | null {
  for (const [word, value] of Object.entries(TEENS)) if (w.startsWith(word)) return [value, word.length];
  for (const [word, value] of Object.entries(TENS)) {
    const stems = [word, word.slice(0, -1)];
    for (const stem of stems) {
      if (!w.startsWith(stem)) continue;
      const rest = w.slice(stem.length);
      // «ventotto», «trentuno»: the elided stem only before a vowel-initial unit.
      if (stem !== word && !/^(?:uno|otto)/.test(rest)) continue;
      for (const [unit, u] of Object.entries(UNITS)) {
        if (unit !== 'un' && unit !== 'una' && rest.startsWith(unit)) return [value + u, stem.length + unit.length];
      }
      if (stem === word) return [value, word.length];
    }
  }
  for (const [word, value] of Object.entries(UNITS)) if (w.startsWith(word)) return [value, word.length];
  return null;
}

/** 0-999 from the start of `w`. */
function readBelowThousand(w: string): [number, number] | null {
  const hundred = /^(?:(due|tre|quattro|cinque|sei|sette|otto|nove)?cento)/.exec(w);
  if (hundred) {
    const times = hundred[1] ? (UNITS[hundred[1]] ?? 1) : 1;
    const rest = readBelowHundred(w.slice(hundred[0].length));
    return rest ? [times * 100 + rest[0], hundred[0].length + rest[1]] : [times * 100, hundred[0].length];
  }
  return readBelowHundred(w);
}

/** A whole number word («milleduecento», «duemilacinquecento», «trentacinque»), or null. */
export function parseNumberWord(word: string): number | null {
  const w = fold(word);
  if (!/^\p{L}+$/u.test(w)) return null;
  let value = 0;
  let at = 0;
  const thousands = /^(?:mille|(.+?)mila)/.exec(w);
  if (thousands) {
    const times = thousands[1] === undefined ? [1, 0] : readBelowThousand(thousands[1]);
    if (!times || (thousands[1] !== undefined && times[1] !== thousands[1].length)) return null;
    value = times[0] * 1000;
    at = thousands[0].length;
  }
  if (at < w.length) {
    const rest = readBelowThousand(w.slice(at));
    if (!rest || rest[1] !== w.length - at) return null;
    value += rest[0];
  }
  return at === 0 && w.length === 0 ? null : value;
}

const WORD = '[\\p{L}]+';
const CURRENCY = '(?:euro|eur|€)';
/** «due euro e cinquanta», «dodici euro e novanta», «sette euro e mezzo». */
const WITH_CENTS = new RegExp(`(?<![\\p{L}\\d])(${WORD})\\s+${CURRENCY}\\s+e\\s+(${WORD})(?![\\p{L}])`, 'giu');
/** «tre e cinquanta», «quattro e mezzo»: an amount and its cents, no currency. */
const BARE_CENTS = new RegExp(`(?<![\\p{L}\\d])(${WORD})\\s+e\\s+(${WORD})(?![\\p{L}])`, 'giu');
/** «quaranta euro», «centoventi €». */
const BEFORE_CURRENCY = new RegExp(`(?<![\\p{L}\\d])(${WORD})(?=\\s*${CURRENCY}(?![\\p{L}]))`, 'giu');
/** A number word closing an item of a list: «album in più trecentocinquanta,». */
const CLOSING = new RegExp(`(?<![\\p{L}\\d])(${WORD})(?=\\s*(?:[,;\\n]|$))`, 'giu');

/** Cents as words: «cinquanta» -> 50, «mezzo» -> 50; only round tens and teens read as cents. */
function cents(word: string): number | null {
  const w = fold(word);
  if (w === 'mezzo') return 50;
  const n = parseNumberWord(w);
  return n !== null && n >= 10 && n <= 99 ? n : null;
}

const amount = (whole: number, c: number | null) =>
  c === null ? String(whole) : `${whole},${String(c).padStart(2, '0')}`;

/** Words that are numbers but never a price on their own («un», «una», «uno» are articles far more often). */
const ARTICLES = new Set(['un', 'una', 'uno']);

/**
 * The text with number words in a price's place written in digits: «quaranta euro» -> «40 euro», «due euro e
 * cinquanta» -> «2,50 euro», «tre e cinquanta» -> «3,50 €». `list` says the text is a priced list, where a
 * number word closing an item is its price too.
 */
export function withNumeralPrices(text: string, list = false): string {
  let out = text.replace(WITH_CENTS, (m, whole: string, c: string) => {
    const n = parseNumberWord(whole);
    const cc = cents(c);
    return n !== null && cc !== null ? `${amount(n, cc)} euro` : m;
  });
  out = out.replace(BARE_CENTS, (m, whole: string, c: string) => {
    const n = parseNumberWord(whole);
    const cc = cents(c);
    return n !== null && !ARTICLES.has(fold(whole)) && n < 100 && cc !== null ? `${amount(n, cc)} €` : m;
  });
  out = out.replace(BEFORE_CURRENCY, (m, word: string) => {
    const n = parseNumberWord(word);
    return n !== null && (!ARTICLES.has(fold(word)) || /^un/i.test(word)) ? String(n) : m;
  });
  if (list) {
    out = out.replace(CLOSING, (m, word: string) => {
      const n = parseNumberWord(word);
      return n !== null && n >= 2 && !ARTICLES.has(fold(word)) ? String(n) : m;
    });
  }
  return out;
}
