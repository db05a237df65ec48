/**
 * Facts that can turn up in any answer (an email in the first message, colours while talking about
 * the brand, opening hours at the end): collected whatever the current question, so nothing is asked
 * twice. A message that corrects ("anzi", "ho sbagliato", "il nome giusto è") replaces what it names.
 */
import { findActivityKind, findBusinessName, findOwnerName, namesTheBusiness } from './business';
import { isCorrection } from './changes';
import { findPlace } from './cities';
import { isOnlyColours, mentionsColours, readColours } from './colors';
import {
  findAddress,
  findEmailAndPec,
  findPhoneAndWhatsApp,
  findSocial,
  findSuspectEmail,
  findSuspectPhone,
  findVatCandidate,
  findWebAddresses,
  socialNetworkOf,
} from './contacts';
import { findOpeningHours } from './hours';
import { findRegister } from './register';
import type { BriefField } from '../api';
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

function mark(facts: InterviewFacts, field: BriefField, unverified: boolean): void {
  facts.unverified = facts.unverified.filter((f) => f !== field);
  if (unverified) facts.unverified.push(field);
}

/** A field may take a new value: none yet, a correction, or the one we asked the owner to check. */
const replaceable = (facts: InterviewFacts, field: BriefField, value: string | null, correcting: boolean) =>
  value === null || correcting || facts.unverified.includes(field);

/**
 * The P.IVA, the email and the phone, kept as written even when they look wrong (marked unverified, so the
 * brief says so and the interviewer asks once); a right value later replaces a wrong one.
 */
function harvestContacts(facts: InterviewFacts, text: string, correcting: boolean, checking: readonly BriefField[]) {
  // Asked to check the P.IVA, a bare 11-digit number is the P.IVA, not a phone number.
  const bareVat = checking.includes('vat_number') ? /(?<![\d+])(\d{11})(?!\d)/.exec(text) : null;
  const vat = findVatCandidate(bareVat ? `p.iva ${bareVat[1]}` : text);
  const rest = bareVat ? text.replace(bareVat[1]!, ' ') : text;
  if (vat && replaceable(facts, 'vat_number', facts.vatNumber, correcting || checking.includes('vat_number'))) {
    if (vat.digits.length === 11) facts.vatNumber = vat.digits;
    else facts.notes.push(`P.IVA indicata dal cliente, da verificare: ${vat.digits}`);
    mark(facts, 'vat_number', !vat.valid);
  }

  const { email, pec } = findEmailAndPec(rest);
  const suspectEmail = findSuspectEmail(rest);
  const goodEmail = email !== null && email !== suspectEmail ? email : null;
  if (goodEmail && replaceable(facts, 'email', facts.email, correcting)) {
    facts.email = goodEmail;
    mark(facts, 'email', false);
  } else if (suspectEmail && !goodEmail && replaceable(facts, 'email', facts.email, correcting)) {
    facts.email = suspectEmail;
    mark(facts, 'email', true);
  }
  if (pec && (!facts.pec || correcting)) facts.pec = pec;

  const { phone, whatsapp } = findPhoneAndWhatsApp(rest, facts.phone);
  if (phone && replaceable(facts, 'phone', facts.phone, correcting)) {
    facts.phone = phone;
    mark(facts, 'phone', false);
  }
  if (whatsapp && (!facts.whatsapp || correcting)) facts.whatsapp = whatsapp;
  const suspectPhone = phone ? null : findSuspectPhone(rest);
  if (suspectPhone && replaceable(facts, 'phone', facts.phone, correcting)) {
    facts.phone = suspectPhone;
    mark(facts, 'phone', true);
  }
}

/**
 * Takes every fact the message gives. `checking` lists the fields the last reply asked the owner to check:
 * their new values replace the doubtful ones.
 */
export function harvest(
  facts: InterviewFacts,
  text: string,
  topic: TopicId | 'done',
  checking: readonly BriefField[] = [],
): void {
  const correcting = isCorrection(text);
  harvestContacts(facts, text, correcting, checking);

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

  // A place inside a business name is no city ("Bar Sotto i Portici"); a comune that is an everyday word
  // ("Anzi, …") moves a known city only when the sentence puts the business there.
  const nameHere = findBusinessName(text);
  const place = findPlace(nameHere ? text.replace(nameHere, ' ') : text);
  if (place && (!facts.city || place.strong || (correcting && place.stated))) {
    facts.city = place.name;
    facts.province = place.province;
  }
  if (!facts.activityKind) facts.activityKind = findActivityKind(text);

  const owner = findOwnerName(text);
  if (owner && (!facts.ownerName || correcting)) facts.ownerName = owner;
  // A name given as a correction replaces the one understood, whatever the question.
  if (
    (correcting || namesTheBusiness(text) || /\b(il nome|brand|marchio|insegna)\b/i.test(text)) &&
    topic !== 'business'
  ) {
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

  // "niente marrone e giallo, meglio verde": taking back a colour already chosen is about the colours.
  const takesBackColour = facts.colors.length > 0 && readColours(text).dropped.some((c) => facts.colors.includes(c));
  if (
    topic === 'style' ||
    mentionsColours(text) ||
    isOnlyColours(text) ||
    takesBackColour ||
    (correcting && facts.colors.length > 0)
  )
    applyColours(facts, text, correcting);
  if (topic === 'style') addUnique(facts.styleWords, findStyleWords(text), 10);
}
