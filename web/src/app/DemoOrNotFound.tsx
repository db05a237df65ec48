import { useLocation } from 'react-router-dom';
import { routePathOf } from '@core/routes';
import { DEMO_PAGES } from '../features/demo-pages/registry';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload';

const NotFoundPage = lazyWithPreload(() => import('../features/not-found/NotFoundPage'));

/** One lazy component per demo page, created once so React keeps each page's loaded module. */
const DEMO_COMPONENTS = new Map<string, PreloadableComponent<object>>(
  DEMO_PAGES.map((page) => [page.path, lazyWithPreload(page.load)]),
);

const pageFor = (pathname: string) => DEMO_COMPONENTS.get(routePathOf(pathname)) ?? NotFoundPage;

/** Loads the page `pathname` shows (a demo page's chunk or the 404 page), so it renders without suspending. */
export function preloadPageFor(pathname: string): Promise<void> {
  return pageFor(pathname).preload();
}

/** Paths the router has no explicit route for: a demo page (its own chunk) or the Italian 404 page. */
export default function DemoOrNotFound() {
  const Page = pageFor(useLocation().pathname);
  // eslint-disable-next-line react-hooks/static-components -- picks one of the components created once above, at module level
  return <Page />;
}
