/**
 * The consulting firm design (the demo page /stile1): a Swiss sans, indigo and teal on cool white, cards on a
 * hairline grid, a dark band of figures. Draws every section type: the hero with its growth chart, the
 * highlighted result and the clients' names; services as icon cards; strengths as large figures with the
 * method's numbered steps; testimonials with initials; contacts with, on the demo page, the request form
 * (a published page shows a contact card instead: it has no form).
 */
import type { ReactNode } from 'react';
import type { SiteContent, SiteSection, SiteSectionOf, SiteSectionType } from '@core/api';
import type { PaletteTones } from '@core/sites';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { CardList } from '../primitives/CardList';
import { DemoSection, sectionLook } from '../primitives/DemoSection';
import { DetailAddress, DetailList, type Detail } from '../primitives/DetailList';
import { LegalNote } from '../primitives/LegalNote';
import { TestimonialList } from '../primitives/Testimonial';
import { TextList } from '../primitives/TextList';
import { ThemeForm, type ThemeFormField } from '../primitives/ThemeForm';
import { navLinks, sectionOf, socialLine, visibleSections } from '../primitives/content';
import { initials } from '../primitives/text';
import { BrandLogo } from '../primitives/BrandLogo';
import { Picture } from '../primitives/Picture';
import type { Theme, ThemeViewProps } from '../types';
import { GrowthChart, Icon, Logo } from './illustrations';
import { classes as styles, css } from './Consulting.css';

const copy = {
  chart: 'Grafico: ricavi trimestrali in crescita e margine operativo in aumento',
  address: 'Sede',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  email: 'Email',
  pec: 'PEC',
  hours: 'Orari',
  pageLinks: 'In questa pagina',
  form: {
    title: 'Richiedi un contatto',
    name: 'Nome e cognome',
    company: 'Azienda',
    email: 'Email aziendale',
    size: 'Dipendenti',
    sizes: ['Fino a 10', '11-50', '51-250', 'Oltre 250'],
    topic: 'Di cosa vorreste parlare?',
    consent: 'Acconsento al trattamento dei dati secondo l’informativa privacy.',
    submit: 'Invia la richiesta',
  },
  card: 'Parliamone',
};

const SECTIONS: readonly SiteSectionType[] = [
  'hero',
  'services',
  'menu',
  'about',
  'strengths',
  'team',
  'testimonials',
  'gallery',
  'faq',
  'hours',
  'cta',
  'contacts',
];

const look = sectionLook(styles);

function Hero({ section, Action }: { section: SiteSectionOf<'hero'> } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  const { highlight, clients } = props;
  return (
    <section id={section.id} className={styles.hero} aria-labelledby={`${section.id}-title`}>
      <div className={styles.heroInner}>
        <div>
          {props.eyebrow !== undefined ? <p className={styles.badge}>{props.eyebrow}</p> : null}
          <h1 id={`${section.id}-title`}>{props.title}</h1>
          {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
          {props.primary || props.secondary ? (
            <div className={styles.actions}>
              {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
              {props.secondary ? (
                <Action className={styles.secondary} action={props.secondary} label={`${props.secondary.label} →`} />
              ) : null}
            </div>
          ) : null}
          {props.facts && props.facts.length > 0 ? <TextList className={styles.facts} items={props.facts} /> : null}
        </div>
        <div className={styles.heroVisual}>
          <GrowthChart label={copy.chart} />
          {highlight ? (
            <p className={styles.floatCard}>
              {highlight.label !== undefined ? <span>{highlight.label}</span> : null}
              <strong>{highlight.value}</strong>
              {highlight.note !== undefined ? <small>{highlight.note}</small> : null}
            </p>
          ) : null}
        </div>
      </div>
      {clients ? (
        <div className={styles.clients}>
          <p>{clients.title}</p>
          <TextList items={clients.names} />
        </div>
      ) : null}
    </section>
  );
}

function Services({ section }: { section: SiteSectionOf<'services'> }) {
  const { props } = section;
  const items = props.items.map((item) => ({ ...item, title: item.name, text: item.description }));
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <CardList
        className={styles.services}
        items={items}
        icon={(_, index) => <Icon index={index} />}
        iconClassName={styles.icon}
        after={(item) => (
          <>
            {item.price !== undefined ? <p className={styles.price}>{item.price}</p> : null}
            {item.tags && item.tags.length > 0 ? <TextList className={styles.tags} items={item.tags} /> : null}
          </>
        )}
      />
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** A menu as the service cards: a card per course, its dishes as a price list. */
function Menu({ section }: { section: SiteSectionOf<'menu'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={`${styles.services} ${styles.menuGrid}`}>
        {props.groups.map((group, index) => (
          <li key={index}>
            <h3>{group.title}</h3>
            {group.subtitle !== undefined ? <p>{group.subtitle}</p> : null}
            <ul className={styles.priceList}>
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <span>
                    {item.name}
                    {item.description !== undefined ? <small>{item.description}</small> : null}
                  </span>
                  {item.price !== undefined ? <strong>{item.price}</strong> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {props.highlight ? (
        <p className={styles.note}>
          <strong>{props.highlight.title}</strong>
          {[props.highlight.text, props.highlight.price, props.highlight.note]
            .filter((part) => part !== undefined)
            .map((part) => ` · ${part}`)
            .join('')}
        </p>
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

function About({ section }: { section: SiteSectionOf<'about'> }) {
  const { props } = section;
  const [first, ...more] = props.paragraphs;
  const milestones = props.milestones ?? [];
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title, text: first }}
      {...look}
    >
      {more.length > 0 ? (
        <div className={styles.prose}>
          {more.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {milestones.length > 0 ? (
        <CardList
          as="ol"
          className={styles.services}
          items={milestones}
          before={(milestone) =>
            milestone.year !== undefined ? <p className={styles.year}>{milestone.year}</p> : null
          }
        />
      ) : null}
      {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
    </DemoSection>
  );
}

/** Strengths as the dark band of figures, with the method's steps after them. */
function Strengths({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      {...look}
      className={styles.benefitsSection}
      inner={styles.section}
    >
      <CardList
        className={styles.benefits}
        items={props.items}
        before={(item) => (item.value !== undefined ? <p className={styles.benefitValue}>{item.value}</p> : null)}
      />
      {props.method ? (
        <div className={styles.method}>
          <h3>{props.method.title}</h3>
          <TextList as="ol" items={props.method.steps} />
        </div>
      ) : null}
    </DemoSection>
  );
}

function Team({ section }: { section: SiteSectionOf<'team'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.services}>
        {props.members.map((member, index) => (
          <li key={index} className={styles.member}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3>{member.name}</h3>
            {member.role !== undefined ? <p className={styles.role}>{member.role}</p> : null}
            {member.bio !== undefined ? <p>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Testimonials({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <TestimonialList
        className={styles.testimonials}
        items={props.items}
        caption={(item) => (
          <>
            <span className={styles.avatar} aria-hidden="true">
              {initials(item.author)}
            </span>
            <span>
              <strong>{item.author}</strong>
              {item.source !== undefined ? (
                <>
                  <br />
                  {item.source}
                </>
              ) : null}
            </span>
          </>
        )}
      />
    </DemoSection>
  );
}

function Gallery({
  section,
  imageSources,
}: { section: SiteSectionOf<'gallery'> } & Pick<ThemeViewProps, 'imageSources'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.gallery}>
        {props.images.map((item, index) => (
          <li key={index}>
            <figure>
              <Picture image={item.image} sources={imageSources} sizes="(max-width: 760px) 100vw, 33vw" />
              {item.caption !== undefined ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Faq({ section }: { section: SiteSectionOf<'faq'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <div className={styles.faq}>
        {props.items.map((item, index) => (
          <details key={index}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </DemoSection>
  );
}

function Hours({ section, content }: { section: SiteSectionOf<'hours'>; content: SiteContent }) {
  const { props } = section;
  const rows = content.business.opening_hours ?? [];
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      {rows.length > 0 ? (
        <DetailList
          className={`${styles.contactList} ${styles.hours}`}
          items={rows.map((row) => ({ label: row.days, value: row.hours }))}
        />
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** The call to action as the dark band. */
function Band({ section, Action }: { section: SiteSectionOf<'cta'> } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  return (
    <section id={section.id} className={styles.benefitsSection} aria-labelledby={`${section.id}-title`}>
      <div className={`${styles.section} ${styles.band}`}>
        <div className={styles.sectionHead}>
          <h2 id={`${section.id}-title`}>{props.title}</h2>
          {props.text !== undefined ? <p>{props.text}</p> : null}
        </div>
        <div className={styles.bandSide}>
          {props.points && props.points.length > 0 ? <TextList items={props.points} /> : null}
          <Action className={styles.primary} action={props.action} />
        </div>
      </div>
    </section>
  );
}

function contactDetails(content: SiteContent): Detail[] {
  const { business } = content;
  const details: Detail[] = [];
  if (business.address !== undefined) details.push({ label: copy.address, value: business.address });
  if (business.phone)
    details.push({ label: copy.phone, value: business.phone.display, href: `tel:${business.phone.e164}` });
  if (business.whatsapp)
    details.push({
      label: copy.whatsapp,
      value: business.whatsapp.display,
      href: `https://wa.me/${business.whatsapp.e164.slice(1)}`,
    });
  if (business.email !== undefined)
    details.push({ label: copy.email, value: business.email, href: `mailto:${business.email}` });
  if (business.opening_hours && business.opening_hours.length > 0)
    details.push({
      label: copy.hours,
      value: business.opening_hours.map((row, index) => (
        <span key={index} className={styles.hoursRow}>{`${row.days} ${row.hours}`}</span>
      )),
    });
  return details;
}

function Contacts({
  section,
  content,
  Action,
  formSubmit,
}: { section: SiteSectionOf<'contacts'>; content: SiteContent } & Pick<ThemeViewProps, 'Action' | 'formSubmit'>) {
  const { props } = section;
  const { form } = copy;
  const fields: ThemeFormField[] = [
    {
      kind: 'row',
      fields: [
        { kind: 'input', name: 'name', label: form.name, autoComplete: 'name', required: true },
        { kind: 'input', name: 'company', label: form.company, autoComplete: 'organization', required: true },
      ],
    },
    {
      kind: 'row',
      fields: [
        { kind: 'input', name: 'email', label: form.email, type: 'email', autoComplete: 'email', required: true },
        { kind: 'select', name: 'size', label: form.size, options: form.sizes, defaultValue: form.sizes[1] },
      ],
    },
    { kind: 'textarea', name: 'topic', label: form.topic, rows: 3 },
  ];
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      aside={
        <>
          <DetailList className={styles.contactList} items={contactDetails(content)} />
          {props.directions !== undefined ? <p className={styles.contactIntro}>{props.directions}</p> : null}
        </>
      }
      {...look}
      className={styles.contactsSection}
      inner={`${styles.section} ${styles.contacts}`}
      as="div"
      classes={{ eyebrow: styles.eyebrow, intro: styles.contactIntro }}
      headClassName={undefined}
    >
      {formSubmit ? (
        <ThemeForm
          titleId={`${section.id}-form`}
          title={form.title}
          fields={fields}
          consent={form.consent}
          submit={form.submit}
          onSubmit={formSubmit(form.submit)}
          className={styles.form}
          classes={{ row: styles.formRow, consent: styles.consent, submit: styles.primary }}
        />
      ) : props.action ? (
        <div className={`${styles.form} ${styles.card}`}>
          <p className={styles.cardTitle}>{copy.card}</p>
          <Action className={styles.primary} action={props.action} />
        </div>
      ) : null}
    </DemoSection>
  );
}

/** «Vertice consulting»: the first word, then the rest in the signal colour (after a space in the footer). */
function BrandName({ name, spaced = false }: { name: string; spaced?: boolean }) {
  const space = name.indexOf(' ');
  if (space === -1) return <>{name}</>;
  return (
    <>
      {name.slice(0, space)}
      {spaced ? ' ' : null}
      <span>{name.slice(space + 1)}</span>
    </>
  );
}

function FooterLinks({ sections }: { sections: readonly SiteSection[] }) {
  const links = navLinks(sections);
  const services = sectionOf(sections, 'services');
  const columns: { title: string; links: { href: string; label: ReactNode }[] }[] = [];
  if (services)
    columns.push({
      title: services.label ?? services.props.title,
      links: services.props.items.slice(0, 4).map((item) => ({ href: `#${services.id}`, label: item.name })),
    });
  if (links.length > 0)
    columns.push({
      title: copy.pageLinks,
      links: links.map((link) => ({ href: `#${link.id}`, label: link.label })),
    });
  return (
    <>
      {columns.map((column, index) => (
        <nav key={index} aria-label={column.title}>
          <h2>{column.title}</h2>
          <ul>
            {column.links.map((link, linkIndex) => (
              <li key={linkIndex}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

function View({ content, year, Action, imageSources, formSubmit }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const contacts = sectionOf(sections, 'contacts');
  const hero = sectionOf(sections, 'hero');
  const headerAction = contacts?.props.action ?? hero?.props.primary;
  const social = socialLine(business.social);
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} mark={<Logo />} />
          <span className={styles.brandText}>
            <BrandName name={business.name} />
          </span>
        </>
      ),
      links: navLinks(sections),
      action: headerAction ? <Action className={styles.headerButton} action={headerAction} /> : undefined,
      classes: {},
    },
    main: sections.map((section) => {
      switch (section.type) {
        case 'hero':
          return <Hero key={section.id} section={section} Action={Action} />;
        case 'services':
          return <Services key={section.id} section={section} />;
        case 'menu':
          return <Menu key={section.id} section={section} />;
        case 'about':
          return <About key={section.id} section={section} />;
        case 'strengths':
          return <Strengths key={section.id} section={section} />;
        case 'team':
          return <Team key={section.id} section={section} />;
        case 'testimonials':
          return <Testimonials key={section.id} section={section} />;
        case 'gallery':
          return <Gallery key={section.id} section={section} imageSources={imageSources} />;
        case 'faq':
          return <Faq key={section.id} section={section} />;
        case 'hours':
          return <Hours key={section.id} section={section} content={content} />;
        case 'cta':
          return <Band key={section.id} section={section} Action={Action} />;
        case 'contacts':
          return (
            <Contacts key={section.id} section={section} content={content} Action={Action} formSubmit={formSubmit} />
          );
        default:
          return null;
      }
    }),
    footer: (
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div>
            <p className={styles.footerBrand}>
              <Logo /> <BrandName name={business.name} spaced />
            </p>
            {business.activity !== undefined ? <p>{business.activity}</p> : null}
            <DetailAddress items={contactDetails(content)} />
            {social ? <p>{social}</p> : null}
          </div>
          <FooterLinks sections={sections} />
          <LegalNote content={content} year={year} className={styles.legal} />
        </div>
      </footer>
    ),
  };
}

export const consulenza: Theme = {
  id: 'consulenza',
  label: 'Società di consulenza',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 60 },
    'hero.clients.names': { maxItems: 8 },
    'services.items': { maxItems: 12 },
    'strengths.items': { maxItems: 8 },
    'strengths.items[].value': { maxLength: 10 },
    'strengths.method.steps': { maxItems: 4 },
    'testimonials.items': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--card': tones.surface,
    '--surface': tones.surfaceAlt,
    '--glow': tones.surfaceAlt,
    '--glow-2': tones.surfaceAlt,
    '--icon-bg': tones.surfaceAlt,
    '--indigo': tones.primary,
    '--indigo-dark': tones.primaryStrong,
    '--on-indigo': tones.onPrimary,
    '--teal': tones.primary,
    '--chart-teal': tones.primary,
    '--teal-bright': tones.accent,
    '--on-teal': tones.onAccent,
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--ink-muted': tones.muted,
    '--band': tones.primaryStrong,
    '--footer-bg': tones.primaryStrong,
    '--on-band': tones.onPrimary,
    '--on-band-soft': tones.onPrimary,
    '--on-band-faint': tones.onPrimary,
    '--demo-nav-bg': tones.surface,
  }),
  textPairs: [
    ['ink', 'surface'],
    ['ink', 'surfaceAlt'],
    ['muted', 'surface'],
    ['muted', 'surfaceAlt'],
    ['primary', 'surface'],
    ['primary', 'surfaceAlt'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryStrong'],
    ['accent', 'primaryStrong'],
    ['onAccent', 'accent'],
  ],
  View,
};
