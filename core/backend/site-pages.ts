/**
 * Serving published sites: the directory's lookups of published sites (by slug, by client) and the answer
 * to one GET or HEAD on a site's host (core/hosting: host routing decides whose host it is, then asks here).
 *
 * - `/`: the published version's HTML with the customer tracker added for the host it is served on
 *   (`data-domain`: the host without `www.`, reporting to PUBLIC_URL); `ETag` and `Cache-Control: no-cache`,
 *   304 for a matching `If-None-Match`;
 * - `/media/{asset_id}/{file}`: the processed files of the images the published version shows, `immutable`
 *   (an asset's id changes with its bytes);
 * - `/robots.txt`, `/sitemap.xml`, `/favicon.ico` (and `/favicon.svg`): the site's own;
 * - anything else: a 404 page in the site's theme.
 *
 * Versions never change, so what is built from one (the page per host, its ETag, the 404 page) is cached
 * by version id: a request costs one indexed read of the site's pointer, in any process.
 */
import type { SiteContent } from '../api';
import type { PublishedSiteIndex, PublishedSiteReader, PublishedSiteRef, SiteRequest, SiteResponse } from '../hosting';
import { productHost, siteUrl, type SiteAddressing } from '../sites/addresses';
import { trackerLoaderSource, trackerTag } from '../sites/tracker-loader';
import { sha256Hex } from './crypto';
import type { SiteImageProcessor } from './site-image-port';
import type { SiteRenderer } from './site-renderer-port';
import type { SiteStore, StoredSite, StoredSiteVersion } from './site-store';

export interface SitePagesDeps {
  store: SiteStore;
  renderer: SiteRenderer;
  images: Pick<SiteImageProcessor, 'contentTypeOf'>;
  addressing: SiteAddressing;
}

export type { PublishedSiteRef, SiteRequest, SiteResponse };

/** The published sites for the directory (`PublishedSiteIndex`) and host routing (`PublishedSiteReader`). */
export interface SitePages extends PublishedSiteIndex, PublishedSiteReader {
  bySlug(slug: string): Promise<PublishedSiteRef | null>;
  byClient(clientId: string): Promise<PublishedSiteRef | null>;
  /** The product hosts of every published site (known sites for the tracking quota). */
  publishedHosts(): Promise<string[]>;
  read(request: SiteRequest): Promise<SiteResponse>;
  /** The published page of a slug with the tracker of its product host (the demo's `/siti/{slug}`); null if none. */
  pageOfSlug(slug: string): Promise<{ html: string; etag: string } | null>;
}

/** Where the published HTML of a version finds an image file on its own host. */
export const mediaPath = (assetId: string, file: string): string => `/media/${assetId}/${file}`;

const IMAGE_ATTRIBUTE = /\b(src|srcset)="([^"]*)"/g;
const MEDIA_IN_ATTRIBUTE = /(^|,\s*)\/media\/([A-Za-z0-9_-]{1,64})\/([1-9][0-9]{0,4}\.(?:webp|avif))/g;

/**
 * A published page shown away from its own host (the app's `/siti/{slug}`, in a sandboxed frame of the app's
 * origin) finds its images at the product's public address of the same files (`imageAddress`), since
 * `/media/…` is served by the site's host only. Only `src` and `srcset` values change: the renderer escapes
 * every text, so a customer's text can hold no such attribute.
 */
export function withImagesAt(html: string, imageAddress: (assetId: string, file: string) => string): string {
  return html.replace(
    IMAGE_ATTRIBUTE,
    (_, name: string, value: string) =>
      `${name}="${value.replace(MEDIA_IN_ATTRIBUTE, (__, lead: string, assetId: string, file: string) => lead + imageAddress(assetId, file))}"`,
  );
}

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_CACHED = 500;

/** A page ready to send: its text, the same as UTF-8 bytes (encoded once, not per request), its ETag. */
interface ServedPage {
  html: string;
  bytes: Uint8Array;
  etag: string;
}

const utf8 = new TextEncoder();

interface VersionEntry {
  version: StoredSiteVersion;
  assets: Set<string>;
  pages: Map<string, ServedPage>;
  notFound?: string;
}

/** Every asset id a content shows. */
function assetIdsOf(content: SiteContent): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.asset_id === 'string') ids.add(record.asset_id);
      Object.values(record).forEach(walk);
    }
  };
  walk(content.sections);
  if (content.business.logo) ids.add(content.business.logo.asset_id);
  return ids;
}

/** True when `If-None-Match` names `etag` (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 §13.1.2): a gzipped answer's W/ tag names the same content.
  const own = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === own;
  });
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** The site's favicon: the business's initial on its primary colour. */
function faviconSvg(version: StoredSiteVersion): string {
  const initial = [...version.content.business.name.trim()][0]?.toUpperCase() ?? 'S';
  const { primary, surface } = version.palette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/>` +
    `<text x="32" y="43" font-family="system-ui,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${surface}">${escapeXml(initial)}</text></svg>`
  );
}

/**
 * The page's own policy: no script but the tracker's (its inline loader by hash, then t.js from the product),
 * its reports to the product, framed only by the product.
 * connect-src also allows the site's own origin: the page makes no request there itself, but Lighthouse's SEO
 * audit fetches /robots.txt from the page's context and counts a CSP refusal as «robots.txt not found».
 */
async function pagePolicy(publicUrl: string): Promise<string> {
  const product = new URL(publicUrl).origin;
  return [
    "default-src 'none'",
    `script-src ${await trackerLoaderSource()} ${product}`,
    `connect-src 'self' ${product}`,
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `font-src 'self' ${product} data:`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${product}`,
  ].join('; ');
}

export function createSitePages({ store, renderer, images, addressing }: SitePagesDeps): SitePages {
  const cache = new Map<string, VersionEntry>();
  const policyText = pagePolicy(addressing.publicUrl);

  async function entryOf(versionId: string): Promise<VersionEntry | null> {
    const cached = cache.get(versionId);
    if (cached) return cached;
    const version = await store.getVersion(versionId);
    if (!version) return null;
    const entry: VersionEntry = { version, assets: assetIdsOf(version.content), pages: new Map() };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(versionId, entry);
    return entry;
  }

  /** The page for visitors of `domain`: the version's HTML with the tracker of that domain. */
  async function pageFor(entry: VersionEntry, domain: string): Promise<ServedPage> {
    const cached = entry.pages.get(domain);
    if (cached) return cached;
    const { html } = entry.version;
    const at = html.indexOf('</head>');
    const tag = trackerTag(addressing.publicUrl, domain);
    const body = at === -1 ? tag + html : html.slice(0, at) + tag + html.slice(at);
    const page = { html: body, bytes: utf8.encode(body), etag: `"${(await sha256Hex(body)).slice(0, 32)}"` };
    if (entry.pages.size < 16) entry.pages.set(domain, page);
    return page;
  }

  async function notFoundPage(entry: VersionEntry, home: string): Promise<string> {
    if (entry.notFound) return entry.notFound;
    const { content, theme, palette } = entry.version;
    const page: SiteContent = {
      business: content.business,
      meta: { title: `Pagina non trovata · ${content.business.name}`.slice(0, 120), description: '', language: 'it' },
      sections: [
        // A hero: the one section every theme draws.
        {
          id: 'non-trovata',
          type: 'hero',
          props: {
            eyebrow: 'Errore 404',
            title: 'Pagina non trovata',
            text: 'L’indirizzo che hai aperto non esiste su questo sito. Torna alla pagina principale.',
            primary: { label: 'Vai alla pagina principale', href: home },
          },
        },
      ],
    };
    entry.notFound = await renderer.render({
      content: page,
      theme,
      palette,
      assetUrl: (id, width) => mediaPath(id, `${width}.webp`),
      year: new Date(entry.version.created_at).getUTCFullYear(),
    });
    return entry.notFound;
  }

  const published = (site: StoredSite | null): site is StoredSite & { published_version_id: string } =>
    !!site?.published_version_id && !!site.client_id;
  const refOf = (site: StoredSite): PublishedSiteRef => ({
    siteId: site.site_id,
    clientId: site.client_id!,
    slug: site.slug,
  });

  async function read(request: SiteRequest): Promise<SiteResponse> {
    const notFound = (body = 'Pagina non trovata.\n'): SiteResponse => ({
      status: 404,
      headers: { 'Content-Type': TEXT, 'Cache-Control': 'no-cache' },
      body,
    });
    const site = await store.getSite(request.site.siteId);
    if (!published(site)) return notFound();
    const entry = await entryOf(site.published_version_id);
    if (!entry) return notFound();
    const origin = siteUrl(addressing, request.host).slice(0, -1);
    const path = request.path.split('?')[0]!;
    const policy = await policyText;
    const withEtag = (etag: string, headers: Record<string, string>, body: SiteResponse['body']): SiteResponse =>
      etagMatches(request.ifNoneMatch, etag)
        ? { status: 304, headers: { ...headers, ETag: etag }, body: null }
        : { status: 200, headers: { ...headers, ETag: etag }, body };

    if (path === '/' || path === '/index.html') {
      const page = await pageFor(entry, request.host.replace(/^www\./, ''));
      return withEtag(
        page.etag,
        { 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy },
        page.bytes,
      );
    }
    const media = /^\/media\/([A-Za-z0-9_-]{1,64})\/([1-9][0-9]{0,4}\.(webp|avif))$/.exec(path);
    if (media) {
      const [, assetId, file, format] = media;
      if (!entry.assets.has(assetId!)) return notFound();
      const bytes = await store.readAssetFile(assetId!, file!);
      if (!bytes) return notFound();
      return withEtag(
        `"${assetId}-${file}"`,
        { 'Content-Type': images.contentTypeOf(format as 'webp' | 'avif'), 'Cache-Control': IMMUTABLE },
        bytes,
      );
    }
    const version = entry.version;
    const stamp = site.published_version_id;
    if (path === '/robots.txt')
      return withEtag(
        `"r-${stamp}"`,
        { 'Content-Type': TEXT, 'Cache-Control': 'no-cache' },
        `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    if (path === '/sitemap.xml') {
      const body =
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
        `<url><loc>${escapeXml(`${origin}/`)}</loc><lastmod>${escapeXml((site.published_at ?? version.created_at).slice(0, 10))}</lastmod></url></urlset>\n`;
      return withEtag(
        `"s-${stamp}"`,
        { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
        body,
      );
    }
    if (path === '/favicon.ico' || path === '/favicon.svg')
      return withEtag(
        `"f-${stamp}"`,
        { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' },
        faviconSvg(version),
      );
    return {
      status: 404,
      headers: { 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy },
      body: await notFoundPage(entry, `${origin}/`),
    };
  }

  return {
    async bySlug(slug) {
      const site = await store.getSiteBySlug(slug);
      return published(site) ? refOf(site) : null;
    },
    async byClient(clientId) {
      const site = await store.getPublishedSiteOfClient(clientId);
      return published(site) ? refOf(site) : null;
    },
    async publishedHosts() {
      return (await store.listPublishedSlugs()).map((slug) => productHost(slug, addressing.sitesDomain));
    },
    read,
    async pageOfSlug(slug) {
      const site = await store.getSiteBySlug(slug);
      if (!published(site)) return null;
      const entry = await entryOf(site.published_version_id);
      if (!entry) return null;
      const page = await pageFor(entry, productHost(slug, addressing.sitesDomain));
      return { html: page.html, etag: page.etag };
    },
  };
}
