/**
 * Services or products with prices, from a free list such as
 * "Margherita 6 €, Diavola 7,50 euro; consulenza da 60 euro a seduta".
 */
import { fold, tidyName } from './text';

export interface ServiceItem {
  name: string;
  price: string | null;
}

const UNIT = '(ora|persona|seduta|mese|notte|kg|chilo|pezzo|lezione|sessione|visita|incontro|ingresso|pax|giorno|settimana|anno|mq|porzione|coperto)';
const PRICE = new RegExp(
  `(?:(a partire da|partire da|da|dai|a soli|solo|circa|sui|intorno ai)\\s+)?` +
    `(?:€\\s?(\\d{1,6}(?:[.,]\\d{1,2})?)|(\\d{1,6}(?:[.,]\\d{1,2})?)\\s?(?:€|euro\\b|eur\\b|euri\\b))` +
    `(?:\\s*(?:\\/|al|all'|alla|a|per|ogni)\\s*${UNIT}\\b)?`,
  'iu',
);
const FREE = /\b(gratis|gratuit[oa]|omaggio)\b/i;

/** A price in a canonical form ("6,50 €", "da 60 €/seduta", "gratuito"), or null. */
export function findPrice(text: string): { price: string; index: number; length: number } | null {
  const match = PRICE.exec(text);
  if (match) {
    const amount = (match[2] ?? match[3] ?? '').replace('.', ',');
    const from = match[1] ? /partire|da|dai/i.test(match[1]) ? 'da ' : match[1].toLowerCase().startsWith('circa') || /sui|intorno/i.test(match[1]) ? 'circa ' : '' : '';
    const unit = match[4] ? `/${fold(match[4])}` : '';
    return { price: `${from}${amount} €${unit}`, index: match.index, length: match[0].length };
  }
  const free = FREE.exec(text);
  if (free) return { price: 'gratuito', index: free.index, length: free[0].length };
  return null;
}

/** Leading words that introduce a list rather than name a service. */
const LEAD_IN = /^(?:(?:e|ed|poi|anche|inoltre|infine|ma|oppure|o|più|piu)\s+)*(?:(?:noi\s+)?(?:offro|offriamo|facciamo|faccio|vendo|vendiamo|propongo|proponiamo|abbiamo|ho|c'è|ci sono|ci sono anche|preparo|prepariamo|servo|serviamo|eseguo|eseguiamo|seguo|seguiamo|organizzo|organizziamo|insegno|insegniamo)\s+)?(?:(?:i|il|le|la|lo|gli|un|una|uno|dei|delle|degli|dell'|l')\s+)?(?:(?:nostri|nostre|miei|mie)\s+)?(?:servizi|prodotti|prezzi|listino|piatti|menu|menù|specialità)?\s*(?:principali\s*)?(?:sono\s*)?[:–—-]?\s*/iu;
const JOINERS = /(?:^|\s)(?:a|al|a soli|costa|costano|viene|vengono|prezzo|prezzi|:|–|—|-|=|per)\s*$/iu;

function cleanName(segment: string): string {
  let name = segment.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/u, '').trim();
  name = name.replace(LEAD_IN, '');
  name = name.replace(JOINERS, '').replace(JOINERS, '');
  name = name.replace(/[\s,.;:!–—-]+$/u, '').replace(/^[\s,.;:!–—-]+/u, '').trim();
  return name ? tidyName(name.charAt(0).toLocaleUpperCase('it-IT') + name.slice(1)) : '';
}

/** Splits a list on lines, semicolons, bullets and commas that are not decimal commas. */
function segmentsOf(text: string): string[] {
  return text
    .split(/\n|;|•|·|,(?!\d)|\.\s+(?=\p{Lu})/u)
    .flatMap((segment) => {
      // "Margherita 6 euro e Marinara 5 euro": two prices, two items.
      const prices = segment.match(new RegExp(PRICE.source, 'giu')) ?? [];
      return prices.length > 1 ? segment.split(/\s+(?:e|ed|oppure|o)\s+/iu) : [segment];
    })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The services named in a list, each with its price when one is given. At most 50. */
export function parseServices(text: string): ServiceItem[] {
  const items: ServiceItem[] = [];
  for (const segment of segmentsOf(text)) {
    const price = findPrice(segment);
    const withoutPrice = price ? segment.slice(0, price.index) + ' ' + segment.slice(price.index + price.length) : segment;
    const name = cleanName(withoutPrice);
    if (!name) {
      // A bare price continues the item before it ("Margherita, 6 euro").
      const previous = items[items.length - 1];
      if (price && previous && previous.price === null) previous.price = price.price;
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
  const text = answer.replace(/(?<![\d.,])(\d{1,5}(?:[.,]\d{1,2})?)(?![\d.,]*\d)(?!\s*(?:€|euro|eur))/giu, '$1 €');
  const priced = parseServices(text).filter((s) => s.price !== null);
  const loosePrices = priced.length > 0 ? [] : [...text.matchAll(new RegExp(PRICE.source, 'giu'))].map((m) => findPrice(m[0])?.price ?? null);
  const result = services.map((s) => ({ ...s }));
  const unmatched: ServiceItem[] = [];
  for (const item of priced) {
    const target = result.find((s) => s.price === null && (fold(s.name).includes(fold(item.name)) || fold(item.name).includes(fold(s.name))));
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
