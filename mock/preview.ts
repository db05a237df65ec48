/**
 * The demo's page previewer: the sample customers' sites are the product's own demo pages, served by the
 * demo itself, so the heatmap frames that page (same origin, under the demo's base path) at the device's
 * width, with its measured height. Any other domain (a client added while trying the demo) has no page to
 * show in a browser-only demo.
 */
import { unavailable, type PagePreviewer } from '@core/backend/preview-port';
import { foldHost } from '@core/urls';
import layouts from './seed/demo-layouts.json';
import { sampleRouteOf } from './seed/demo-sites';

const HEIGHTS = layouts as Record<string, { devices: Record<string, { document_height: number }> }>;

/** `base`: the demo's base path ('/' or e.g. '/demo/'), where its routes live. */
export function createDemoPreviewer(base = '/'): PagePreviewer {
  const root = base.endsWith('/') ? base : `${base}/`;
  return {
    async preview({ url, device }) {
      const route = sampleRouteOf(foldHost(url.hostname));
      if (!route) return unavailable('demo_sample_only');
      return {
        mode: 'iframe',
        url: `${root}${route.slice(1)}`,
        image: null,
        page_height: HEIGHTS[route]?.devices[device]?.document_height ?? null,
        captured_at: null,
        reason: null,
      };
    },
  };
}
