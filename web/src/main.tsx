import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, ROUTER_BASENAME } from './app/App';
import { announceAppStart } from './app/app-start';
import { startBackend } from './app/start-backend';
import './styles/global.css';

/** The home page arrives prerendered (scripts/prerender.mjs) and is hydrated; other paths render here. */
function isHomePath(): boolean {
  const path = window.location.pathname.replace(/\/+$/, '');
  return path === ROUTER_BASENAME.replace(/\/+$/, '');
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
  if (root.firstElementChild && isHomePath()) {
    hydrateRoot(root, app);
  } else {
    root.textContent = '';
    createRoot(root).render(app);
  }
  // Analytics and the API client load right after the first render, outside the home page's initial
  // JavaScript, when the main thread is free (within a second at most).
  whenIdle(() => {
    import('./lib/analytics')
      .then(({ installAnalytics }) => installAnalytics())
      .catch((error: unknown) => console.warn('Analytics non disponibile', error));
    void announceAppStart();
  });
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 1);
}

void main();
