/**
 * The MSW handlers of the mock backend: every /api request goes to the same resolver chain (see
 * ../http/resolvers.ts), which matches it against openapi.yaml's paths and dispatches on the contract's
 * operationId and `security` to the shared backend service. No route table is restated here, so the
 * mock answers every operation of the contract exactly as the reference server does.
 */
import { http, type HttpHandler } from 'msw';
import { apiOperation } from '../http/resolvers';
import type { MockRuntime } from '../runtime';

export interface HandlerOptions {
  /**
   * Absolute URL or MSW pattern of the API base. The default, a star then /api, matches any origin and
   * any base path (the demo may live under DEMO_BASE).
   */
  baseUrl?: string;
}

export function createHandlers(runtime: MockRuntime, { baseUrl = '*/api' }: HandlerOptions = {}): HttpHandler[] {
  const resolver = apiOperation(runtime);
  const base = baseUrl.replace(/\/$/, '');
  return [http.all(base, resolver), http.all(`${base}/*`, resolver)];
}
