import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@core/api';
import { readToken } from './auth-storage';

/** The logins themselves carry no token. */
const PUBLIC_PATHS = new Set(['/admin/login', '/client/login', '/client/login-link']);

/**
 * The one API client. Every call goes through it, typed from openapi.yaml.
 * Auth is a middleware: /admin/* calls carry admin_token, /client/* calls carry client_token.
 */
const authMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const role = PUBLIC_PATHS.has(schemaPath)
      ? null
      : schemaPath.startsWith('/admin/')
        ? 'admin'
        : schemaPath.startsWith('/client/')
          ? 'client'
          : null;
    const token = role ? readToken(role) : null;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

export function apiBaseUrl(origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(`${import.meta.env.BASE_URL}api`, origin).toString();
}

export const api = createClient<paths>({
  baseUrl: apiBaseUrl(),
  // Look fetch up at call time, so a mock installed later (MSW) is not bypassed.
  fetch: (request) => globalThis.fetch(request),
});
api.use(authMiddleware);
