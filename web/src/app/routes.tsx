import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DEMO_PAGES } from '../features/demo-pages/registry';
import HomePage from '../features/home/HomePage';

// Everything but the home page loads lazily: the home page does not pay for the chat,
// the dashboards or the demo pages.
const PaymentSelectionPage = lazy(() => import('../features/payment/PaymentSelectionPage'));
const QuestionnairePage = lazy(() => import('../features/questionnaire/QuestionnairePage'));
const ThankYouPage = lazy(() => import('../features/thank-you/ThankYouPage'));
const AdminDashboardPage = lazy(() => import('../features/dashboard/AdminDashboardPage'));
const ClientDashboardPage = lazy(() => import('../features/dashboard/ClientDashboardPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

const demoPages = DEMO_PAGES.map((page) => ({ path: page.path, Component: lazy(page.load) as ComponentType }));

/** The app's screens, one per route of the SPEC's route table (plus privacy and 404). */
export const APP_PATHS = [
  '/',
  '/payment-selection',
  '/questionario',
  '/grazie',
  '/admin',
  '/login',
  '/privacy',
  ...DEMO_PAGES.map((page) => page.path),
] as const;

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="route-loading" role="status" aria-live="polite">Caricamento...</div>}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/payment-selection" element={<Lazy><PaymentSelectionPage /></Lazy>} />
      <Route path="/questionario" element={<Lazy><QuestionnairePage /></Lazy>} />
      <Route path="/grazie" element={<Lazy><ThankYouPage /></Lazy>} />
      <Route path="/admin" element={<Lazy><AdminDashboardPage /></Lazy>} />
      <Route path="/login" element={<Lazy><ClientDashboardPage /></Lazy>} />
      <Route path="/privacy" element={<Lazy><PrivacyPage /></Lazy>} />
      {demoPages.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Lazy><Component /></Lazy>} />
      ))}
      <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
    </Routes>
  );
}
