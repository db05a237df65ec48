import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Client, Problem, QuestionnaireDetail, QuestionnaireSummary, Stats } from '../../../../../core/api';
import { clients as seedClients, pizzeriaQuestionnaire, questionnaireSummaries, seedStats, yogaQuestionnaire } from './fixtures';

/**
 * Small MSW handlers for unit tests and stories of the dashboards, one per operation they call,
 * with switches for the states worth showing (empty, failing, 401, slow). Paths match any origin.
 */
export function problem(status: number, title: string, field?: string): HttpResponse<Problem> {
  return HttpResponse.json<Problem>(
    { type: '/problemi/test', title, status, detail: title, ...(field ? { field } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export const TOKENS = { admin: 'admin-jwt-test', client: 'client-jwt-test', clientAccess: 'access-token-pizzeria' } as const;

function bearer(request: Request, token: string): boolean {
  return request.headers.get('Authorization') === `Bearer ${token}`;
}

export interface DashboardHandlerOptions {
  stats?: Stats | ((url: URL) => Stats);
  clients?: Client[];
  questionnaires?: QuestionnaireSummary[];
  questionnaire?: QuestionnaireDetail;
  /** Status answered by the stats calls instead of data (e.g. 500, 401). */
  statsStatus?: number;
  /** Milliseconds, or 'infinite' to stay loading. */
  latency?: number | 'infinite';
}

export function dashboardHandlers(options: DashboardHandlerOptions = {}): HttpHandler[] {
  const clients = options.clients ?? structuredClone(seedClients);
  const questionnaires = options.questionnaires ?? questionnaireSummaries;
  const questionnaire = options.questionnaire ?? pizzeriaQuestionnaire;
  const wait = async () => {
    if (options.latency === 'infinite') await delay('infinite');
    else if (options.latency) await delay(options.latency);
  };
  const statsFor = (url: URL) => (typeof options.stats === 'function' ? options.stats(url) : options.stats ?? seedStats);

  return [
    http.post('*/api/admin/login', async ({ request }) => {
      await wait();
      const body = (await request.json()) as { username?: string; password?: string };
      return body.username === 'admin' && body.password === 'password-giusta'
        ? HttpResponse.json({ access_token: TOKENS.admin, token_type: 'bearer' as const, expires_in: 43200 })
        : problem(401, 'Non autorizzato');
    }),
    http.post('*/api/client/login', async ({ request }) => {
      await wait();
      const body = (await request.json()) as { access_token?: string };
      return body.access_token === TOKENS.clientAccess
        ? HttpResponse.json({ access_token: TOKENS.client, token_type: 'bearer' as const, expires_in: 43200, client: seedClients[0]! })
        : problem(401, 'Non autorizzato');
    }),
    http.get('*/api/admin/stats', async ({ request }) => {
      await wait();
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      if (options.statsStatus) return problem(options.statsStatus, 'Errore');
      return HttpResponse.json(statsFor(new URL(request.url)));
    }),
    http.get('*/api/client/stats', async ({ request }) => {
      await wait();
      if (!bearer(request, TOKENS.client)) return problem(401, 'Non autorizzato');
      if (options.statsStatus) return problem(options.statsStatus, 'Errore');
      return HttpResponse.json(statsFor(new URL(request.url)));
    }),
    http.get('*/api/admin/clients', async ({ request }) => {
      await wait();
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      return HttpResponse.json({ clients });
    }),
    http.get('*/api/admin/questionnaires', async ({ request }) => {
      await wait();
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      return HttpResponse.json({ questionnaires });
    }),
    http.get('*/api/admin/questionnaires/:id', ({ request, params }) => {
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      const found = [questionnaire, yogaQuestionnaire].find((q) => q.questionnaire_id === params.id);
      return found ? HttpResponse.json(found) : problem(404, 'Non trovato');
    }),
    http.post('*/api/admin/create-client-access', async ({ request }) => {
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { domain?: string | null; plan?: 'basic' | 'pro' };
      const client: Client = {
        client_id: `cli_${clients.length + 1}`,
        questionnaire_id: null,
        domain: body.domain ?? null,
        created_at: '2026-11-21T09:00:00Z',
        is_active: true,
        plan: body.plan ?? 'basic',
      };
      clients.unshift(client);
      return HttpResponse.json({ client_id: client.client_id, access_token: 'nuovo-token-segreto-123', client }, { status: 201 });
    }),
    http.patch('*/api/admin/clients/:id', async ({ request, params }) => {
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      const client = clients.find((entry) => entry.client_id === params.id);
      if (!client) return problem(404, 'Non trovato');
      Object.assign(client, await request.json());
      return HttpResponse.json(client);
    }),
    http.post('*/api/admin/clients/:id/rotate-token', ({ request, params }) => {
      if (!bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
      return HttpResponse.json({ client_id: String(params.id), access_token: 'token-ruotato-456' });
    }),
    // The Pro heatmaps of the client dashboard: no clicks or scrolls recorded yet.
    http.get('*/api/client/heatmap', ({ request }) => {
      if (!bearer(request, TOKENS.client)) return problem(401, 'Non autorizzato');
      const url = new URL(request.url);
      return HttpResponse.json({
        page_url: url.searchParams.get('page_url') ?? '',
        device: (url.searchParams.get('device') ?? 'desktop') as 'desktop',
        total_clicks: 0,
        grid: { columns: 24, row_height_px: 40 },
        cells: [],
        max_count: 0,
        page_height: 0,
      });
    }),
    http.get('*/api/client/scrollmap', ({ request }) => {
      if (!bearer(request, TOKENS.client)) return problem(401, 'Non autorizzato');
      const url = new URL(request.url);
      return HttpResponse.json({ page_url: url.searchParams.get('page_url') ?? '', device: 'desktop' as const, total_views: 0, bands: [] });
    }),
    // The page under the heatmap: none here (the heatmap's own tests cover the three kinds of preview).
    ...(['*/api/client/heatmap/preview', '*/api/admin/clients/:id/heatmap/preview'] as const).map((path) =>
      http.get(path, ({ request }) => {
        if (!bearer(request, TOKENS.client) && !bearer(request, TOKENS.admin)) return problem(401, 'Non autorizzato');
        const url = new URL(request.url);
        return HttpResponse.json({
          page_url: url.searchParams.get('page_url') ?? '',
          device: 'desktop' as const,
          width: 1280,
          mode: 'unavailable' as const,
          url: null,
          image: null,
          page_height: null,
          captured_at: null,
          reason: 'screenshots_disabled' as const,
        });
      }),
    ),
    http.get('*/api/admin/export/csv', ({ request }) =>
      bearer(request, TOKENS.admin)
        ? new HttpResponse('\uFEFFtipo,pagina\r\npage_view,https://landingfacile.it/\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : problem(401, 'Non autorizzato'),
    ),
    http.get('*/api/client/export/csv', ({ request }) =>
      bearer(request, TOKENS.client)
        ? new HttpResponse('\uFEFFtipo,pagina\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : problem(401, 'Non autorizzato'),
    ),
  ];
}
