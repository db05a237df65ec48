/**
 * Client scoping: a client's site is its domain, and a page belongs to it when the page's host, read as a
 * browser reads it (core/urls.ts, WHATWG URL), is that domain or its `www.` form. A regular expression would
 * read `https://evil.example\@client.it/` as client.it; a browser, and this module, read evil.example.
 */
import { foldHost, parseWebUrl, siteOf } from './urls';

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
