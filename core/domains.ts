/**
 * Client scoping: a client's site is its domain, and a page belongs to it when the page's host, read as a
 * browser reads it (core/urls.ts, WHATWG URL), is that domain or its `www.` form. A regular expression would
 * read `https://evil.example\@client.it/` as client.it; a browser, and this module, read evil.example.
 */
import { foldHost, parseWebUrl, siteOf } from './urls';

/**
 * Zones that never name a public site: loopback (RFC 6761 `localhost`), multicast DNS (`local`), the
 * private-use and reverse-lookup zones (`internal`, `arpa` with `home.arpa`), and the names routers and
 * companies give their own networks.
 */
const LOCAL_ZONES = ['localhost', 'localdomain', 'local', 'internal', 'arpa', 'lan', 'home', 'corp', 'intranet'];

/**
 * Wildcard DNS services whose names exist only to resolve to an address: the one spelt in the name
 * (`127.0.0.1.nip.io`, `10-0-0-1.sslip.io`, `7f000001.nip.io`) or loopback (`*.localtest.me`, `*.lvh.me`).
 */
const ADDRESS_ZONES = [
  'nip.io',
  'sslip.io',
  'xip.io',
  'traefik.me',
  'localtest.me',
  'lvh.me',
  'vcap.me',
  'localhost.direct',
  'lacolhost.com',
  'fuf.me',
  'local.gd',
];

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** An IPv4 address spelt in a name: four labels (`10.0.0.1.x.it`) or inside one label (`app-10-0-0-1.x.it`). */
const SPELT_ADDRESS = new RegExp(
  `(?:^|\\.)${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}(?:\\.|$)|(?:^|[.-])${OCTET}-${OCTET}-${OCTET}-${OCTET}(?:[.-]|$)`,
);

const inZone = (host: string, zone: string) => host === zone || host.endsWith(`.${zone}`);

/**
 * False for a name that cannot be a customer's public site: one under `localhost` or another local zone,
 * one of a service that resolves names to the address they spell, or one with an IPv4 address spelt in
 * its labels. The domain field refuses them; the server's address check (reference-server/src/net) still
 * refuses any name that resolves inside, whatever it looks like.
 */
export function isPublicDomainName(domain: string): boolean {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  if (LOCAL_ZONES.some((zone) => inZone(host, zone))) return false;
  if (ADDRESS_ZONES.some((zone) => inZone(host, zone))) return false;
  return !SPELT_ADDRESS.test(host);
}

/** Normalises a stored domain: lower case, no leading `www.`, no trailing dot. */
export function bareDomain(domain: string): string {
  return foldHost(domain);
}

/** A predicate telling whether a page URL belongs to the domain (exact host or `www.` + host). */
export function domainMatcher(domain: string | null): (url: string | null | undefined) => boolean {
  if (!domain) return () => false;
  const site = bareDomain(domain);
  const cache = new Map<string, boolean>();
  return (url) => {
    if (!url) return false;
    let hit = cache.get(url);
    if (hit === undefined) {
      hit = siteOf(url) === site;
      if (cache.size < 50_000) cache.set(url, hit);
    }
    return hit;
  };
}

/**
 * The address the heatmap may load in its preview iframe for a page of this client, or null when the page
 * must not be framed: only an https page whose host is the client's domain (or its `www.` form), on the
 * default port, without user name or password. The answer is the URL as the browser will load it
 * (serialised by WHATWG URL), so what was checked is what gets framed.
 */
export function framablePreviewUrl(
  pageUrl: string | null | undefined,
  domain: string | null | undefined,
): string | null {
  if (!domain) return null;
  const url = parseWebUrl(pageUrl);
  if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  return foldHost(url.hostname) === bareDomain(domain) ? url.href : null;
}
