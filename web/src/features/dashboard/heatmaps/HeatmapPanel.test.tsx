import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Heatmap, HeatmapPreview, Scrollmap } from '@core/api';
import { HeatmapPanel } from './HeatmapPanel';

const PAGE = 'https://pizzeriadagennaro.it/';

const heatmap: Heatmap = {
  page_url: PAGE,
  device: 'desktop',
  total_clicks: 7,
  grid: { columns: 20, row_height_px: 50 },
  cells: [
    { column: 3, row: 2, count: 5 },
    { column: 10, row: 8, count: 2 },
  ],
  max_count: 5,
  page_height: 900,
};

const scrollmap: Scrollmap = {
  page_url: PAGE,
  device: 'desktop',
  total_views: 4,
  bands: Array.from({ length: 10 }, (_, i) => ({
    depth_percent: (i + 1) * 10,
    views: 4 - Math.floor(i / 3),
    percent: ((4 - Math.floor(i / 3)) / 4) * 100,
  })),
};

const framed: HeatmapPreview = {
  page_url: PAGE,
  device: 'desktop',
  width: 1280,
  mode: 'iframe',
  url: PAGE,
  image: null,
  page_height: 2400,
  captured_at: null,
  reason: null,
};
/** A 1×1 JPEG is enough for the markup. */
const PIXEL =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

const requests: URL[] = [];
const server = setupServer(
  http.get('*/api/client/heatmap', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(heatmap);
  }),
  http.get('*/api/client/scrollmap', () => HttpResponse.json(scrollmap)),
  http.get('*/api/admin/clients/:clientId/heatmap', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(heatmap);
  }),
  http.get('*/api/admin/clients/:clientId/scrollmap', () => HttpResponse.json(scrollmap)),
  http.get('*/api/client/heatmap/preview', () => HttpResponse.json(framed)),
  http.get('*/api/admin/clients/:clientId/heatmap/preview', () => HttpResponse.json(framed)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('HeatmapPanel', () => {
  it('shows a Basic client what Pro adds instead of the maps, without calling the API', async () => {
    render(<HeatmapPanel scope={{ role: 'client' }} plan="basic" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    expect(screen.getByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passa a Dominio Pro' })).toHaveAttribute(
      'href',
      '/payment-selection?plan=pro',
    );
    expect(requests).toHaveLength(0);
  });

  it('draws the clicks and the scroll bands of the first page for a Pro client', async () => {
    render(
      <HeatmapPanel
        scope={{ role: 'client' }}
        plan="pro"
        domain="pizzeriadagennaro.it"
        pages={[PAGE, `${PAGE}menu`]}
        range={{ start_date: '2026-11-01' }}
      />,
    );
    const overlay = await screen.findByTestId('heatmap-overlay');
    const spots = overlay.querySelectorAll('circle');
    expect([...spots].map((spot) => spot.getAttribute('data-count'))).toEqual(['2', '5']);
    expect(screen.getByText('7 click registrati in 2 zone della pagina.')).toBeInTheDocument();
    const bands = within(screen.getByTestId('scrollmap')).getAllByRole('listitem');
    expect(bands).toHaveLength(10);
    expect(bands[0]).toHaveTextContent('Fino al 10% della pagina');
    expect(bands[0]).toHaveTextContent('100% dei visitatori');
    expect(requests[0]?.searchParams.get('page_url')).toBe(PAGE);
    expect(requests[0]?.searchParams.get('device')).toBe('desktop');
    expect(requests[0]?.searchParams.get('start_date')).toBe('2026-11-01');
  });

  it('lets the admin read any client heatmap whatever the plan', async () => {
    render(
      <HeatmapPanel
        scope={{ role: 'admin', clientId: 'cli_42' }}
        plan="basic"
        domain="pizzeriadagennaro.it"
        pages={[PAGE]}
      />,
    );
    await screen.findByTestId('heatmap-overlay');
    expect(requests[0]?.pathname).toBe('/api/admin/clients/cli_42/heatmap');
  });

  it('falls back to the upsell when the server says the plan does not include heatmaps', async () => {
    server.use(
      http.get('*/api/client/heatmap', () =>
        HttpResponse.json({ type: '/problemi/vietato', title: 'Accesso negato', status: 403 }, { status: 403 }),
      ),
    );
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    expect(await screen.findByRole('heading', { name: 'Mappe di calore con il piano Pro' })).toBeInTheDocument();
  });

  it('says so when there are no pages to pick', () => {
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[]} />);
    expect(screen.getByText('Nessuna pagina con visite nel periodo selezionato.')).toBeInTheDocument();
  });

  it('reports a failure in Italian', async () => {
    server.use(http.get('*/api/client/scrollmap', () => new HttpResponse(null, { status: 500 })));
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle mappe di calore');
  });

  it('draws the spots over the live page, framed at the device width and as tall as the page', async () => {
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    const page = await screen.findByTitle('Anteprima della pagina');
    expect(page.tagName).toBe('IFRAME');
    expect(page).toHaveAttribute('src', PAGE);
    expect(page).toHaveAttribute('width', '1280');
    expect(page).toHaveAttribute('height', '2400');
    expect(screen.getByTestId('heatmap-overlay')).toHaveAttribute('viewBox', '0 0 1280 2400');
  });

  it('shows the server screenshot, with its date, when the page refuses framing', async () => {
    server.use(
      http.get('*/api/client/heatmap/preview', () =>
        HttpResponse.json({
          ...framed,
          device: 'phone',
          width: 390,
          mode: 'image',
          url: null,
          image: PIXEL,
          page_height: 1800,
          captured_at: '2026-11-22T09:30:00Z',
          reason: 'frame_refused',
        }),
      ),
    );
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    const image = await screen.findByRole('img', { name: 'Anteprima della pagina' });
    expect(image).toHaveAttribute('src', PIXEL);
    expect(image).toHaveAttribute('width', '390');
    expect(screen.getByText(/Istantanea della pagina del 22 novembre 2026 alle ore 10:30\./)).toHaveTextContent(
      'Il sito non si lascia mostrare dentro un’altra pagina, quindi vedi un’istantanea scattata dal server.',
    );
  });

  it('says in Italian why there is no page under the spots, and still draws them', async () => {
    server.use(
      http.get('*/api/client/heatmap/preview', () =>
        HttpResponse.json({
          ...framed,
          mode: 'unavailable',
          url: null,
          page_height: null,
          reason: 'screenshots_disabled',
        }),
      ),
    );
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[PAGE]} />);
    const notice = await screen.findByTestId('heatmap-preview-unavailable');
    expect(notice).toHaveTextContent('Anteprima della pagina non disponibile.');
    expect(notice).toHaveTextContent('Chromium non impostato');
    expect(notice).toHaveTextContent('Le zone di click restano sulla griglia');
    expect(screen.queryByTitle('Anteprima della pagina')).toBeNull();
    expect(screen.getByTestId('heatmap-overlay').querySelectorAll('circle')).toHaveLength(2);
  });

  it('never frames a page whose host, read as a browser reads it, is not the client domain, whatever the server says', async () => {
    // A regular expression reads this as pizzeriadagennaro.it; a browser loads evil.example.
    const forged = 'https://evil.example\\@pizzeriadagennaro.it/';
    server.use(
      http.get('*/api/client/heatmap', () => HttpResponse.json({ ...heatmap, page_url: forged })),
      http.get('*/api/client/heatmap/preview', () => HttpResponse.json({ ...framed, page_url: forged, url: forged })),
    );
    render(<HeatmapPanel scope={{ role: 'client' }} plan="pro" domain="pizzeriadagennaro.it" pages={[forged]} />);
    expect(await screen.findByTestId('heatmap-preview-unavailable')).toHaveTextContent(
      'La pagina non è sul dominio del cliente.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
