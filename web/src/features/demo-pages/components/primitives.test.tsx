import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CardList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoSection,
  DetailList,
  Gradient,
  PlanCard,
  SectionHeader,
  Stroke,
  Testimonial,
  TestimonialList,
  TextList,
  emailDetail,
  field,
  heroClasses,
  phoneDetail,
  sectionLook,
  telHref,
  twoDigits,
} from '.';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionHeader', () => {
  it('renders the eyebrow, an h2 with the given id and the intro, with the page classes', () => {
    render(
      <section aria-labelledby="s-servizi">
        <SectionHeader
          id="s-servizi"
          eyebrow="Servizi"
          title="Come posso aiutarti"
          intro="Percorsi su misura."
          className="head"
          classes={{ eyebrow: 'eyebrow' }}
        />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Come posso aiutarti' });
    expect(heading).toHaveAttribute('id', 's-servizi');
    expect(screen.getByRole('region', { name: 'Come posso aiutarti' })).toBeInTheDocument();
    expect(screen.getByText('Servizi')).toHaveClass('eyebrow');
    expect(heading.parentElement?.tagName).toBe('HEADER');
    expect(heading.parentElement).toHaveClass('head');
    expect(screen.getByText('Percorsi su misura.').tagName).toBe('P');
  });

  it('hides a decorative eyebrow from assistive technology and renders no empty paragraphs', () => {
    const { container } = render(<SectionHeader as="div" id="x" eyebrow="02" decorativeEyebrow title="Progetti" />);
    expect(screen.getByText('02')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});

describe('DetailList', () => {
  it('renders label and value pairs, linking the values that have an address', () => {
    render(
      <DetailList
        items={[
          { label: 'Studio', value: 'Via Roma 1, Bologna' },
          phoneDetail('Telefono', '+39 051 000 1234'),
          emailDetail('Email', 'ciao@studio.example'),
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Studio', 'Telefono', 'Email']);
    expect(screen.getByRole('link', { name: '+39 051 000 1234' })).toHaveAttribute('href', 'tel:+390510001234');
    expect(screen.getByRole('link', { name: 'ciao@studio.example' })).toHaveAttribute(
      'href',
      'mailto:ciao@studio.example',
    );
    expect(screen.queryByRole('link', { name: /Via Roma/ })).toBeNull();
  });

  it('derives the tel: address from a number as people write it', () => {
    expect(telHref('+39 06 9876 5400')).toBe('tel:+390698765400');
    expect(telHref('(02) 1234-5678')).toBe('tel:0212345678');
  });
});

describe('DemoForm', () => {
  const fields = [
    field.row(field.name('Nome e cognome'), field.email('Email')),
    field.phone('Telefono'),
    field.select('zona', 'Zona', ['Centro', 'Prati', 'Monti'], 'Prati'),
    field.choice('contratto', 'Contratto', ['Compra', 'Affitta']),
    field.message('Messaggio', { rows: 3 }),
  ];

  it('gives every control an accessible name and keeps the required fields required', () => {
    render(<DemoForm title="Scrivici" fields={fields} consent="Acconsento al trattamento dei dati." submit="Invia" />);
    const form = screen.getByRole('form', { name: 'Scrivici' });
    expect(within(form).getByRole('textbox', { name: 'Nome e cognome' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: 'Telefono' })).not.toBeRequired();
    expect(within(form).getByRole('combobox', { name: 'Zona' })).toHaveValue('Prati');
    const group = within(form).getByRole('group', { name: 'Contratto' });
    expect(within(group).getByRole('radio', { name: 'Compra' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Messaggio' })).toHaveAttribute('rows', '3');
    expect(within(form).getByRole('checkbox', { name: 'Acconsento al trattamento dei dati.' })).toBeRequired();
  });

  it('sends nothing on submit: it only logs', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(
      <DemoForm
        ariaLabel="Cerca un immobile"
        fields={[field.text('zona', 'Zona')]}
        submit="Cerca"
        logLabel="Ricerca immobili"
      />,
    );
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Cerca un immobile' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(info).toHaveBeenCalledWith('[demo] Ricerca immobili');
  });

  it('lays out rows and a radio wrapper only where the page asks for them', () => {
    const { container } = render(
      <DemoForm fields={fields} submit="Invia" classes={{ row: 'row', choices: 'chips' }} />,
    );
    expect(container.querySelectorAll('.row')).toHaveLength(1);
    expect(container.querySelectorAll('.row label')).toHaveLength(2);
    expect(container.querySelectorAll('.chips input[type="radio"]')).toHaveLength(2);
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
  });
});

describe('DemoFooter', () => {
  it('is the contentinfo landmark with the page content, then the legal data and the note', () => {
    render(
      <DemoFooter
        legal={{
          company: 'Aurelia Immobiliare S.r.l.',
          address: 'Via Cola di Rienzo 212, Roma',
          details: ['REA RM-1234567'],
        }}
        note="Sito dimostrativo."
        classes={{ inner: 'inner' }}
      >
        <p>Aurelia</p>
      </DemoFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.firstElementChild).toHaveClass('inner');
    expect(footer).toHaveTextContent(
      /Aurelia.*Aurelia Immobiliare S\.r\.l\..*Sede legale: Via Cola di Rienzo 212, Roma.*P\.IVA IT 01234567890.*REA RM-1234567.*Sito dimostrativo\./,
    );
  });
});

describe('PlanCard and DemoButton', () => {
  it('marks the featured plan with its badge and class, and names its button', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(
      <ul>
        <PlanCard
          name="Base"
          features={['1 utente']}
          cta="Ordina"
          ctaLabel="Ordina Base"
          classes={{ card: 'card', featuredCard: 'featured' }}
        >
          <p>9 €</p>
        </PlanCard>
        <PlanCard
          name="Plus"
          features={['5 utenti', 'Supporto']}
          cta="Ordina"
          ctaLabel="Ordina Plus"
          featured
          badge="Il più scelto"
          classes={{ card: 'card', featuredCard: 'featured' }}
        >
          <p>19 €</p>
        </PlanCard>
      </ul>,
    );
    const [base, plus] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('card'));
    expect(base).not.toHaveClass('featured');
    expect(plus).toHaveClass('featured');
    expect(within(plus!).getByText('Il più scelto')).toBeInTheDocument();
    expect(within(base!).queryByText('Il più scelto')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ordina Plus' }));
    expect(info).toHaveBeenCalledWith('[demo] Ordina Plus');
  });

  it('a demo button logs its label', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<DemoButton label="Prenota un tavolo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Prenota un tavolo' }));
    expect(info).toHaveBeenCalledWith('[demo] Prenota un tavolo');
  });
});

describe('Testimonial', () => {
  it('is a figure whose blockquote is captioned by its author', () => {
    render(<Testimonial quote="Un servizio impeccabile." caption="Chiara M." />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Un servizio impeccabile.').tagName).toBe('BLOCKQUOTE');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Chiara M.');
  });
});

describe('DemoSection', () => {
  it('is a region named by its h2, with the heading block, the aside inside it and the content after it', () => {
    const { container } = render(
      <DemoSection
        id="contatti"
        titleId="x-contatti"
        heading={{ eyebrow: 'Contatti', title: 'Scrivici', text: 'Rispondiamo in un giorno.' }}
        className="section"
        inner="inner"
        as="div"
        headClassName="head"
        classes={{ eyebrow: 'eyebrow' }}
        aside={<p>Via Roma 1</p>}
      >
        <p>Il modulo</p>
      </DemoSection>,
    );
    const region = screen.getByRole('region', { name: 'Scrivici' });
    expect(region).toHaveAttribute('id', 'contatti');
    expect(region).toHaveClass('section');
    expect(region.firstElementChild).toHaveClass('inner');
    const head = screen.getByRole('heading', { level: 2, name: 'Scrivici' }).parentElement;
    expect(head?.tagName).toBe('DIV');
    expect(head).toHaveClass('head');
    expect(screen.getByText('Contatti')).toHaveClass('eyebrow');
    expect(screen.getByText('Rispondiamo in un giorno.').tagName).toBe('P');
    expect(head).toContainElement(screen.getByText('Via Roma 1'));
    expect(head?.nextElementSibling?.textContent).toBe('Il modulo');
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('prefers the intro to the text and renders no wrapper when there is no inner class', () => {
    render(<DemoSection titleId="t" heading={{ title: 'Servizi', intro: 'Intro', text: 'Testo' }} />);
    const region = screen.getByRole('region', { name: 'Servizi' });
    expect(region.firstElementChild?.tagName).toBe('HEADER');
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.queryByText('Testo')).toBeNull();
  });
});

describe('CardList', () => {
  it('renders each card as a list item with its icon, h3 and text, and the page slots', () => {
    const { container } = render(
      <CardList
        items={[
          { title: 'Ansia', text: 'Percorsi brevi.', icon: 'leaf' },
          { title: 'Coppia', icon: 'hands' },
        ]}
        as="ol"
        className="grid"
        itemClassName="card"
        icon={(item) => <svg data-icon={item.icon} />}
        iconClassName="icon"
        before={(_, index) => <span>{index + 1}</span>}
        after={(item) => <small>{item.icon}</small>}
      />,
    );
    const list = container.querySelector('ol.grid');
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('card');
    expect(items[0]?.querySelector('.icon svg')).toHaveAttribute('data-icon', 'leaf');
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Ansia');
    expect(items[0]?.textContent).toBe('1AnsiaPercorsi brevi.leaf');
    expect(items[1]?.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('TextList', () => {
  it('renders the lines as list items, with an accessible name when given', () => {
    render(<TextList as="ol" className="chips" label="Temi" items={['Lavoro', 'Famiglia']} />);
    const list = screen.getByRole('list', { name: 'Temi' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('chips');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lavoro', 'Famiglia']);
  });
});

describe('heroClasses', () => {
  it('takes the hero classes named after the parts from the page module, with the page own names on top', () => {
    const styles = { eyebrow: 'e', lead: 'l', actions: 'a', primary: 'p', secondary: 's', badge: 'b', other: 'o' };
    expect(heroClasses(styles, { eyebrow: styles.badge })).toEqual({
      eyebrow: 'b',
      lead: 'l',
      actions: 'a',
      primary: 'p',
      secondary: 's',
    });
  });
});

describe('sectionLook', () => {
  it('reads the section, heading block and eyebrow classes from the page module, with the page own on top', () => {
    const styles = { section: 'sec', sectionHead: 'head', eyebrow: 'eb', band: 'band' };
    expect(sectionLook(styles)).toEqual({ className: 'sec', headClassName: 'head', classes: { eyebrow: 'eb' } });
    expect(sectionLook(styles, { className: styles.band, as: 'div' })).toMatchObject({ className: 'band', as: 'div' });
  });
});

describe('DemoSection slots', () => {
  it('draws the picture before the heading block and the ornament between title and intro', () => {
    const { container } = render(
      <DemoSection
        titleId="storia"
        heading={{ title: 'La storia', lead: 'Dal 1962.' }}
        before={<figure>Pergola</figure>}
        ornament={<hr />}
      />,
    );
    const section = container.querySelector('section');
    expect(section?.firstElementChild?.tagName).toBe('FIGURE');
    expect(screen.getByRole('heading', { level: 2 }).nextElementSibling?.tagName).toBe('HR');
    expect(screen.getByText('Dal 1962.')).toBeInTheDocument();
  });
});

describe('CardList markers', () => {
  it('numbers the cards in a hidden span and can wrap title and text in a body', () => {
    const { container } = render(
      <CardList
        items={[{ title: 'Ascolto', text: 'Il primo incontro.' }]}
        number={twoDigits}
        numberClassName="num"
        body="body"
      />,
    );
    expect(container.querySelector('.num')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.num')).toHaveTextContent('01');
    expect(container.querySelector('.body h3')).toHaveTextContent('Ascolto');
    expect(container.querySelector('.body p')).toHaveTextContent('Il primo incontro.');
  });
});

describe('TestimonialList', () => {
  it('renders one figure a quote, captioned and preceded by what the page draws', () => {
    render(
      <TestimonialList
        items={[{ quote: 'Mi ha aiutato molto.', author: 'Giulia', stars: 5 }]}
        className="quotes"
        itemClassName="quote"
        before={(item) => <span>{item.stars} stelle</span>}
        caption={(item) => <strong>{item.author}</strong>}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveClass('quote');
    expect(figure.parentElement).toHaveClass('quotes');
    expect(within(figure).getByText('Mi ha aiutato molto.').tagName).toBe('BLOCKQUOTE');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Giulia');
    expect(figure.firstElementChild).toHaveTextContent('5 stelle');
  });
});

describe('Stroke and Gradient', () => {
  it('draw a path with a stroke and no fill, and a two-stop gradient going down unless told', () => {
    const { container } = render(
      <svg>
        <defs>
          <Gradient id="sky" from="#fff" to="#000" />
        </defs>
        <Stroke d="M0 0h10" color="#123" width={2} cap="round" />
      </svg>,
    );
    const path = container.querySelector('path');
    expect(path).toHaveAttribute('fill', 'none');
    expect(path).toHaveAttribute('stroke', '#123');
    expect(path).toHaveAttribute('stroke-width', '2');
    expect(path).toHaveAttribute('stroke-linecap', 'round');
    expect(path).not.toHaveAttribute('stroke-linejoin');
    const gradient = container.querySelector('linearGradient');
    expect(gradient).toHaveAttribute('y2', '1');
    expect([...container.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'))).toEqual([
      '#fff',
      '#000',
    ]);
  });
});
