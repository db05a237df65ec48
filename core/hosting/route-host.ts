/**
 * Who answers a request, by its `Host` header: the product's app (/api and the web app), a customer's
 * published site, a 301 to the site's own host, or a refusal. Pure decision over the configuration and the
 * directory; reference-server/src/hosting/host-routing.ts writes it. Hosts are read as browsers read them
 * (host-name.ts), so case, a port, a trailing dot and Unicode or punycode spellings reach the same answer.
 *
 * - `{slug}.{SITES_DOMAIN}`: the published site with that slug; a Pro site whose custom domain is active
 *   answers 301 to that domain; any other name under SITES_DOMAIN (an unknown slug, a deeper name) is a plain
 *   404, never another customer's site and never the app.
 * - A custom domain (Pro), bare or `www.`: the client's site once the domain is verified, the other form
 *   answering 301 to the one the operator wrote; «Sito in preparazione» while nothing is published.
 * - A disabled client: «sito sospeso» on every host of its site, from the next request on.
 * - APP_HOST and its `www.` (or, unset, any other host and the bare SITES_DOMAIN), and address literals (Caddy's
 *   ask, health checks): the app. With APP_HOST set, a host that is none of these is a plain 404.
 */
import { isAddressLiteral, isLabel, parseHost, withoutWww } from './host-name';
import type { HostingConfig } from './hosting-config';
import type { SiteDirectory, SiteDirectoryEntry } from './site-directory';

export type HostRoute =
  | { kind: 'app' }
  /** Serve the published site (its pages, assets, robots.txt, sitemap.xml, favicon, themed 404). */
  | { kind: 'site'; entry: SiteDirectoryEntry & { site: NonNullable<SiteDirectoryEntry['site']> }; host: string }
  /** 301 to the same path on `host` (same scheme, same port). */
  | { kind: 'redirect'; host: string }
  /** The client is disabled. */
  | { kind: 'suspended' }
  /** A verified custom domain whose client has published nothing yet. */
  | { kind: 'unpublished' }
  | { kind: 'not_found' }
  /** Not a host a browser would send (`a@b`, a path, spaces). */
  | { kind: 'bad_host' };

const APP: HostRoute = { kind: 'app' };
const NOT_FOUND: HostRoute = { kind: 'not_found' };

export async function routeHost(
  rawHost: string | null | undefined,
  config: HostingConfig,
  directory: SiteDirectory,
): Promise<HostRoute> {
  // HTTP/1.0 may send no Host: only the app can be meant.
  if (rawHost === undefined || rawHost === null || rawHost === '') return APP;
  const parsed = parseHost(rawHost);
  if (!parsed) return { kind: 'bad_host' };
  const { name } = parsed;
  const { sitesDomain, appHost } = config;
  const otherwise = appHost === null ? APP : NOT_FOUND;

  if (name === appHost || (appHost !== null && name === `www.${appHost}`) || isAddressLiteral(name)) return APP;
  if (name === sitesDomain || name === `www.${sitesDomain}`) return otherwise;
  if (name.endsWith(`.${sitesDomain}`)) {
    const slug = name.slice(0, -(sitesDomain.length + 1));
    if (!isLabel(slug)) return NOT_FOUND;
    const entry = await directory.bySlug(slug);
    if (!entry?.site) return NOT_FOUND;
    if (!entry.clientActive) return { kind: 'suspended' };
    const custom = entry.customDomain;
    if (entry.plan === 'pro' && custom?.status === 'active') return { kind: 'redirect', host: custom.host };
    return { kind: 'site', entry: { ...entry, site: entry.site }, host: name };
  }
  // A custom domain always has a dot: a single label (`vm`, a container's name) is the app's or nobody's.
  if (!name.includes('.')) return otherwise;
  const entry = await directory.byCustomDomain(withoutWww(name));
  if (!entry?.customDomain || entry.plan !== 'pro') return otherwise;
  if (!entry.clientActive) return { kind: 'suspended' };
  if (name !== entry.customDomain.host) return { kind: 'redirect', host: entry.customDomain.host };
  if (!entry.site) return { kind: 'unpublished' };
  return { kind: 'site', entry: { ...entry, site: entry.site }, host: name };
}
