/**
 * Contact details in free Italian text: emails, Italian phone numbers, WhatsApp, street addresses,
 * web addresses and social profiles.
 */
import { fold, sentences } from './text';

/** An address's parts, as sources: every pattern of an address below is built from them. */
const LOCAL_PART = '[a-z0-9][a-z0-9._%+-]{0,63}';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const DOMAIN = `${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,24}`;

const EMAIL = new RegExp(`${LOCAL_PART}@${DOMAIN}`, 'gi');

export function findEmails(text: string): string[] {
  return [...new Set((text.match(EMAIL) ?? []).map((e) => e.toLowerCase()))];
}

/** Certified-mail providers and the "pec" marker in the address itself. */
const PEC_ADDRESS =
  /@(?:[a-z0-9-]+\.)*(?:pec|legalmail|postacert|arubapec|pecimprese|cert|postecert|sicurezzapostale|gigapec|mypec)\.|^pec\.|\.pec@|@pec\./i;

export interface EmailFindings {
  email: string | null;
  pec: string | null;
}

/**
 * The ordinary email and the PEC: an address right after the word "PEC" or on a certified-mail domain
 * is the PEC; the first other address is the email.
 */
export function findEmailAndPec(text: string): EmailFindings {
  let email: string | null = null;
  let pec: string | null = null;
  for (const match of text.matchAll(new RegExp(EMAIL.source, 'gi'))) {
    const address = match[0].toLowerCase();
    const before = fold(text.slice(Math.max(0, match.index - 25), match.index));
    const namedPec = /\bpec\b[^@]{0,12}$/.test(before);
    if ((namedPec || PEC_ADDRESS.test(address)) && pec === null) pec = address;
    else if (email === null && !namedPec) email = address;
  }
  return { email, pec };
}

/** A common provider without its ending, or with a mistyped one («libero.con», «gmail»): an address that will bounce. */
const PROVIDER_WITHOUT_ENDING =
  /@(?:gmail|hotmail|libero|yahoo|outlook|icloud|alice|tiscali|virgilio|tin)(?:\.(?:con|cmo|ocm|coom|co|cm|om|itt|ti))?$/i;

/** The providers most Italian owners use: a domain one letter away from one of them is a typo. */
const PROVIDERS = ['gmail', 'hotmail', 'libero', 'yahoo', 'outlook', 'icloud', 'tiscali', 'virgilio', 'fastwebnet'];
/** Real domains one letter away from a provider above. */
const REAL_NEIGHBOURS = new Set(['email', 'mail', 'cloud', 'libera']);

/** Whether `a` becomes `b` by one edit: a letter changed, added, dropped, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** «mario@gmial.com», «mario@yahho.it», «mario@gmai.com»: the provider's name one letter off. */
function misspeltProvider(address: string): boolean {
  const name = /@([a-z0-9-]+)\./i.exec(address)?.[1]?.toLowerCase();
  if (!name || name.length < 4 || REAL_NEIGHBOURS.has(name) || PROVIDERS.includes(name)) return false;
  return PROVIDERS.some((provider) => oneEditApart(name, provider));
}

/** «mario@gmail,com»: a comma typed for the dot before the ending, kept whole as written. */
const COMMA_FOR_DOT = new RegExp(`${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*,(?:com|it|net|org|eu|info|biz)\\b`, 'i');

/**
 * «mario @ gmail.com», «mario@ gmail.com»: an address with spaces around its «@», closed up. The spaces are the
 * only change: what is left is checked as any other address.
 */
export function closeUpAddresses(text: string): string {
  return text.replace(new RegExp(`(${LOCAL_PART})(?:\\s+@\\s*|\\s*@\\s+)(${DOMAIN})\\b`, 'gi'), '$1@$2');
}

/**
 * An email address that looks wrong, as written: something with an «@» that is no address («mario@gmail»,
 * «mario@@libero.it», «mario@gmail,com») or an address on a misspelt provider («mario@gmial.com»,
 * «mario@yahho.it»). Null when none.
 */
export function findSuspectEmail(text: string): string | null {
  const comma = COMMA_FOR_DOT.exec(text);
  if (comma) return comma[0].toLowerCase();
  for (const token of text.split(/[\s,;<>()«»"]+/)) {
    const t = token.replace(/[.:!?]+$/, '');
    if (!t.includes('@') || t.startsWith('@') || t.length < 4) continue;
    const valid = new RegExp(`^${EMAIL.source}$`, 'i').test(t);
    // A dot at the start or the end of the name, or two in a row («mario..rossi@», «mario.@»): no mailbox has one.
    const strayDot = /^\.|\.\.|\.@/.test(t);
    if (!valid || strayDot || PROVIDER_WITHOUT_ENDING.test(t) || misspeltProvider(t)) return t.toLowerCase();
  }
  return null;
}

/** Italian VAT number check digit (the Luhn-style rule of the Agenzia delle Entrate). */
export function isValidVatNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

const VAT =
  /\b(?:p\.?\s?i(?:va|\.)?|partita\s+iva|vat|c\.?f\.?\s*(?:e|\/)\s*p\.?\s?iva)\s*(?:(?:giust[ao]|corrett[ao]|esatt[ao]|vera)\s*)?(?:(?:è|e'|e|sarebbe)\s+)?(?:n(?:r|o)?\.?\s*)?[:.]?\s*(?:it\s?)?(\d[\d\s]{7,14}\d)/gi;

/** The P.IVA named as such, 11 digits with a valid check digit; null when absent or mistyped. */
export function findVatNumber(text: string): string | null {
  const found = findVatCandidate(text);
  return found?.valid ? found.digits : null;
}

export interface VatCandidate {
  digits: string;
  /** 11 digits with a valid check digit. */
  valid: boolean;
}

/**
 * The P.IVA as the owner wrote it, named as such ("p.iva 01234567890"), valid or not: a mistyped digit must
 * reach the brief and a question, never vanish. A valid one wins over a mistyped one in the same text.
 */
export function findVatCandidate(text: string): VatCandidate | null {
  let first: VatCandidate | null = null;
  for (const m of text.matchAll(VAT)) {
    const digits = (m[1] ?? '').replace(/\s/g, '');
    if (digits.length < 9 || digits.length > 13) continue;
    if (isValidVatNumber(digits)) return { digits, valid: true };
    first ??= { digits, valid: false };
  }
  return first;
}

/** The text without VAT numbers, so that their digits are never read as a phone number or a price. */
export function withoutVatNumbers(text: string): string {
  return text.replace(VAT, (m) => ' '.repeat(m.length));
}

/**
 * Italian numbers: mobiles (3xx, 9-10 digits), landlines (0x, 6-11 digits), toll-free 800/803,
 * with an optional +39 or 0039 prefix and spaces, dots, dashes or slashes between groups.
 */
const PHONE = /(?<![\d+@\w])(?:(?:\+|00)\s?39[\s./-]?)?(?:\(?0\d{1,3}\)?|3\d{2}|80[03])(?:[\s./-]?\d){4,8}(?![\d@])/g;

function isItalianNumber(candidate: string): boolean {
  let digits = candidate.replace(/\D/g, '');
  if (/^(?:\+|00)\s?39/.test(candidate.trim())) digits = digits.replace(/^(?:00)?39/, '');
  if (digits.startsWith('3')) return digits.length === 9 || digits.length === 10;
  if (digits.startsWith('80')) return digits.length >= 6 && digits.length <= 10;
  if (digits.startsWith('0')) return digits.length >= 6 && digits.length <= 11;
  return false;
}

/**
 * A phone number that looks wrong, as written: digits right after «tel», «telefono», «cellulare», «numero» or
 * «whatsapp» that are no Italian number («cell 348 221 90», one digit short). Null when none.
 */
export function findSuspectPhone(text: string): string | null {
  const clean = withoutVatNumbers(text).replace(EMAIL, ' ');
  const labelled =
    /\b(?:tel|telefono|cell|cellulare|numero|num|whatsapp|wa|chiamate(?: al)?|chiamare(?: al)?)\.?\s*:?\s*((?:\+|00)?\d[\d\s./-]{2,18}\d)/gi;
  for (const m of clean.matchAll(labelled)) {
    const candidate = (m[1] ?? '').trim();
    if (!isItalianNumber(candidate) && (candidate.match(/\d/g) ?? []).length >= 5)
      return candidate.replace(/\s+/g, ' ');
  }
  // Without a label: a number after Italy's prefix («+39 333 123 45»), or a message that is only a number shaped
  // as a mobile or a landline («333-1234-5678-9»).
  const international = /(?:\+|00)\s?39[\s./-]?\d[\d\s./-]{2,16}\d/g;
  const alone = /^\s*([03]\d[\d\s./-]{3,16}\d)[\s.!]*$/.exec(clean);
  for (const candidate of [...(clean.match(international) ?? []), ...(alone ? [alone[1]!] : [])]) {
    if (!isItalianNumber(candidate) && (candidate.match(/\d/g) ?? []).length >= 6)
      return candidate.trim().replace(/\s+/g, ' ');
  }
  return null;
}

/** Normalised for display: prefix "+39 " when given, groups as typed, single spaces. */
function tidyPhone(candidate: string): string {
  const digitsOnly = candidate.trim().match(/^(\+39|0039)?\s?(\d+)$/);
  // An unbroken mobile number reads better in groups: 3331234567 -> 333 123 4567.
  if (digitsOnly?.[2] && /^3\d{9}$/.test(digitsOnly[2])) {
    const d = digitsOnly[2];
    return `${digitsOnly[1] ? '+39 ' : ''}${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  }
  return candidate
    .trim()
    .replace(/^00\s?39/, '+39')
    .replace(/^\+39(?=\d)/, '+39 ')
    .replace(/\s+/g, ' ');
}

/** Dates ("15/03/2009", "1.1.24") are not phone numbers. */
const DATE = /(?<!\d)\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)/g;

export function findPhones(text: string): string[] {
  const withoutEmails = withoutVatNumbers(text).replace(DATE, ' ').replace(EMAIL, ' ');
  const found = (withoutEmails.match(PHONE) ?? []).filter(isItalianNumber).map(tidyPhone);
  return [...new Set(found)];
}

/** The text without emails, phone numbers and web addresses: what is left to read as an answer. */
export function withoutContactData(text: string): string {
  return text
    .replace(EMAIL, ' ')
    .replace(PHONE, (m) => (isItalianNumber(m) ? ' ' : m))
    .replace(WEB_ADDRESS_ANY, ' ')
    .replace(/\b(?:tel|telefono|cell|cellulare|email|e-mail|mail|whatsapp|numero)\b\.?:?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PhoneFindings {
  phone: string | null;
  whatsapp: string | null;
}

/**
 * Which number is the phone and which WhatsApp: a number in a sentence or clause naming WhatsApp is
 * WhatsApp; "anche WhatsApp" / "stesso numero" makes the phone WhatsApp too.
 */
export function findPhoneAndWhatsApp(text: string, knownPhone: string | null): PhoneFindings {
  let phone: string | null = null;
  let whatsapp: string | null = null;
  const clauses = sentences(text).flatMap((s) =>
    s.split(/[;,](?!\s*\d)|\s+e\s+(?=(?:il|lo|la|su|per|whatsapp|tel|cell|telefono|numero)\b)/i),
  );
  for (const clause of clauses) {
    const numbers = findPhones(clause);
    const mentionsWhatsApp = /whats\s?app|\bwa\b/.test(fold(clause));
    for (const number of numbers) {
      if (mentionsWhatsApp && whatsapp === null) whatsapp = number;
      else if (phone === null) phone = number;
    }
  }
  const folded = fold(text);
  const sameNumber =
    /whats\s?app/.test(folded) &&
    /(stesso numero|anche (su |per )?whats\s?app|(e|anche) whats\s?app|whats\s?app anche|pure whats\s?app|whats\s?app (lo )?stesso|whats\s?app uguale)/.test(
      folded,
    );
  if (whatsapp === null && sameNumber) whatsapp = phone ?? knownPhone;
  if (phone === null && whatsapp !== null && knownPhone === null) phone = whatsapp;
  return { phone, whatsapp };
}

const STREET =
  /(?<![\p{L}])(via|viale|v\.le|piazza|p\.zza|piazzale|corso|c\.so|largo|vicolo|strada|contrada|lungomare|borgo|localit[aà]|loc\.)\s+[\p{L}\p{N}'’. -]{2,60}?,?\s*\d{1,4}(?:\s?[a-z](?![\p{L}]))?(?:\/[a-z0-9]+)?(?:\s*[,-]?\s*(?:\d{5}\s+)?[\p{Lu}][\p{L}'’]+(?:\s+[\p{Lu}][\p{L}'’]+)*(?:\s*\(\p{Lu}{2}\))?)?/giu;

/** A street address: street word, name, house number, optional postcode and town. */
export function findAddress(text: string): string | null {
  const match = text.match(STREET);
  if (!match) return null;
  return match[0].replace(/[\s,.-]+$/, '').replace(/\s+/g, ' ');
}

const SOCIAL_HOSTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/instagram\.com|instagr\.am/, 'Instagram'],
  [/facebook\.com|fb\.com|fb\.me/, 'Facebook'],
  [/tiktok\.com/, 'TikTok'],
  [/linkedin\.com/, 'LinkedIn'],
  [/youtube\.com|youtu\.be/, 'YouTube'],
  [/(?:^|\.)x\.com|twitter\.com/, 'X'],
  [/threads\.net/, 'Threads'],
  [/pinterest\.(?:com|it)/, 'Pinterest'],
];

const TLDS =
  'it|com|eu|net|org|info|biz|shop|store|online|studio|site|me|io|app|pro|blog|email|cloud|design|art|bio|fit|legal|health|pizza|restaurant|wine|travel|beauty|page|ch|sm';
const WEB_ADDRESS = new RegExp(
  `(?<![@\\w.-])(?:https?:\\/\\/)?(?:www\\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS}))(?![\\w-])(\\/[^\\s,;]*)?`,
  'gi',
);

const WEB_ADDRESS_ANY = new RegExp(WEB_ADDRESS.source, 'gi');

export interface WebAddress {
  host: string;
  /** Host and path, without scheme or "www.", no trailing punctuation. */
  display: string;
}

/** Web addresses (with or without scheme), emails excluded. */
export function findWebAddresses(text: string): WebAddress[] {
  const withoutEmails = text.replace(EMAIL, ' ');
  const out: WebAddress[] = [];
  for (const match of withoutEmails.matchAll(WEB_ADDRESS)) {
    const host = (match[1] ?? '').toLowerCase();
    const path = (match[2] ?? '').replace(/[.)!?]+$/, '').replace(/\/$/, '');
    out.push({ host, display: `${host}${path}` });
  }
  return out;
}

export function socialNetworkOf(host: string): string | null {
  for (const [pattern, name] of SOCIAL_HOSTS) if (pattern.test(host)) return name;
  return null;
}

const NETWORK_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\binstagram\b|\binsta\b|\big\b/, 'Instagram'],
  [/\bfacebook\b|\bfb\b/, 'Facebook'],
  [/\btik\s?tok\b/, 'TikTok'],
  [/\blinkedin\b/, 'LinkedIn'],
  [/\byoutube\b/, 'YouTube'],
  [/\btwitter\b/, 'X'],
];

/**
 * Social profiles: profile links ("instagram.com/dagennaro"), handles next to a network name
 * ("Instagram: @dagennaro") and bare network names ("siamo su Facebook") as a last resort.
 */
export function findSocial(text: string): string[] {
  const found: string[] = [];
  const networksWithLink = new Set<string>();
  for (const address of findWebAddresses(text)) {
    const network = socialNetworkOf(address.host);
    if (network) {
      found.push(address.display);
      networksWithLink.add(network);
    }
  }
  for (const clause of text.split(/[\n;.](?!\w)|,\s*/)) {
    const folded = fold(clause);
    const handle = clause.match(/(?<![\w.])@[a-z0-9._]{2,30}(?![\w@])/i)?.[0];
    for (const [pattern, network] of NETWORK_NAMES) {
      if (!pattern.test(folded) || networksWithLink.has(network)) continue;
      found.push(handle ? `${network}: ${handle}` : network);
      networksWithLink.add(network);
    }
  }
  return [...new Set(found)];
}
