/**
 * The sites' dependencies of the reference server: the site store of the chosen backend, the themes'
 * renderer, sharp's image pipeline, SiteContent's validator from openapi.yaml, and the addresses from
 * PUBLIC_URL and SITES_DOMAIN. The published pages (`pages`) are shared with host routing, so the page
 * served by host and the one the API answers come from one cache.
 */
import type { SitesDeps } from '@core/backend/service/index';
import { createSitePages } from '@core/backend/site-pages';
import type { SiteStore } from '@core/backend/site-store';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { themeRenderer } from '@themes/site-renderer';
import { createSharpImageProcessor } from './image-processor';

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
export const DEFAULT_SITES_DOMAIN = 'localhost';

export interface ServerSiteSettings {
  publicUrl?: string;
  sitesDomain?: string;
}

export function serverSites(
  store: SiteStore,
  document: OpenApiDocument,
  settings: ServerSiteSettings,
): SitesDeps & { pages: NonNullable<SitesDeps['pages']> } {
  const base = {
    store,
    renderer: themeRenderer,
    images: createSharpImageProcessor(),
    validateContent: createSiteContentValidator(document),
    addressing: {
      publicUrl: (settings.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
      sitesDomain: settings.sitesDomain ?? DEFAULT_SITES_DOMAIN,
    },
  };
  return { ...base, pages: createSitePages(base) };
}
