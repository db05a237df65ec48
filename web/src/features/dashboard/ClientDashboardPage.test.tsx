import { configure, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ClientDashboardPage from './ClientDashboardPage';
import { emptyStats, pizzeriaClient } from './testing/fixtures';
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

function renderClient() {
  return renderPage('/login', '/login', <ClientDashboardPage />);
}

function loggedIn() {
  localStorage.setItem('client_token', TOKENS.client);
  localStorage.setItem('client_data', JSON.stringify(pizzeriaClient));
}

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
    await user.type(screen.getByLabelText('Access Token'), `access-token-{enter}pizzeria`);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard Cliente', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('client_token')).toBe(TOKENS.client);
    expect(JSON.parse(localStorage.getItem('client_data')!)).toEqual(pizzeriaClient);
    expect(screen.getByText('cli_pizzeria')).toBeInTheDocument();
    expect(screen.getByText('pizzeriadagennaro.it')).toBeInTheDocument();
  });
});

describe('client dashboard', () => {
  it('has the shared cards and lists but no client table and no create button', async () => {
    loggedIn();
    renderClient();
    expect(await screen.findByText('Visualizzazioni Totali')).toBeInTheDocument();
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
    loggedIn();
    const { unmount } = renderClient();
    expect(await screen.findByRole('heading', { name: 'Mappe di calore' })).toBeInTheDocument();
    await waitFor(() => expect(heatmapPages[0]).toBe('https://landingfacile.it/'));
    unmount();

    localStorage.setItem('client_data', JSON.stringify({ ...pizzeriaClient, plan: 'basic' }));
    renderClient();
    expect(await screen.findByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
    expect(heatmapPages).toHaveLength(1);
  });

  it('shows the SPEC empty texts with no data', async () => {
    loggedIn();
    server.use(...dashboardHandlers({ stats: emptyStats }));
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
    loggedIn();
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

  it('Logout clears client_token and client_data', async () => {
    loggedIn();
    const { user } = renderClient();
    await screen.findByText('Visualizzazioni Totali');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    expect(localStorage.getItem('client_token')).toBeNull();
    expect(localStorage.getItem('client_data')).toBeNull();
  });

  it('a 401 while loading clears both keys and returns to the form with the load error', async () => {
    localStorage.setItem('client_token', 'revocato');
    localStorage.setItem('client_data', JSON.stringify(pizzeriaClient));
    renderClient();
    expect(await screen.findByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei dati');
    expect(localStorage.getItem('client_token')).toBeNull();
    expect(localStorage.getItem('client_data')).toBeNull();
  });

  it('shows the login form when only the token is stored (client_data missing)', () => {
    localStorage.setItem('client_token', TOKENS.client);
    renderClient();
    expect(screen.getByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
  });
});
