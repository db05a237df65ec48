/**
 * The directory of published sites: which site, of which client, answers on a host. Host routing
 * (route-host.ts) and the TLS ask endpoint (tls-ask.ts) ask it on every request, so each lookup is an
 * indexed read of the stores, with no network call and no cache: a client disabled now is refused on the
 * next request, in every process.
 *
 * Two sources:
 * - the custom domains (Pro) of today's clients: the verification records (domain-store.ts) and the client
 *   records (core/backend/store.ts);
 * - the published sites: the `PublishedSiteIndex` port, which the site storage implements (versions and the
 *   publish pointer of issue 28). Until it exists, `NO_PUBLISHED_SITES` knows none: every product subdomain
 *   is a plain 404, and a verified custom domain of a Pro client answers «Sito in preparazione».
 */
import type { PlanType } from '../api';
import { foldHost } from '../urls';
import type { Store, StoredClient } from '../backend/store';
import { SERVABLE_STATUSES, type DomainStatus, type DomainVerificationStore } from './domain-store';

/** One published site as the site storage lists it. */
export interface PublishedSiteRef {
  siteId: string;
  clientId: string;
  /** Its product subdomain label: the site answers on `{slug}.{SITES_DOMAIN}`. */
  slug: string;
}

/**
 * The published sites (to be implemented by the site storage): two indexed lookups, no network call.
 * A site is listed once published (it has a live version) and until it is unpublished or deleted.
 */
export interface PublishedSiteIndex {
  bySlug(slug: string): Promise<PublishedSiteRef | null>;
  /** The client's published site (one per client today). */
  byClient(clientId: string): Promise<PublishedSiteRef | null>;
}

/** No site is published until the site storage exists. */
export const NO_PUBLISHED_SITES: PublishedSiteIndex = {
  bySlug: async () => null,
  byClient: async () => null,
};

export interface SiteDirectoryEntry {
  clientId: string;
  plan: PlanType;
  /** False for a disabled client: its site answers «sito sospeso» at once. */
  clientActive: boolean;
  /** The published site, null while the client has none. */
  site: PublishedSiteRef | null;
  /** The client's custom domain as it answers (bare or `www.`, as the operator wrote it), with its state. */
  customDomain: { host: string; status: DomainStatus } | null;
}

export interface SiteDirectory {
  /** The site of a product subdomain label; null when no published site has it. */
  bySlug(slug: string): Promise<SiteDirectoryEntry | null>;
  /**
   * The client whose verified (or active) custom domain is `domain` (bare, ASCII): null when none is. A
   * domain some client typed but did not prove (pending, failed) is unknown here.
   */
  byCustomDomain(domain: string): Promise<SiteDirectoryEntry | null>;
}

export interface SiteDirectorySources {
  clients: Pick<Store, 'getClient'>;
  domains: DomainVerificationStore;
  sites: PublishedSiteIndex;
}

/** The client's domain as it answers: lower case, no trailing dot (`www.` kept when the operator wrote it). */
export const servedHost = (domain: string): string => domain.trim().toLowerCase().replace(/\.$/, '');

export function createSiteDirectory({ clients, domains, sites }: SiteDirectorySources): SiteDirectory {
  /** The client's verification, if it is for the domain the client has now (a changed domain starts over). */
  async function customDomainOf(client: StoredClient): Promise<SiteDirectoryEntry['customDomain']> {
    if (!client.domain) return null;
    const record = await domains.get(client.client_id);
    if (!record || record.domain !== foldHost(client.domain)) return null;
    return { host: servedHost(client.domain), status: record.status };
  }

  const entryOf = async (client: StoredClient, site: PublishedSiteRef | null): Promise<SiteDirectoryEntry> => ({
    clientId: client.client_id,
    plan: client.plan,
    clientActive: client.is_active,
    site,
    customDomain: await customDomainOf(client),
  });

  return {
    async bySlug(slug) {
      const site = await sites.bySlug(slug);
      if (!site) return null;
      const client = await clients.getClient(site.clientId);
      return client ? entryOf(client, site) : null;
    },
    async byCustomDomain(domain) {
      // Active first: of two clients who typed one domain, the one whose records point here.
      const records = (await domains.findServable(domain)).sort(
        (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
      );
      for (const record of records) {
        const client = await clients.getClient(record.client_id);
        if (!client?.domain || foldHost(client.domain) !== domain) continue;
        if (!SERVABLE_STATUSES.includes(record.status)) continue;
        return {
          clientId: client.client_id,
          plan: client.plan,
          clientActive: client.is_active,
          site: await sites.byClient(client.client_id),
          customDomain: { host: servedHost(client.domain), status: record.status },
        };
      }
      return null;
    },
  };
}
