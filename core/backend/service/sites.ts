/**
 * The operator's work on an order's site (issue 28): the first draft from the confirmed brief, versions
 * saved from the editor, previews, images, publishing and «Ripristina»; and the published page by slug for
 * the browser-only demo. Every change makes a new immutable version; publishing and rolling back move the
 * site's pointer. The order's moves and the customer's email go through the orders' port (SiteOrders).
 */
import type { Brief, Schemas, SiteContent, SitePalette, SiteThemeId } from '../../api';
import { problems } from '../../problems';
import { draftFromBrief, keepEdited, publishBlockers, adjustPalette, type SiteDraft } from '../../sites';
import { siteUrls, type SiteAddressing } from '../../sites/addresses';
import type { SiteCopywriter } from '../../sites/llm-copy';
import { slugCandidate, slugOf } from '../../sites/slug';
import type { SchemaValidator } from '../../validation/schema';
import { base64UrlEncode, randomId, sha256Bytes, sha256Hex } from '../crypto';
import { MESSAGES } from '../messages';
import type { SiteImageProcessor } from '../site-image-port';
import type { SiteOrder, SiteOrders } from '../site-orders-port';
import { createSitePages, mediaPath, withImagesAt, type SitePages } from '../site-pages';
import type { SiteRenderer } from '../site-renderer-port';
import {
  createMemorySiteStore,
  type SiteStore,
  type StoredSite,
  type StoredSiteVersion,
  type SiteVersionSource,
} from '../site-store';
import { ok, requireRole, type BackendContext, type Operations } from './context';

/** What the server and the mock hand the backend; the orders' side comes from the backend's own orders. */
export interface SitesDeps {
  store: SiteStore;
  renderer: SiteRenderer;
  images: SiteImageProcessor;
  /** SiteContent's schema and the page's own rules (core/validation/site-content.ts). */
  validateContent: SchemaValidator;
  addressing: SiteAddressing;
  /** The client's custom domain when it is active (Pro), for the published addresses; none: never. */
  activeCustomDomain?: (clientId: string) => Promise<string | null>;
  /** Built from the others when absent (the server shares its own with host routing). */
  pages?: SitePages;
  /**
   * Writes the draft's copy with a language model (the reference server with LLM_*: core/sites/llm-copy.ts),
   * each slot falling back to the templates; none: the templates alone (the mock, a server without LLM_*).
   */
  copywriter?: SiteCopywriter;
}

type SiteOperations = Pick<
  Operations,
  | 'createSiteDraft'
  | 'getOrderSite'
  | 'saveSiteVersion'
  | 'getSiteVersion'
  | 'previewSiteVersion'
  | 'previewSiteContent'
  | 'publishSite'
  | 'rollbackSite'
  | 'uploadSiteImage'
  | 'getSiteImageFile'
  | 'getPublishedSitePage'
>;

/** The author of generated drafts in the version history. */
export const DRAFT_AUTHOR = 'bozza automatica';
const SLUG_ATTEMPTS = 50;
const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'X-Robots-Tag': 'noindex',
  // The preview is shown in the editor's sandboxed frame: it runs nothing and loads only the product's images.
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; base-uri 'none'; form-action 'none'",
};

export const previewUrlOf = (orderId: string, versionId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/site/versions/${encodeURIComponent(versionId)}/preview`;
export const imageFileUrl = (assetId: string, file: string) => `/api/site-images/${assetId}/${file}`;

function summaryOf(version: StoredSiteVersion): Schemas['SiteVersionSummary'] {
  return {
    version_id: version.version_id,
    number: version.number,
    theme: version.theme,
    author: version.author,
    created_at: version.created_at,
    source: version.source,
  };
}

function versionView(version: StoredSiteVersion): Schemas['SiteVersion'] {
  return {
    ...summaryOf(version),
    content: version.content,
    palette: version.palette,
    edited_fields: version.edited_fields,
  };
}

/** A backend built without the sites' dependencies: no order is known, so no site either. */
export function unavailableSites(validateContent: SchemaValidator = () => null): SitesDeps {
  return {
    store: createMemorySiteStore(),
    renderer: {
      render: () => {
        throw new Error('Nessun renderer delle pagine configurato');
      },
    },
    images: {
      process: async () => {
        throw new Error('Nessuna elaborazione delle immagini configurata');
      },
      contentTypeOf: (format) => `image/${format}`,
    },
    validateContent,
    addressing: { publicUrl: 'http://localhost', sitesDomain: 'localhost' },
  };
}

/** What the review module (review.ts) uses of the sites: their store, the preview page, publishing. */
export interface SiteInternals {
  store: SiteStore;
  /** The version's page for a preview frame, with the preview's headers. */
  preview(version: StoredSiteVersion): Promise<{ html: string; headers: Record<string, string> }>;
  /**
   * Publishes the site's latest version as «Pubblica» does; when `expectedVersionId` is given and is no
   * longer the latest, 409 asking to reload and nothing is published.
   */
  publishLatest(orderId: string, expectedVersionId?: string): Promise<Schemas['SitePublished']>;
}

export function siteOperations(ctx: BackendContext, deps: SitesDeps, orders: SiteOrders): SiteOperations {
  return siteService(ctx, deps, orders).operations;
}

export function siteService(
  ctx: BackendContext,
  deps: SitesDeps,
  orders: SiteOrders,
): { operations: SiteOperations; internals: SiteInternals } {
  const { store, renderer, images } = deps;
  const pages = deps.pages ?? createSitePages(deps);

  async function orderOr404(orderId: string): Promise<SiteOrder> {
    const order = await orders.get(orderId);
    if (!order) throw problems.notFound(MESSAGES.sites.orderNotFound);
    return order;
  }

  async function siteOfOrder(orderId: string): Promise<StoredSite> {
    await orderOr404(orderId);
    const site = await store.getSiteByOrder(orderId);
    if (!site) throw problems.notFound(MESSAGES.sites.noSite);
    return site;
  }

  async function latestOf(site: StoredSite): Promise<StoredSiteVersion> {
    const [latest] = await store.listVersions(site.site_id);
    if (!latest) throw new Error(`Il sito ${site.site_id} non ha versioni`);
    return latest;
  }

  async function versionOf(site: StoredSite, versionId: string): Promise<StoredSiteVersion> {
    const version = await store.getVersion(versionId);
    if (!version || version.site_id !== site.site_id) throw problems.notFound(MESSAGES.sites.versionNotFound);
    return version;
  }

  /** The content checked with SiteContent's schema and the page's rules: 400 naming the field. */
  function checkContent(content: SiteContent, field: string): void {
    const error = deps.validateContent(content);
    if (error) throw problems.badRequest(error, field);
  }

  /**
   * The draft's content with the language model's copy when there is one: each slot it wrote passed its
   * own checks, and the whole page is checked again, the templates' draft standing in if it fails.
   */
  async function writtenCopy(brief: Brief, draft: SiteDraft): Promise<SiteContent> {
    if (!deps.copywriter) return draft.content;
    const { content } = await deps.copywriter(brief, draft);
    return deps.validateContent(content) === null ? content : draft.content;
  }

  function render(
    content: SiteContent,
    theme: SiteThemeId,
    palette: SitePalette,
    assetUrl: (id: string, w: number) => string,
  ) {
    return renderer.render({ content, theme, palette, assetUrl, year: new Date(ctx.clock.now()).getUTCFullYear() });
  }
  const siteMedia = (id: string, width: number) => mediaPath(id, `${width}.webp`);
  const apiMedia = (id: string, width: number) => imageFileUrl(id, `${width}.webp`);

  /** Stores the site of an order, with the first free slug from the business name. */
  async function createSite(order: SiteOrder, name: string): Promise<StoredSite> {
    const base = slugOf(name);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const result = await store.createSite({
        site_id: `site_${randomId(9)}`,
        order_id: order.order_id,
        client_id: order.client_id,
        slug: slugCandidate(base, attempt),
        created_at: ctx.nowIso(),
        version_count: 0,
        published_version_id: null,
        published_at: null,
      });
      if (result.status !== 'slug_taken') return result.site;
    }
    // Fifty sites of one name: a random suffix.
    return createSiteWithRandomSlug(order, base);
  }

  async function createSiteWithRandomSlug(order: SiteOrder, base: string): Promise<StoredSite> {
    const suffix = randomId(4)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0');
    const result = await store.createSite({
      site_id: `site_${randomId(9)}`,
      order_id: order.order_id,
      client_id: order.client_id,
      slug: `${base.slice(0, 56).replace(/-+$/, '')}-${suffix}`,
      created_at: ctx.nowIso(),
      version_count: 0,
      published_version_id: null,
      published_at: null,
    });
    if (result.status === 'slug_taken') throw problems.conflict(MESSAGES.sites.staleVersion);
    return result.site;
  }

  async function addVersion(
    site: StoredSite,
    input: { content: SiteContent; theme: SiteThemeId; palette: SitePalette; edited_fields: string[] },
    author: string,
    source: SiteVersionSource,
  ): Promise<StoredSiteVersion> {
    const palette = adjustPalette(input.palette).palette;
    const result = await store.addVersion({
      version_id: `ver_${randomId(9)}`,
      site_id: site.site_id,
      number: site.version_count + 1,
      content: input.content,
      theme: input.theme,
      palette,
      edited_fields: [...new Set(input.edited_fields)],
      html: await render(input.content, input.theme, palette, siteMedia),
      author,
      source,
      created_at: ctx.nowIso(),
    });
    if (result.status === 'not_found') throw problems.notFound(MESSAGES.sites.noSite);
    if (result.status === 'conflict') throw problems.conflict(MESSAGES.sites.staleVersion);
    return result.version;
  }

  async function urlsOf(site: StoredSite): Promise<string[]> {
    const custom = site.client_id && deps.activeCustomDomain ? await deps.activeCustomDomain(site.client_id) : null;
    return siteUrls(deps.addressing, site.slug, custom);
  }

  function blockersOrConflict(version: StoredSiteVersion): void {
    const blockers = publishBlockers(version.content);
    if (blockers.length > 0) throw problems.conflict(blockers.join(' '));
  }

  /** Moves the pointer to `version` from where it is now (retried when another request moved it meanwhile). */
  async function pointAt(site: StoredSite, version: StoredSiteVersion, clientId: string | null): Promise<StoredSite> {
    let current = site;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await store.setPublished(current.site_id, {
        expectedVersionId: current.published_version_id,
        versionId: version.version_id,
        at: ctx.nowIso(),
        clientId,
      });
      if (result.status === 'moved' || result.status === 'unchanged') return result.site;
      if (result.status === 'not_found') throw problems.notFound(MESSAGES.sites.noSite);
      current = (await store.getSite(site.site_id)) ?? current;
    }
    throw problems.conflict(MESSAGES.sites.staleVersion);
  }

  async function publishLatest(orderId: string, expectedVersionId?: string): Promise<Schemas['SitePublished']> {
    const order = await orderOr404(orderId);
    const site = await siteOfOrder(order.order_id);
    if (!site.client_id && !order.client_id) throw problems.conflict(MESSAGES.sites.noClient);
    const latest = await latestOf(site);
    if (expectedVersionId !== undefined && latest.version_id !== expectedVersionId)
      throw problems.conflict(MESSAGES.review.stale);
    blockersOrConflict(latest);
    const live = await pointAt(site, latest, order.client_id);
    const urls = await urlsOf(live);
    // Idempotent on the orders' side too: a retry after a failure here moves and emails once.
    await orders.published(order.order_id, { site_id: live.site_id, version_id: latest.version_id, urls });
    return { site_id: live.site_id, version_id: latest.version_id, urls };
  }

  const internals: SiteInternals = {
    store,
    preview: async (version) => ({
      html: await render(version.content, version.theme, version.palette, apiMedia),
      headers: { ...PREVIEW_HEADERS },
    }),
    publishLatest,
  };

  const operations: SiteOperations = {
    createSiteDraft: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const order = await orderOr404(params.order_id);
      if (!order.paid) throw problems.conflict(MESSAGES.sites.orderNotPaid);
      const questionnaire = await ctx.store.getQuestionnaire(order.questionnaire_id);
      if (!questionnaire?.brief) throw problems.conflict(MESSAGES.sites.noBrief);
      const existing = await store.getSiteByOrder(order.order_id);
      const latest = existing && existing.version_count > 0 ? await latestOf(existing) : null;
      const theme = body?.theme ?? latest?.theme;
      const draft = draftFromBrief(questionnaire.brief, theme ? { theme } : {});
      const fresh = await writtenCopy(questionnaire.brief, draft);
      // What the operator edited stays as they left it, whoever wrote the rest.
      const content = latest ? keepEdited(latest.content, fresh, latest.edited_fields) : fresh;
      checkContent(content, 'content');
      const site = existing ?? (await createSite(order, content.business.name));
      const version = await addVersion(
        site,
        {
          content,
          theme: draft.theme,
          palette: latest && !body?.theme ? latest.palette : draft.palette,
          edited_fields: latest?.edited_fields ?? [],
        },
        DRAFT_AUTHOR,
        'draft',
      );
      await orders.draftReady(order.order_id);
      return ok(
        {
          site_id: site.site_id,
          version_id: version.version_id,
          preview_url: previewUrlOf(order.order_id, version.version_id),
        },
        201,
      );
    },

    getOrderSite: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      const versions = await store.listVersions(site.site_id);
      const latest = versions[0];
      if (!latest) throw problems.notFound(MESSAGES.sites.noSite);
      const body: Schemas['Site'] = {
        site_id: site.site_id,
        order_id: site.order_id,
        client_id: site.client_id,
        slug: site.slug,
        published_version_id: site.published_version_id,
        published_at: site.published_at,
        urls: site.published_version_id ? await urlsOf(site) : [],
        publish_blockers: publishBlockers(latest.content),
        latest: versionView(latest),
        versions: versions.map(summaryOf),
      };
      return ok(body);
    },

    saveSiteVersion: async ({ principal, params, body }) => {
      const { admin } = requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      checkContent(body.content, 'content');
      if (body.base_version_id) {
        const latest = await latestOf(site);
        if (latest.version_id !== body.base_version_id) throw problems.conflict(MESSAGES.sites.staleVersion);
      }
      const version = await addVersion(
        site,
        { content: body.content, theme: body.theme, palette: body.palette, edited_fields: body.edited_fields ?? [] },
        admin.username,
        'edit',
      );
      return ok(versionView(version), 201);
    },

    getSiteVersion: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      return ok(versionView(await versionOf(site, params.version_id)));
    },

    previewSiteVersion: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      const version = await versionOf(site, params.version_id);
      return ok(await render(version.content, version.theme, version.palette, apiMedia), 200, { ...PREVIEW_HEADERS });
    },

    previewSiteContent: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      await orderOr404(params.order_id);
      checkContent(body.content, 'content');
      const palette = adjustPalette(body.palette).palette;
      return ok(await render(body.content, body.theme, palette, apiMedia), 200, { ...PREVIEW_HEADERS });
    },

    publishSite: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      return ok(await publishLatest(params.order_id));
    },

    rollbackSite: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      const version = await versionOf(site, body.version_id);
      if (!site.published_version_id) throw problems.conflict(MESSAGES.sites.neverPublished);
      blockersOrConflict(version);
      const live = await pointAt(site, version, site.client_id);
      return ok({
        site_id: live.site_id,
        version_id: version.version_id,
        urls: await urlsOf(live),
      } satisfies Schemas['SitePublished']);
    },

    uploadSiteImage: async ({ principal, params, binaryBody }) => {
      requireRole(principal, 'admin');
      const site = await siteOfOrder(params.order_id);
      if (!binaryBody) throw problems.emptyBody();
      const processed = await images.process(binaryBody.bytes);
      const assetId = `img_${base64UrlEncode((await sha256Bytes(binaryBody.bytes)).subarray(0, 18))}`;
      const asset = await store.saveAsset(
        {
          asset_id: assetId,
          site_id: site.site_id,
          width: processed.width,
          height: processed.height,
          files: processed.files.map(({ file, format, width, height, bytes }) => ({
            file,
            format,
            width,
            height,
            bytes: bytes.byteLength,
          })),
          created_at: ctx.nowIso(),
        },
        new Map(processed.files.map((f) => [f.file, f.bytes])),
      );
      const body: Schemas['SiteImageUpload'] = {
        asset_id: asset.asset_id,
        width: asset.width,
        height: asset.height,
        files: asset.files.map((f) => ({ ...f, url: imageFileUrl(asset.asset_id, f.file) })),
      };
      return ok(body, 201);
    },

    getSiteImageFile: async ({ params }) => {
      const asset = await store.getAsset(params.asset_id);
      const file = asset?.files.find((f) => f.file === params.file);
      const bytes = file ? await store.readAssetFile(params.asset_id, params.file) : null;
      if (!file || !bytes) throw problems.notFound(MESSAGES.sites.imageNotFound);
      return ok(bytes, 200, {
        'Content-Type': images.contentTypeOf(file.format),
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },

    getPublishedSitePage: async ({ params }) => {
      const site = await store.getSiteBySlug(params.slug);
      const client = site?.client_id ? await ctx.store.getClient(site.client_id) : null;
      const page = client?.is_active ? await pages.pageOfSlug(params.slug) : null;
      if (!page) throw problems.notFound(MESSAGES.sites.siteNotFound);
      const html = withImagesAt(page.html, imageFileUrl);
      return ok(html, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        // The tag of what is sent: the same as the site's host's when the page shows no image.
        ETag: html === page.html ? page.etag : `"${(await sha256Hex(html)).slice(0, 32)}"`,
        'Cache-Control': 'no-cache',
      });
    },
  };
  return { operations, internals };
}
