import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Heatmap } from '@core/api';
import { CoverageNote } from './CoverageNote';

function heatmap(overrides: Partial<Heatmap>): Heatmap {
  return {
    page_url: 'https://pizzeria.it/',
    device: 'phone',
    total_clicks: 94,
    grid: { columns: 20, row_height_px: 50 },
    cells: [],
    max_count: 0,
    page_height: 1200,
    busiest_device: 'phone',
    coverage: {
      site_clicks: 327,
      page_clicks: 147,
      without_position: 12,
      by_device: [
        { device: 'phone', clicks: 94 },
        { device: 'tablet', clicks: 0 },
        { device: 'desktop', clicks: 41 },
      ],
    },
    zones: [],
    ...overrides,
  };
}

describe('CoverageNote', () => {
  it('says which clicks the map shows and where the others are', () => {
    render(<CoverageNote heatmap={heatmap({})} />);
    expect(screen.getByTestId('heatmap-coverage')).toHaveTextContent(
      'La mappa mostra 94 click su 327 del sito: quelli su questa pagina da smartphone. Gli altri: 180 su altre pagine; 41 da computer su questa pagina; 12 senza posizione (per esempio un link aperto con la tastiera), che nessuna mappa può disegnare.',
    );
  });

  it('says only what applies, and nothing for a site without clicks', () => {
    const { unmount } = render(
      <CoverageNote
        heatmap={heatmap({
          device: 'desktop',
          total_clicks: 5,
          coverage: {
            site_clicks: 5,
            page_clicks: 5,
            without_position: 0,
            by_device: [
              { device: 'phone', clicks: 0 },
              { device: 'tablet', clicks: 0 },
              { device: 'desktop', clicks: 5 },
            ],
          },
        })}
      />,
    );
    expect(screen.getByTestId('heatmap-coverage')).toHaveTextContent(
      /^La mappa mostra 5 click su 5 del sito: quelli su questa pagina da computer\.$/,
    );
    unmount();
    render(
      <CoverageNote
        heatmap={heatmap({
          total_clicks: 0,
          coverage: {
            site_clicks: 0,
            page_clicks: 0,
            without_position: 0,
            by_device: heatmap({}).coverage.by_device.map((row) => ({ ...row, clicks: 0 })),
          },
        })}
      />,
    );
    expect(screen.queryByTestId('heatmap-coverage')).toBeNull();
  });
});
