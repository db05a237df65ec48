/**
 * Contact details as working links: a phone in E.164 for `tel:`, WhatsApp's `wa.me`, a maps search for
 * the address. Italian numbers as people write them ("081 555 1234", "347.123.4567", "0039 06 ...")
 * become +39 numbers; landlines keep their leading 0 (+39 081 ...), as the Italian numbering plan wants.
 */
import type { SitePhone } from '../api';

/** The E.164 form of a phone number as written, or null when it is not a dialable number. */
export function toE164(written: string): string | null {
  const compact = written.replace(/[\s.\-/()]/g, '');
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact;
  else if (/^00\d+$/.test(compact)) international = `+${compact.slice(2)}`;
  // Without a prefix the number is Italian: mobiles start with 3, landlines with 0, toll-free 80x.
  else if (/^[03]\d{5,10}$/.test(compact) || /^80\d{4,7}$/.test(compact)) international = `+39${compact}`;
  else return null;
  const digits = international.slice(1);
  if (!/^[1-9]\d{6,14}$/.test(digits)) return null;
  if (digits.startsWith('39') && !/^39(?:0\d{5,10}|3\d{8,9}|8\d{5,8})$/.test(digits)) return null;
  return international;
}

/** The number as written and its E.164 form, or null when it cannot be dialled. */
export function sitePhone(written: string | null | undefined): SitePhone | null {
  const display = written?.trim();
  if (!display) return null;
  const e164 = toE164(display);
  return e164 ? { display: display.slice(0, 50), e164 } : null;
}

export const telHref = (phone: SitePhone): string => `tel:${phone.e164}`;

/** WhatsApp's click-to-chat address: the number's digits, without '+'. */
export const whatsappUrl = (phone: SitePhone): string => `https://wa.me/${phone.e164.slice(1)}`;

/** A maps search for the address (with the city when the address does not name it). */
export function mapsUrl(address: string, city?: string | null): string {
  const query =
    city && !address.toLocaleLowerCase('it-IT').includes(city.toLocaleLowerCase('it-IT'))
      ? `${address}, ${city}`
      : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The href of a call to action as the renderer may write it: the contract's SiteHref pattern allows only
 * anchors, tel:, mailto: and http(s). Checked again here so that content that bypassed validation (a
 * stored version from an older contract, a test) can never put a `javascript:` address on a page.
 */
export function safeHref(href: string): string | null {
  if (/^#[a-z][a-z0-9-]{0,39}$/.test(href)) return href;
  if (/^tel:\+[1-9]\d{6,14}$/.test(href)) return href;
  if (/^mailto:[^\s<>"@]{1,64}@[^\s<>"@]{1,255}$/.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A social profile as a link when it is an address; an @handle stays text (no network is implied). */
export function socialHref(profile: string): string | null {
  return profile.startsWith('@') ? null : safeHref(profile);
}
