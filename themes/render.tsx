/**
 * A site's page as one static HTML document: the theme's view in the static frame, its CSS inline in the
 * head, the palette as custom properties, no JavaScript except the customer tracker's placeholder. Runs in
 * Node (the reference server, through tsx), in Vitest and in the browser (the demo's mock).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteAction, SiteContent, SiteImage, SitePalette, SiteThemeId } from '@core/api';
import { THEME_PALETTES } from '@core/sites/catalogue';
import { safeHref } from '@core/sites/links';
import { adjustPalette } from '@core/sites/palette';
import { baseCss } from './frame/base.css';
import { css as layoutCss } from './frame/DemoLayout.css';
import { css as navCss } from './frame/SectionNav.css';
import { StaticFrame } from './frame/StaticFrame';
import { FirstImageSlot } from './primitives/first-image';
import { themeOf } from './registry';
import type { ActionView } from './types';

export interface TrackerOptions {
  /** The tracker script's address (`{PUBLIC_URL}/t.js`). */
  src: string;
  /** Where it reports (`data-api`, the product's address). */
  api: string;
  /** The site's domain as the analytics know it (`data-domain`). */
  domain: string;
}

export interface RenderOptions {
  /** The palette; the theme's own colours when absent. Always adjusted to WCAG AA before use. */
  palette?: SitePalette;
  /** The customer tracker; none for previews. */
  tracker?: TrackerOptions | null;
  /** The footer's year; the current year by default. */
  year?: number;
  /** Where an uploaded image's files are: `/media/{asset_id}/{width}.webp` by default. */
  assetUrl?: (assetId: string, width: number) => string;
}

const IMAGE_WIDTHS = [480, 960, 1440, 1920];

/** A call to action on a published page: a link, and nothing at all for an address that is not allowed. */
const LinkAction: ActionView = ({
  action,
  className,
  label,
  ariaLabel,
}: {
  action: SiteAction;
  className?: string;
  label?: string;
  ariaLabel?: string;
}) => {
  const href = safeHref(action.href);
  if (!href) return null;
  return (
    <a className={className ? `lf-action ${className}` : 'lf-action'} href={href} aria-label={ariaLabel}>
      {label ?? action.label}
    </a>
  );
};

/** The characters that may not appear raw in an attribute or text of the head (React escapes the body). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function imageSourcesWith(assetUrl: NonNullable<RenderOptions['assetUrl']>) {
  return (image: SiteImage) => {
    const widths = IMAGE_WIDTHS.filter((width) => width < image.width);
    const all = [...widths, image.width];
    return {
      src: assetUrl(image.asset_id, all.find((width) => width >= 960) ?? image.width),
      srcSet: all.map((width) => `${assetUrl(image.asset_id, width)} ${width}w`).join(', '),
    };
  };
}

/** The page of `content` in `themeId`, as a complete HTML document (UTF-8 text). */
export function renderSitePage(content: SiteContent, themeId: SiteThemeId, options: RenderOptions = {}): string {
  const theme = themeOf(themeId);
  const year = options.year ?? new Date().getFullYear();
  const assetUrl = options.assetUrl ?? ((id: string, width: number) => `/media/${id}/${width}.webp`);
  const { tones } = adjustPalette(options.palette ?? THEME_PALETTES[themeId]);
  const view = theme.View({ content, year, Action: LinkAction, imageSources: imageSourcesWith(assetUrl) });
  const variables = Object.entries(theme.cssVariables(tones))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const body = renderToStaticMarkup(
    <FirstImageSlot.Provider value={{ taken: 0 }}>
      <StaticFrame view={view} />
    </FirstImageSlot.Provider>,
  );
  const tracker = options.tracker
    ? `<script defer src="${escapeHtml(options.tracker.src)}" data-api="${escapeHtml(options.tracker.api)}" data-domain="${escapeHtml(options.tracker.domain)}"></script>`
    : '';
  const description = content.meta.description
    ? `<meta name="description" content="${escapeHtml(content.meta.description)}">`
    : '';
  // The palette applies to the theme's root class, after its own defaults.
  const paletteCss = `.${view.className.split(' ')[0]}{${variables}}`;
  return (
    `<!doctype html><html lang="${content.meta.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(content.meta.title)}</title>${description}` +
    `<style>${baseCss}\n${navCss}\n${layoutCss}\n${theme.css}\n${paletteCss}</style>${tracker}</head>` +
    `<body>${body}</body></html>`
  );
}
