import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AdminDashboardPage from './AdminDashboardPage';
import { emptyStats } from './testing/fixtures';
import { dashboardHandlers, TOKENS } from './testing/handlers';
import { renderPage } from './testing/render';

// Whole-page tests with typing: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...dashboardHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...dashboardHandlers());
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function renderAdmin(path = '/admin') {
  return renderPage(path, '/admin', <AdminDashboardPage />);
}

function loggedIn() {
  localStorage.setItem('admin_token', TOKENS.admin);
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
    server.use(...dashboardHandlers({ latency: 150 }));
    const { user } = renderAdmin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('button', { name: 'Accesso...' })).toBeDisabled();
    expect(await screen.findByText('Credenziali non valide')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Credenziali non valide');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('stores admin_token and shows the dashboard after a good login, Caricamento... first', async () => {
    server.use(...dashboardHandlers({ latency: 100 }));
    const { user } = renderAdmin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'password-giusta');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard Amministratore', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento...');
    expect(localStorage.getItem('admin_token')).toBe(TOKENS.admin);
    expect(await screen.findByText('Visualizzazioni Totali')).toBeInTheDocument();
  });

  it('shows no credential hint outside the demo build', () => {
    renderAdmin();
    expect(screen.queryByText(/Demo senza server/)).not.toBeInTheDocument();
  });
});

describe('admin dashboard', () => {
  it('shows the four cards formatted in Italian, the lists, the clients and the activity', async () => {
    loggedIn();
    renderAdmin();
    const cards = await screen.findByRole('region', { name: 'Riepilogo' });
    expect(within(cards).getByText('Visualizzazioni Totali').nextSibling).toHaveTextContent(/^\d{4}$/);
    expect(within(cards).getByText('1874')).toBeInTheDocument();
    expect(within(cards).getByText(/^Tasso di conversione \d+,\d+%$/)).toBeInTheDocument();

    const pages = screen.getByRole('region', { name: 'Pagine più Visitate' });
    expect(within(pages).getByText('Pizzeria da Gennaro · Napoli')).toBeInTheDocument();
    expect(within(pages).getByText('1620 visualizzazioni')).toBeInTheDocument();
    // A page without a title shows its url as the name.
    expect(within(pages).getAllByText('https://studiolegalerossi.it/')).toHaveLength(2);

    const elements = screen.getByRole('region', { name: 'Elementi più Cliccati' });
    expect(within(elements).getByText('Inizia Ora')).toBeInTheDocument();
    expect(within(elements).getByText('311 click')).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: 'Elenco clienti' })).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Client ID', 'Questionario', 'Dominio', 'Creato', 'Stato', 'Azioni']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('cli_pizzeria');
    expect(rows[0]).toHaveTextContent('Dominio Pro');
    expect(rows[0]).toHaveTextContent('Attivo');
    expect(rows[0]).toHaveTextContent('18/11/2026');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(rows[2]).toHaveTextContent('Disabilitato');

    const activity = screen.getByRole('region', { name: 'Attività Recente' });
    expect(within(activity).getByText('Conversione')).toBeInTheDocument();
    expect(within(activity).getByText('Click')).toBeInTheDocument();
    expect(within(activity).getAllByText('Visualizzazione pagina')).toHaveLength(2);
    expect(within(activity).getByText('21/11/2026, 09:12:40')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: /21 giorni/ })).toBeInTheDocument();
  });

  it('applies the dates only on Applica Filtri, sends only the non-empty ones, refuses an end before the start', async () => {
    loggedIn();
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
    loggedIn();
    server.use(...dashboardHandlers({ statsStatus: 500 }));
    renderAdmin();
    expect(await screen.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Amministratore' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe(TOKENS.admin);
  });

  it('forgets a stale token on 401 and shows the login form with the load error', async () => {
    localStorage.setItem('admin_token', 'scaduto');
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei dati');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('Logout clears admin_token and shows the form', async () => {
    loggedIn();
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('downloads analytics_export.csv for the applied range', async () => {
    loggedIn();
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
    await user.type(screen.getByLabelText('Data Inizio'), '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await waitFor(() => expect(clicked).toEqual(['analytics_export.csv']));
    expect(Object.fromEntries(exportQuery!)).toEqual({ start_date: '2026-11-03' });
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain('page_view');
  });

  it("shows Errore nell'esportazione when the export fails", async () => {
    loggedIn();
    server.use(http.get('*/api/admin/export/csv', () => HttpResponse.json({ type: 'x', title: 'Errore', status: 500 }, { status: 500 })));
    const { user } = renderAdmin();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText("Errore nell'esportazione")).toBeInTheDocument();
  });
});

describe('client management', () => {
  it('creates an access with a domain, shows it once with the SPEC text, then reloads the table', async () => {
    loggedIn();
    let createBody: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/admin/create-client-access')) createBody = await request.clone().json();
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    const form = screen.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    await user.type(within(form).getByLabelText('Dominio'), 'nonsense');
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));
    expect(within(form).getByText('Inserisci un dominio valido, per esempio pizzeriadagennaro.it.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Dominio'));
    await user.type(within(form).getByLabelText('Dominio'), 'https://Forno-Bio.it/');
    await user.click(within(form).getByRole('button', { name: 'Crea accesso' }));

    const created = await screen.findByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    expect(createBody).toEqual({ domain: 'forno-bio.it' });
    expect(within(created).getByText('cli_4')).toBeInTheDocument();
    expect(within(created).getByText('nuovo-token-segreto-123')).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: "Copia l'access token" })).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Chiudi' }));
    const table = within(await screen.findByRole('region', { name: 'Elenco clienti' })).getByRole('table');
    await waitFor(() => expect(within(table).getByText('forno-bio.it')).toBeInTheDocument());
  });

  it('sends an empty body when no field is set', async () => {
    loggedIn();
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
    loggedIn();
    server.use(http.post('*/api/admin/create-client-access', () => HttpResponse.json({ type: 'x', title: 'Errore', status: 500 }, { status: 500 })));
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    await user.click(screen.getByRole('button', { name: 'Crea accesso' }));
    expect(await screen.findByText("Errore nella creazione dell'accesso cliente")).toBeInTheDocument();
  });

  it('disables a client after confirmation and shows it Disabilitato', async () => {
    loggedIn();
    const patches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') patches.push(await request.clone().json());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Disabilita per il cliente cli_pizzeria' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disabilitare il cliente?' });
    expect(confirm).toHaveTextContent('Disabilitare il cliente cli_pizzeria?');
    await user.click(within(confirm).getByRole('button', { name: 'Disabilita' }));
    await waitFor(() => expect(patches).toEqual([{ is_active: false }]));
    const row = await screen.findByRole('row', { name: /cli_pizzeria/ });
    await waitFor(() => expect(row).toHaveTextContent('Disabilitato'));
  });

  it('edits only what changed: domain and plan', async () => {
    loggedIn();
    const patches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') patches.push(await request.clone().json());
    });
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Modifica per il cliente cli_studio_rossi' }));
    const form = screen.getByRole('dialog', { name: 'Modifica cli_studio_rossi' });
    expect(within(form).getByLabelText('Dominio')).toHaveValue('studiolegalerossi.it');
    await user.clear(within(form).getByLabelText('Dominio'));
    await user.type(within(form).getByLabelText('Dominio'), 'rossi-avvocati.it');
    await user.selectOptions(within(form).getByLabelText('Piano'), 'pro');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(patches).toEqual([{ domain: 'rossi-avvocati.it', plan: 'pro' }]));
  });

  it('rotates a token after confirmation and shows the new one once', async () => {
    loggedIn();
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('button', { name: 'Nuovo token per il cliente cli_studio_rossi' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Generare un nuovo token?' })).getByRole('button', { name: 'Nuovo token' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Nuovo access token generato!' });
    expect(within(shown).getByText('token-ruotato-456')).toBeInTheDocument();
  });
});

describe('client heatmaps', () => {
  it('opens a client\'s heatmaps and tracking snippet from its row, whatever the plan', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    const page = 'https://pizzeriadagennaro.it/';
    server.use(
      http.get('*/api/admin/clients/:id/stats', () =>
        HttpResponse.json({ ...emptyStats, most_visited_pages: [{ page_url: page, page_title: 'Pizzeria', views: 12 }] }),
      ),
      http.get('*/api/admin/clients/:id/heatmap', () =>
        HttpResponse.json({
          page_url: page,
          device: 'desktop' as const,
          total_clicks: 4,
          grid: { columns: 20, row_height_px: 50 },
          cells: [{ column: 2, row: 1, count: 4 }],
          max_count: 4,
          page_height: 800,
        }),
      ),
      http.get('*/api/admin/clients/:id/scrollmap', () =>
        HttpResponse.json({ page_url: page, device: 'desktop' as const, total_views: 0, bands: [] }),
      ),
    );
    loggedIn();
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Mappe di calore per il cliente cli_pizzeria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mappe di calore di pizzeriadagennaro.it' });
    expect(await within(dialog).findByText('4 click registrati in 1 zone della pagina.')).toBeInTheDocument();
    expect(within(dialog).getByText(/data-domain="pizzeriadagennaro.it"/)).toBeInTheDocument();
    expect(paths).toContain('/api/admin/clients/cli_pizzeria/stats');
    expect(paths).toContain('/api/admin/clients/cli_pizzeria/heatmap');
    // A client without a domain has nothing to map.
    expect(screen.queryByRole('button', { name: 'Mappe di calore per il cliente cli_nuovo' })).not.toBeInTheDocument();
  });
});

describe('questionnaires', () => {
  it('opens the detail from the client table with brief and full transcript', async () => {
    loggedIn();
    const { user } = renderAdmin();
    await screen.findByText('Gestione Clienti');
    await user.click(screen.getByRole('link', { name: 'Apri il questionario q_pizzeria' }));
    expect(await screen.findByRole('heading', { name: 'Pizzeria da Gennaro', level: 2 })).toBeInTheDocument();
    const brief = screen.getByRole('region', { name: 'Brief per il team' });
    expect(within(brief).getByText('Napoli')).toBeInTheDocument();
    expect(within(brief).getByText('7 €')).toBeInTheDocument();
    // What the customer did with the summary: corrected fields and confirmed ones are marked.
    expect(within(brief).getByText(/Il cliente ha confermato il riepilogo il/)).toBeInTheDocument();
    const row = (term: string) => within(brief).getByText(term, { selector: 'dt' }).closest('div')!;
    expect(within(row('Servizi')).getByText('Corretto dal cliente')).toBeInTheDocument();
    expect(within(row('WhatsApp')).getByText('Corretto dal cliente')).toBeInTheDocument();
    expect(within(row('Città')).getByText('Confermato')).toBeInTheDocument();
    expect(within(row('Email')).queryByText(/Confermato|Corretto/)).not.toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Conversazione completa' });
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(9);
    expect(within(transcript).getByText(/Messaggio non visibile al cliente/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Torna alla dashboard/ }));
    expect(await screen.findByText('Gestione Clienti')).toBeInTheDocument();
  });

  it('flags a refund request in the list and in the detail', async () => {
    loggedIn();
    const { user } = renderAdmin();
    const table = (await screen.findAllByRole('region', { name: 'Questionari ricevuti' })).at(-1)!;
    expect(within(table).getByRole('columnheader', { name: 'Segnalazioni' })).toBeInTheDocument();
    const yoga = within(table).getByRole('link', { name: 'Attività senza nome' }).closest('tr')!;
    expect(within(yoga).getByText('Richiesta di rimborso')).toBeInTheDocument();
    const pizzeria = within(table).getByRole('link', { name: 'Pizzeria da Gennaro' }).closest('tr')!;
    expect(within(pizzeria).getByText('Nessuna')).toBeInTheDocument();
    await user.click(within(yoga).getByRole('link', { name: 'Attività senza nome' }));
    const flags = await screen.findByRole('region', { name: 'Da verificare' });
    expect(within(flags).getByText('Richiesta di rimborso')).toBeInTheDocument();
    expect(within(flags).getByText('Voglio indietro i soldi, non mi interessa più')).toBeInTheDocument();
  });

  it('lists questionnaires with plan and status and says when one is missing', async () => {
    loggedIn();
    renderAdmin('/admin?questionario=inesistente');
    expect(await screen.findByText('Questionario non trovato.')).toBeInTheDocument();
  });
});
