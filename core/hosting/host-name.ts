/**
 * Host names read as browsers read them (WHATWG URL): upper case, a port, a trailing dot, an IDN in Unicode
 * and in punycode all fold to one ASCII key, so `Pizzería.IT.:8080` and `xn--pizzera-x3a.it` name the same
 * site. Anything a browser would not read as a bare host (a user name, a path, a space) is refused, never
 * guessed at: `evil.example@shop.it` is not shop.it.
 */

/** Characters that would make a URL parser read another host, or a host plus a path. */
const NOT_IN_A_HOST = /[\s/?#@\\]/u;

export interface ParsedHost {
  /** The host's ASCII form (punycode), lower case, without the trailing dot; IPv6 keeps its brackets. */
  name: string;
  /** The port as written, '' for none (or the scheme's default). */
  port: string;
}

/** Parses `name` or `name:port` as the host of an http URL; null for anything that is not one. */
export function parseHost(raw: string | null | undefined): ParsedHost | null {
  const text = raw?.trim();
  if (!text || NOT_IN_A_HOST.test(text)) return null;
  let url: URL;
  try {
    url = new URL(`http://${text}/`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  const name = url.hostname.replace(/\.$/, '');
  return name ? { name, port: url.port } : null;
}

/** The ASCII key of a host name (no port accepted), or null: what configuration and lookups compare. */
export function hostKeyOf(raw: string | null | undefined): string | null {
  const parsed = parseHost(raw);
  return parsed && parsed.port === '' && !raw!.trim().endsWith(':') ? parsed.name : null;
}

/** An address literal (`127.0.0.1`, `[::1]`, or what WHATWG URL made of `0x7f.1`): never a site's name. */
export function isAddressLiteral(name: string): boolean {
  return name.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name);
}

/** One DNS label as a product subdomain can be: letters, digits and inner hyphens (punycode included). */
export function isLabel(text: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(text);
}

/** The name without one leading `www.`: the key a custom domain is looked up by. */
export function withoutWww(name: string): string {
  return name.startsWith('www.') ? name.slice(4) : name;
}
