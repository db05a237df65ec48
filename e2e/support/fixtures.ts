/**
 * The e2e fixtures every spec imports instead of `@playwright/test`:
 *
 *   import { test, expect } from './support/fixtures';
 *   test('...', async ({ page, backend, adminCredentials, loginAdmin }) => { ... });
 *
 * - `backend`: 'server' (reference server) or 'demo' (browser-only build), set by the project;
 * - `adminCredentials`: the admin account of that backend (the e2e test account, or the seed's demo admin);
 * - `openApp(path)`: goes to a route (relative to the project's base URL, e.g. 'admin' or './') and waits
 *   until the app has started its backend and answered `GET /api/`: in the demo the service worker must be
 *   in control before the page's own fetches are answered, so use this instead of a bare `page.goto`
 *   when the test calls the API from the page right away;
 * - `loginAdmin(page)`: logs the admin in through the API from the page and stores `admin_token`, so the
 *   next visit to /admin shows the dashboard (use the form itself when the test is about the form);
 * - `apiRequests`: every /api request the page made, in order (method + path without the /api prefix);
 * - `consoleErrors`: console errors and uncaught page errors seen so far (assert it is empty when useful).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIALS, type AdminCredentials, type Backend } from './credentials';

export interface BackendOptions {
  backend: Backend;
}

export interface ApiRequest {
  method: string;
  /** Path under /api, with the query string: `/`, `/admin/stats?start_date=...`. */
  path: string;
}

interface Fixtures {
  adminCredentials: AdminCredentials;
  openApp: (path?: string, page?: Page) => Promise<void>;
  loginAdmin: (page?: Page) => Promise<string>;
  apiRequests: ApiRequest[];
  consoleErrors: string[];
}

/** The part of a URL after `/api`, or null when the URL is not an API call. */
export function apiPathOf(url: string): string | null {
  const { pathname, search } = new URL(url);
  const at = pathname.indexOf('/api/');
  if (at === -1 && !pathname.endsWith('/api')) return null;
  const rest = at === -1 ? '/' : pathname.slice(at + '/api'.length);
  return `${rest}${search}`;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export const test = base.extend<Fixtures & BackendOptions>({
  backend: ['server', { option: true }],

  adminCredentials: async ({ backend }, use) => {
    await use(ADMIN_CREDENTIALS[backend]);
  },

  apiRequests: async ({ page }, use) => {
    const seen: ApiRequest[] = [];
    page.on('request', (request) => {
      const path = apiPathOf(request.url());
      if (path !== null) seen.push({ method: request.method(), path });
    });
    await use(seen);
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },

  openApp: async ({ page }, use) => {
    await use(async (path = './', target = page) => {
      const started = target.waitForResponse(
        (response) => response.request().method() === 'GET' && apiPathOf(response.url()) === '/',
      );
      await target.goto(path);
      await started;
    });
  },

  loginAdmin: async ({ page, adminCredentials, baseURL, openApp }, use) => {
    await use(async (target = page) => {
      if (target.url() === 'about:blank') await openApp('./', target);
      const loginUrl = new URL('api/admin/login', withSlash(baseURL ?? target.url())).toString();
      const token = await target.evaluate(
        async ({ url, username, password }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
          const body = (await response.json()) as { access_token: string };
          localStorage.setItem('admin_token', body.access_token);
          return body.access_token;
        },
        { url: loginUrl, ...adminCredentials },
      );
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      return token;
    });
  },
});

export { expect };
