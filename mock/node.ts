/**
 * The mock backend in Node (tests, the contract suite): `setupServer` with the same handlers the demo
 * runs in the browser. openapi-fetch users: pass `fetch: (r) => globalThis.fetch(r)` and an absolute
 * baseUrl (see STACK.md).
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers, type HandlerOptions } from './handlers';
import { createMockRuntime, type MockRuntime, type MockRuntimeOptions } from './runtime';

export interface MockServer {
  server: SetupServer;
  runtime: MockRuntime;
}

/** A mock backend intercepting `fetch` in this process; call `server.listen()` to start it. */
export function createMockServer(options: MockRuntimeOptions & HandlerOptions = {}): MockServer {
  const runtime = createMockRuntime(options);
  const server = setupServer(...createHandlers(runtime, { baseUrl: options.baseUrl }));
  return { server, runtime };
}

export { createHandlers } from './handlers';
export { createMockRuntime } from './runtime';
