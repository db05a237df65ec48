/**
 * The law firm design (the demo page /template-studio-legale, the style picker's «Elegante e Autorevole»):
 * ivory paper, navy and brass, a classical serif, hairlines and roman numerals. Draws every section type:
 * services as numbered columns (or, when their items carry tags, as the grid of practice areas), the call
 * to action as the navy band, the team with arched initials, the contacts with the stylised map and, on
 * the demo page, the request form (a published page shows a contact card instead: it has no form).
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
import { initials, splitFigure } from '../primitives/text';
import { BrandLogo } from '../primitives/BrandLogo';
import { Picture } from '../primitives/Picture';
import type { Theme, ThemeViewProps } from '../types';
import { MapArt, Monogram, ScalesArt } from './illustrations';
import { classes as styles, css } from './StudioLegale.css';

const copy = {
  since: (year: number) => `dal ${year}`,
  scales: 'Illustrazione: la bilancia della giustizia tra colonne classiche',
  map: 'Mappa stilizzata della zona, con la posizione della sede',
  openMap: (place: string) => `Apri la mappa: ${place}`,
  topics: (title: string) => `Temi di ${title.toLowerCase()}`,
  address: 'Sede',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  email: 'Email',
  hours: 'Orari',
  form: {
    title: 'Richiesta di consulenza',
    name: 'Nome e cognome',
    email: 'Email',
    area: 'Area di interesse',
    message: 'Descrizione sintetica del caso',
    consent: 'Ho letto l’informativa sul trattamento dei dati personali e acconsento.',
    submit: 'Invia la richiesta',
  },
  card: 'Scriveteci o chiamateci',
};

const SECTIONS: readonly SiteSectionType[] = [
  'hero',
  'services',
  'menu',
  'about',
  'strengths',
  'cta',
  'team',
  'testimonials',
  'gallery',
  'faq',
  'hours',
  'contacts',
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const roman = (index: number) => ROMAN[index] ?? String(index + 1);

const look = sectionLook(styles);

type Props = Pick<ThemeViewProps, 'Action' | 'imageSources' | 'formSubmit'> & { content: SiteContent };

function Hero({ section, Action }: { section: SiteSectionOf<'hero'> } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  const facts = props.facts ?? [];
  return (
    <section id={section.id} className={styles.hero} aria-labelledby={`${section.id}-title`}>
      <div>
        {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
        <h1 id={`${section.id}-title`}>{props.title}</h1>
        {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className={styles.actions}>
            {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
            {props.secondary ? <Action className={styles.textLink} action={props.secondary} /> : null}
          </div>
        ) : null}
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact, index) => {
              const { value, label } = splitFigure(fact);
              return (
                <div key={index}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </div>
      <div className={styles.heroArt}>
        <ScalesArt label={copy.scales} />
      </div>
    </section>
  );
}

/** Services as numbered columns; with tags, the grid of practice areas. */
function Services({ section }: { section: SiteSectionOf<'services'> }) {
  const { props } = section;
  const practices = props.items.some((item) => item.tags && item.tags.length > 0);
  const items = props.items.map((item) => ({
    title: item.name,
    text: item.description,
    price: item.price,
    tags: item.tags ?? [],
  }));
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      {practices ? (
        <div className={styles.practices}>
          {items.map((item, index) => (
            <article key={index} className={styles.practice}>
              <h3>{item.title}</h3>
              {item.text !== undefined ? <p>{item.text}</p> : null}
              {item.price !== undefined ? <p className={styles.price}>{item.price}</p> : null}
              {item.tags.length > 0 ? <TextList label={copy.topics(item.title)} items={item.tags} /> : null}
            </article>
          ))}
        </div>
      ) : (
        <Numbered items={items} />
      )}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

function Numbered({
  items,
  numeral = (_, index) => roman(index),
}: {
  items: readonly { title: string; text?: string; price?: string }[];
  numeral?: (item: { title: string; year?: string }, index: number) => ReactNode;
}) {
  return (
    <CardList
      as="ol"
      className={styles.services}
      items={items}
      before={(item, index) => (
        <span className={styles.numeral} aria-hidden="true">
          {numeral(item, index)}
        </span>
      )}
      after={(item) => (item.price !== undefined ? <p className={styles.price}>{item.price}</p> : null)}
    />
  );
}

/** A menu as the practice grid: a card per course, its dishes as a price list. */
function Menu({ section }: { section: SiteSectionOf<'menu'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <div className={styles.menu}>
        {props.groups.map((group, index) => (
          <article key={index} className={styles.practice}>
            <h3>{group.title}</h3>
            {group.subtitle !== undefined ? <p>{group.subtitle}</p> : null}
            <ul className={styles.priceList}>
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <span>
                    {item.name}
                    {item.description !== undefined ? <small>{item.description}</small> : null}
                  </span>
                  {item.price !== undefined ? <span className={styles.price}>{item.price}</span> : null}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
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
        <Numbered items={milestones} numeral={(item, index) => item.year ?? roman(index)} />
      ) : null}
      {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
    </DemoSection>
  );
}

function Strengths({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <Numbered items={props.items} />
    </DemoSection>
  );
}

/** The call to action as the navy band, its points marked with a section sign. */
function Band({ section, Action }: { section: SiteSectionOf<'cta'> } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  return (
    <section id={section.id} className={styles.consultation} aria-labelledby={`${section.id}-title`}>
      <div className={styles.consultationInner}>
        <div>
          <h2 id={`${section.id}-title`}>{props.title}</h2>
          {props.text !== undefined ? <p>{props.text}</p> : null}
        </div>
        <div className={styles.consultationSide}>
          {props.points && props.points.length > 0 ? <TextList items={props.points} /> : null}
          <Action className={styles.brassButton} action={props.action} />
        </div>
      </div>
    </section>
  );
}

function Team({ section }: { section: SiteSectionOf<'team'> }) {
  const { props } = section;
  return (
    <section id={section.id} className={`${styles.section} ${styles.team}`} aria-labelledby={`${section.id}-title`}>
      {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
      <h2 id={`${section.id}-title`}>{props.title}</h2>
      {props.text !== undefined ? <p className={styles.teamIntro}>{props.text}</p> : null}
      <ul>
        {props.members.map((member, index) => (
          <li key={index}>
            <span className={styles.initials} aria-hidden="true">
              {initials(member.name)}
            </span>
            <div>
              <h3>{member.name}</h3>
              {member.role !== undefined ? <p className={styles.role}>{member.role}</p> : null}
              {member.bio !== undefined ? <p>{member.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      {...look}
      className={styles.testimonialsSection}
      inner={styles.section}
    >
      <TestimonialList
        className={styles.testimonials}
        items={props.items}
        caption={(item) => (
          <>
            <strong>{item.author}</strong>
            {item.source !== undefined ? <span>{item.source}</span> : null}
          </>
        )}
      />
    </DemoSection>
  );
}

function Gallery({ section, imageSources }: { section: SiteSectionOf<'gallery'> } & Pick<Props, 'imageSources'>) {
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

function HoursRows({ content }: { content: SiteContent }) {
  return (
    <>
      {(content.business.opening_hours ?? []).map((row, index) => (
        <span key={index} className={styles.hoursRow}>{`${row.days} ${row.hours}`}</span>
      ))}
    </>
  );
}

function Hours({ section, content }: { section: SiteSectionOf<'hours'>; content: SiteContent }) {
  const { props } = section;
  const rows = content.business.opening_hours ?? [];
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      {rows.length > 0 ? (
        <DetailList className={styles.contactList} items={rows.map((row) => ({ label: row.days, value: row.hours }))} />
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** The business's ways to be reached, as the contacts and the footer list them. */
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
    details.push({ label: copy.hours, value: <HoursRows content={content} /> });
  return details;
}

/** The areas a visitor may ask about: the practice areas (tagged services), else the services. */
function areasOf(sections: readonly SiteSection[]): string[] {
  const services = sections.filter((section): section is SiteSectionOf<'services'> => section.type === 'services');
  const practices = services.find((section) => section.props.items.some((item) => item.tags?.length));
  return (practices ?? services[0])?.props.items.map((item) => item.name) ?? [];
}

function Contacts({
  section,
  content,
  sections,
  Action,
  formSubmit,
}: { section: SiteSectionOf<'contacts'>; sections: readonly SiteSection[] } & Props) {
  const { props } = section;
  const { business } = content;
  const map = <MapArt label={copy.map} />;
  const areas = areasOf(sections);
  const fields: ThemeFormField[] = [
    { kind: 'input', name: 'name', label: copy.form.name, autoComplete: 'name', required: true },
    { kind: 'input', name: 'email', label: copy.form.email, type: 'email', autoComplete: 'email', required: true },
    ...(areas.length > 0
      ? [{ kind: 'select', name: 'area', label: copy.form.area, options: areas, defaultValue: areas[0] } as const]
      : []),
    { kind: 'textarea', name: 'message', label: copy.form.message, rows: 4 },
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
          <div className={styles.map}>
            {business.maps_url ? (
              <a href={business.maps_url} aria-label={copy.openMap(business.address ?? business.name)}>
                {map}
              </a>
            ) : (
              map
            )}
          </div>
        </>
      }
      {...look}
      className={`${styles.section} ${styles.contacts}`}
      as="div"
      classes={{ eyebrow: styles.eyebrow, intro: styles.contactIntro }}
      headClassName={undefined}
    >
      {formSubmit ? (
        <ThemeForm
          titleId={`${section.id}-form`}
          title={copy.form.title}
          fields={fields}
          consent={copy.form.consent}
          submit={copy.form.submit}
          onSubmit={formSubmit(copy.form.submit)}
          className={styles.form}
          classes={{ consent: styles.consent, submit: styles.primary }}
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

function brandTag(content: SiteContent): string | undefined {
  const { activity, founded } = content.business;
  const parts = [activity, founded !== undefined ? copy.since(founded) : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function View({ content, year, Action, imageSources, formSubmit }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const contacts = sectionOf(sections, 'contacts');
  const hero = sectionOf(sections, 'hero');
  const headerAction = contacts?.props.action ?? hero?.props.primary;
  const tag = brandTag(content);
  const monogram = <Monogram initials={initials(business.name)} />;
  const social = socialLine(business.social);
  const props: Props = { content, Action, imageSources, formSubmit };
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} mark={monogram} />
          <span className={styles.brandText}>
            <span>{business.name}</span>
            {tag !== undefined ? <small>{tag}</small> : null}
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
        case 'cta':
          return <Band key={section.id} section={section} Action={Action} />;
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
        case 'contacts':
          return <Contacts key={section.id} section={section} sections={sections} {...props} />;
        default:
          return null;
      }
    }),
    footer: (
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerBrand}>
            {monogram}
            <p>
              <strong>{business.name}</strong>
              {tag !== undefined ? (
                <>
                  <br />
                  {tag}
                </>
              ) : null}
            </p>
          </div>
          <DetailAddress items={contactDetails(content)} />
          {social ? <p className={styles.footerSocial}>{social}</p> : null}
          <LegalNote content={content} year={year} className={styles.legal} />
        </div>
      </footer>
    ),
  };
}

export const studioLegale: Theme = {
  id: 'studio-legale',
  label: 'Studio legale',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 70 },
    'hero.facts': { maxItems: 3 },
    'hero.facts[]': { maxLength: 40 },
    'services.items': { maxItems: 12 },
    'services.items[].tags': { maxItems: 4 },
    'cta.points': { maxItems: 4 },
    'team.members': { maxItems: 9 },
    'testimonials.items': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--ivory': tones.surface,
    '--paper': tones.surfaceAlt,
    '--paper-hover': tones.surface,
    '--navy': tones.primary,
    '--navy-2': tones.primaryStrong,
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--brass': tones.muted,
    '--brass-light': tones.accent,
    '--brass-hover': tones.accent,
    '--on-brass': tones.onAccent,
    '--on-navy': tones.onPrimary,
    '--on-navy-soft': tones.onPrimary,
    '--on-navy-muted': tones.onPrimary,
    '--on-navy-faint': tones.onPrimary,
    '--demo-nav-bg': tones.surface,
    '--demo-focus': tones.primary,
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
    ['accent', 'primary'],
    ['onAccent', 'accent'],
  ],
  View,
};
