/**
 * Starts the mock backend for Storybook in the browser: a service worker whose initial handlers are the
 * mock's own (they survive the addon's per-story reset; a story's `parameters.msw` handlers come first).
 * The stories test (Vitest, jsdom) replaces this module with msw-setup.node.ts.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { storybookHandlers } from '../mock/storybook';

export async function startMockApi(): Promise<SetupWorker> {
  const worker = setupWorker(...storybookHandlers);
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
