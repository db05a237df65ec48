import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comparedStats, emptyStats } from '../testing/fixtures';
import { AudiencePanels } from './AudiencePanels';

describe('AudiencePanels', () => {
  it('shows channels, sources and campaigns with Italian labels', () => {
    render(<AudiencePanels stats={comparedStats} />);
    const sources = screen.getByRole('region', { name: 'Da dove arrivano' });
    const channels = within(sources).getByRole('list', { name: 'Canali' });
    const rows = within(channels).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Motore di ricerca50% dei visitatori50 visitatori',
      'Social network25% dei visitatori25 visitatori',
      'Diretto20% dei visitatori20 visitatori',
      'E-mail5% dei visitatori5 visitatori',
    ]);
    const top = within(sources).getByRole('list', { name: 'Fonti principali' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('GoogleMotore di ricerca46 visitatori');
    // A source without a name is its channel: «Diretto», «E-mail».
    expect(within(top).getAllByRole('listitem')[1]).toHaveTextContent(/^Diretto20 visitatori$/);
    expect(within(sources).getByRole('list', { name: 'Campagne' })).toHaveTextContent('menu-di-pasqua7 visitatori');
  });

  it('shows devices with their shares', () => {
    render(<AudiencePanels stats={comparedStats} />);
    const devices = screen.getByRole('region', { name: 'Dispositivi' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Telefono68%68 visitatori',
      'Tablet7%7 visitatori',
      'Computer25%25 visitatori',
    ]);
  });

  it('shows the contacts in total and by kind, each with its change', () => {
    render(<AudiencePanels stats={comparedStats} />);
    const contacts = screen.getByRole('region', { name: 'Contatti dalla pagina' });
    expect(within(contacts).getByTestId('contacts-total')).toHaveTextContent('18');
    expect(within(contacts).getByTestId('contacts-total').parentElement).toHaveTextContent(
      'Contatti in totale18+50%+50% rispetto ai 21 giorni precedenti',
    );
    const kinds = within(within(contacts).getByRole('list', { name: 'Contatti per tipo' })).getAllByRole('listitem');
    expect(kinds[0]).toHaveTextContent(/^Chiamata9\+50%/);
    expect(kinds[1]).toHaveTextContent(/^WhatsApp6\+100%/);
    expect(kinds[2]).toHaveTextContent(/^E-mail1\u221250%/);
    expect(kinds[3]).toHaveTextContent(/^Indicazioni2—/);
    expect(kinds[4]).toHaveTextContent(/^Modulo0\u2212100%/);
  });

  it('says so when the period has no visits, and shows contacts at 0 with «—»', () => {
    render(<AudiencePanels stats={emptyStats} />);
    expect(within(screen.getByRole('region', { name: 'Da dove arrivano' })).getByText(/Nessuna visita/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Dispositivi' })).getByText(/Nessuna visita/)).toBeVisible();
    const contacts = screen.getByRole('region', { name: 'Contatti dalla pagina' });
    expect(within(contacts).getByTestId('contacts-total')).toHaveTextContent('0');
    expect(within(contacts).getAllByText('—')).toHaveLength(6);
  });
});
