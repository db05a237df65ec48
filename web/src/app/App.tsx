import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

/** Demo build only (a compile-time constant): the production bundle has no trace of it. */
const DemoControls = __DEMO__ ? lazy(() => import('../features/demo-mode/DemoControls')) : null;

export function App() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <AppRoutes />
      {DemoControls && <Suspense fallback={null}><DemoControls /></Suspense>}
    </BrowserRouter>
  );
}
