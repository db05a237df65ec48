/**
 * The analytics transport against the real in-browser backend (mock/: the contract's handlers over core's
 * service), from an empty database with only an admin: a page view it sends is one the admin's stats count.
 * Failures are overrides (the backend does not fail on its own): a 500 problem and a network error, which
 * must only ever be a console warning.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageViewEvent, Problem, Schemas, Stats } from '@core/api';
import { createMockServer } from '../../../../mock/node';
import { ApiError } from '../api-call';
import { apiTransport } from './transport';

const ADMIN = { username: 'admin', password: 'password-di-prova-lunga' };
const { server, runtime } = createMockServer({ data: { admin: ADMIN }, passwordIterations: 1000 });
const api = (path: string) => new URL(`/api${path}`, window.location.origin).toString();

/** Rejections nobody handled, as Node reports them (a browser would log them as uncaught errors). */
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  process.on('unhandledRejection', onUnhandled);
  await runtime.ready;
});
beforeEach(() => {
  unhandled.length = 0;
});
afterEach(async () => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  await runtime.reset();
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  server.close();
});

/** The admin's stats over everything recorded, read through the API as the dashboard reads them. */
async function adminStats(): Promise<Stats> {
  const login = await fetch(api('/admin/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await fetch(api('/admin/stats'), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Stats;
}

/** Resolves with the status and body of the backend's answer to the next page view. */
function nextPageViewAnswer(): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith('/track/page-view'))
        void response
          .clone()
          .text()
          .then((text) => resolve({ status: response.status, body: text ? JSON.parse(text) : null }));
    });
  });
}

/** Lets a rejection nobody handled surface (Node reports it after the microtasks have run). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const PAGE_VIEW: PageViewEvent = {
  page_url: 'https://landingfacile.it/payment-selection',
  page_title: 'Scegli il piano',
  referrer: 'https://landingfacile.it/',
  session_id: 'session_1795248000000_abcdefghi',
  viewport_width: 1280,
};

describe('apiTransport', () => {
  it('sends a page view that the backend records: the admin stats count it, with its page and title', async () => {
    expect((await adminStats()).total_page_views).toBe(0);
    const warn = vi.spyOn(console, 'warn');
    const answer = nextPageViewAnswer();

    apiTransport.pageView(PAGE_VIEW);

    expect(await answer).toEqual({ status: 202, body: { accepted: true } satisfies Schemas['TrackAck'] });
    const stats = await adminStats();
    expect(stats.total_page_views).toBe(1);
    expect(stats.unique_visitors).toBe(1);
    expect(stats.most_visited_pages).toEqual([
      { page_url: PAGE_VIEW.page_url, page_title: PAGE_VIEW.page_title, views: 1 },
    ]);
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });

  it('only warns in the console when the backend answers with a problem', async () => {
    server.use(
      http.post('*/api/track/page-view', () =>
        HttpResponse.json<Problem>(
          { type: '/problemi/errore-interno', title: 'Errore interno', status: 500, detail: 'Errore interno' },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(() => apiTransport.pageView(PAGE_VIEW)).not.toThrow();

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const [message, error] = warn.mock.calls[0]!;
    expect(message).toBe('Analytics: page-view non registrato');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, problem: { status: 500, title: 'Errore interno' } });
    await settle();
    expect(unhandled).toEqual([]);
  });

  it('only warns in the console when the network fails', async () => {
    server.use(http.post('*/api/track/page-view', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(() => apiTransport.pageView(PAGE_VIEW)).not.toThrow();

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const [message, error] = warn.mock.calls[0]!;
    expect(message).toBe('Analytics: page-view non registrato');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, problem: null });
    await settle();
    expect(unhandled).toEqual([]);
    // Nothing reached the backend.
    expect((await adminStats()).total_page_views).toBe(0);
  });
});
