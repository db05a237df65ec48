import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, ROUTER_BASENAME } from './app/App';
import { announceAppStart } from './app/app-start';
import { preloadScreenFor } from './app/routes';
import { startBackend } from './app/start-backend';
import './styles/global.css';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The home page and the demo pages arrive prerendered (scripts/prerender.mjs), their root marked with the
 * route they were rendered for: that HTML is hydrated. Any other page renders here, and so does a
 * prerendered page a static host sent for another address (its fallback page).
 */
function prerenderedRoute(root: HTMLElement): string | null {
  const route = root.dataset.prerendered;
  if (!route || !root.firstElementChild) return null;
  const base = withoutTrailingSlash(ROUTER_BASENAME);
  return withoutTrailingSlash(window.location.pathname) === withoutTrailingSlash(`${base}${route}`) ? route : null;
}

async function main() {
  await startBackend();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const route = prerenderedRoute(root);
  if (route !== null) {
    // The page is already there: let the browser paint it before hydration takes the main thread (on the
    // production build its boot script has already waited for the paint; the demo's entry has not). The
    // route's lazy screen is loaded first (its chunks are already being preloaded), so hydration is one pass
    // instead of stopping at the screen and coming back for it. In a transition React yields to the browser
    // every few milliseconds instead of one long task, and a click on a part not yet hydrated hydrates that
    // part first.
    // A chunk that fails to load stops here: the prerendered page stays as it is, readable, with its links
    // working, instead of being hydrated into an error (checked in Chromium with the page's chunk refused).
    await Promise.all([afterNextPaint(), preloadScreenFor(route)]);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.textContent = '';
    createRoot(root).render(app);
  }
  // Analytics and the API client load right after the first render, outside the home page's initial
  // JavaScript, when the main thread is free (within a second at most). Two idle tasks, not one: each starts
  // requests for its chunks, and starting a request costs a slow phone's main thread a few milliseconds.
  whenIdle(() => {
    import('./lib/analytics')
      .then(({ installAnalytics }) => installAnalytics())
      .catch((error: unknown) => console.warn('Analytics non disponibile', error));
  });
  whenIdle(() => void announceAppStart());
}

/** Resolves once the browser has painted the next frame (a frame, then a task after it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 1);
}

void main();
