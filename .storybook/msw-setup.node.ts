/**
 * The stories test's stand-in for msw-setup.ts: the same mock handlers through `msw/node`, plus a way to
 * wait until every request a story made has been answered.
 */
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { storybookHandlers } from '../mock/storybook';

const server = setupServer(...storybookHandlers);
const pending = new Set<string>();
server.events.on('request:start', ({ requestId }) => {
  pending.add(requestId);
});
server.events.on('request:end', ({ requestId }) => {
  pending.delete(requestId);
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

/** Forget requests of earlier stories (a «loading» story's request never ends). */
export function forgetPendingRequests(): void {
  pending.clear();
}

/** Resolves once no request is in flight (or after `timeoutMs`, for stories that never answer). */
export async function whenNetworkIdle(timeoutMs = 1500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

export function stopMockApi(): void {
  if (started) server.close();
  started = false;
}
