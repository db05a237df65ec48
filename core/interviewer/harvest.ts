/**
 * Facts that can turn up in any answer (an email in the first message, colours while talking about
 * the brand, opening hours at the end): collected whatever the current question, so nothing is asked
 * twice. A message that corrects ("anzi", "ho sbagliato", "il nome giusto è") replaces what it names.
 */
import { findActivityKind, findBusinessName, findOwnerName } from './business';
import { isCorrection } from './changes';
import { findPlace } from './cities';
import { isOnlyColours, mentionsColours, readColours } from './colors';
import {
  findAddress,
  findEmailAndPec,
  findPhoneAndWhatsApp,
  findSocial,
  findVatNumber,
  findWebAddresses,
  socialNetworkOf,
} from './contacts';
import { findOpeningHours } from './hours';
import { findRegister } from './register';
import type { InterviewFacts, TopicId } from './state';
import { findPrice, parseServices } from './services';
import { findStyleWords } from './style';
import { fold, sentences } from './text';

function addUnique(list: string[], values: readonly string[], max: number): void {
  for (const v of values) if (!list.includes(v) && list.length < max) list.push(v);
}

/** Applies a colour message: dropped colours go, wanted ones join (or replace all, when correcting). */
export function applyColours(facts: InterviewFacts, text: string, correcting: boolean): void {
  const { wanted, dropped } = readColours(text);
  if (wanted.length === 0 && dropped.length === 0) return;
  if (
    correcting &&
    wanted.length > 0 &&
    dropped.length === 0 &&
    facts.colors.length > 0 &&
    /\b(anzi|invece|cambio|cambiamo|meglio)\b/.test(fold(text))
  ) {
    facts.colors = [];
  }
  facts.colors = facts.colors.filter((c) => !dropped.includes(c));
  addUnique(facts.colors, wanted, 20);
}

const significantWords = (name: string) =>
  fold(name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4);

/** Prices corrected later ("la cassata costa 28 € invece"): the service sharing a word takes the new price. */
function applyPriceCorrections(facts: InterviewFacts, text: string): void {
  for (const item of parseServices(text)) {
    if (item.price === null) continue;
    const words = significantWords(item.name);
    const target = facts.services.find((s) => significantWords(s.name).some((w) => words.includes(w)));
    if (target) target.price = item.price;
  }
}

/** "Vengono soprattutto coppie e famiglie", "i nostri clienti sono...": who the customers are, said in passing. */
const CUSTOMERS_SENTENCE =
  /^(?:.*?\b)?(?:vengono (?:soprattutto |per lo piu |spesso )?|i nostri clienti sono |i miei clienti sono |la nostra clientela e |la mia clientela e |ci scelgono (?:soprattutto )?|lavoro soprattutto con |lavoriamo soprattutto con |il nostro target sono |il mio target sono )(.+)$/;

function findCustomers(text: string): string | null {
  for (const sentence of sentences(text)) {
    const m = CUSTOMERS_SENTENCE.exec(fold(sentence));
    if (m?.[1])
      return sentence
        .slice(sentence.length - m[1].length)
        .replace(/[.!]+$/, '')
        .trim();
  }
  return null;
}

export function harvest(facts: InterviewFacts, text: string, topic: TopicId | 'done'): void {
  const correcting = isCorrection(text);

  const { email, pec } = findEmailAndPec(text);
  if (email && (!facts.email || correcting)) facts.email = email;
  if (pec && (!facts.pec || correcting)) facts.pec = pec;

  const vat = findVatNumber(text);
  if (vat && (!facts.vatNumber || correcting)) facts.vatNumber = vat;

  const { phone, whatsapp } = findPhoneAndWhatsApp(text, facts.phone);
  if (phone && (!facts.phone || correcting)) facts.phone = phone;
  if (whatsapp && (!facts.whatsapp || correcting)) facts.whatsapp = whatsapp;

  const address = findAddress(text);
  if (address && (!facts.address || correcting)) facts.address = address;

  const hours = findOpeningHours(text);
  if (hours)
    facts.openingHours =
      facts.openingHours && !correcting && !facts.openingHours.includes(hours)
        ? `${facts.openingHours}; ${hours}`.slice(0, 500)
        : hours;

  addUnique(facts.social, findSocial(text), 20);

  for (const web of findWebAddresses(text)) {
    if (socialNetworkOf(web.host)) continue;
    if (topic === 'domain' && (!facts.domainWish || correcting)) facts.domainWish = web.host;
    else if (!facts.website && web.host !== facts.domainWish) facts.website = web.display;
  }

  const place = findPlace(text);
  if (place && (!facts.city || place.strong || correcting)) {
    facts.city = place.name;
    facts.province = place.province;
  }
  if (!facts.activityKind) facts.activityKind = findActivityKind(text);

  const owner = findOwnerName(text);
  if (owner && (!facts.ownerName || correcting)) facts.ownerName = owner;
  // A name given as a correction replaces the one understood, whatever the question.
  if ((correcting || /\b(si chiama|si kiama|il nome|brand|marchio|insegna)\b/i.test(text)) && topic !== 'business') {
    const name = findBusinessName(text);
    if (
      name &&
      name !== facts.ownerName &&
      (correcting || !facts.businessName || facts.businessName === facts.ownerName)
    )
      facts.businessName = name;
  }

  if (!facts.customers && topic !== 'customers') facts.customers = findCustomers(text);

  const register = findRegister(text);
  if (register) facts.register = register;

  // Prices given before we ask ("lezione singola 40 euro"): those sentences are the services.
  if (topic !== 'services' && facts.services.length === 0) {
    const priced = sentences(text).filter((s) => {
      const price = findPrice(s);
      return price !== null && price.price !== 'gratuito';
    });
    if (priced.length > 0) facts.services = parseServices(priced.join('\n')).filter((s) => s.price !== null);
  } else if (topic !== 'services' && correcting) {
    applyPriceCorrections(facts, text);
  }

  if (topic === 'style' || mentionsColours(text) || isOnlyColours(text) || (correcting && facts.colors.length > 0))
    applyColours(facts, text, correcting);
  if (topic === 'style') addUnique(facts.styleWords, findStyleWords(text), 10);
}
