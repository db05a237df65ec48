import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { DEMO_PAGES } from '../features/demo-pages/registry';

const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** One lazy component per demo page, created once so React keeps each page's loaded module. */
const DEMO_COMPONENTS = new Map<string, ComponentType>(DEMO_PAGES.map((page) => [page.path, lazy(page.load)]));

/** Paths the router has no explicit route for: a demo page (its own chunk) or the Italian 404 page. */
export default function DemoOrNotFound() {
  const { pathname } = useLocation();
  const DemoPage = DEMO_COMPONENTS.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  // eslint-disable-next-line react-hooks/static-components -- picks one of the components created once above, at module level
  return DemoPage ? <DemoPage /> : <NotFoundPage />;
}
