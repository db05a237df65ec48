import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stats } from '@core/api';
import ClientDashboardPage from './ClientDashboardPage';
import { emptyStats } from './testing/fixtures';
import { DEMO_CLIENT_TOKENS, dashboardBackend, override } from './testing/mock-backend';
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

function renderClient() {
  return renderPage('/login', '/login', <ClientDashboardPage />);
}

/** Signs in as the seed's Pro client, pizzeriadagennaro.it. */
const loggedIn = () => backend.signInClient();

describe('client login', () => {
  it("shows 'Accesso Cliente' with one multi-line, required Access Token field", async () => {
    const { user } = renderClient();
    expect(screen.getByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    const field = screen.getByLabelText('Access Token');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('placeholder', "Incolla qui l'access token fornito dall'amministratore");
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText("Inserisci l'access token fornito dall'amministratore.")).toBeInTheDocument();
  });

  it("says 'Access token non valido o scaduto' for a wrong token", async () => {
    const { user } = renderClient();
    await user.type(screen.getByLabelText('Access Token'), 'sbagliato');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access token non valido o scaduto');
    expect(localStorage.getItem('client_token')).toBeNull();
  });

  it('stores client_token and client_data, then shows the dashboard with client id and domain', async () => {
    const { user } = renderClient();
    // A token pasted from an email may carry line breaks.
    const [head, tail] = [DEMO_CLIENT_TOKENS.pizzeria.slice(0, 20), DEMO_CLIENT_TOKENS.pizzeria.slice(20)];
    await user.type(screen.getByLabelText('Access Token'), `${head}{enter}${tail}`);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard Cliente', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('client_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(localStorage.getItem('client_data')!)).toMatchObject({
      client_id: 'cli_gennaro_napoli',
      domain: 'pizzeriadagennaro.it',
      plan: 'pro',
    });
    expect(screen.getByText('cli_gennaro_napoli')).toBeInTheDocument();
    expect(screen.getByText('pizzeriadagennaro.it')).toBeInTheDocument();
  });
});

describe('client dashboard', () => {
  it('has the shared cards and lists, with its own figures, but no client table and no create button', async () => {
    const { token } = await loggedIn();
    const stats = await backend.apiGet<Stats>('/client/stats', token);
    renderClient();
    const cards = await screen.findByRole('region', { name: 'Riepilogo' });
    expect(within(cards).getByText('Visualizzazioni Totali').nextSibling).toHaveTextContent(
      new Intl.NumberFormat('it-IT').format(stats.total_page_views),
    );
    // Only the client's own site is counted.
    expect(
      stats.most_visited_pages.every((page) => new URL(page.page_url).hostname.endsWith('pizzeriadagennaro.it')),
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Pagine più Visitate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
    expect(screen.queryByText('Gestione Clienti')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Crea Nuovo Accesso Cliente/ })).not.toBeInTheDocument();
  });

  it('shows the Pro heatmaps panel for the top pages of a Pro client, and what Pro adds to a Basic one', async () => {
    const heatmapPages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/client/heatmap')) heatmapPages.push(url.searchParams.get('page_url') ?? '');
    });
    const { token, client } = await loggedIn();
    const stats = await backend.apiGet<Stats>('/client/stats', token);
    const { unmount } = renderClient();
    expect(await screen.findByRole('heading', { name: 'Mappe di calore' })).toBeInTheDocument();
    await waitFor(() => expect(heatmapPages[0]).toBe(stats.most_visited_pages[0]!.page_url));
    // Desktop first, then the page's busiest device (phones, in the seed).
    await waitFor(() => expect(heatmapPages).toHaveLength(2));
    unmount();

    localStorage.setItem('client_data', JSON.stringify({ ...client, plan: 'basic' }));
    renderClient();
    expect(await screen.findByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
    expect(heatmapPages).toHaveLength(2);
  });

  it('shows the SPEC empty texts with no data', async () => {
    await loggedIn();
    // An empty period: the seed always has traffic.
    server.use(override.json('get', '/client/stats', emptyStats));
    renderClient();
    expect(await screen.findByText('Nessuna visita registrata')).toBeInTheDocument();
    expect(screen.getByText('Nessun click registrato')).toBeInTheDocument();
    expect(screen.getByText('Nessuna attività recente')).toBeInTheDocument();
    expect(screen.getByText('Nessun dato nel periodo selezionato')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Riepilogo' });
    expect(within(cards).getAllByText('0')).toHaveLength(4);
    expect(within(cards).getByText('Tasso di conversione 0%')).toBeInTheDocument();
  });

  it('downloads client_analytics.csv', async () => {
    await loggedIn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderClient();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await waitFor(() => expect(names).toEqual(['client_analytics.csv']));
  });

  it('Logout clears client_token and client_data and ends the session on the server', async () => {
    const { token } = await loggedIn();
    const { user } = renderClient();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    expect(localStorage.getItem('client_token')).toBeNull();
    expect(localStorage.getItem('client_data')).toBeNull();
    await waitFor(() => expect(backend.apiGet('/client/stats', token)).rejects.toThrow(/401/));
  });

  it('a 401 while loading clears both keys and returns to the form with the load error', async () => {
    const { client } = await loggedIn();
    localStorage.setItem('client_token', 'revocato');
    localStorage.setItem('client_data', JSON.stringify(client));
    renderClient();
    expect(await screen.findByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei dati');
    expect(localStorage.getItem('client_token')).toBeNull();
    expect(localStorage.getItem('client_data')).toBeNull();
  });

  it('shows the login form when only the token is stored (client_data missing)', async () => {
    await loggedIn();
    localStorage.removeItem('client_data');
    renderClient();
    expect(screen.getByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
  });
});
