/**
 * How the product reads a page address, everywhere (tracking, scoping, stats, heatmaps, exports,
 * the heatmap preview): with WHATWG URL semantics, as browsers read it. A regular expression would
 * read `https://evil.example\@client.it/` as client.it; a browser, and this module, read evil.example.
 */

/** Parses an absolute http(s) URL as a browser would; null for anything else. */
export function parseWebUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** A host as the product compares it: lower case, no trailing dot, no leading `www.`. */
export function foldHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** The site an event belongs to: the page's host with `www.` folded, or null for a non-web address. */
export function siteOf(pageUrl: string | null | undefined): string | null {
  const url = parseWebUrl(pageUrl);
  return url && url.hostname ? foldHost(url.hostname) : null;
}

/**
 * One page, one key: scheme, folded host (and a non-default port), and the path without a trailing
 * slash or a final `index.html`/`index.htm`; no query string, no fragment. Anything that is not an
 * absolute http(s) URL is kept as sent, minus query and fragment.
 */
export function normalizePageUrl(pageUrl: string): string {
  const url = parseWebUrl(pageUrl);
  if (!url) {
    const cut = pageUrl.search(/[?#]/);
    return cut === -1 ? pageUrl : pageUrl.slice(0, cut);
  }
  const path = url.pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '');
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${foldHost(url.hostname)}${port}${path || '/'}`;
}
