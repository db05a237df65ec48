/**
 * The contract's Domain: a lower-case host name without scheme, port or path (openapi.yaml, Domain).
 * Operators paste whole addresses, so the input is tidied first: "https://www.Pizzeria.it/menu" -> "www.pizzeria.it".
 */
export const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export type DomainInput = { ok: true; domain: string | null } | { ok: false };

export function parseDomainInput(raw: string): DomainInput {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (host === '') return { ok: true, domain: null };
  return DOMAIN_PATTERN.test(host) ? { ok: true, domain: host } : { ok: false };
}
