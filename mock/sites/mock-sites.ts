/**
 * The browser-only demo's sites: kept in memory like its orders (core's memory site store), rendered by the
 * themes' renderer, images processed by the browser (image-processor.ts), SiteContent checked against the
 * same openapi.yaml. Published pages answer at `/api/sites/{slug}`, which the demo's `/siti/{slug}` shows.
 *
 * The demo saves its sites beside its orders (a review link is opened by a fresh page load, which rebuilds
 * the runtime from the saved data): `data()` gives what to save, `load()` puts saved or seeded sites back.
 * Uploaded images' files stay in memory only: localStorage is too small for them.
 */
import type { SitesDeps } from '@core/backend/service/index';
import { createSitePages } from '@core/backend/site-pages';
import { createMemorySiteStore, type MemorySiteData, type SiteStore } from '@core/backend/site-store';
import { createSiteContentValidator } from '@core/validation';
import { themeRenderer } from '@themes/site-renderer';
import { openApiDocument } from '../http/contract';
import { createDemoImageProcessor } from './image-processor';
import { createImageInliner } from './inline-images';

export type SavedSites = Pick<MemorySiteData, 'sites' | 'versions'>;

export interface MockSites extends SitesDeps {
  pages: NonNullable<SitesDeps['pages']>;
  /** The pages the mock answers as HTML, with their images as data: URLs (inline-images.ts says why). */
  inlineImages: (html: string) => Promise<string>;
  /** The sites and versions to save (no image files). */
  data(): SavedSites;
  /** Replaces every site with `data`'s (none: an empty store). */
  load(data?: Partial<SavedSites>): void;
}

/** `sitesDomain`: the demo's sample SITES_DOMAIN (it serves no site by host: `/siti/{slug}` shows them). */
export function mockSites(publicUrl: string, sitesDomain: string, onChange: () => void = () => {}): MockSites {
  const make = (data: Partial<SavedSites> = {}) =>
    createMemorySiteStore(data, {
      async persist(_change, apply) {
        apply();
        onChange();
      },
      // The files stay here, in memory, as the plain memory store keeps them.
      async writeAssetFiles(assetId, files) {
        assetFiles.set(assetId, Object.fromEntries(files));
      },
      async readAssetFile(assetId, file) {
        return assetFiles.get(assetId)?.[file] ?? null;
      },
    });
  const assetFiles = new Map<string, Record<string, Uint8Array>>();
  let inner = make();
  // The backend holds this one object; a load swaps what it reads through.
  const store = new Proxy({} as SiteStore, {
    get: (_target, key) => Reflect.get(inner, key) as unknown,
  });
  const base = {
    store,
    renderer: themeRenderer,
    images: createDemoImageProcessor(),
    validateContent: createSiteContentValidator(openApiDocument()),
    addressing: { publicUrl: publicUrl.replace(/\/+$/, ''), sitesDomain },
  };
  return {
    ...base,
    pages: createSitePages(base),
    inlineImages: createImageInliner(base.store),
    data() {
      const { sites, versions } = inner.data();
      return { sites, versions };
    },
    load(data) {
      inner = make(data);
    },
  };
}
