/**
 * Client scoping: a client sees the events whose page_url host is its domain or the `www.` form of it.
 */

const HOST_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]+)/i;

/** Lower-case host of an absolute URL, or null when there is none (relative or malformed URL). */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = HOST_PATTERN.exec(url);
  if (!m) return null;
  return m[1]!.toLowerCase().replace(/\.$/, '');
}

/** Normalises a stored domain: lower case, no leading `www.`, no trailing dot. */
export function bareDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
}

/** A predicate telling whether a page URL belongs to the domain (exact host or `www.` + host). */
export function domainMatcher(domain: string | null): (url: string | null | undefined) => boolean {
  if (!domain) return () => false;
  const bare = bareDomain(domain);
  const www = `www.${bare}`;
  const cache = new Map<string, boolean>();
  return (url) => {
    if (!url) return false;
    let hit = cache.get(url);
    if (hit === undefined) {
      const host = hostOf(url);
      hit = host === bare || host === www;
      if (cache.size < 50_000) cache.set(url, hit);
    }
    return hit;
  };
}
