import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import { ScrollManager } from './ScrollManager';

/**
 * Demo build only (a compile-time constant): the production bundle has no trace of it. Not inside a frame:
 * the heatmap preview frames a demo page as a sample customer's site, without the demo's controls.
 */
const DemoControls =
  __DEMO__ && typeof window !== 'undefined' && window.top === window
    ? lazy(() => import('../features/demo-mode/DemoControls'))
    : null;

/** The notifications' live region: only screens opened later raise toasts, so it is not in the first JavaScript. */
const Toaster = lazy(() => import('../components/toast/Toaster').then((module) => ({ default: module.Toaster })));

/** The router's basename: '' for the production build, the demo's base path (DEMO_BASE) otherwise. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

const subscribeToNothing = () => () => undefined;

/**
 * What exists only in the running app (the notifications' region, the demo's controls) is added once the
 * prerendered HTML is hydrated (the server snapshot is false), so the tree hydrated matches the HTML. Only
 * this component re-renders then: an update reaching a lazy screen still hydrating would make React drop its
 * server HTML and render it again.
 */
function AfterHydration() {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      {DemoControls && <DemoControls />}
    </Suspense>
  );
}

/** Everything inside the router; shared by the browser (BrowserRouter) and the prerender (StaticRouter). */
export function AppContent() {
  return (
    <>
      <ScrollManager />
      <AppRoutes />
      <AfterHydration />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <AppContent />
    </BrowserRouter>
  );
}
