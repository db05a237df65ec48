/**
 * The contract's Domain: a lower-case host name without scheme, port or path (openapi.yaml, Domain).
 * Operators paste whole addresses, so the input is read as a browser reads an address (WHATWG URL, as the
 * tracked pages' hosts are read: core/urls.ts), then checked against the pattern. The stored domain is then
 * exactly the host the client's pages report: "https://www.Pizzeria.it/menu" -> "www.pizzeria.it", and an
 * accented domain, which .it allows, in the ASCII form browsers send ("caffè.it" -> "xn--caff-8oa.it"), so
 * its events are not left out of the client's scope.
 */
// The package, not Node's deprecated module of the same name (hence the slash).
import { toUnicode } from 'punycode/';
import { parseWebUrl } from '@core/urls';

export const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export type DomainInput = { ok: true; domain: string | null } | { ok: false };

/** `https:` and `http:` with or without slashes, or any other scheme followed by `//`. */
const HAS_SCHEME = /^(?:https?:|[a-z][a-z0-9+.-]*:\/\/)/i;

export function parseDomainInput(raw: string): DomainInput {
  const text = raw.trim();
  if (text === '') return { ok: true, domain: null };
  const url = parseWebUrl(HAS_SCHEME.test(text) ? text : `https://${text}`);
  // "mario@pizzeria.it" is an e-mail address, not a site: refused rather than silently cut.
  if (!url || url.username !== '' || url.password !== '') return { ok: false };
  const host = url.hostname.replace(/\.$/, '');
  return DOMAIN_PATTERN.test(host) ? { ok: true, domain: host } : { ok: false };
}

/**
 * A client's domain as the operator wrote it: "xn--caff-8oa.it" is shown as "caffè.it". Only for the domain
 * the operator chose; page addresses, which anyone can send to the tracker, stay in the ASCII form, as
 * browsers show a host they cannot vouch for (a look-alike in another script would read as the real one).
 */
export function displayDomain(domain: string): string {
  if (!domain.includes('xn--')) return domain;
  try {
    const unicode = toUnicode(domain);
    // Shown only when a browser reads it back as the same host (valid IDNA), e.g. not "xn--a.it".
    return parseWebUrl(`https://${unicode}/`)?.hostname === domain ? unicode : domain;
  } catch {
    return domain;
  }
}
