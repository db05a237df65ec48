/**
 * The second port of serving by host, for the site storage to implement: answer one GET or HEAD on a
 * published site. Host routing (reference-server/src/hosting/host-routing.ts) has already decided that the
 * host is this site's and that its client is active; it writes the answer as it is (status, headers, body)
 * and never lets the request reach /api or the web app.
 *
 * Every path of the host comes here: the page (`/`), its hashed assets and images, and the site's own
 * `/robots.txt`, `/sitemap.xml` and `/favicon.ico`; a path the site does not have is the reader's themed
 * 404. The reader sets the page's headers (Content-Type, ETag, Cache-Control: `no-cache` on HTML,
 * `immutable` on hashed assets, its Content-Security-Policy); the middleware has already set the generic
 * security headers (nosniff, Referrer-Policy, HSTS) and drops the web app's CSP and framing rules.
 */
import type { PublishedSiteRef } from './site-directory';

export interface SiteRequest {
  site: PublishedSiteRef;
  /** The host the request came for (ASCII): the product subdomain or the custom domain. */
  host: string;
  /** The URL path, as sent (not decoded). */
  path: string;
  /** HEAD answers like GET without the body (the middleware drops it). */
  method: 'GET' | 'HEAD';
  /** The request's If-None-Match, for a 304. */
  ifNoneMatch: string | null;
}

export interface SiteResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array | string | null;
}

export interface PublishedSiteReader {
  read(request: SiteRequest): Promise<SiteResponse>;
}

/** Until the site storage exists no site is published, so nothing is ever read: a 404 if asked anyway. */
export const NO_SITE_READER: PublishedSiteReader = {
  read: async () => ({
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    body: 'Pagina non trovata.\n',
  }),
};
