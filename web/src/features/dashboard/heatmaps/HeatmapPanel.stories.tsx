import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Heatmap, HeatmapPreviewReason } from '@core/api';
import { unavailable } from '@core/backend/preview-port';
import { expect, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import { HeatmapPanel } from './HeatmapPanel';

/**
 * The Pro heatmaps over the mock backend and its seed: the seeded Pro client (pizzeriadagennaro.it) has
 * clicks with positions and scroll depths on its home page.
 */
const PIZZERIA_HOME = 'https://pizzeriadagennaro.it/';

const meta = {
  title: 'Dashboard/Heatmaps',
  component: HeatmapPanel,
  args: { scope: { role: 'client' }, plan: 'pro', domain: 'pizzeriadagennaro.it', pages: [PIZZERIA_HOME] },
  parameters: { session: 'client' },
} satisfies Meta<typeof HeatmapPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro client: click heatmap over the page preview and the scroll map, from the seed. */
export const ProClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overlay = await canvas.findByTestId('heatmap-overlay', {}, { timeout: 5000 });
    await expect(overlay.querySelectorAll('circle').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('scrollmap').querySelectorAll('li')).toHaveLength(10);
  },
};

/** A Basic client sees what Pro adds and how to upgrade, not an empty panel. */
export const BasicClient: Story = {
  args: { plan: 'basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Passa a Dominio Pro' })).toBeInTheDocument();
  },
};

/** The admin reads any client's maps, whatever its plan. */
export const AdminView: Story = {
  args: { scope: { role: 'admin', clientId: 'cli_gennaro_napoli' }, plan: 'basic' },
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('heatmap-overlay', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The page refuses framing: the server's screenshot under the spots, with its date. */
export const Screenshot: Story = {
  parameters: {
    msw: {
      handlers: [
        apiStates.json('get', '/client/heatmap/preview', {
          page_url: PIZZERIA_HOME,
          device: 'desktop',
          width: 1280,
          mode: 'image',
          url: null,
          // A 1×1 grey JPEG stretched over the page: the layout, not the picture, is what the story shows.
          image:
            'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
          page_height: 5089,
          captured_at: '2026-11-22T09:30:00Z',
          reason: 'frame_refused',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Anteprima della pagina' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** No page under the spots for `reason`: the panel says why (`expected` is part of the Italian copy). */
function previewUnavailable(reason: HeatmapPreviewReason, expected: string): Story {
  return {
    parameters: {
      msw: {
        handlers: [
          apiStates.json('get', '/client/heatmap/preview', {
            page_url: PIZZERIA_HOME,
            device: 'desktop',
            width: 1280,
            ...unavailable(reason),
          }),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByTestId('heatmap-preview-unavailable', {}, { timeout: 5000 })).toHaveTextContent(
        expected,
      );
    },
  };
}

/** No page to show (no Chromium configured and the page refuses framing): the reason, and the spots on the grid. */
export const PreviewUnavailable = previewUnavailable('screenshots_disabled', 'Chromium non impostato');

/** The reference server refuses the page: the client's domain resolves to an internal address. */
export const PreviewInternalAddress = previewUnavailable('internal_address', 'indirizzo interno o privato');

/** Too many new previews within the hour for this client (or Chromium busy): try again in a few minutes. */
export const PreviewRateLimited = previewUnavailable('rate_limited', 'riprova tra qualche minuto');

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/client/heatmap')] } },
};

/** A page with visits but no recorded clicks or scrolls for this device. */
export const NoData: Story = {
  parameters: {
    msw: {
      handlers: [
        apiStates.json('get', '/client/heatmap', {
          page_url: PIZZERIA_HOME,
          device: 'desktop',
          total_clicks: 0,
          grid: { columns: 20, row_height_px: 50 },
          cells: [],
          max_count: 0,
          page_height: 0,
          busiest_device: null,
          coverage: {
            site_clicks: 0,
            page_clicks: 0,
            without_position: 0,
            by_device: [
              { device: 'phone', clicks: 0 },
              { device: 'tablet', clicks: 0 },
              { device: 'desktop', clicks: 0 },
            ],
          },
          zones: [],
        } satisfies Heatmap),
        apiStates.json('get', '/client/scrollmap', {
          page_url: PIZZERIA_HOME,
          device: 'desktop',
          total_views: 0,
          bands: Array.from({ length: 10 }, (_, i) => ({ depth_percent: (i + 1) * 10, views: 0, percent: 0 })),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nessun click registrato su questa pagina per questo dispositivo.'),
    ).toBeInTheDocument();
  },
};

/** No pages with visits in the chosen range. */
export const NoPages: Story = {
  args: { pages: [] },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [apiStates.problem('get', '/client/heatmap', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle mappe di calore');
  },
};

/**
 * A page whose host, read as a browser reads it, is not the client's (`evil.example\@…`): the clicks are
 * drawn, but no page is framed behind them.
 */
export const PreviewRefused: Story = {
  args: { pages: ['https://evil.example\\@pizzeriadagennaro.it/'] },
  parameters: {
    msw: {
      handlers: [
        apiStates.json('get', '/client/heatmap', {
          page_url: 'https://evil.example\\@pizzeriadagennaro.it/',
          device: 'desktop',
          total_clicks: 9,
          grid: { columns: 20, row_height_px: 50 },
          cells: [
            { column: 4, row: 3, count: 6 },
            { column: 12, row: 9, count: 3 },
          ],
          max_count: 6,
          page_height: 900,
          busiest_device: 'desktop',
          coverage: {
            site_clicks: 12,
            page_clicks: 10,
            without_position: 1,
            by_device: [
              { device: 'phone', clicks: 0 },
              { device: 'tablet', clicks: 0 },
              { device: 'desktop', clicks: 9 },
            ],
          },
          zones: [
            { column: 4, row: 3, count: 6, element_text: 'Prenota un tavolo', element_clicks: 6 },
            { column: 12, row: 9, count: 3, element_text: null, element_clicks: 3 },
          ],
        } satisfies Heatmap),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('heatmap-overlay', {}, { timeout: 5000 });
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText(/Anteprima della pagina non disponibile/)).toBeInTheDocument();
    await expect(canvas.getByText(/non è sul dominio del cliente/)).toBeInTheDocument();
  },
};
