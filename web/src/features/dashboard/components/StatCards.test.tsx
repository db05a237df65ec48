import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comparedStats, emptyStats } from '../testing/fixtures';
import { StatCards } from './StatCards';

function card(label: string) {
  return screen.getByText(label, { selector: 'p' }).closest('li')!;
}

describe('StatCards', () => {
  it('shows each change against the period before, spoken as a sentence', () => {
    render(<StatCards stats={comparedStats} />);
    expect(within(card('Visualizzazioni Totali')).getByText('+12%')).toBeInTheDocument();
    expect(
      within(card('Visualizzazioni Totali')).getByText('+12% rispetto ai 21 giorni precedenti'),
    ).toBeInTheDocument();
    expect(within(card('Visitatori Unici')).getByText('\u22125%')).toBeInTheDocument();
    // 0 clicks before: nothing to compare with.
    expect(within(card('Click Totali')).getByText('—')).toBeInTheDocument();
    expect(
      within(card('Click Totali')).getByText('nessun confronto: il periodo precedente non ha dati'),
    ).toBeInTheDocument();
    expect(within(card('Conversioni')).getByText('\u221225%')).toBeInTheDocument();
    expect(screen.getByText(/Le variazioni sono rispetto ai 21 giorni precedenti/)).toBeInTheDocument();
  });

  it('shows «—» everywhere and says how to compare when there is no period before', () => {
    render(<StatCards stats={emptyStats} />);
    expect(screen.getAllByText('—')).toHaveLength(4);
    expect(screen.getByText(/Scegli un periodo, per esempio «Ultimi 30 giorni»/)).toBeInTheDocument();
  });

  it('opens and closes each explanation from the keyboard', async () => {
    const user = userEvent.setup();
    render(<StatCards stats={comparedStats} />);
    const button = screen.getByRole('button', { name: 'Visitatori Unici: che cosa significa?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/persone diverse/)).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/persone diverse/)).toBeVisible();
    expect(screen.getByText(/uguale alle visualizzazioni/)).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByText(/persone diverse/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversioni: che cosa significa?' }));
    expect(screen.getByText(/Contatti dalla pagina/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /che cosa significa\?$/ })).toHaveLength(4);
  });
});
