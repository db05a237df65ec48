/**
 * The mock backend as Storybook (and the stories test) uses it: one runtime over the seed, reset before
 * each story that follows a story which changed data, plus helpers for per-story states.
 *
 * In a story:
 *   parameters: { session: 'admin' }                        // signed in as the seed's demo admin
 *   parameters: { session: 'client' }                       // the seeded Pro client (pizzeriadagennaro.it)
 *   parameters: { msw: { handlers: [apiStates.loading('get', '/admin/stats')] } }
 *   parameters: { msw: { handlers: [apiStates.problem('get', '/admin/stats', 500)] } }
 *   parameters: { msw: { handlers: [apiStates.json('get', '/client/stats', emptyStats())] } }
 * Per-story handlers take precedence over the mock's own (they are added with `use`).
 */
import { delay, http, HttpResponse } from 'msw';
import type { paths, Stats } from '@core/api';
import { resolveDateRange } from '@core/dates';
import { problems, problemBody, PROBLEM_CONTENT_TYPE } from '@core/problems';
import { computeStats } from '@core/stats';
import { createHandlers } from './handlers';
import { createMockRuntime } from './runtime';
import { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from './seed/credentials';

export const storybookRuntime = createMockRuntime();
export const storybookHandlers = createHandlers(storybookRuntime);

export type Session = 'admin' | 'client' | 'client-no-domain' | null;

/** Seed data back when a previous story changed it; tokens of the requested session in localStorage. */
export async function prepareStory(session: Session = null): Promise<void> {
  await storybookRuntime.ready;
  if (storybookRuntime.changed) await storybookRuntime.reset();
  for (const key of ['admin_token', 'client_token', 'client_data']) localStorage.removeItem(key);
  if (session === 'admin') {
    const result = await storybookRuntime.backend.adminLogin({
      params: {},
      query: {},
      body: { ...DEMO_ADMIN },
      principal: null,
      meta: { ip: 'storybook', userAgent: null },
    });
    localStorage.setItem('admin_token', (result.body as { access_token: string }).access_token);
  } else if (session === 'client' || session === 'client-no-domain') {
    const token = session === 'client' ? DEMO_CLIENT_TOKENS.pizzeria : DEMO_CLIENT_TOKENS.noDomain;
    const result = await storybookRuntime.backend.clientLogin({
      params: {},
      query: {},
      body: { access_token: token },
      principal: null,
      meta: { ip: 'storybook', userAgent: null },
    });
    const body = result.body as { access_token: string; client: unknown };
    localStorage.setItem('client_token', body.access_token);
    localStorage.setItem('client_data', JSON.stringify(body.client));
  }
}

type Method = 'get' | 'post' | 'patch';
type ApiPath = keyof paths;

/** MSW pattern of an API path on any origin and base path; `{id}` parameters become wildcards. */
function pattern(path: ApiPath): string {
  return `*/api${String(path).replace(/\{[^}]+\}/g, '*')}`;
}

export const apiStates = {
  /** The request never answers: the screen stays in its loading state. */
  loading: (method: Method, path: ApiPath) =>
    http[method](pattern(path), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  /** A contract error (problem+json) with the given status: 401 for an expired session, 500... */
  problem: (method: Method, path: ApiPath, status: 400 | 401 | 403 | 404 | 429 | 500) =>
    http[method](pattern(path), () => {
      const problem =
        status === 401
          ? problems.unauthorized()
          : status === 403
            ? problems.forbidden()
            : status === 404
              ? problems.notFound()
              : status === 429
                ? problems.tooManyRequests(60)
                : status === 400
                  ? problems.badRequest('Richiesta non valida.')
                  : problems.internal();
      return new HttpResponse(JSON.stringify(problemBody(problem, 'storybook')), {
        status,
        headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...problem.headers },
      });
    }),
  /** A fixed JSON answer (e.g. empty lists). */
  json: (method: Method, path: ApiPath, body: unknown, status = 200) =>
    http[method](pattern(path), () => HttpResponse.json(body as never, { status })),
  /** The network fails (offline, server down). */
  networkError: (method: Method, path: ApiPath) => http[method](pattern(path), () => HttpResponse.error()),
};

/** Stats with no events at all, as a new client sees them. */
export function emptyStats(): Stats {
  return computeStats([], resolveDateRange(undefined, undefined), Date.now());
}
