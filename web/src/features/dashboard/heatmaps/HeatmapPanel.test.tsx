import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Device, Heatmap, HeatmapPreview, Scrollmap, Stats } from '@core/api';
import { dashboardBackend, override, seedAccessToken } from '../testing/mock-backend';
import { HeatmapPanel } from './HeatmapPanel';

// Sign-ins and the seed's analytics: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const backend = dashboardBackend();
const { server } = backend;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  server.events.removeAllListeners();
  await backend.reset();
});
afterAll(() => server.close());

/** The seed's Pro client, and a Basic one with a site (Basic sites collect no heatmap data). */
const PIZZERIA = { id: 'cli_gennaro_napoli', domain: 'pizzeriadagennaro.it' };
const AVVOCATO = { id: 'cli_bianchi_torino', domain: 'avvocatobianchi.it' };

/** A 1×1 JPEG is enough for the markup. */
const PIXEL =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

const italian = (value: number, digits = 0) => value.toLocaleString('it-IT', { maximumFractionDigits: digits });

/** Every request that reaches the API from now on. */
function recordRequests(): URL[] {
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
  return requests;
}

/** Signs in as the Pro pizzeria; its pages, most visited first, as the dashboard passes them to the panel. */
async function signInPizzeria() {
  const { token } = await backend.signInClient();
  const stats = await backend.apiGet<Stats>('/client/stats', token);
  const pages = stats.most_visited_pages.map((page) => page.page_url);
  expect(pages.length).toBeGreaterThan(0);
  return { token, pages };
}

/** What the backend answers the pizzeria for one page and device. */
async function mapsOf(token: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const [heatmap, scrollmap, preview] = await Promise.all([
    backend.apiGet<Heatmap>(`/client/heatmap?${search}`, token),
    backend.apiGet<Scrollmap>(`/client/scrollmap?${search}`, token),
    backend.apiGet<HeatmapPreview>(`/client/heatmap/preview?${search}`, token),
  ]);
  return { heatmap, scrollmap, preview };
}

/** The device the panel opens on: the page's busiest (every device's answer names the same one). */
async function busiestOf(token: string, query: Record<string, string>): Promise<Device> {
  const search = new URLSearchParams({ ...query, device: 'desktop' }).toString();
  const heatmap = await backend.apiGet<Heatmap>(`/client/heatmap?${search}`, token);
  return heatmap.busiest_device ?? 'desktop';
}

const drawnCounts = () =>
  [...screen.getByTestId('heatmap-overlay').querySelectorAll('circle')].map((spot) => Number(spot.dataset.count));
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

function renderPizzeria(pages: readonly string[], range?: { start_date?: string }) {
  return render(
    <HeatmapPanel scope={{ role: 'client' }} plan="pro" domain={PIZZERIA.domain} pages={pages} range={range} />,
  );
}

describe('HeatmapPanel', () => {
  it('shows a Basic client what Pro adds instead of the maps, without calling the API', async () => {
    await backend.signInClient(seedAccessToken(AVVOCATO.id));
    const requests = recordRequests();
    render(
      <HeatmapPanel
        scope={{ role: 'client' }}
        plan="basic"
        domain={AVVOCATO.domain}
        pages={[`https://${AVVOCATO.domain}/`]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passa a Dominio Pro' })).toHaveAttribute(
      'href',
      '/payment-selection?plan=pro',
    );
    // Give a stray call the time to leave.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('draws the clicks and the scroll bands the backend measured on the first page, for a Pro client', async () => {
    const { token, pages } = await signInPizzeria();
    // A week of the seed's traffic: fewer clicks than the whole period, so the range must reach the backend.
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const device = await busiestOf(token, { page_url: pages[0]!, start_date: start });
    const { heatmap, scrollmap } = await mapsOf(token, { page_url: pages[0]!, device, start_date: start });
    // The seed's visitors are mostly on phones, as a local business's are: the map must not open on desktop.
    expect(device).toBe('phone');
    expect(heatmap.total_clicks).toBeGreaterThan(0);
    expect(scrollmap.total_views).toBeGreaterThan(0);
    const requests = recordRequests();

    renderPizzeria(pages, { start_date: start });
    await screen.findByTestId('heatmap-overlay');
    expect(ascending(drawnCounts())).toEqual(ascending(heatmap.cells.map((cell) => cell.count)));
    expect(
      screen.getByText(
        `${italian(heatmap.total_clicks)} click registrati in ${italian(heatmap.cells.length)} zone della pagina.`,
      ),
    ).toBeInTheDocument();
    const bands = within(screen.getByTestId('scrollmap')).getAllByRole('listitem');
    expect(bands).toHaveLength(scrollmap.bands.length);
    scrollmap.bands.forEach((band, index) => {
      expect(bands[index]).toHaveTextContent(`Fino al ${band.depth_percent}% della pagina`);
      expect(bands[index]).toHaveTextContent(`${italian(band.percent, 1)}% dei visitatori`);
    });
    // Desktop is asked first; the map then opens on the page's busiest device.
    const asked = requests.filter((url) => url.pathname.endsWith('/client/heatmap'));
    expect(asked[0]?.searchParams.get('device')).toBe('desktop');
    expect(asked.at(-1)?.searchParams.get('page_url')).toBe(pages[0]);
    expect(asked.at(-1)?.searchParams.get('device')).toBe(device);
    expect(asked.at(-1)?.searchParams.get('start_date')).toBe(start);
    expect(screen.getByLabelText('Dispositivo')).toHaveValue(device);
    // Which share of the clicks the map shows, and the zones named by their element.
    expect(screen.getByTestId('heatmap-coverage')).toHaveTextContent(
      `La mappa mostra ${italian(heatmap.total_clicks)} click su ${italian(heatmap.coverage.site_clicks)} del sito`,
    );
    const zones = within(screen.getByRole('table', { name: 'Zone con più click' }))
      .getAllByRole('row')
      .slice(1);
    expect(zones).toHaveLength(heatmap.zones.length);
    expect(zones[0]).toHaveTextContent(heatmap.zones[0]!.element_text ?? 'Elemento senza testo');
  });

  it('lets the admin read any client heatmap whatever the plan', async () => {
    const admin = await backend.signInAdmin();
    const page = `https://${AVVOCATO.domain}/`;
    const search = new URLSearchParams({ page_url: page, device: 'desktop' }).toString();
    const heatmap = await backend.apiGet<Heatmap>(`/admin/clients/${AVVOCATO.id}/heatmap?${search}`, admin);
    const scrollmap = await backend.apiGet<Scrollmap>(`/admin/clients/${AVVOCATO.id}/scrollmap?${search}`, admin);
    // A Basic site sends no click positions nor scroll depths: the admin sees the maps, empty, not the upsell.
    expect([heatmap.total_clicks, scrollmap.total_views]).toEqual([0, 0]);
    const requests = recordRequests();

    render(
      <HeatmapPanel
        scope={{ role: 'admin', clientId: AVVOCATO.id }}
        plan="basic"
        domain={AVVOCATO.domain}
        pages={[page]}
      />,
    );
    expect(
      await screen.findByText('Nessun click registrato su questa pagina per questo dispositivo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nessun dato di scorrimento per questa pagina.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeNull();
    expect(requests.map((url) => url.pathname)).toContain(`/api/admin/clients/${AVVOCATO.id}/heatmap`);
    expect(requests.some((url) => url.pathname.startsWith('/api/client/'))).toBe(false);
  });

  it('falls back to the upsell when the server says the plan does not include heatmaps', async () => {
    // The stored client_data still says Pro (say the plan changed since the login); the backend knows better.
    await backend.signInClient(seedAccessToken(AVVOCATO.id));
    render(
      <HeatmapPanel
        scope={{ role: 'client' }}
        plan="pro"
        domain={AVVOCATO.domain}
        pages={[`https://${AVVOCATO.domain}/`]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there are no pages to pick', () => {
    renderPizzeria([]);
    expect(screen.getByText('Nessuna pagina con visite nel periodo selezionato.')).toBeInTheDocument();
  });

  it('reports a failure in Italian', async () => {
    const { pages } = await signInPizzeria();
    server.use(override.failing('get', '/client/scrollmap', 500));
    renderPizzeria(pages);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle mappe di calore');
  });

  it('draws the spots over the live page, framed at the device width and as tall as the page', async () => {
    const { token, pages } = await signInPizzeria();
    const desktop = await mapsOf(token, { page_url: pages[0]!, device: 'desktop' });
    const phone = await mapsOf(token, { page_url: pages[0]!, device: 'phone' });
    // The demo frames each sample site's own demo page, same origin.
    expect([desktop.preview.mode, phone.preview.mode]).toEqual(['iframe', 'iframe']);
    const user = userEvent.setup();
    renderPizzeria(pages);

    for (const { preview, heatmap } of [desktop, phone]) {
      await user.selectOptions(
        screen.getByLabelText('Dispositivo'),
        preview.device === 'phone' ? 'Smartphone' : 'Desktop',
      );
      const height = String(Math.max(preview.page_height!, heatmap.page_height));
      await waitFor(() => expect(screen.getByTitle('Anteprima della pagina')).toHaveAttribute('height', height));
      const page = screen.getByTitle('Anteprima della pagina');
      expect(page.tagName).toBe('IFRAME');
      expect(page).toHaveAttribute('src', new URL(preview.url!, window.location.href).href);
      expect(page).toHaveAttribute('width', String(preview.width));
      expect(screen.getByTestId('heatmap-overlay')).toHaveAttribute('viewBox', `0 0 ${preview.width} ${height}`);
      expect(ascending(drawnCounts())).toEqual(ascending(heatmap.cells.map((cell) => cell.count)));
    }
    expect(desktop.preview.width).not.toBe(phone.preview.width);
  });

  it('shows the server screenshot, with its date, when the page refuses framing', async () => {
    const { token, pages } = await signInPizzeria();
    const { preview } = await mapsOf(token, { page_url: pages[0]!, device: 'desktop' });
    // Only the reference server photographs a page (headless Chromium); the demo frames its own pages.
    server.use(
      override.json('get', '/client/heatmap/preview', {
        ...preview,
        mode: 'image',
        url: null,
        image: PIXEL,
        captured_at: '2026-11-22T09:30:00Z',
        reason: 'frame_refused',
      } satisfies HeatmapPreview),
    );
    renderPizzeria(pages);
    const image = await screen.findByRole('img', { name: 'Anteprima della pagina' });
    expect(image).toHaveAttribute('src', PIXEL);
    expect(image).toHaveAttribute('width', String(preview.width));
    expect(screen.getByText(/Istantanea della pagina del 22 novembre 2026 alle ore 10:30\./)).toHaveTextContent(
      'Il sito non si lascia mostrare dentro un’altra pagina, quindi vedi un’istantanea scattata dal server.',
    );
  });

  it.each([
    // A reference server without Chromium, whose site refuses framing: the demo never answers that.
    ['screenshots_disabled', 'Chromium non impostato'],
    // A client's domain that resolves to an internal address.
    ['internal_address', 'punta a un indirizzo interno o privato'],
    // A client past its new previews of the hour.
    ['rate_limited', 'troppe anteprime nuove in poco tempo: riprova tra qualche minuto'],
  ] as const)(
    'says in Italian why there is no page under the spots (%s), and still draws them',
    async (reason, text) => {
      const { token, pages } = await signInPizzeria();
      const device = await busiestOf(token, { page_url: pages[0]! });
      const { heatmap, preview } = await mapsOf(token, { page_url: pages[0]!, device });
      server.use(
        override.json('get', '/client/heatmap/preview', {
          ...preview,
          mode: 'unavailable',
          url: null,
          page_height: null,
          reason,
        } satisfies HeatmapPreview),
      );
      renderPizzeria(pages);
      const notice = await screen.findByTestId('heatmap-preview-unavailable');
      expect(notice).toHaveTextContent('Anteprima della pagina non disponibile.');
      expect(notice).toHaveTextContent(text);
      expect(notice).toHaveTextContent('Le zone di click restano sulla griglia');
      expect(screen.queryByTitle('Anteprima della pagina')).toBeNull();
      expect(ascending(drawnCounts())).toEqual(ascending(heatmap.cells.map((cell) => cell.count)));
    },
  );

  it('never frames a page whose host, read as a browser reads it, is not the client domain, whatever the server says', async () => {
    const { token, pages } = await signInPizzeria();
    const { preview } = await mapsOf(token, { page_url: pages[0]!, device: 'desktop' });
    // A forged answer. A regular expression reads this as pizzeriadagennaro.it; a browser loads evil.example.
    const forged = 'https://evil.example\\@pizzeriadagennaro.it/';
    server.use(override.json('get', '/client/heatmap/preview', { ...preview, url: forged } satisfies HeatmapPreview));
    renderPizzeria(pages);
    expect(await screen.findByTestId('heatmap-preview-unavailable')).toHaveTextContent(
      'La pagina non è sul dominio del cliente.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
