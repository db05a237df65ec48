import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comparedStats, timeseries } from '../testing/fixtures';
import { TrafficChart } from './TrafficChart';

describe('TrafficChart', () => {
  it('names the drawing with a summary and offers the figures as a table', async () => {
    render(<TrafficChart timeseries={timeseries} />);
    const chart = screen.getByRole('img');
    const peak = timeseries.reduce((best, day) => (day.page_views > best.page_views ? day : best));
    expect(chart).toHaveAccessibleName(expect.stringContaining('21 giorni'));
    expect(chart.querySelectorAll('rect')).toHaveLength(timeseries.length);
    expect(chart).toHaveAccessibleName(expect.stringContaining(`con ${peak.page_views}`));

    await userEvent.click(screen.getByText('Mostra i dati in tabella'));
    const table = screen.getByRole('table', { name: 'Visualizzazioni e visitatori unici per giorno' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(timeseries.length + 1);
    expect(rows[1]).toHaveTextContent(
      `domenica 1 novembre 2026${timeseries[0]!.page_views}${timeseries[0]!.unique_visitors}`,
    );
  });

  it('says so when the range has no data', () => {
    render(
      <TrafficChart
        timeseries={[{ date: '2026-11-01', page_views: 0, unique_visitors: 0, clicks: 0, conversions: 0 }]}
      />,
    );
    expect(screen.getByText('Nessun dato nel periodo selezionato')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('overlays the period before on request, day by day, in the drawing, the summary and the table', async () => {
    const user = userEvent.setup();
    render(<TrafficChart timeseries={comparedStats.timeseries} previous={comparedStats.previous} />);
    expect(screen.queryByTestId('chart-previous')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Confronta con il periodo precedente' }));
    const path = screen.getByTestId('chart-previous').getAttribute('d')!;
    expect(path.match(/[ML]/g)).toHaveLength(comparedStats.timeseries.length);
    const before = comparedStats.previous!;
    expect(screen.getByRole('img')).toHaveAccessibleName(
      expect.stringContaining(`Nel periodo precedente (dal 11 ott 2026 al 31 ott 2026): ${before.total_page_views}`),
    );
    await user.click(screen.getByText('Mostra i dati in tabella'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Visualizzazioni, periodo precedente');
    expect(rows[1]).toHaveTextContent(new RegExp(`${before.timeseries[0]!.page_views}$`));
  });

  it('offers no comparison without a period before', () => {
    render(<TrafficChart timeseries={timeseries} previous={null} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
