import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client, Heatmap, QuestionnaireDetail, QuestionnaireSummary, Stats } from '@core/api';
import { PLANS } from '@core/plans';
import AdminDashboardPage from './AdminDashboardPage';
import { DEMO_ADMIN, dashboardBackend, override } from './testing/mock-backend';
import { renderPage } from './testing/render';

// Whole-page tests with typing: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const backend = dashboardBackend();
const { server } = backend;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  await backend.reset();
});
afterAll(() => server.close());

/** Numbers as an Italian reader expects them (the screens use the same locale). */
const italian = (value: number) => new Intl.NumberFormat('it-IT').format(value);

function renderAdmin(path = '/admin') {
  return renderPage(path, '/admin', <AdminDashboardPage />);
}

/** Records the query of every stats call. */
function spyStatsQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/admin/stats')) queries.push(url.searchParams);
  });
  return queries;
}

/** The JSON body of the mock's answer to the first request whose path ends with `suffix`. */
function captureAnswer<T>(suffix: string): { value: T | null } {
  const captured: { value: T | null } = { value: null };
  server.events.on('response:mocked', async ({ request, response }) => {
    if (captured.value === null && new URL(request.url).pathname.endsWith(suffix))
      captured.value = (await response.clone().json()) as T;
  });
  return captured;
}

describe('admin login', () => {
  it('shows the form without a stored token and requires both fields', async () => {
    const { user } = renderAdmin();
    expect(screen.getByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText('Il campo Username è obbligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Il campo Password è obbligatorio.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('says Credenziali non valide on a wrong password, and shows Accesso... while busy', async () => {
    server.use(override.slow('post', '/admin/login', 150));
    const { user } = renderAdmin();
    await user.type(screen.getByLabelText('Username'), DEMO_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('button', { name: 'Accesso...' })).toBeDisabled();
    expect(await screen.findByText('Credenziali non valide')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Credenziali non valide');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('stores admin_token and shows the dashboard after a good login, Caricamento... first', async () => {
    server.use(override.slow('get', '/admin/stats', 150));
    const { user } = renderAdmin();
    await user.type(screen.getByLabelText('Username'), DEMO_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard Amministratore', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento...');
    expect(localStorage.getItem('admin_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await screen.findByText('Visualizzazioni Totali')).toBeInTheDocument();
  });

  it('shows no credential hint outside the demo build', () => {
    renderAdmin();
    expect(screen.queryByText(/Demo senza server/)).not.toBeInTheDocument();
  });
});

describe('admin dashboard', () => {
  it('shows what the backend counted: the four cards in Italian, the lists, the clients and the activity', async () => {
    const token = await backend.signInAdmin();
    const stats = await backend.apiGet<Stats>('/admin/stats', token);
    const { clients } = await backend.apiGet<{ clients: Client[] }>('/admin/clients', token);
    renderAdmin();
    const cards = await screen.findByRole('region', { name: 'Riepilogo' });
    expect(within(cards).getByText('Visualizzazioni Totali').nextSibling).toHaveTextContent(
      italian(stats.total_page_views),
    );
    expect(within(cards).getByText('Visitatori Unici').nextSibling).toHaveTextContent(italian(stats.unique_visitors));
    const rate = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 2 }).format(
      stats.conversion_rate / 100,
    );
    expect(within(cards).getByText(`Tasso di conversione ${rate}`)).toBeInTheDocument();

    const pages = screen.getByRole('region', { name: 'Pagine più Visitate' });
    const topPage = stats.most_visited_pages[0]!;
    expect(within(pages).getByText(topPage.page_title ?? topPage.page_url)).toBeInTheDocument();
    expect(within(pages).getByText(`${italian(topPage.views)} visualizzazioni`)).toBeInTheDocument();

    const elements = screen.getByRole('region', { name: 'Elementi più Cliccati' });
    const topElement = stats.most_clicked_elements[0]!;
    expect(within(elements).getAllByText(`${italian(topElement.clicks)} click`).length).toBeGreaterThan(0);

    const table = within(screen.getByRole('region', { name: 'Elenco clienti' })).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Client ID', 'Attività', 'Questionario', 'Dominio', 'Creato', 'Stato', 'Azioni']);
    // Issue 27 §8: each client by the business name of its questionnaire's brief.
    expect(clients.some((client) => client.business_name)).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(clients.length);
    clients.forEach((client, index) => {
      expect(rows[index]).toHaveTextContent(client.client_id);
      expect(rows[index]).toHaveTextContent(PLANS[client.plan].name);
      expect(rows[index]).toHaveTextContent(client.is_active ? 'Attivo' : 'Disabilitato');
      expect(rows[index]).toHaveTextContent(client.domain ?? 'N/A');
      expect(rows[index]).toHaveTextContent(client.business_name ?? 'N/A');
      expect(rows[index]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
    });

    const activity = screen.getByRole('region', { name: 'Attività Recente' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(stats.recent_activity.length);
    const labels = { page_view: 'Visualizzazione pagina', click: 'Click', conversion: 'Conversione' } as const;
    for (const [type, label] of Object.entries(labels)) {
      const count = stats.recent_activity.filter((item) => item.type === type).length;
      expect(within(activity).queryAllByText(label)).toHaveLength(count);
    }

    expect(screen.getByRole('img', { name: new RegExp(`${stats.timeseries.length} giorni`) })).toBeInTheDocument();
  });

  it('applies the dates only on Applica Filtri, sends only the non-empty ones, refuses an end before the start', async () => {
    await backend.signInAdmin();
    const queries = spyStatsQueries();
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    expect(queries).toHaveLength(1);
    expect([...queries[0]!.keys()]).toEqual([]);

    const start = screen.getByLabelText('Data Inizio');
    const end = screen.getByLabelText('Data Fine');
    await user.type(start, '2026-11-10');
    expect(queries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1]!)).toEqual({ start_date: '2026-11-10' });

    await user.type(end, '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(screen.getByText('La data di fine non può essere precedente alla data di inizio.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(2);

    await user.clear(end);
    await user.type(end, '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(Object.fromEntries(queries[2]!)).toEqual({ start_date: '2026-11-10', end_date: '2026-11-12' });
  });

  it('shows Errore nel caricamento dei dati in the banner when stats fail', async () => {
    const token = await backend.signInAdmin();
    server.use(override.failing('get', '/admin/stats', 500));
    renderAdmin();
    expect(await screen.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Amministratore' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe(token);
  });

  it('forgets a stale token on 401 and shows the login form with the load error', async () => {
    localStorage.setItem('admin_token', 'scaduto');
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei dati');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('Logout clears admin_token, shows the form and ends the session on the server', async () => {
    const token = await backend.signInAdmin();
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(backend.apiGet('/admin/stats', token)).rejects.toThrow(/401/));
  });

  it('Logout still shows the form when the server cannot be told, and only logs it', async () => {
    await backend.signInAdmin();
    server.use(override.failing('post', '/admin/logout', 503));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Logout/), expect.anything()));
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows today’s count of unknown sites’ events the quota stored and dropped', async () => {
    await backend.signInAdmin();
    const stats = captureAnswer<{ unknown_sites: { stored: number; limit: number } }>('/admin/stats');
    renderAdmin();
    const panel = await screen.findByRole('region', { name: 'Siti non registrati' });
    expect(stats.value?.unknown_sites.limit).toBe(2000);
    expect(panel).toHaveTextContent(`${italian(stats.value!.unknown_sites.stored)} eventi`);
    expect(panel).toHaveTextContent(`massimo di ${italian(2000)} al giorno`);
    expect(panel).toHaveTextContent('Oggi nessun evento oltre il limite è stato scartato.');
  });

  it('downloads analytics_export.csv for the applied range', async () => {
    await backend.signInAdmin();
    let exportQuery: URLSearchParams | null = null;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/admin/export/csv')) exportQuery = url.searchParams;
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    const today = new Date().toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('Data Inizio'), today);
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await waitFor(() => expect(clicked).toEqual(['analytics_export.csv']));
    expect(Object.fromEntries(exportQuery!)).toEqual({ start_date: today });
    const csv = await createObjectURL.mock.calls[0]![0].text();
    // The header row, then the seeded events of that day.
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
  });

  it("shows Errore nell'esportazione when the export fails", async () => {
    await backend.signInAdmin();
    server.use(override.failing('get', '/admin/export/csv', 500));
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText("Errore nell'esportazione")).toBeInTheDocument();
  });

  it("shows the server's set-up warnings, in Italian, only when the server has some", async () => {
    await backend.signInAdmin();
    const first = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    // The mock has no server to misconfigure: no notice.
    expect(screen.queryByRole('region', { name: 'Configurazione del server da correggere' })).toBeNull();
    first.unmount();

    server.use(
      override.json('get', '/admin/server-warnings', {
        warnings: [{ code: 'proxy_not_trusted', proxy_address: '10.0.0.5', first_seen_at: '2026-11-26T09:30:00Z' }],
      }),
    );
    renderAdmin();
    const notice = await screen.findByRole('region', { name: 'Configurazione del server da correggere' });
    expect(notice).toHaveTextContent('attraverso un proxy (indirizzo 10.0.0.5), ma TRUST_PROXY_HOPS vale 0');
    expect(notice).toHaveTextContent('Imposta TRUST_PROXY_HOPS');
    expect(within(notice).getByText(/26\/11\/2026/)).toHaveAttribute('datetime', '2026-11-26T09:30:00Z');
    // Not an error of the page: the error banner stays empty.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('still shows the dashboard when the warnings cannot be read', async () => {
    await backend.signInAdmin();
    server.use(override.failing('get', '/admin/server-warnings', 500));
    renderAdmin();
    expect(await screen.findByText('Visualizzazioni Totali')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('client management', () => {
  it('creates an access with a domain, shows it once with the SPEC text, then reloads the table', async () => {
    await backend.signInAdmin();
    let createBody: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/admin/create-client-access')) createBody = await request.clone().json();
    });
    const answer = captureAnswer<{ client_id: string; access_token: string }>('/admin/create-client-access');
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    const form = screen.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    await user.type(within(form).getByLabelText('Dominio'), 'nonsense');
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));
    expect(
      within(form).getByText('Inserisci un dominio valido, per esempio pizzeriadagennaro.it.'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Dominio'));
    await user.type(within(form).getByLabelText('Dominio'), 'https://Forno-Bio.it/');
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));

    const created = await screen.findByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    expect(createBody).toEqual({ domain: 'forno-bio.it' });
    await waitFor(() => expect(answer.value).not.toBeNull());
    expect(within(created).getByText(answer.value!.client_id)).toBeInTheDocument();
    expect(within(created).getByText(answer.value!.access_token)).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: "Copia l'access token" })).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Chiudi' }));
    const table = within(await screen.findByRole('region', { name: 'Elenco clienti' })).getByRole('table');
    await waitFor(() => expect(within(table).getByText('forno-bio.it')).toBeInTheDocument());
  });

  it('stores an accented domain as browsers send it, and shows it as written', async () => {
    await backend.signInAdmin();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'GET') bodies.push(await request.clone().text());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    const form = screen.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    await user.type(within(form).getByLabelText('Dominio'), 'www.Caffè-Città.it');
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));
    const created = await screen.findByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    expect(bodies).toEqual([JSON.stringify({ domain: 'www.xn--caff-citt-y1a6f.it' })]);
    await user.click(within(created).getByRole('button', { name: 'Chiudi' }));
    const row = await screen.findByRole('row', { name: /www\.caffè-città\.it/ });
    // Opened again: the field shows the accented form, and a save sends only what changed (the plan).
    await user.click(within(row).getByRole('button', { name: /^Modifica per il cliente/ }));
    const edit = screen.getByRole('dialog', { name: /^Modifica / });
    expect(within(edit).getByLabelText('Dominio')).toHaveValue('www.caffè-città.it');
    await user.selectOptions(within(edit).getByLabelText('Piano'), 'pro');
    await user.click(within(edit).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodies.at(-1)).toBe(JSON.stringify({ plan: 'pro' })));
  });

  it('prefills an access made from a questionnaire with its plan and domain wish, and warns of its client', async () => {
    const token = await backend.signInAdmin();
    const { clients } = await backend.apiGet<{ clients: Client[] }>('/admin/clients', token);
    const { questionnaires } = await backend.apiGet<{ questionnaires: QuestionnaireSummary[] }>(
      '/admin/questionnaires',
      token,
    );
    const linked = clients.find((client) => client.client_id === 'cli_gennaro_napoli')!;
    const questionnaire = questionnaires.find((q) => q.questionnaire_id === linked.questionnaire_id)!;
    expect(questionnaire.domain_wish).toBe('pizzeriadagennaro.it');
    const free = questionnaires.find(
      (q) => q.status === 'completed' && !clients.some((client) => client.questionnaire_id === q.questionnaire_id),
    );
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/admin/create-client-access')) bodies.push(await request.clone().json());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    const form = screen.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    if (free) {
      await user.selectOptions(within(form).getByLabelText('Questionario collegato'), free.questionnaire_id);
      expect(within(form).queryByText(/Attenzione: questo questionario ha già/)).toBeNull();
    }
    await user.selectOptions(within(form).getByLabelText('Questionario collegato'), questionnaire.questionnaire_id);
    expect(within(form).getByLabelText('Piano')).toHaveValue(questionnaire.plan_type);
    expect(within(form).getByLabelText('Dominio')).toHaveValue('pizzeriadagennaro.it');
    expect(within(form).getByText(/Piano e dominio presi dal questionario/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Questionario collegato')).toHaveAccessibleDescription(
      `Attenzione: questo questionario ha già un cliente (${linked.client_id}). Se continui, lo stesso questionario avrà due accessi.`,
    );
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));
    await screen.findByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    expect(bodies).toEqual([
      {
        domain: 'pizzeriadagennaro.it',
        questionnaire_id: questionnaire.questionnaire_id,
        // The basic plan is the default and is not sent.
        ...(questionnaire.plan_type === 'basic' ? {} : { plan: questionnaire.plan_type }),
      },
    ]);
  });

  it('sends an empty body when no field is set', async () => {
    await backend.signInAdmin();
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/admin/create-client-access')) bodies.push(await request.clone().text());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    await user.click(screen.getByRole('button', { name: 'Crea accesso' }));
    await screen.findByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    expect(bodies).toEqual(['']);
  });

  it("shows Errore nella creazione dell'accesso cliente when creation fails", async () => {
    await backend.signInAdmin();
    server.use(override.failing('post', '/admin/create-client-access', 500));
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    await user.click(screen.getByRole('button', { name: 'Crea accesso' }));
    expect(await screen.findByText("Errore nella creazione dell'accesso cliente")).toBeInTheDocument();
  });

  it('disables a client after confirmation and shows it Disabilitato', async () => {
    await backend.signInAdmin();
    const patches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') patches.push(await request.clone().json());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Disabilita per il cliente cli_gennaro_napoli' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disabilitare il cliente?' });
    expect(confirm).toHaveTextContent('Disabilitare il cliente cli_gennaro_napoli?');
    await user.click(within(confirm).getByRole('button', { name: 'Disabilita' }));
    await waitFor(() => expect(patches).toEqual([{ is_active: false }]));
    const row = await screen.findByRole('row', { name: /cli_gennaro_napoli/ });
    await waitFor(() => expect(row).toHaveTextContent('Disabilitato'));
  });

  it('edits only what changed: domain and plan', async () => {
    await backend.signInAdmin();
    const patches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') patches.push(await request.clone().json());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Modifica per il cliente cli_bianchi_torino' }));
    const form = screen.getByRole('dialog', { name: 'Modifica cli_bianchi_torino' });
    expect(within(form).getByLabelText('Dominio')).toHaveValue('avvocatobianchi.it');
    await user.clear(within(form).getByLabelText('Dominio'));
    await user.type(within(form).getByLabelText('Dominio'), 'bianchi-avvocati.it');
    await user.selectOptions(within(form).getByLabelText('Piano'), 'pro');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(patches).toEqual([{ domain: 'bianchi-avvocati.it', plan: 'pro' }]));
    const row = await screen.findByRole('row', { name: /cli_bianchi_torino/ });
    await waitFor(() => expect(row).toHaveTextContent('bianchi-avvocati.it'));
  });

  it('rotates a token after confirmation and shows the new one once', async () => {
    await backend.signInAdmin();
    const answer = captureAnswer<{ access_token: string }>('/rotate-token');
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Nuovo token per il cliente cli_bianchi_torino' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Generare un nuovo token?' })).getByRole('button', {
        name: 'Nuovo token',
      }),
    );
    const shown = await screen.findByRole('alertdialog', { name: 'Nuovo access token generato!' });
    await waitFor(() => expect(answer.value).not.toBeNull());
    expect(within(shown).getByText(answer.value!.access_token)).toBeInTheDocument();
  });
});

describe('client heatmaps', () => {
  it("opens a client's heatmaps and tracking snippet from its row, whatever the plan", async () => {
    const token = await backend.signInAdmin();
    const paths: string[] = [];
    let heatmapQuery = '';
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      paths.push(url.pathname);
      if (url.pathname.endsWith('/heatmap')) heatmapQuery = url.search;
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Mappe di calore per il cliente cli_gennaro_napoli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mappe di calore di pizzeriadagennaro.it' });
    // The map opens on the page's busiest device: phones, in the seed.
    await waitFor(() => expect(heatmapQuery).toContain('device=phone'));
    const heatmap = await backend.apiGet<Heatmap>(`/admin/clients/cli_gennaro_napoli/heatmap${heatmapQuery}`, token);
    expect(heatmap.total_clicks).toBeGreaterThan(0);
    const summary = `${italian(heatmap.total_clicks)} click registrati in ${italian(heatmap.cells.length)} zone della pagina.`;
    expect(await within(dialog).findByText(summary)).toBeInTheDocument();
    expect(within(dialog).getByText(/data-domain="pizzeriadagennaro.it"/)).toBeInTheDocument();
    expect(paths).toContain('/api/admin/clients/cli_gennaro_napoli/stats');
    // A client without a domain has nothing to map.
    expect(
      screen.queryByRole('button', { name: 'Mappe di calore per il cliente cli_bottega_caffe' }),
    ).not.toBeInTheDocument();
  });
});

describe('questionnaires', () => {
  it('opens the detail from the client table with brief and full transcript', async () => {
    const token = await backend.signInAdmin();
    const { clients } = await backend.apiGet<{ clients: Client[] }>('/admin/clients', token);
    const questionnaireId = clients.find((client) => client.client_id === 'cli_gennaro_napoli')!.questionnaire_id!;
    const detail = await backend.apiGet<QuestionnaireDetail>(`/admin/questionnaires/${questionnaireId}`, token);
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('link', { name: `Apri il questionario ${questionnaireId}` }));
    expect(await screen.findByRole('heading', { name: detail.brief!.business_name!, level: 2 })).toBeInTheDocument();
    const brief = screen.getByRole('region', { name: 'Brief per il team' });
    expect(within(brief).getByText(detail.brief!.city!)).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Conversazione completa' });
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(detail.messages.length);
    const hidden = detail.messages.filter((message) => message.hidden).length;
    expect(within(transcript).queryAllByText(/Messaggio non visibile al cliente/)).toHaveLength(hidden);
    await user.click(screen.getByRole('link', { name: /Torna alla dashboard/ }));
    expect(await screen.findByText('Gestione Clienti')).toBeInTheDocument();
  });

  it('flags a refund request in the list and in the detail', async () => {
    // A visitor asks for a refund in the chat: the interviewer flags it for the operator.
    await backend.apiPost('/questionnaire/start', { session_id: 'sessione-rimborso', plan_type: 'basic' });
    const refund = 'Voglio indietro i soldi, non mi interessa più';
    await backend.apiPost('/questionnaire/chat/sessione-rimborso', { role: 'user', content: refund });
    await backend.signInAdmin();
    const { user } = renderAdmin();
    const table = (await screen.findAllByRole('region', { name: 'Questionari ricevuti' })).at(-1)!;
    expect(within(table).getByRole('columnheader', { name: 'Segnalazioni' })).toBeInTheDocument();
    const flagged = await within(table).findAllByText('Richiesta di rimborso');
    expect(flagged).toHaveLength(1);
    const row = flagged[0]!.closest('tr')!;
    await user.click(within(row).getAllByRole('link')[0]!);
    const flags = await screen.findByRole('region', { name: 'Da verificare' });
    expect(within(flags).getByText('Richiesta di rimborso')).toBeInTheDocument();
    expect(within(flags).getByText(refund)).toBeInTheDocument();
  });

  it('says when a questionnaire does not exist', async () => {
    await backend.signInAdmin();
    renderAdmin('/admin?questionario=inesistente');
    expect(await screen.findByText('Questionario non trovato.')).toBeInTheDocument();
  });
});
