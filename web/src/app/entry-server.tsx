import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { META, OPEN_GRAPH } from '../features/home/content';
import { AppContent, ROUTER_BASENAME } from './App';

function tree(url: string) {
  return (
    <StrictMode>
      <StaticRouter location={url} basename={ROUTER_BASENAME}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
}

/**
 * Build-time prerender (scripts/prerender.mjs): the complete HTML of a route, the same tree the browser
 * hydrates. A first `prerender` pass waits for the lazy parts (the home page's sections below the fold) to
 * load; the second pass then renders everything in one go, as plain HTML without streaming scripts.
 * Only the home page is prerendered; the other screens render in the browser.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree(url));
  for await (const chunk of prelude) void chunk; // drain: the pass only loads the lazy modules
  return renderToString(tree(url));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The home page's <title>, description and Open Graph tags, from its content module. */
export function homeHead(): { title: string; tags: string } {
  const tags = [
    `<meta name="description" content="${escapeAttribute(META.description)}" />`,
    ...Object.entries(OPEN_GRAPH).map(
      ([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
  ];
  return { title: META.title, tags: tags.join('\n    ') };
}
