import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { APP_ROUTES } from '@core/routes';
import { DEMO_PAGES } from '../features/demo-pages/registry';
import { OPEN_GRAPH } from '../features/home/content-sections';
import { PageMetaCollector, type PageMeta } from '../lib/page-meta';
import { AppContent, ROUTER_BASENAME } from './App';

export { APP_ROUTES };

/**
 * The routes written as complete HTML at build time (scripts/prerender.mjs), each with the lazy modules its
 * HTML holds (keys of Vite's manifest): their style sheets go in <head> and their chunks are preloaded, so
 * the page is styled at first paint and hydrates without waiting for one chunk after another.
 * The other routes (dashboards, chat, payment) render in the browser from the shell.
 */
export const PRERENDERED_ROUTES: readonly { path: string; lazyModules: readonly string[] }[] = [
  { path: '/', lazyModules: ['src/features/home/HomeContent.tsx'] },
  ...DEMO_PAGES.map((page) => ({
    path: page.path,
    lazyModules: ['src/app/DemoOrNotFound.tsx', `src/features/demo-pages/pages/${page.slug}/index.tsx`],
  })),
];

function tree(url: string, collect?: (meta: PageMeta) => void) {
  return (
    <StrictMode>
      <PageMetaCollector.Provider value={collect ?? null}>
        {/* The address the browser shows: the route under the base path (DEMO_BASE). */}
        <StaticRouter location={`${ROUTER_BASENAME.replace(/\/$/, '')}${url}`} basename={ROUTER_BASENAME}>
          <AppContent />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </StrictMode>
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The home page's Open Graph tags, from its content module. */
function openGraphTags(): string[] {
  return [
    ...Object.entries(OPEN_GRAPH).map(
      ([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
  ];
}

export interface RenderedRoute {
  /** The app's HTML, the same tree the browser hydrates. */
  html: string;
  /** What the screen set with usePageMeta: the document's <title> and description. */
  title: string;
  /** <meta> tags for <head>: the description, and the Open Graph tags on the home page. */
  tags: string;
}

/**
 * Build-time prerender of one route (a path under the router's basename). A first `prerender` pass waits for
 * the lazy parts (the home page's sections below the fold, a demo page's chunk) to load; the second pass then
 * renders everything in one go, as plain HTML without streaming scripts.
 */
export async function render(url: string): Promise<RenderedRoute> {
  const { prelude } = await prerenderToNodeStream(tree(url));
  for await (const chunk of prelude) void chunk; // drain: the pass only loads the lazy modules
  const metas: PageMeta[] = [];
  const html = renderToString(tree(url, (meta) => metas.push(meta)));
  const meta = metas.at(-1);
  if (!meta?.title) throw new Error(`prerender: ${url} sets no title (usePageMeta)`);
  const { title, description } = meta;
  const tags = [
    ...(description ? [`<meta name="description" content="${escapeAttribute(description)}" />`] : []),
    ...(url === '/' ? openGraphTags() : []),
  ];
  return { html, title, tags: tags.join('\n    ') };
}
