/**
 * A small fetch client for the contract suite: every answer is checked against openapi.yaml (status
 * declared for the operation, body matching its schema, Retry-After present where declared) before the
 * scenario sees it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { createResponseValidator, type OpenApiDocument } from '@core/validation';
import { CONTRACT_ADMIN, type StartedTarget } from './targets';

const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validateResponse = createResponseValidator(document);

/** A browser's User-Agent: a bot's would have its events ignored (by design, on both backends). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe the parsed JSON answer freely; every answer is validated against openapi.yaml first
export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  /** Raw body (sent as is), with `contentType`. */
  body?: string | Uint8Array;
  /**
   * Sends the body as a stream, so without a Content-Length (chunked on the wire), as clients do that do
   * not know a body's length in advance.
   */
  stream?: boolean;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Api {
  target: StartedTarget;
  /* eslint-disable @typescript-eslint/no-explicit-any -- as ApiAnswer: the default body type of a test's answer */
  call<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  get<T = any>(path: string, token?: string): Promise<ApiAnswer<T>>;
  post<T = any>(path: string, json?: unknown, token?: string): Promise<ApiAnswer<T>>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  /** A fresh admin session (logged in at the test clock's current time). */
  adminToken(): Promise<string>;
  createClient(body?: Record<string, unknown>): Promise<{ clientId: string; accessToken: string; session: string }>;
}

export function apiFor(target: StartedTarget): Api {
  const call: Api['call'] = async (method, path, options = {}) => {
    const headers = new Headers({ 'User-Agent': BROWSER_UA, ...options.headers });
    let body: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('Content-Type', 'application/json');
    }
    if (options.contentType) headers.set('Content-Type', options.contentType);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    const payload = options.stream && body !== undefined ? new Blob([body as BlobPart]).stream() : body;
    const response = await fetch(`${target.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      ...(options.stream ? { duplex: 'half' } : {}),
    } as RequestInit);
    // Keep a byte-order mark (response.text() would drop it): the CSV exports must start with one.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const contentType = response.headers.get('content-type');
    const parsed = /json/.test(contentType ?? '') && text ? JSON.parse(text) : text;
    const errors = validateResponse({
      method,
      path: `/api${new URL(`${target.baseUrl}${path}`).pathname.slice(new URL(target.baseUrl).pathname.length)}`,
      status: response.status,
      contentType,
      body: parsed,
      headers: Object.fromEntries(response.headers),
    });
    expect(errors, `${target.name}: ${method} ${path} → ${response.status} ${text.slice(0, 300)}`).toEqual([]);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  const api: Api = {
    target,
    call,
    get: (path, token) => call('GET', path, { token }),
    post: (path, json, token) => call('POST', path, { json, token }),
    async adminToken() {
      // Not cached: scenarios move the clock by days, and a session lasts 12 hours.
      const login = await call('POST', '/admin/login', { json: CONTRACT_ADMIN });
      expect(login.status).toBe(200);
      return login.body.access_token as string;
    },
    async createClient(body = {}) {
      const created = await call('POST', '/admin/create-client-access', { json: body, token: await api.adminToken() });
      expect(created.status).toBe(201);
      const login = await call('POST', '/client/login', { json: { access_token: created.body.access_token } });
      expect(login.status).toBe(200);
      return {
        clientId: created.body.client_id,
        accessToken: created.body.access_token,
        session: login.body.access_token,
      };
    },
  };
  return api;
}
