/**
 * The psychologist design (the demo page /template-psicologo, the style picker's «Sereno e Professionale»):
 * warm cream paper, sage and terracotta, humanist type, rounded white cards. Draws every section type:
 * hero with the illustrated portrait (or the uploaded photo), services as icon cards, the about section as
 * the sage band of numbered steps with the signed quote, strengths as a band of figures, testimonials,
 * FAQ, contacts (with the demo's form on the demo page, the opening hours' card on a published one), and
 * menu, team, gallery, hours and closing call to action in the same look.
 */
import type { SiteContent, SiteSectionOf, SiteSectionType } from '@core/api';
import { luminance } from '@core/sites/colour';
import type { PaletteTones } from '@core/sites/palette';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { contactDetails, type ContactLabels } from '../primitives/contactDetails';
import { navLinks, sectionOf, socialLine, visibleSections } from '../primitives/content';
import { DemoSection, sectionLook } from '../primitives/DemoSection';
import { DetailAddress, DetailList } from '../primitives/DetailList';
import { HoursTable } from '../primitives/HoursTable';
import { LegalNote } from '../primitives/LegalNote';
import { MenuGroups } from '../primitives/MenuGroups';
import { Picture } from '../primitives/Picture';
import { TestimonialList } from '../primitives/Testimonial';
import { TextList } from '../primitives/TextList';
import { ThemeForm } from '../primitives/ThemeForm';
import { BrandLogo } from '../primitives/BrandLogo';
import type { Theme, ThemeViewProps } from '../types';
import { Logo, Portrait, ServiceIcon } from './illustrations';
import { classes as styles, css } from './Psicologo.css';

const copy = {
  portrait: 'Ritratto illustrato, tra foglie e colori tenui',
  contacts: {
    address: 'Studio',
    phone: 'Telefono',
    whatsapp: 'WhatsApp',
    phoneAndWhatsapp: 'Telefono e WhatsApp',
    email: 'Email',
    pec: 'PEC',
    hours: 'Orari',
  } satisfies ContactLabels,
  hoursTitle: 'Orari',
  intensity: (level: number) => `Intensità ${level}/5`,
  form: {
    title: 'Richiedi il colloquio gratuito',
    name: 'Nome',
    email: 'Email',
    phone: 'Telefono (facoltativo)',
    preference: 'Preferisci',
    inPerson: (city: string | undefined) => (city ? `In studio a ${city}` : 'In studio'),
    online: 'Online in videochiamata',
    message: 'Se vuoi, raccontami in breve il motivo della richiesta',
    consent: 'Ho letto l’informativa privacy e acconsento al trattamento dei dati per essere ricontattato/a.',
    submit: 'Invia la richiesta',
  },
};

const SECTIONS: readonly SiteSectionType[] = [
  'hero',
  'services',
  'menu',
  'about',
  'strengths',
  'testimonials',
  'team',
  'gallery',
  'faq',
  'hours',
  'contacts',
  'cta',
];

const look = sectionLook(styles);
const approachLook = sectionLook(styles, {
  className: `${styles.section} ${styles.approach}`,
  inner: styles.approachInner,
});
const contactLook = sectionLook(styles, {
  className: `${styles.section} ${styles.contacts}`,
  as: 'div',
  headClassName: styles.contactText,
});

type Parts = Pick<ThemeViewProps, 'Action' | 'imageSources'>;

function Hero({ section, Action, imageSources }: { section: SiteSectionOf<'hero'> } & Parts) {
  const { props } = section;
  return (
    <section className={styles.hero} aria-labelledby={`${section.id}-title`}>
      <div>
        {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
        <h1 id={`${section.id}-title`} className={styles.heroTitle}>
          {props.title}
        </h1>
        {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className={styles.actions}>
            {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
            {props.secondary ? <Action className={styles.secondary} action={props.secondary} /> : null}
          </div>
        ) : null}
        {props.facts && props.facts.length > 0 ? <TextList className={styles.chips} items={props.facts} /> : null}
      </div>
      <div className={styles.heroArt}>
        {props.image ? (
          <Picture
            image={props.image}
            sources={imageSources}
            sizes="(max-width: 760px) 72vw, 420px"
            className={styles.heroImage}
            eager
          />
        ) : (
          <Portrait label={copy.portrait} />
        )}
      </div>
    </section>
  );
}

function Services({ section, Action }: { section: SiteSectionOf<'services'> } & Pick<Parts, 'Action'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.serviceGrid}>
        {props.items.map((item, index) => (
          <li key={index} className={styles.serviceCard}>
            <span className={styles.serviceIcon}>
              <ServiceIcon index={index} />
            </span>
            {item.badge !== undefined ? <p className={styles.badge}>{item.badge}</p> : null}
            <h3>{item.name}</h3>
            {item.duration !== undefined || item.intensity !== undefined ? (
              <p className={styles.serviceMeta}>
                {[item.duration, item.intensity !== undefined ? copy.intensity(item.intensity) : undefined]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {item.description !== undefined ? <p>{item.description}</p> : null}
            {item.tags && item.tags.length > 0 ? <TextList className={styles.tags} items={item.tags} /> : null}
            {item.includes && item.includes.length > 0 ? (
              <TextList className={styles.includes} items={item.includes} />
            ) : null}
            {item.price !== undefined ? (
              <p className={styles.servicePrice}>
                {item.was_price !== undefined ? (
                  <>
                    <s>{item.was_price}</s>{' '}
                  </>
                ) : null}
                {item.price}
              </p>
            ) : null}
            {item.action ? <Action className={styles.secondary} action={item.action} /> : null}
          </li>
        ))}
      </ul>
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

function Menu({ section }: { section: SiteSectionOf<'menu'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <MenuGroups
        section={section}
        classes={{
          groups: styles.menuGroups,
          group: styles.menuGroup,
          subtitle: styles.menuSubtitle,
          line: styles.menuLine,
          price: styles.menuPrice,
          text: styles.menuText,
          tags: styles.tags,
        }}
      />
      {props.highlight ? (
        <div className={styles.highlight}>
          <p className={styles.highlightTitle}>{props.highlight.title}</p>
          {props.highlight.text !== undefined ? <p>{props.highlight.text}</p> : null}
          {props.highlight.price !== undefined ? <p className={styles.servicePrice}>{props.highlight.price}</p> : null}
          {props.highlight.note !== undefined ? <p>{props.highlight.note}</p> : null}
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/**
 * The about section as the design's approach band: the first paragraph under the title, the milestones as
 * numbered steps (the year, or any short mark, under each title), and the last paragraph, when a signature
 * signs it, as the centred quote.
 */
function About({ section, imageSources }: { section: SiteSectionOf<'about'> } & Pick<Parts, 'imageSources'>) {
  const { props } = section;
  const [intro, ...rest] = props.paragraphs;
  const quote = props.signature !== undefined && rest.length > 0 ? rest[rest.length - 1] : undefined;
  const more = quote === undefined ? rest : rest.slice(0, -1);
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title, intro }}
      aside={more.map((paragraph, index) => (
        <p key={index} className={styles.approachText}>
          {paragraph}
        </p>
      ))}
      {...approachLook}
    >
      {props.image ? (
        <Picture
          image={props.image}
          sources={imageSources}
          sizes="(max-width: 1200px) 100vw, 1136px"
          className={styles.approachImage}
        />
      ) : null}
      {props.milestones && props.milestones.length > 0 ? (
        <ol className={styles.steps}>
          {props.milestones.map((step, index) => (
            <li key={index} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                {step.year !== undefined ? <p className={styles.stepDuration}>{step.year}</p> : null}
                {step.text !== undefined ? <p>{step.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {quote !== undefined ? (
        <figure className={styles.quote}>
          <blockquote>{quote}</blockquote>
          <figcaption>{props.signature}</figcaption>
        </figure>
      ) : props.signature !== undefined ? (
        <p className={styles.signature}>{props.signature}</p>
      ) : null}
    </DemoSection>
  );
}

/** Strengths as the band of figures: each title large (a figure, a short claim), its text under it. */
function Figures({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  // Figures with their lines speak for themselves (the title is for assistive technology); words alone
  // («Lievito madre», «Forno a legna») are drawn smaller, under their title.
  const words = props.items.every((item) => item.text === undefined);
  const titled = words || props.eyebrow !== undefined || props.text !== undefined;
  return (
    <section id={section.id} className={styles.figures} aria-labelledby={titleId}>
      {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
      <h2 id={titleId} className={titled ? styles.figuresTitle : styles.visuallyHidden}>
        {props.title}
      </h2>
      {props.text !== undefined ? <p className={styles.figuresText}>{props.text}</p> : null}
      <ul className={words ? `${styles.figureList} ${styles.figureWords}` : styles.figureList}>
        {props.items.map((item, index) => (
          <li key={index}>
            <span className={styles.figureValue}>{item.title}</span>
            {/* The space reads the two as words; between flex items it draws nothing. */}
            {item.text !== undefined ? (
              <>
                {' '}
                <span className={styles.figureLabel}>{item.text}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Testimonials: the section's text is drawn under the quotes, as the note on how they were gathered. */
function Testimonials({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title }}
      aside={
        props.summary ? (
          <p className={styles.summary}>
            <strong>{props.summary.average}</strong> · {props.summary.count}
          </p>
        ) : undefined
      }
      {...look}
    >
      <TestimonialList
        className={styles.testimonials}
        itemClassName={styles.testimonial}
        items={props.items}
        caption={(item) =>
          item.source !== undefined ? (
            <>
              <strong>{item.author}</strong> · {item.source}
            </>
          ) : (
            <strong>{item.author}</strong>
          )
        }
      />
      {props.text !== undefined ? <p className={styles.note}>{props.text}</p> : null}
    </DemoSection>
  );
}

function Team({ section, imageSources }: { section: SiteSectionOf<'team'> } & Pick<Parts, 'imageSources'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.serviceGrid}>
        {props.members.map((member, index) => (
          <li key={index} className={styles.serviceCard}>
            {member.photo ? (
              <Picture
                image={member.photo}
                sources={imageSources}
                sizes="(max-width: 700px) 100vw, 360px"
                className={styles.memberPhoto}
              />
            ) : null}
            <h3>{member.name}</h3>
            {member.role !== undefined ? <p className={styles.memberRole}>{member.role}</p> : null}
            {member.bio !== undefined ? <p>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Gallery({ section, imageSources }: { section: SiteSectionOf<'gallery'> } & Pick<Parts, 'imageSources'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.gallery}>
        {props.images.map((entry, index) => (
          <li key={index}>
            <figure>
              <Picture image={entry.image} sources={imageSources} sizes="(max-width: 700px) 100vw, 380px" />
              {entry.caption !== undefined ? <figcaption>{entry.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Faq({ section }: { section: SiteSectionOf<'faq'> }) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className={`${styles.section} ${styles.faq}`} aria-labelledby={titleId}>
      {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
      <h2 id={titleId}>{props.title}</h2>
      {props.text !== undefined ? <p className={styles.faqText}>{props.text}</p> : null}
      <div className={styles.faqList}>
        {props.items.map((item, index) => (
          <details key={index} className={styles.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Hours({ section, content }: { section: SiteSectionOf<'hours'>; content: SiteContent }) {
  const { props } = section;
  const rows = content.business.opening_hours ?? [];
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      {...look}
      className={`${styles.section} ${styles.hours}`}
    >
      {rows.length > 0 ? (
        <div className={styles.hoursCard}>
          <HoursTable rows={rows} className={styles.hoursTable} />
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/**
 * Contacts: the details beside the demo's form on the demo page. A published page has no form (no script,
 * no endpoint): the opening hours take its place as a table with the section's call to action, unless the
 * page has an hours section of its own; then the call to action follows the details.
 */
function Contacts({
  section,
  content,
  hoursSection,
  Action,
  formSubmit,
}: { section: SiteSectionOf<'contacts'>; content: SiteContent; hoursSection: boolean } & Pick<
  ThemeViewProps,
  'Action' | 'formSubmit'
>) {
  const { props } = section;
  const { business } = content;
  const rows = business.opening_hours ?? [];
  const card = !formSubmit && !hoursSection && rows.length > 0;
  const details = contactDetails(business, copy.contacts, { hours: !card && !hoursSection });
  const { form } = copy;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      aside={
        <>
          {details.length > 0 ? <DetailList className={styles.contactList} items={details} /> : null}
          {props.directions !== undefined ? <p className={styles.directions}>{props.directions}</p> : null}
          {!formSubmit && !card && props.action ? (
            <p className={styles.contactAction}>
              <Action className={styles.primary} action={props.action} />
            </p>
          ) : null}
        </>
      }
      {...contactLook}
      className={formSubmit || card ? contactLook.className : `${contactLook.className} ${styles.contactsAlone}`}
    >
      {formSubmit ? (
        <ThemeForm
          titleId={`${section.id}-form-title`}
          title={form.title}
          fields={[
            { kind: 'input', name: 'name', label: form.name, autoComplete: 'name', required: true },
            { kind: 'input', name: 'email', label: form.email, type: 'email', autoComplete: 'email', required: true },
            { kind: 'input', name: 'phone', label: form.phone, type: 'tel', autoComplete: 'tel' },
            {
              kind: 'choice',
              name: 'preference',
              label: form.preference,
              options: [form.inPerson(business.city), form.online],
            },
            { kind: 'textarea', name: 'message', label: form.message, rows: 3 },
          ]}
          consent={form.consent}
          submit={form.submit}
          onSubmit={formSubmit(form.submit)}
          className={styles.form}
          classes={{ choice: styles.radio, consent: styles.checkbox, submit: styles.primary }}
        />
      ) : card ? (
        <div className={`${styles.form} ${styles.contactCard}`}>
          <h3>{copy.hoursTitle}</h3>
          <HoursTable rows={rows} className={styles.hoursTable} />
          {props.action ? <Action className={styles.primary} action={props.action} /> : null}
        </div>
      ) : null}
    </DemoSection>
  );
}

function Cta({ section, Action }: { section: SiteSectionOf<'cta'> } & Pick<Parts, 'Action'>) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className={`${styles.section} ${styles.cta}`} aria-labelledby={titleId}>
      <div className={styles.ctaInner}>
        <h2 id={titleId}>{props.title}</h2>
        {props.text !== undefined ? <p>{props.text}</p> : null}
        <Action className={styles.primary} action={props.action} />
      </div>
    </section>
  );
}

function View({ content, year, Action, imageSources, footerNote, formSubmit }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const hero = sectionOf(sections, 'hero');
  const contacts = sectionOf(sections, 'contacts');
  const hoursSection = sectionOf(sections, 'hours') !== undefined;
  const headerAction = contacts?.props.action ?? hero?.props.primary;
  const details = contactDetails(business, copy.contacts);
  const social = socialLine(business.social);
  const tagline = hero?.props.eyebrow ?? business.activity;
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} mark={<Logo />} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{business.name}</span>
            {business.activity !== undefined ? <span className={styles.brandRole}>{business.activity}</span> : null}
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
          return <Hero key={section.id} section={section} Action={Action} imageSources={imageSources} />;
        case 'services':
          return <Services key={section.id} section={section} Action={Action} />;
        case 'menu':
          return <Menu key={section.id} section={section} />;
        case 'about':
          return <About key={section.id} section={section} imageSources={imageSources} />;
        case 'strengths':
          return <Figures key={section.id} section={section} />;
        case 'testimonials':
          return <Testimonials key={section.id} section={section} />;
        case 'team':
          return <Team key={section.id} section={section} imageSources={imageSources} />;
        case 'gallery':
          return <Gallery key={section.id} section={section} imageSources={imageSources} />;
        case 'faq':
          return <Faq key={section.id} section={section} />;
        case 'hours':
          return <Hours key={section.id} section={section} content={content} />;
        case 'contacts':
          return (
            <Contacts
              key={section.id}
              section={section}
              content={content}
              hoursSection={hoursSection}
              Action={Action}
              formSubmit={formSubmit}
            />
          );
        case 'cta':
          return <Cta key={section.id} section={section} Action={Action} />;
        default:
          return null;
      }
    }),
    footer: (
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerBrand}>
            <Logo />
            <p>
              <strong>{business.legal_name ?? business.name}</strong>
              {tagline !== undefined ? (
                <>
                  <br />
                  {tagline}
                </>
              ) : null}
            </p>
          </div>
          {social ? (
            <div>
              {details.length > 0 ? <DetailAddress className={styles.footerAddress} items={details} /> : null}
              <p className={styles.footerSocial}>{social}</p>
            </div>
          ) : details.length > 0 ? (
            <DetailAddress className={styles.footerAddress} items={details} />
          ) : null}
          <LegalNote content={content} year={year} className={styles.legal} />
          {footerNote !== undefined ? <p className={styles.legal}>{footerNote}</p> : null}
        </div>
      </footer>
    ),
  };
}

export const psicologo: Theme = {
  id: 'psicologo',
  label: 'Psicologa',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 70 },
    'hero.facts': { maxItems: 4 },
    'services.items': { maxItems: 9 },
    'about.milestones': { maxItems: 8 },
    'strengths.items': { maxItems: 8 },
    'strengths.items.title': { maxLength: 16 },
    'testimonials.items': { maxItems: 6 },
    'faq.items': { maxItems: 12 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--paper': tones.surface,
    // Cards are white on a light page (every text drawn on the surface reads better still on white).
    '--card': luminance(tones.surface) > 0.5 ? '#ffffff' : tones.surface,
    '--sand': tones.surfaceAlt,
    '--art': tones.accent,
    '--sage': tones.primary,
    '--sage-soft': tones.surfaceAlt,
    '--on-sage': tones.onPrimary,
    '--clay': tones.primary,
    '--clay-dark': tones.primaryStrong,
    '--on-clay': tones.onPrimary,
    '--figure': tones.primary,
    '--logo': tones.primary,
    '--logo-fg': tones.onPrimary,
    '--footer-bg': tones.ink,
    '--footer-fg': tones.surface,
    '--demo-nav-bg': `${tones.surface}e6`,
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
  ],
  View,
};
