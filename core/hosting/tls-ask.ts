/**
 * Caddy's on-demand TLS asks before it requests a certificate for a name (`on_demand_tls { ask }`): yes only
 * for a name the product serves a customer's site on, so nobody can make it request certificates for any
 * name that happens to point at the server (Let's Encrypt's rate limits are per registered domain and per
 * account). Yes for:
 * - `{slug}.{SITES_DOMAIN}` of a published site of an active client;
 * - a verified (or active) custom domain of an active Pro client, bare and `www.`.
 * No for everything else, the product's own host names included (their block has ordinary automatic HTTPS).
 * Indexed lookups only (site-directory.ts): never a DNS query or a connection.
 */
import { isAddressLiteral, isLabel, parseHost, withoutWww } from './host-name';
import type { HostingConfig } from './hosting-config';
import type { SiteDirectory } from './site-directory';

/** The name's ASCII form when a certificate may be issued for it, else null. */
export async function tlsAllowedName(
  rawDomain: string,
  config: HostingConfig,
  directory: SiteDirectory,
): Promise<string | null> {
  const parsed = parseHost(rawDomain);
  if (!parsed || parsed.port !== '') return null;
  const { name } = parsed;
  const { sitesDomain, appHost } = config;
  if (isAddressLiteral(name) || name === appHost || name === sitesDomain || name === `www.${sitesDomain}`) return null;
  if (name.endsWith(`.${sitesDomain}`)) {
    const slug = name.slice(0, -(sitesDomain.length + 1));
    if (!isLabel(slug)) return null;
    const entry = await directory.bySlug(slug);
    return entry?.site && entry.clientActive ? name : null;
  }
  if (!name.includes('.')) return null;
  const entry = await directory.byCustomDomain(withoutWww(name));
  return entry?.customDomain && entry.plan === 'pro' && entry.clientActive ? name : null;
}
