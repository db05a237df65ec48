/**
 * The browser-only demo's backend: the MSW service worker hands every /api request to the handlers
 * running in this page, over @msw/data collections persisted in localStorage. Loaded only by the demo
 * build (`__DEMO__`), so the production bundle holds none of it.
 */
import { setupWorker } from 'msw/browser';
import { localStoragePersistence } from './db/persistence';
import { createHandlers } from './handlers';
import { createMockRuntime, type MockRuntime } from './runtime';

let runtime: MockRuntime | null = null;

function demoRuntime(): MockRuntime {
  const base = import.meta.env.BASE_URL;
  runtime ??= createMockRuntime({
    persistence: localStoragePersistence(),
    base,
    // Links in emails and the review link are the app's own pages: under the demo's base path.
    publicUrl: new URL(base, location.origin).href.replace(/\/+$/, ''),
  });
  return runtime;
}

export async function startDemoWorker(): Promise<void> {
  // The app may live under a base path (DEMO_BASE): the worker script and the API follow it.
  const base = import.meta.env.BASE_URL;
  const mock = demoRuntime();
  const worker = setupWorker(...createHandlers(mock, { baseUrl: new URL(`${base}api`, location.origin).toString() }));
  await worker.start({
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await mock.ready;
}

/** Puts the seed data back (the demo control's button). */
export async function resetDemoData(): Promise<void> {
  await demoRuntime().reset();
}
