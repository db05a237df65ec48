/**
 * The web app's routes as plain data (SPEC 2), so the server can answer every app route with the app
 * (200) and any other non-API path with the app's 404 page. Keep in step with web/src/app/routes.tsx.
 */
import { PATTERN } from './api/constraints';

export const STYLE_DEMO_COUNT = 15;

/** The terms of sale: linked from the footer, the payment page and the order confirmation email. */
export const TERMS_OF_SALE_PATH = '/condizioni-di-vendita';

export const APP_ROUTES: readonly string[] = [
  '/',
  '/payment-selection',
  '/questionario',
  '/grazie',
  '/admin',
  '/login',
  '/privacy',
  TERMS_OF_SALE_PATH,
  '/accesso',
  '/template-psicologo',
  '/template-personal-trainer',
  '/template-studio-legale',
  ...Array.from({ length: STYLE_DEMO_COUNT }, (_, i) => `/stile${i + 1}`),
];

const routeSet = new Set(APP_ROUTES);

/** The one-time login link of the access email: `/accesso/<code>` (the code in the contract's OneTimeCode form). */
export const LOGIN_LINK_PATH = /^\/accesso\/[A-Za-z0-9_-]{1,100}$/;

/** The review link of issue 29: `/anteprima/<token>` (the contract's OneTimeCode form). */
export const REVIEW_LINK_PATH = /^\/anteprima\/[A-Za-z0-9_-]{1,100}$/;
/** A published page shown inside the app (the browser-only demo's sites): `/siti/<slug>` (the contract's SiteSlug). */
// Built on first use, not when the module loads: the web app never reads it, and a top-level read of the
// generated constants put that whole module in the home page's first JavaScript (scripts/web-budget.mjs: 87.9 kB).
let publishedSitePath: RegExp | undefined;
const isPublishedSitePath = (path: string) =>
  (publishedSitePath ??= new RegExp(`^/siti/${PATTERN.SiteSlug.slice(1, -1)}$`)).test(path);

/** A path as the routes name it: a trailing slash is tolerated ('/stile1/' is '/stile1'; '/' stays '/'). */
export const routePathOf = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** True for a path the web app renders (a trailing slash is tolerated). */
export function isAppRoute(pathname: string): boolean {
  const path = routePathOf(pathname);
  return routeSet.has(path) || LOGIN_LINK_PATH.test(path) || REVIEW_LINK_PATH.test(path) || isPublishedSitePath(path);
}
