/**
 * What a language model's copy for a site may not say (issue 28 §2: «it may not invent facts»). The page
 * states facts the customer gave and nothing else, so a slot of generated copy is refused when it carries
 * a fact that is not in the brief:
 * - a number (a price, a euro amount, a percentage, a year, «20 anni», a phone number), written in digits
 *   or as a number word;
 * - an email address or a web address;
 * - a street address («Via Roma», «Piazza del Duomo»);
 * - a place: any Italian comune (ISTAT's list, core/interviewer/cities.ts);
 * - a claim: awards, certifications, «il migliore», «gratis», discounts, «da generazioni».
 * Each is allowed when the brief itself says it (compared without case or accents). And the copy must
 * address the visitor in the brief's register: no «tu» forms on a Lei page, no «Lei» forms on a tu page.
 * Pure functions over text.
 */
import type { Brief } from '../api';
import { findPlaces } from '../interviewer/cities';
import { numbersIn } from '../interviewer/llm-guard';
import type { Register } from '../interviewer/state';
import { fold } from '../interviewer/text';

/** Every text of the brief the customer gave: the facts the copy may repeat. */
export function briefTexts(brief: Brief): string[] {
  return [
    brief.business_name,
    brief.owner_name,
    brief.activity,
    brief.city,
    brief.target_customers,
    ...brief.services.flatMap((service) => [service.name, service.price]),
    brief.strengths,
    brief.tone,
    brief.contacts.address,
    brief.contacts.email,
    brief.contacts.phone,
    brief.contacts.whatsapp,
    brief.contacts.pec,
    ...brief.contacts.social,
    brief.opening_hours,
    brief.notes,
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** Italian number words that state a quantity («vent'anni», «dieci anni»); «sei» and «uno» are left out (verb, article). */
const NUMBER_WORDS =
  /(?<![\p{L}])(due|tre|quattro|cinque|sette|otto|nove|dieci|undici|dodici|quindici|venti|vent|trenta|trent|quaranta|quarant|cinquanta|cinquant|sessanta|settanta|ottanta|novanta|cento|mille|mila|milion[ei]|dozzin[ae]|decin[ae]|centinai[ao]|migliai[ao])(?![\p{L}])/gu;

const EMAIL = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+/g;
const WEB = /\b(?:https?:\/\/|www\.)[^\s]+|\b[\p{L}\p{N}-]+\.(?:it|com|net|org|eu|info|biz|shop|store)\b/giu;

const STREET_KINDS = [
  'via',
  'viale',
  'piazza',
  'piazzale',
  'piazzetta',
  'p\\.zza',
  'corso',
  'largo',
  'vicolo',
  'strada',
  'contrada',
  'località',
  'loc\\.',
  'lungomare',
  'lungarno',
  'salita',
  'calata',
  'rione',
];
/** A street: its kind (either case), then a name that starts with a capital («Via dei Mille», «corso Umberto I»). */
const STREET = new RegExp(
  `(?<![\\p{L}])(?:${STREET_KINDS.map((k) => `[${k[0]}${k[0]!.toUpperCase()}]${k.slice(1)}`).join('|')})\\s+` +
    "(?:(?:d[ei]|dell[oae]?|dell'|degli|delle|del|della|san|santa|sant')\\s*)?\\p{Lu}[\\p{L}'.]*(?:\\s+\\p{Lu}[\\p{L}'.]*|\\s+[IVX]+(?![\\p{L}]))*",
  'gu',
);

/** Claims a business makes about itself, which only the customer can make. */
const CLAIMS =
  /(?<![\p{L}])(miglior[ei]?|l'unic[oa]|numero uno|n\. ?1|leader|premiat[oaie]|pluripremiat[oaie]|premi[oi]?|riconosciment[oi]|award|michelin|gambero rosso|certificat[oaie]|certificazion[ei]|garantit[oaie]|garanzia|gratis|gratuit[oaie]|scont[oi]|promozion[ei]|da generazioni|storic[oa]|secolare|centenari[oa]|decennale|ventennale|trentennale|esperienza pluriennale|rinomat[oaie]|famos[oaie]|eccellenza|recensioni)(?![\p{L}])/gu;

/** Names in the comuni list that are pronouns of the register, not places («dedicato a Lei»). */
const NOT_PLACES = new Set(['lei']);

/** «tu» forms: pronouns, possessives and the imperatives a call to action uses. */
const TU_FORMS =
  /(?<![\p{L}'])(tu|ti|te|tuo|tua|tuoi|tue|prenota|scopri|contattaci|scrivici|chiamaci|vieni|richiedi|chiedi|allenati|regalati|concediti|prenditi|goditi|affidati|iscriviti|raccontaci|lasciati|immergiti|fermati|rilassati)(?![\p{L}])/giu;

/** «Lei» forms: the capitalised pronouns (never at the start of a sentence) and the formal imperatives. */
const LEI_PRONOUNS = /(?<![.!?…]\s*|^)\b(Lei|Sua|Suo|Sue|Suoi)\b/gu;
const LEI_IMPERATIVES =
  /(?<![\p{L}])(prenoti|scopra|ci contatti|ci scriva|ci chiami|venga|richieda|chieda|si alleni|si regali|si conceda|si prenda|si goda|si affidi|si iscriva|ci racconti|si lasci|si rilassi)(?![\p{L}])/giu;

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

/**
 * Why a text of generated copy states a fact the brief does not hold, or null. `brief` is briefTexts(...):
 * what the customer wrote, in any field.
 */
export function inventedFact(text: string, brief: readonly string[]): string | null {
  const source = fold(brief.join('\n'));
  const said = new Set(brief.flatMap((t) => [...numbersIn(t)]));
  const inBrief = (phrase: string) => source.includes(fold(phrase).replace(/\s+/g, ' ').trim());

  for (const email of matches(text, EMAIL)) if (!inBrief(email)) return `indirizzo email non nel brief («${email}»)`;
  for (const web of matches(text, WEB)) if (!inBrief(web)) return `indirizzo web non nel brief («${web}»)`;
  for (const n of numbersIn(text)) if (!said.has(n)) return `numero non nel brief («${n}»)`;
  if (/€|\beur(?:o)?\b|%/iu.test(text) && !/€|\beur(?:o)?\b|%/iu.test(brief.join(' ')))
    return 'importo o percentuale non nel brief';
  for (const word of matches(fold(text), NUMBER_WORDS))
    if (!new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(source)) return `numero non nel brief («${word}»)`;
  for (const street of matches(text, STREET)) if (!inBrief(street)) return `indirizzo non nel brief («${street}»)`;
  for (const place of findPlaces(text)) {
    if (NOT_PLACES.has(fold(place.name))) continue;
    if (!inBrief(place.name)) return `luogo non nel brief («${place.name}»)`;
  }
  for (const claim of matches(fold(text), CLAIMS))
    if (!new RegExp(`(?<![\\p{L}])${claim.replace(/[.]/g, '\\.')}(?![\\p{L}])`, 'u').test(source))
      return `affermazione non nel brief («${claim}»)`;
  return null;
}

/** Why a text does not address the visitor in `register`, or null. */
export function wrongRegister(text: string, register: Register): string | null {
  if (register === 'lei') {
    const tu = matches(text, TU_FORMS)[0];
    return tu ? `forma del tu in una pagina con il Lei («${tu}»)` : null;
  }
  const lei = matches(text, LEI_PRONOUNS)[0] ?? matches(text, LEI_IMPERATIVES)[0];
  return lei ? `forma del Lei in una pagina con il tu («${lei}»)` : null;
}
