/**
 * The themes' renderer as the sites service's port (core/backend/site-renderer-port.ts). The themes and
 * react-dom/server load with the first page to render, not with the server: about 19 MiB resident that a
 * server publishing nothing this run (and serving its pages from storage) never needs.
 */
import type { SiteRenderer } from '@core/backend/site-renderer-port';
import type * as Render from './render';

let themes: Promise<typeof Render> | undefined;

export const themeRenderer: SiteRenderer = {
  async render({ content, theme, palette, assetUrl, year }) {
    const { renderSitePage } = await (themes ??= import('./render'));
    return renderSitePage(content, theme, { palette, assetUrl, year });
  },
};
