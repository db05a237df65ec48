/**
 * The operator's site calls (openapi.yaml, tag `sites`), through the one API client. Each returns the data or
 * throws an ApiError (web/src/lib/api-call.ts) with the server's Italian `detail` for a refusal.
 */
import type { Schemas, SiteContent, SitePalette, SiteThemeId } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

export type Site = Schemas['Site'];
export type SiteVersion = Schemas['SiteVersion'];
export type SiteVersionInput = Schemas['SiteVersionInput'];
export type SitePublished = Schemas['SitePublished'];
export type SiteImageUpload = Schemas['SiteImageUpload'];
export type SiteDraftCreated = Schemas['SiteDraftCreated'];

const orderPath = (orderId: string) => ({ path: { order_id: orderId } });

/** GET /admin/orders/{order_id}/site: slug, published version, live urls, blockers, latest version, history. */
export function getOrderSite(orderId: string): Promise<Site> {
  return call(() => api.GET('/admin/orders/{order_id}/site', { params: orderPath(orderId) }));
}

/** POST …/site/draft: «Genera bozza» from the confirmed brief (a new version; the operator's edits are kept). */
export function createSiteDraft(orderId: string, theme?: SiteThemeId): Promise<SiteDraftCreated> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/site/draft', { params: orderPath(orderId), body: theme ? { theme } : {} }),
  );
}

/** GET …/site/versions/{version_id}: one version in full. */
export function getSiteVersion(orderId: string, versionId: string): Promise<SiteVersion> {
  return call(() =>
    api.GET('/admin/orders/{order_id}/site/versions/{version_id}', {
      params: { path: { order_id: orderId, version_id: versionId } },
    }),
  );
}

/** POST …/site/versions: «Salva», a new immutable version (409 when another was saved since the base). */
export function saveSiteVersion(orderId: string, input: SiteVersionInput): Promise<SiteVersion> {
  return call(() => api.POST('/admin/orders/{order_id}/site/versions', { params: orderPath(orderId), body: input }));
}

/** POST …/site/preview: the page of unsaved content, as HTML for the preview's `srcdoc` (stored nowhere). */
export function previewSiteContent(
  orderId: string,
  input: { content: SiteContent; theme: SiteThemeId; palette: SitePalette },
  signal?: AbortSignal,
): Promise<string> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/site/preview', {
      params: orderPath(orderId),
      body: input,
      parseAs: 'text',
      signal,
    }),
  );
}

/** POST …/site/publish: the latest version goes live (409 with the reason, e.g. no P.IVA). */
export function publishSite(orderId: string): Promise<SitePublished> {
  return call(() => api.POST('/admin/orders/{order_id}/site/publish', { params: orderPath(orderId) }));
}

/** POST …/site/rollback: «Ripristina», the live pointer moves back to an earlier version. */
export function rollbackSite(orderId: string, versionId: string): Promise<SitePublished> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/site/rollback', { params: orderPath(orderId), body: { version_id: versionId } }),
  );
}

/** POST …/site/images: the file's bytes as the body with its media type; 400/413 with the Italian reason. */
export function uploadSiteImage(orderId: string, file: File): Promise<SiteImageUpload> {
  return call(() =>
    api.POST('/admin/orders/{order_id}/site/images', {
      params: orderPath(orderId),
      // The body is the file itself, sent as is (the contract's binary string).
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  );
}

/** Where the editor shows an uploaded image (GET /site-images/{asset_id}/{file}). */
export function siteImageUrl(assetId: string, file = '480.webp'): string {
  return `${import.meta.env.BASE_URL}api/site-images/${encodeURIComponent(assetId)}/${file}`;
}
