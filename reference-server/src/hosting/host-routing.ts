/**
 * Serving by host, before anything else of the app: a request for a customer's site never reaches /api or
 * the web app. The decision is core's (core/hosting/route-host.ts); this middleware reads the `Host` header
 * and writes the answer: a site's response from the PublishedSiteReader port, a 301 to the site's own host,
 * or one of the host pages. Requests for the app go on down the chain unchanged.
 *
 * The raw `Host` header is read, never X-Forwarded-Host (a client could write one Caddy passes on); Caddy
 * keeps the original Host. Node hands header bytes over as Latin-1, so a host sent as raw UTF-8 (a
 * non-browser client writing an IDN in Unicode) is read back as UTF-8 before WHATWG URL folds it.
 */
import type { Context, Middleware } from 'koa';
import { routeHost, type HostingConfig, type PublishedSiteReader, type SiteDirectory } from '@core/hosting';
import { acceptsGzip, compressible, gzipOf, weakEtag } from './compress-site-answer';
import { HOST_PAGE_CSP, HOST_PAGES, type HostPage } from './host-pages';
import type { SiteAnswerCache } from './site-answer-cache';

export interface HostRoutingOptions {
  config: HostingConfig;
  directory: SiteDirectory;
  reader: PublishedSiteReader;
  /** Where a site's answer is kept for the requests that follow (site-answer-cache.ts); none: nothing kept. */
  answers?: SiteAnswerCache;
}

/** Bytes above ASCII in a Host header; a port at its end (compiled once, not per request). */
const NON_ASCII = /[^\p{ASCII}]/u;
const PORT = /:(\d+)$/;

/** The Host header as sent: bytes above ASCII re-read as UTF-8 when they are valid UTF-8. */
export function hostHeaderOf(ctx: Context): string | undefined {
  const raw = ctx.req.headers.host;
  if (raw === undefined || !NON_ASCII.test(raw)) return raw;
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? raw : utf8;
}

/** The web app's headers that a customer's site must not carry (its page sets its own). */
const APP_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];

function writePage(ctx: Context, page: HostPage): void {
  ctx.set('Content-Security-Policy', HOST_PAGE_CSP);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = page.status;
  ctx.type = page.type;
  // Koa leaves the body out of a HEAD answer itself (keeping its Content-Length).
  ctx.body = page.body;
}

export function hostRouting({ config, directory, reader, answers }: HostRoutingOptions): Middleware {
  return async (ctx, next) => {
    // Taken before any store is read: an answer read across a change is not kept.
    const generation = answers?.generation() ?? 0;
    const route = await routeHost(hostHeaderOf(ctx), config, directory);
    switch (route.kind) {
      case 'app':
        return next();
      case 'bad_host':
        return writePage(ctx, HOST_PAGES.badHost);
      case 'not_found':
        return writePage(ctx, HOST_PAGES.notFound);
      case 'suspended':
        return writePage(ctx, HOST_PAGES.suspended);
      case 'unpublished':
        return writePage(ctx, HOST_PAGES.unpublished);
      case 'redirect': {
        const port = ctx.req.headers.host ? PORT.exec(ctx.req.headers.host)?.[1] : undefined;
        ctx.set('Cache-Control', 'no-cache');
        ctx.status = 301; // kept by ctx.redirect, which only sets 302 over a status that is not a redirect
        ctx.redirect(`${ctx.protocol}://${route.host}${port ? `:${port}` : ''}${ctx.url}`);
        return;
      }
      case 'site': {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
          ctx.set('Allow', 'GET, HEAD');
          ctx.status = 405;
          ctx.type = 'text/plain; charset=utf-8';
          ctx.body = 'Metodo non consentito.\n';
          return;
        }
        const answer = await reader.read({
          site: route.entry.site,
          host: route.host,
          path: ctx.path,
          method: ctx.method,
          ifNoneMatch: ctx.get('If-None-Match') || null,
        });
        for (const name of APP_ONLY_HEADERS) ctx.remove(name);
        for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
        const body = answer.body;
        let bytes =
          body === null || typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
        // Texts (the page above all) gzipped for a browser that takes it (compress-site-answer.ts).
        if (compressible(answer.headers['Content-Type'])) {
          ctx.vary('Accept-Encoding');
          if (acceptsGzip(ctx.get('Accept-Encoding'))) {
            if (body !== null) {
              bytes = gzipOf(body);
              ctx.set('Content-Encoding', 'gzip');
            }
            if (answer.headers.ETag) ctx.set('ETag', weakEtag(answer.headers.ETag));
          }
        }
        ctx.body = bytes ?? '';
        ctx.status = answer.status;
        if (answers && bytes !== null && answer.status === 200) {
          const kept = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
          answers.keep(ctx.req.headers.host, ctx.path, ctx.method, generation, ctx.res, kept);
        }
        return;
      }
    }
  };
}
