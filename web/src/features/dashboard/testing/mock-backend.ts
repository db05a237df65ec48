/**
 * The dashboard tests run against the real in-browser backend (mock/: the contract's handlers over the
 * shared core/backend service) with its demo seed, intercepting fetch in Node. Tests override a call with
 * `server.use(...)` only for states the seed cannot show: failures, slowness, an empty period, an answer
 * only another backend gives (a server screenshot) or a forged one.
 *
 * `signIn` stores a real session token as the login forms do; `apiGet` reads what the backend answers
 * (the figures a screen must show), through the same HTTP path the page uses.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Client, Problem } from '@core/api';
import { createMockServer } from '../../../../../mock/node';
import { SEED_CLIENTS } from '../../../../../mock/seed/clients';
import { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from '../../../../../mock/seed/credentials';

export { DEMO_ADMIN, DEMO_CLIENT_TOKENS };

/** The access token of a seeded client, for `signInClient` (e.g. the Basic avvocatobianchi.it, cli_bianchi_torino). */
export function seedAccessToken(clientId: string): string {
  const client = SEED_CLIENTS.find((candidate) => candidate.client_id === clientId);
  if (!client) throw new Error(`No seeded client ${clientId}`);
  return client.accessToken;
}

export function dashboardBackend() {
  const { server, runtime } = createMockServer({ passwordIterations: 1000 });
  const url = (path: string) => new URL(`/api${path}`, globalThis.location?.origin ?? 'http://localhost').toString();

  async function apiPost<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  async function apiGet<T>(path: string, token: string): Promise<T> {
    const response = await fetch(url(path), { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** Logs in as the seed's admin and stores admin_token, as the login form does. */
  async function signInAdmin(): Promise<string> {
    const { access_token } = await apiPost<{ access_token: string }>('/admin/login', DEMO_ADMIN);
    localStorage.setItem('admin_token', access_token);
    return access_token;
  }

  /** Logs in as a seeded client (the Pro pizzeria by default) and stores client_token and client_data. */
  async function signInClient(
    accessToken: string = DEMO_CLIENT_TOKENS.pizzeria,
  ): Promise<{ token: string; client: Client }> {
    const answer = await apiPost<{ access_token: string; client: Client }>('/client/login', {
      access_token: accessToken,
    });
    localStorage.setItem('client_token', answer.access_token);
    localStorage.setItem('client_data', JSON.stringify(answer.client));
    return { token: answer.access_token, client: answer.client };
  }

  /** Puts the seed back when a test changed it. */
  async function reset(): Promise<void> {
    if (runtime.changed) await runtime.reset();
  }

  return { server, runtime, apiGet, apiPost, signInAdmin, signInClient, reset };
}

/** A problem+json answer, as the backend gives for an error. */
function problem(status: number): HttpResponse<Problem> {
  return HttpResponse.json<Problem>(
    { type: '/problemi/test', title: 'Errore', status, detail: 'Errore' },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

type Method = 'get' | 'post' | 'patch';

/** Overrides for the states the seed cannot show. */
export const override = {
  /** The call fails with this status. */
  failing: (method: Method, path: string, status = 500): HttpHandler =>
    http[method](`*/api${path}`, () => problem(status)),
  /** The real answer, after a delay (to see the loading state). */
  slow: (method: Method, path: string, ms: number): HttpHandler =>
    http[method](`*/api${path}`, async () => {
      await delay(ms);
      // Falls through to the real mock handler.
      return undefined;
    }),
  /** This answer instead of the backend's. */
  json: (method: Method, path: string, body: unknown): HttpHandler =>
    http[method](`*/api${path}`, () => HttpResponse.json(body as never)),
};
