/**
 * The page renderer, as the sites service needs it: any SiteContent in a theme, as one static HTML document
 * without JavaScript (the tracker is added per host when the page is served). The themes' renderer
 * (themes/render.tsx `renderSitePage`) implements it in the server and in the browser-only demo alike.
 */
import type { SiteContent, SitePalette, SiteThemeId } from '../api';

export interface SiteRenderRequest {
  content: SiteContent;
  theme: SiteThemeId;
  palette: SitePalette;
  /** Where an uploaded image's file of `width` pixels is (`/media/{asset_id}/{width}.webp` on the site's host). */
  assetUrl: (assetId: string, width: number) => string;
  /** The footer's year: a version renders the same bytes whenever it is rendered again. */
  year: number;
}

export interface SiteRenderer {
  /** Asynchronous: the server loads the themes with the first page it renders. */
  render(request: SiteRenderRequest): Promise<string>;
}
