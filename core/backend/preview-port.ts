/**
 * The page-preview port: what the heatmap panel draws under the click spots.
 *
 * The service has already checked that the page is on the client's own domain (host read as browsers read
 * it, core/urls.ts) before it asks; an implementation only decides how to show it. The reference server's
 * implementation frames the live page when its headers allow it and otherwise photographs it with headless
 * Chromium (reference-server/src/preview/); the browser-only demo's shows the demo page behind each sample
 * site (mock/preview.ts). Without an implementation the answer is `unavailable`.
 */
import type { Device, HeatmapPreview } from '../api';

/** Width the page is shown at, per device bucket: a common phone, a common tablet, a laptop. */
export const PREVIEW_WIDTH: Readonly<Record<Device, number>> = { phone: 390, tablet: 820, desktop: 1280 };

/** Viewport height used with PREVIEW_WIDTH when a page is rendered (what `100vh` means in the preview). */
export const PREVIEW_VIEWPORT_HEIGHT: Readonly<Record<Device, number>> = { phone: 844, tablet: 1180, desktop: 800 };

export interface PreviewRequest {
  /** The page, parsed as a browser parses it; its site is the client's domain. */
  url: URL;
  device: Device;
  width: number;
  viewportHeight: number;
  /**
   * Asked before work that is not cached (fetching the page, taking a screenshot), at most once per
   * request: false when the client has used up its new previews (LIMIT_RULES.preview); the previewer then
   * answers from its cache or with `rate_limited`.
   */
  admit(): Promise<boolean>;
}

/** The answer without the echo of the request (the service adds page_url, device and width). */
export type PreviewResult = Omit<HeatmapPreview, 'page_url' | 'device' | 'width'>;

export interface PagePreviewer {
  preview(request: PreviewRequest): Promise<PreviewResult>;
}

export const unavailable = (reason: NonNullable<HeatmapPreview['reason']>): PreviewResult => ({
  mode: 'unavailable',
  url: null,
  image: null,
  page_height: null,
  captured_at: null,
  reason,
});
