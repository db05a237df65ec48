/**
 * Services or products with prices, from a free list such as
 * "Margherita 6 €, Diavola 7,50 euro; consulenza da 60 euro a seduta".
 */
import { withNumeralPrices } from './numbers';
import { fold, tidyName } from './text';

export interface ServiceItem {
  name: string;
  price: string | null;
}

const UNIT =
  '(ora|persona|seduta|mese|notte|kg|chilo|etto|hg|litro|pezzo|lezione|sessione|visita|incontro|ingresso|pax|giorno|settimana|anno|mq|porzione|coperto|calice|testa)';
/** "da 3 a 4 euro", "10-15 €": a range, written "da 3 a 4 €". */
const RANGE =
  /(?<![\d.,/])(?:da\s+)?(\d{1,5}(?:[.,]\d{1,2})?)\s*(?:-|–|a)\s*(\d{1,5}(?:[.,]\d{1,2})?)\s?(?:€|euro\b|eur\b)/iu;
/** An amount as Italians write it: 1.200 / 1.200,50 / 7,50 / 7.50 / 1200. */
const AMOUNT = '(?:\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d{1,6}(?:[.,]\\d{1,2})?)';
const PRICE = new RegExp(
  `(?<![\\d.,/])(?:(a partire da|partire da|da|dai|a soli|solo|circa|sui|intorno ai)\\s+)?` +
    `(?:(?:€|eur\\b|euro\\b)\\s?(${AMOUNT})|(${AMOUNT})\\s?(?:€|euro\\b|eur\\b|euri\\b))` +
    `(?:\\s*(?:\\/|al|all'|alla|a|per|ogni|l'|la)\\s*${UNIT}\\b)?`,
  'iu',
);
const FREE = /\b(gratis|gratuit[oa]|omaggio)\b/i;

/** "1.200" -> "1.200", "7.50" -> "7,50", "5000" -> "5.000": the Italian way, thousands with a dot. */
function canonicalAmount(raw: string): string {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(raw)) return raw;
  const [whole, cents] = raw.replace('.', ',').split(',') as [string, string | undefined];
  const grouped =
    whole.length > 4 || (whole.length === 4 && Number(whole) >= 1000 && !/^(19|20)\d\d$/.test(whole))
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
      : whole;
  return cents !== undefined ? `${grouped},${cents.padEnd(2, '0')}` : grouped;
}

/**
 * A price in a canonical form ("6,50 €", "da 60 €/seduta", "gratuito"), or null. Prices in words («quaranta
 * euro») are read too: `index` and `length` then refer to the text with its numerals (`withNumeralPrices`).
 */
export function findPrice(raw: string): { price: string; index: number; length: number } | null {
  const text = withNumeralPrices(raw);
  const range = RANGE.exec(text);
  if (range?.[1] && range[2]) {
    return {
      price: `da ${canonicalAmount(range[1])} a ${canonicalAmount(range[2])} €`,
      index: range.index,
      length: range[0].length,
    };
  }
  const match = PRICE.exec(text);
  if (match) {
    const amount = canonicalAmount(match[2] ?? match[3] ?? '');
    const from = match[1]
      ? /partire|da|dai/i.test(match[1])
        ? 'da '
        : match[1].toLowerCase().startsWith('circa') || /sui|intorno/i.test(match[1])
          ? 'circa '
          : ''
      : '';
    const unit = match[4] ? `/${fold(match[4])}` : '';
    return { price: `${from}${amount} €${unit}`, index: match.index, length: match[0].length };
  }
  const free = FREE.exec(text);
  if (free) return { price: 'gratuito', index: free.index, length: free[0].length };
  return null;
}

/** Leading words that introduce a list rather than name a service. */
const LEAD_IN =
  /^(?:(?:e|ed|poi|anche|inoltre|infine|ma|oppure|o|più|piu)\s+)*(?:(?:noi\s+)?(?:offro|offriamo|facciamo|faccio|vendo|vendiamo|propongo|proponiamo|abbiamo|ho|c'è|ci sono|ci sono anche|preparo|prepariamo|servo|serviamo|eseguo|eseguiamo|seguo|seguiamo|organizzo|organizziamo|insegno|insegniamo)\s+)?(?:(?:i|il|le|la|lo|gli|un|una|uno|dei|delle|degli|dell'|l')\s+)?(?:(?:nostri|nostre|miei|mie)\s+)?(?:(?:servizi|prodotti|prezzi|listino|piatti|menu|menù|specialità)(?![\p{L}])\s*(?:principali\s*)?(?:sono\b|[:–—-])\s*)?(?:sono\s+)?/iu;
const JOINERS = /(?:^|\s)(?:a|al|a soli|costa|costano|viene|vengono|prezzo|prezzi|:|–|—|-|=|per)\s*$/iu;

/** Lines that only fill the message: "Allora...", "ecco", "Ripeto che preferirei il Lei". */
const FILLER =
  /^(?:allora|dunque|ecco|ok|okay|beh|mah|boh|vediamo|poi|allora vediamo|ecco qui|eccoli|ecco i prezzi|questi|sono questi|tutto qui|e basta|basta|grazie|niente|nulla|no|si|sì)$/i;
const NOT_AN_ITEM =
  /\b(?:preferirei|vorrei|voglio|ripeto|direi|penso|credo|mi piacerebbe|sarebbe|ricordo|come detto|come ho detto|scusa|scusi|grazie|ciao|salve|buongiorno|buonasera|chiedo|domanda|lei\b|del tu)\b/i;

function cleanName(segment: string): string {
  let name = segment
    .replace(/^\s*(?:[-*•·]|\d+[.)])\s*/u, '')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ')
    .trim();
  name = name.replace(LEAD_IN, '');
  // "Patente A" keeps its letter: only a lower-case «a» is a joining word.
  if (!/\s\p{Lu}$/u.test(name)) name = name.replace(JOINERS, '').replace(JOINERS, '');
  name = name
    .replace(/[\s,.;:!–—-]+$/u, '')
    .replace(/^[\s,.;:!–—-]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    /^(?:e|ed|o|oppure|poi|anche|euro|eur|€|ciascun[oa]|cadaun[oa]|l'un[oa]|ognun[oa]|a testa|l'uno|l'una)$/iu.test(
      name,
    )
  )
    return '';
  return name ? tidyName(name.charAt(0).toLocaleUpperCase('it-IT') + name.slice(1)) : '';
}

/** "a, b, c e d": the last item of a comma list holds two when both sides have two words or more. */
function splitLastAnd(segments: string[]): string[] {
  if (segments.length < 2) return segments;
  const last = segments[segments.length - 1]!;
  const parts = last.split(/\s+(?:e|ed)\s+/u);
  if (parts.length === 2 && parts.every((p) => p.trim().split(/\s+/).length >= 2) && !PRICE.test(parts[0]!)) {
    return [...segments.slice(0, -1), parts[0]!, parts[1]!];
  }
  return segments;
}

/**
 * Splits a list on lines, semicolons, bullets and commas that are not decimal commas, and on «e» right after a
 * price ("fregola 14 euro e culurgiones 12,50": two items).
 */
function segmentsOf(text: string): string[] {
  const segments = text
    .split(
      /\n|;|•|·|,(?!\d)|\.\s+(?=\p{Lu})|\s*\((?=[^)]*(?:€|euro|grat|omaggio))|(?<=(?:€|euro|gratis|gratuit[oa]|omaggio)[^(]*)\)|(?<=(?:€|\beuro|\beur|\d))\s+(?:e|ed)\s+(?=\p{L}{3})/iu,
    )
    .flatMap((segment) => {
      // "ceretta 25 euro manicure 15 euro" or "Margherita 6 euro e Marinara 5 euro": one item per price.
      const prices = [...segment.matchAll(new RegExp(PRICE.source, 'giu'))];
      if (prices.length <= 1) return [segment];
      const out: string[] = [];
      let start = 0;
      for (const p of prices) {
        const end = p.index + p[0].length;
        out.push(segment.slice(start, end));
        start = end;
      }
      const tail = segment.slice(start);
      if (tail.trim()) out[out.length - 1] += tail;
      return out;
    })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return splitLastAnd(segments);
}

/** Units written before the price: "tappeto al mq 12 €", "pane al kg 3,50 €". */
const UNIT_BEFORE = /\s+(?:al|a|per|all')\s*(kg|mq|chilo|litro|metro|ora|persona|notte)\s*$/iu;

/**
 * Conditions of sale, not services: "consegna gratis sopra i 20 euro", "ordine minimo 15 euro", "sconto del 10%
 * il martedì", "spedizione gratuita oltre 50 €".
 */
const THRESHOLD = /\b(?:sopra|oltre|superiore|superiori|minimo|minima|per ordini|di spesa)\b/;
const DISCOUNT = /\b(?:sconto|sconti|scontat[oaie])\b|%|\bper cento\b/;

export function isCondition(segment: string): boolean {
  const f = fold(segment);
  return DISCOUNT.test(f) || (THRESHOLD.test(f) && findPrice(segment) !== null);
}

/** The services named in a list, each with its price when one is given. At most 50. */
export function parseServices(original: string): ServiceItem[] {
  const items: ServiceItem[] = [];
  const spelled = withNumeralPrices(original);
  // In a priced list, a bare number closing an item is its price too ("trattamento 60 euro, prima seduta 70").
  const pricedList = segmentsOf(spelled).some((seg) => findPrice(seg) !== null && findPrice(seg)!.price !== 'gratuito');
  const segments = segmentsOf(pricedList ? withNumeralPrices(original, true) : spelled);
  for (const raw of segments) {
    if (isCondition(raw)) continue;
    let segment = raw;
    if (pricedList && !findPrice(segment))
      segment = segment.replace(/(?<![\d.,/+])(\d{1,4}(?:[.,]\d{1,2})?)\s*$/u, (m, n: string) =>
        /^(19|20)\d\d$/.test(n) ? m : `${n} €`,
      );
    let price = findPrice(segment);
    let withoutPrice = price
      ? segment.slice(0, price.index) + ' ' + segment.slice(price.index + price.length)
      : segment;
    const unitBefore = UNIT_BEFORE.exec(withoutPrice.trimEnd());
    if (price && unitBefore?.[1] && !price.price.includes('/')) {
      price = { ...price, price: `${price.price}/${fold(unitBefore[1])}` };
      withoutPrice = withoutPrice.trimEnd().slice(0, unitBefore.index);
    }
    // "2.400 €, anzi 2.600 € con l'album": a corrected price for the item before.
    const correction = /^\s*(?:anzi|cioe|cioè|no)\b/i.test(segment);
    const name = cleanName(withoutPrice.replace(/^\s*(?:anzi|cioe|cioè)\b\s*(?:no\b)?[,:]?/i, ''));
    const previous = items[items.length - 1];
    if (correction && price && previous && name.split(/\s+/).length <= 3) {
      previous.price = price.price;
      continue;
    }
    if (!name) {
      // A bare price continues the item before it ("Margherita, 6 euro").
      if (price && previous && previous.price === null) previous.price = price.price;
      continue;
    }
    if (FILLER.test(name.replace(/[.…!?]+$/u, '').trim()) || (!price && NOT_AN_ITEM.test(name))) continue;
    // "vini esclusi", "IVA inclusa": a note on the item before, not an item.
    if (
      !price &&
      previous &&
      pricedList &&
      /\b(esclus|inclus|compres|a parte|su prenotazione|su richiesta)/i.test(name) &&
      name.split(/\s+/).length <= 4
    ) {
      previous.name = `${previous.name} (${name.charAt(0).toLocaleLowerCase('it-IT')}${name.slice(1)})`.slice(0, 500);
      continue;
    }
    if (name.split(/\s+/).length > 14) continue; // a sentence, not an item
    items.push({ name: name.slice(0, 500), price: price ? price.price : null });
    if (items.length === 50) break;
  }
  return items;
}

/**
 * Prices given after the fact ("la margherita 6, la diavola 7,50" or "tutte 8 euro") attached to the
 * services already known: by name when the name is repeated, otherwise in order.
 */
export function attachPrices(services: readonly ServiceItem[], answer: string): ServiceItem[] {
  // Here every bare number is a price: "la margherita 6, la diavola 7,50".
  const text = withNumeralPrices(answer, true).replace(
    /(?<![\d.,/:+])(\d{1,5}(?:[.,]\d{1,2})?)(?![\d.,/:]*\d)(?!\s*(?:€|euro|eur|anni|ore|minuti|mq|kg|%))/giu,
    (m, n: string) => (/^(19|20)\d\d$/.test(n) ? m : `${n} €`),
  );
  const priced = parseServices(text).filter((s) => s.price !== null);
  const loosePrices =
    priced.length > 0
      ? []
      : [...text.matchAll(new RegExp(PRICE.source, 'giu'))].map((m) => findPrice(m[0])?.price ?? null);
  const result = services.map((s) => ({ ...s }));
  const unmatched: ServiceItem[] = [];
  for (const item of priced) {
    const target = result.find(
      (s) => s.price === null && (fold(s.name).includes(fold(item.name)) || fold(item.name).includes(fold(s.name))),
    );
    if (target) target.price = item.price;
    else unmatched.push(item);
  }
  const queue = [...unmatched.map((u) => u.price), ...loosePrices];
  const everything = /\b(tutt[ie]|ognun[oa]|ciascun[oa]|sempre)\b/i.test(text) && queue.length === 1;
  for (const s of result) {
    if (s.price !== null) continue;
    if (everything) s.price = queue[0] ?? null;
    else if (queue.length > 0) s.price = queue.shift() ?? null;
  }
  // Priced items that matched nothing and found no slot are new services.
  if (!everything && queue.length > 0) {
    for (const item of unmatched.filter((u) => queue.includes(u.price))) result.push(item);
  }
  return result.slice(0, 50);
}
