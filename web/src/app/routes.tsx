import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TERMS_OF_SALE_PATH } from '@core/routes';
import HomePage from '../features/home/HomePage';

// Everything but the home page loads lazily: the home page does not pay for the chat, the dashboards or the
// demo pages (the demo registry itself is loaded by the catch-all route). core/routes.ts lists the same paths
// for the server.
const PaymentSelectionPage = lazy(() => import('../features/payment/PaymentSelectionPage'));
const QuestionnairePage = lazy(() => import('../features/questionnaire/QuestionnairePage'));
const ThankYouPage = lazy(() => import('../features/thank-you/ThankYouPage'));
const AdminDashboardPage = lazy(() => import('../features/dashboard/AdminDashboardPage'));
const ClientDashboardPage = lazy(() => import('../features/dashboard/ClientDashboardPage'));
const LoginLinkPage = lazy(() => import('../features/dashboard/LoginLinkPage'));
const ReviewPage = lazy(() => import('../features/review/ReviewPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsOfSalePage = lazy(() => import('../features/legal/TermsOfSalePage'));
const PublishedSitePage = lazy(() => import('../features/demo-pages/published/PublishedSitePage'));
const DemoOrNotFound = lazy(() => import('./DemoOrNotFound'));

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
      <Route
        path="/payment-selection"
        element={
          <Lazy>
            <PaymentSelectionPage />
          </Lazy>
        }
      />
      <Route
        path="/questionario"
        element={
          <Lazy>
            <QuestionnairePage />
          </Lazy>
        }
      />
      <Route
        path="/grazie"
        element={
          <Lazy>
            <ThankYouPage />
          </Lazy>
        }
      />
      <Route
        path="/admin"
        element={
          <Lazy>
            <AdminDashboardPage />
          </Lazy>
        }
      />
      <Route
        path="/login"
        element={
          <Lazy>
            <ClientDashboardPage />
          </Lazy>
        }
      />
      {/* The access email's one-time link (the page removes the code from the address at once). */}
      <Route
        path="/accesso/:code?"
        element={
          <Lazy>
            <LoginLinkPage />
          </Lazy>
        }
      />
      {/* The customer's review link (issue 29). */}
      <Route
        path="/anteprima/:token"
        element={
          <Lazy>
            <ReviewPage />
          </Lazy>
        }
      />
      <Route
        path="/privacy"
        element={
          <Lazy>
            <PrivacyPage />
          </Lazy>
        }
      />
      <Route
        path={TERMS_OF_SALE_PATH}
        element={
          <Lazy>
            <TermsOfSalePage />
          </Lazy>
        }
      />
      {/* A published page inside the app (the browser-only demo's sites have no host of their own). */}
      <Route
        path="/siti/:slug"
        element={
          <Lazy>
            <PublishedSitePage />
          </Lazy>
        }
      />
      {/* The eighteen demo pages (/template-*, /stile1..15) and the 404 page. */}
      <Route
        path="*"
        element={
          <Lazy>
            <DemoOrNotFound />
          </Lazy>
        }
      />
    </Routes>
  );
}
