import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoLayout, LegalFooterNote, PLACEHOLDER_VAT, SectionNav, logOnly, logOnlySubmit } from '.';

const LINKS = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'contatti', label: 'Contatti' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SectionNav', () => {
  it('renders a banner with the brand linking to the top and one anchor link per section', () => {
    render(<SectionNav brand="Studio Rossi" links={LINKS} action={<button type="button">Prenota</button>} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Studio Rossi' })).toHaveAttribute('href', '#top');
    const nav = within(banner).getByRole('navigation', { name: 'Sezioni della pagina' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Servizi', '#servizi'],
      ['Contatti', '#contatti'],
    ]);
    expect(within(banner).getByRole('button', { name: 'Prenota' })).toBeInTheDocument();
  });

  it('marks the link of the first section crossing the reading band', () => {
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    render(
      <>
        <SectionNav brand="Studio Rossi" links={LINKS} />
        <section id="servizi" />
        <section id="contatti" />
      </>,
    );
    expect(observed.map((element) => element.id)).toEqual(['servizi', 'contatti']);
    const servizi = screen.getByRole('link', { name: 'Servizi' });
    const contatti = screen.getByRole('link', { name: 'Contatti' });
    expect(servizi).not.toHaveAttribute('data-active');

    act(() => report([{ target: observed[1]!, isIntersecting: true }]));
    expect(contatti).toHaveAttribute('data-active', 'true');
    expect(servizi).not.toHaveAttribute('data-active');

    act(() => report([{ target: observed[0]!, isIntersecting: true }]));
    expect(servizi).toHaveAttribute('data-active', 'true');
    expect(contatti).not.toHaveAttribute('data-active');
  });
});

describe('DemoLayout', () => {
  it('frames the page: skip link, header, main, footer and the floating link to the home page prices', () => {
    render(
      <MemoryRouter initialEntries={['/stile1']}>
        <DemoLayout
          meta={{ title: 'Vertice' }}
          nav={{ brand: 'Vertice', links: LINKS }}
          footer={<footer>Piè di pagina</footer>}
        >
          <h1>Titolo</h1>
        </DemoLayout>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Vertice');
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveAttribute('href', '#contenuto');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenuto');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Titolo' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Piè di pagina');
    expect(screen.getByTestId('create-landing')).toHaveAttribute('href', '/#prezzi');
  });
});

describe('LegalFooterNote', () => {
  it('shows company, registered office, the placeholder VAT number and further details', () => {
    render(
      <LegalFooterNote
        company="Verdeterra S.r.l."
        address="Via dei Mille 8, Bologna"
        details={['REA BO-0000000']}
        year={2026}
      />,
    );
    const note = screen.getByText(/Verdeterra S\.r\.l\./).closest('p')!;
    expect(note.textContent).toContain('© 2026 Verdeterra S.r.l.');
    expect(note.textContent).toContain('Sede legale: Via dei Mille 8, Bologna');
    expect(note.textContent).toContain(`P.IVA ${PLACEHOLDER_VAT}`);
    expect(note.textContent).toContain('REA BO-0000000');
  });

  it('uses the VAT number it is given', () => {
    render(<LegalFooterNote company="Studio" address="Milano" vatNumber="IT 99999999999" />);
    expect(screen.getByText(/P\.IVA IT 99999999999/)).toBeInTheDocument();
  });
});

describe('logOnly and logOnlySubmit', () => {
  it('logs the label and does nothing else', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(
      <button type="button" onClick={logOnly('Prenota consulenza')}>
        Prenota
      </button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(info).toHaveBeenCalledWith('[demo] Prenota consulenza');
  });

  it('stops a demo form from submitting and logs the label', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(
      <form aria-label="Contatti" onSubmit={logOnlySubmit('Modulo contatti')}>
        <button type="submit">Invia</button>
      </form>,
    );
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Contatti' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(info).toHaveBeenCalledWith('[demo] Modulo contatti');
  });
});
