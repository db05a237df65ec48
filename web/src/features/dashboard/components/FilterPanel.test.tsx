import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';

// 23:30 UTC on 26 November is already the 27th in Rome.
const now = () => Date.parse('2026-11-26T23:30:00Z');

function renderPanel() {
  const onApply = vi.fn();
  const user = userEvent.setup();
  render(<FilterPanel shownRange={null} onApply={onApply} onExport={() => {}} exporting={false} now={now} />);
  return { onApply, user };
}

describe('FilterPanel presets', () => {
  it('fills Data Inizio and Data Fine with Rome days, and applies only on Applica Filtri', async () => {
    const { onApply, user } = renderPanel();
    const cases: [string, string, string][] = [
      ['Oggi', '2026-11-27', '2026-11-27'],
      ['Ultimi 7 giorni', '2026-11-21', '2026-11-27'],
      ['Ultimi 30 giorni', '2026-10-29', '2026-11-27'],
      ['Questo mese', '2026-11-01', '2026-11-27'],
      ['Mese scorso', '2026-10-01', '2026-10-31'],
    ];
    for (const [name, start, end] of cases) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByLabelText('Data Inizio')).toHaveValue(start);
      expect(screen.getByLabelText('Data Fine')).toHaveValue(end);
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenCalledWith({ start_date: '2026-10-01', end_date: '2026-10-31' });
  });

  it('unmarks the preset when a date is typed by hand', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Ultimi 7 giorni' }));
    await user.clear(screen.getByLabelText('Data Inizio'));
    await user.type(screen.getByLabelText('Data Inizio'), '2026-11-20');
    expect(screen.getByRole('button', { name: 'Ultimi 7 giorni' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Periodi rapidi' })).toHaveAccessibleDescription(
      'Un periodo rapido compila le date: premi «Applica Filtri» per vederlo.',
    );
  });
});
