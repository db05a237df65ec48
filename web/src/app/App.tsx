import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toast';
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

/** The router's basename: '' for the production build, the demo's base path (DEMO_BASE) otherwise. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** Everything inside the router; shared by the browser (BrowserRouter) and the prerender (StaticRouter). */
export function AppContent() {
  return (
    <>
      <ScrollManager />
      <AppRoutes />
      <Toaster />
      {DemoControls && (
        <Suspense fallback={null}>
          <DemoControls />
        </Suspense>
      )}
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
