/**
 * The contact a clicked link opens, read from its address when the click arrives (the `markContact` step):
 * the trackers send the link's `href` as written (`link_url`) and the server keeps only the kind. One
 * table here rather than in the trackers: a rule added reaches every customer's page at once (browsers keep
 * t.js in their cache), and the customer tracker stays within its 1.5 KB.
 *
 * - call: `tel:` (and `callto:`, `sms:`: a text to the number is a call's twin for a local business);
 * - email: `mailto:`;
 * - whatsapp: wa.me, api.whatsapp.com, (www./web.)whatsapp.com/send, `whatsapp:`;
 * - directions: Google Maps in any of its addresses (maps.google.*, google.*\/maps, maps.app.goo.gl,
 *   goo.gl/maps, g.page), Apple Maps, Waze, OpenStreetMap, Bing Maps, HERE WeGo, `geo:`, `maps:`, `waze:`.
 * Hosts are read with WHATWG URL (core/urls.ts), `www.` folded, so `https://wa.me.evil.example/` is nothing.
 */
import type { ContactKind } from '../api';
import { foldHost } from '../urls';

type LinkContactKind = Exclude<ContactKind, 'form'>;

const SCHEMES: Readonly<Record<string, LinkContactKind>> = {
  'tel:': 'call',
  'callto:': 'call',
  'sms:': 'call',
  'mailto:': 'email',
  'whatsapp:': 'whatsapp',
  'geo:': 'directions',
  'maps:': 'directions',
  'waze:': 'directions',
};

/** Hosts (a sub-domain matches too) whose every link is the kind. */
const HOSTS: readonly [string, LinkContactKind][] = [
  ['wa.me', 'whatsapp'],
  ['api.whatsapp.com', 'whatsapp'],
  ['maps.app.goo.gl', 'directions'],
  ['maps.apple.com', 'directions'],
  ['waze.com', 'directions'],
  ['openstreetmap.org', 'directions'],
  ['osm.org', 'directions'],
  ['wego.here.com', 'directions'],
  ['g.page', 'directions'],
];

const matchesHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function kindOfWebLink(url: URL): LinkContactKind | null {
  const host = foldHost(url.hostname);
  for (const [domain, kind] of HOSTS) if (matchesHost(host, domain)) return kind;
  const path = url.pathname.toLowerCase();
  if ((host === 'whatsapp.com' || host === 'web.whatsapp.com') && path.startsWith('/send')) return 'whatsapp';
  // Google Maps: maps.google.<tld>, google.<tld>/maps, goo.gl/maps; Bing Maps: bing.com/maps.
  if (/^maps\.google\.(com?\.)?[a-z]{2,3}$/.test(host)) return 'directions';
  if (/^google\.(com?\.)?[a-z]{2,3}$/.test(host) && /^\/maps(\/|$)/.test(path)) return 'directions';
  if ((host === 'goo.gl' || host === 'bing.com') && /^\/maps(\/|$)/.test(path)) return 'directions';
  return null;
}

/** The contact a link's address opens, or null (any other link, a relative address, no address). */
export function contactKindOfLink(href: string | null | undefined): LinkContactKind | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  const scheme = SCHEMES[url.protocol.toLowerCase()];
  if (scheme) return scheme;
  return url.protocol === 'http:' || url.protocol === 'https:' ? kindOfWebLink(url) : null;
}
