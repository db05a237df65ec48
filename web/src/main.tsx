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
  // Analytics and the API client load right after the first render, outside the home page's initial JavaScript.
  import('./lib/analytics')
    .then(({ installAnalytics }) => installAnalytics())
    .catch((error: unknown) => console.warn('Analytics non disponibile', error));
  void announceAppStart();
}

void main();
