/**
 * The sites the product knows, whose events are always stored (the others share the daily quota of
 * site-quota-port.ts):
 * - its own pages (the product's address: PUBLIC_URL on the server, the page's own host in the demo);
 * - every client's domain;
 * - any further source a backend adds (`KnownSiteSource`): published sites join here.
 *
 * Sites are compared as the ingestion pipeline stores them (`siteOf`: lower case, `www.` folded). The
 * sources are read into one set and read again at most once per `refreshMs` when a site is missing from
 * it, so an unknown-host flood costs one read of the sources a second, and a domain set on a client in
 * another process is known within that second. `forget()` (a client changed in this process) makes the
 * next miss read them at once.
 */
import { foldHost } from '../urls';

/** Hosts (or sites) of one kind the product knows; null entries (a client without a domain) are skipped. */
export type KnownSiteSource = () => Promise<Iterable<string | null | undefined>>;

export interface KnownSites {
  has(site: string): Promise<boolean>;
  /** What the sources hold changed here: the next miss reads them again, however recent the last read. */
  forget(): void;
}

export const KNOWN_SITES_REFRESH_MS = 1_000;

/** `elapsed`: a monotonic clock in ms (the refresh is about real time, whatever time the backend's clock says). */
export function createKnownSites(
  sources: readonly KnownSiteSource[],
  refreshMs: number = KNOWN_SITES_REFRESH_MS,
  elapsed: () => number = () => performance.now(),
): KnownSites {
  let known = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const next = new Set<string>();
    for (const source of sources) {
      for (const host of await source()) {
        const site = host ? foldHost(host) : '';
        if (site) next.add(site);
      }
    }
    known = next;
  }

  return {
    async has(site) {
      if (known.has(site)) return true;
      // A read under way may bring the site: wait for it rather than answer from the older set.
      if (!reading && elapsed() - readAt < refreshMs) return false;
      // One read at a time: the calls of a flood share it.
      reading ??= (async () => {
        readAt = elapsed();
        try {
          await read();
        } finally {
          reading = null;
        }
      })();
      await reading;
      return known.has(site);
    },
    forget() {
      readAt = Number.NEGATIVE_INFINITY;
    },
  };
}
