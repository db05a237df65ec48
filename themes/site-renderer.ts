/** The themes' renderer as the sites service's port (core/backend/site-renderer-port.ts). */
import type { SiteRenderer } from '@core/backend/site-renderer-port';
import { renderSitePage } from './render';

export const themeRenderer: SiteRenderer = {
  render: ({ content, theme, palette, assetUrl, year }) => renderSitePage(content, theme, { palette, assetUrl, year }),
};
