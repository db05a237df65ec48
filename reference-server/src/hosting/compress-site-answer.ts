/**
 * A published page leaves the server gzipped when the browser takes gzip. Its HTML holds its CSS and is
 * 40-70 kB as text, about a fifth of that gzipped, and on a phone's connection those bytes come before the
 * first paint. Caddy's `encode` (the README's Caddyfile) compresses in front of the server too; it leaves an
 * answer that already has a Content-Encoding alone, so the two never compress twice.
 *
 * The gzip of a body is made once: the site reader hands the same bytes for a published version and host
 * until they change (core/backend/site-pages.ts), so a page costs one compression per version, not one per
 * visit. The gzipped answer's ETag is the weak form of the page's (same content, another coding), which the
 * reader's If-None-Match check already accepts.
 */
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import accepts from 'accepts';

/** Texts: `text/*`, XML and JSON (with their `+xml` / `+json` kinds, a web manifest's), SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:xml|json)\b|image\/svg\+xml)/;
const gzipped = new WeakMap<Uint8Array, Buffer>();

/**
 * Whether an Accept-Encoding header takes gzip over no coding, read by `accepts` (Koa's own negotiation, so a
 * published page and the app's files agree): gzip named with a q above 0, or `*` when gzip is not named.
 * Host routing's answer cache reads the raw header before Koa, hence a header and not a context.
 */
export function acceptsGzip(header: string | undefined): boolean {
  const request = { headers: { 'accept-encoding': header ?? '' } } as IncomingMessage;
  return accepts(request).encoding(['gzip', 'identity']) === 'gzip';
}

/**
 * Text answers (a published page, robots.txt, sitemap.xml, the SVG favicon; the app's pages, scripts and style
 * sheets, static-files.ts); images are compressed already.
 */
export const compressible = (contentType: string | undefined): boolean =>
  contentType !== undefined && COMPRESSIBLE.test(contentType);

/**
 * The gzip of a compressible answer's body. The small texts are built per request and compressed as they
 * come (host routing's answer cache keeps the result); a page's bytes are compressed once.
 */
export function gzipOf(body: Uint8Array | string): Buffer {
  if (typeof body === 'string') return gzipSync(body, { level: 9 });
  let zipped = gzipped.get(body);
  if (zipped === undefined) {
    zipped = gzipSync(body, { level: 9 });
    gzipped.set(body, zipped);
  }
  return zipped;
}

/** The weak form of an ETag (an encoded answer of the same content). */
export const weakEtag = (etag: string): string => (etag.startsWith('W/') ? etag : `W/${etag}`);
