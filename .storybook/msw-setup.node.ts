/**
 * The stories test's stand-in for msw-setup.ts: the same mock handlers through `msw/node`, plus a way to
 * wait until every request a story made has been answered.
 */
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { storybookHandlers } from '../mock/storybook';

const server = setupServer(...storybookHandlers);
let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});

let started = false;

export async function startMockApi(): Promise<SetupWorker> {
  if (!started) {
    server.listen({ onUnhandledRequest: 'error' });
    started = true;
  }
  // The addon only calls use() and resetHandlers(), which both APIs share.
  return server as unknown as SetupWorker;
}

/** Resolves once no request is in flight (or after `timeoutMs`, for stories that never answer). */
export async function whenNetworkIdle(timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

export function stopMockApi(): void {
  if (started) server.close();
  started = false;
}
