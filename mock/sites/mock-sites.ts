/**
 * The browser-only demo's sites: kept in memory like its orders (core's memory site store), rendered by the
 * themes' renderer, images processed by the browser (image-processor.ts), SiteContent checked against the
 * same openapi.yaml. Published pages answer at `/api/sites/{slug}`, which the demo's `/siti/{slug}` shows.
 */
import type { SitesDeps } from '@core/backend/service/index';
import { createSitePages } from '@core/backend/site-pages';
import { createMemorySiteStore } from '@core/backend/site-store';
import { createSiteContentValidator } from '@core/validation';
import { themeRenderer } from '@themes/site-renderer';
import { openApiDocument } from '../http/contract';
import { createDemoImageProcessor } from './image-processor';
import { createImageInliner } from './inline-images';

/** `sitesDomain`: the demo's sample SITES_DOMAIN (it serves no site by host: `/siti/{slug}` shows them). */
export function mockSites(
  publicUrl: string,
  sitesDomain: string,
): SitesDeps & {
  pages: NonNullable<SitesDeps['pages']>;
  /** The pages the mock answers as HTML, with their images as data: URLs (inline-images.ts says why). */
  inlineImages: (html: string) => Promise<string>;
} {
  const base = {
    store: createMemorySiteStore(),
    renderer: themeRenderer,
    images: createDemoImageProcessor(),
    validateContent: createSiteContentValidator(openApiDocument()),
    addressing: { publicUrl: publicUrl.replace(/\/+$/, ''), sitesDomain },
  };
  return { ...base, pages: createSitePages(base), inlineImages: createImageInliner(base.store) };
}
