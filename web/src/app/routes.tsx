import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { TERMS_OF_SALE_PATH } from '@core/routes';
import HomePage from '../features/home/HomePage';
import { lazyWithPreload } from '../lib/lazy-with-preload';

// Everything but the home page loads lazily: the home page does not pay for the chat, the dashboards or the
// demo pages (the demo registry itself is loaded by the catch-all route). core/routes.ts lists the same paths
// for the server.
const loadDemoOrNotFound = () => import('./DemoOrNotFound');

interface LazyScreen {
  path: string;
  Screen: ComponentType;
  /** Loads what the screen needs to render at `pathname` without suspending (main.tsx, before hydrating). */
  preload: (pathname: string) => Promise<void>;
}

function lazyScreen(path: string, load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const Screen = lazyWithPreload(load);
  return { path, Screen, preload: Screen.preload };
}

const DemoOrNotFound = lazyWithPreload(loadDemoOrNotFound);

const LAZY_SCREENS: LazyScreen[] = [
  lazyScreen('/payment-selection', () => import('../features/payment/PaymentSelectionPage')),
  lazyScreen('/questionario', () => import('../features/questionnaire/QuestionnairePage')),
  lazyScreen('/grazie', () => import('../features/thank-you/ThankYouPage')),
  lazyScreen('/admin', () => import('../features/dashboard/AdminDashboardPage')),
  lazyScreen('/login', () => import('../features/dashboard/ClientDashboardPage')),
  // The access email's one-time link (the page removes the code from the address at once).
  lazyScreen('/accesso/:code?', () => import('../features/dashboard/LoginLinkPage')),
  // The customer's review link (issue 29).
  lazyScreen('/anteprima/:token', () => import('../features/review/ReviewPage')),
  lazyScreen('/privacy', () => import('../features/legal/PrivacyPage')),
  lazyScreen(TERMS_OF_SALE_PATH, () => import('../features/legal/TermsOfSalePage')),
  // A published page inside the app (the browser-only demo's sites have no host of their own).
  lazyScreen('/siti/:slug', () => import('../features/demo-pages/published/PublishedSitePage')),
  // The eighteen demo pages (/template-*, /stile1..15) and the 404 page: the screen, then the page's own chunk.
  {
    path: '*',
    Screen: DemoOrNotFound,
    preload: async (pathname) => {
      await DemoOrNotFound.preload();
      const { preloadPageFor } = await loadDemoOrNotFound(); // the module just loaded
      await preloadPageFor(pathname);
    },
  },
];

/** Loads the lazy screen `pathname` shows (nothing for the home page, which is in the entry). */
export async function preloadScreenFor(pathname: string): Promise<void> {
  if (matchRoutes([{ path: '/' }], pathname)) return;
  const match = matchRoutes(LAZY_SCREENS, pathname)?.[0];
  await match?.route.preload(pathname);
}

export const ROUTE_LOADING_TEXT = 'Caricamento...';

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="route-loading" role="status" aria-live="polite">
          {ROUTE_LOADING_TEXT}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {LAZY_SCREENS.map(({ path, Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Lazy>
              <Screen />
            </Lazy>
          }
        />
      ))}
    </Routes>
  );
}
