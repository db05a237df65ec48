/**
 * Test helpers: start the real server on an ephemeral port with a temporary DATA_DIR, and call it over
 * HTTP with every /api response checked against openapi.yaml.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect } from 'vitest';
import type { StoredEvent } from '@core/backend/store';
import { resolveDateRange } from '@core/dates';
import { storedEventOf } from '@core/ingestion';
import { createResponseValidator } from '@core/validation';
import { createApp, type AppOptions, type RunningApp } from '../src/app';
import { silentLogger } from '../src/logger';

export const openapiDocument = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const validateResponse = createResponseValidator(openapiDocument);

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const ADMIN_USERNAME = 'operatore';
export const ADMIN_PASSWORD = 'una-password-di-prova-lunga';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe the parsed JSON answer freely; every answer is validated against openapi.yaml first
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  dataDir: string;
  running: RunningApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ApiResponse: the default body type of a test's answer
  request<T = any>(
    method: string,
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<ApiResponse<T>>;
  adminToken(): Promise<string>;
  /** Creates a client (admin call) and logs it in; returns its ids and tokens. */
  createClient(body?: Record<string, unknown>): Promise<{ clientId: string; accessToken: string; session: string }>;
  /** Stops the server; a DATA_DIR the helper created is removed unless `keepData` is set. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'landing-facile-test-'));
}

export async function startServer(options: Partial<AppOptions> = {}, dataDir?: string): Promise<TestServer> {
  const ownsDir = dataDir === undefined;
  const dir = dataDir ?? (await makeDataDir());
  const running = await createApp({
    dataDir: dir,
    adminUsername: ADMIN_USERNAME,
    adminPassword: ADMIN_PASSWORD,
    logger: silentLogger,
    logRequests: false,
    scryptCost: 1024,
    ...options,
  });
  const { url } = await running.listen(0);
  let adminSession: string | null = null;

  const request: TestServer['request'] = async (method, path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('User-Agent')) headers.set('User-Agent', BROWSER_UA);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    const response = await fetch(`${url}${path}`, { ...init, method, headers, body });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    const isJson = /json/.test(contentType ?? '');
    const parsed = isJson && text ? JSON.parse(text) : text;
    if (path.startsWith('/api') && method !== 'OPTIONS') {
      const pathname = new URL(path, url).pathname;
      const problems = validateResponse({
        method,
        path: pathname,
        status: response.status,
        contentType,
        body: parsed,
        headers: Object.fromEntries(response.headers),
      });
      expect(problems, `${method} ${path} → ${response.status} ${text.slice(0, 300)}`).toEqual([]);
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  const server: TestServer = {
    url,
    dataDir: dir,
    running,
    request,
    async adminToken() {
      if (!adminSession) {
        const login = await request('POST', '/api/admin/login', {
          json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
        });
        expect(login.status).toBe(200);
        adminSession = login.body.access_token as string;
      }
      return adminSession;
    },
    async createClient(body = {}) {
      const created = await request('POST', '/api/admin/create-client-access', {
        json: body,
        token: await server.adminToken(),
      });
      expect(created.status).toBe(201);
      const login = await request('POST', '/api/client/login', { json: { access_token: created.body.access_token } });
      expect(login.status).toBe(200);
      return {
        clientId: created.body.client_id,
        accessToken: created.body.access_token,
        session: login.body.access_token,
      };
    },
    async close(options = {}) {
      await running.close();
      if (ownsDir && !options.keepData) await removeDir(dir);
    },
  };
  return server;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "script-src 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('strict-transport-security')).toContain('max-age=');
  expect(headers.get('x-powered-by')).toBeNull();
}

/** Every stored event, oldest first, as the store exports them. */
export async function storedEvents(store: RunningApp['store']): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const event of store.exportEvents(null, resolveDateRange())) events.push(event);
  return events;
}

/** A stored page view of pizzeria.it numbered `i` (id `e<i>`, session `s<i>`, 1 April 2026 10:00:<i> UTC). */
export const pageViewEvent = (i: number): StoredEvent =>
  storedEventOf(
    'page_view',
    { session_id: `s${i}`, page_url: 'https://pizzeria.it/' },
    `e${i}`,
    new Date(Date.UTC(2026, 3, 1, 10, 0, i)).toISOString(),
  );
