/**
 * The personal trainer design (the demo page /template-personal-trainer, the style picker's «Energico e
 * Dinamico»): near-black, electric lime, condensed uppercase type, diagonal cuts. Draws every section type:
 * the hero with its figures, strengths as the lime marquee (titles alone) or as the numbered method (titles
 * with a line each), a price list as offer cards and a list without prices as the light band of numbered
 * programmes with their marks and intensity, testimonials led by their result, contacts (with the demo's
 * form on the demo page, the opening hours' card on a published one), and about, menu, team, gallery, FAQ,
 * hours and the closing call to action in the same look.
 */
import type { SiteContent, SiteSectionOf, SiteSectionType } from '@core/api';
import type { PaletteTones } from '@core/sites';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { contactDetails, type ContactLabels } from '../primitives/contactDetails';
import { navLinks, sectionOf, visibleSections } from '../primitives/content';
import { socialProfiles } from '../primitives/socialProfiles';
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
import { Check, HeroArt, Logo } from './illustrations';
import { classes as styles, css } from './Trainer.css';

const copy = {
  heroArt: 'Illustrazione: kettlebell e linee dinamiche',
  intensity: (level: number) => `Intensità ${level}/5`,
  contacts: {
    address: 'Dove',
    phone: 'Telefono',
    whatsapp: 'WhatsApp',
    phoneAndWhatsapp: 'Telefono e WhatsApp',
    email: 'Email',
    pec: 'PEC',
    hours: 'Orari',
  } satisfies ContactLabels,
  hoursTitle: 'Orari',
  // The demo page's form (drawn only there, with the sample's own offers): a published page has none.
  form: {
    title: 'Prenota la valutazione',
    name: 'Nome e cognome',
    phone: 'Telefono',
    goal: 'Il tuo obiettivo',
    goals: ['Dimagrire', 'Diventare più forte', 'Postura e mal di schiena', 'Preparazione sportiva'],
    formula: 'Formula preferita',
    formulas: ['One-to-one (60 €)', 'Small group (30 € a persona)', 'Coaching online'],
    consent: 'Acconsento al trattamento dei dati per essere ricontattato.',
    submit: 'Prenota ora',
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
const bandLook = sectionLook(styles, { className: `${styles.section} ${styles.programs}`, inner: styles.inner });
const testimonialsLook = sectionLook(styles, {
  className: `${styles.section} ${styles.testimonialsSection}`,
  inner: styles.inner,
});
const contactLook = sectionLook(styles, {
  className: `${styles.section} ${styles.contacts}`,
  as: 'div',
  classes: { eyebrow: styles.eyebrow, intro: styles.contactIntro },
  headClassName: undefined,
});

type Parts = Pick<ThemeViewProps, 'Action' | 'imageSources'>;

/** «Allenati meglio. Non di più.» as its first sentence and the rest, drawn in lime; a title of one stays whole. */
export function titleParts(title: string): [string, string | undefined] {
  const match = /^(.+?[.!?:,])\s+(\S.*)$/su.exec(title);
  return match ? [match[1]!, match[2]] : [title, undefined];
}

/**
 * A fact that opens with a figure («240+ clienti allenati», «9 anni di esperienza» written with a no-break
 * space to keep «9 anni» together) as the figure and its label; any other fact is a label alone.
 */
export function factParts(fact: string): { value?: string; label: string } {
  const match = /^([^ ]*\d[^ ]*) +(.+)$/su.exec(fact);
  return match ? { value: match[1]!, label: match[2]! } : { label: fact };
}

/** «60 € a seduta» as the amount, drawn large, and its unit; a price without an amount up front stays whole. */
export function priceParts(price: string): [string, string | undefined] {
  const match = /^((?:da |a partire da )?[^ ]*\d[^ ]*(?: (?:€|euro|EUR))?)(?: +(.+))?$/iu.exec(price);
  return match ? [match[1]!, match[2]] : [price, undefined];
}

/** The name's last word in lime («Marco <strong>Rinaldi</strong>»). */
function BrandName({ name }: { name: string }) {
  const space = name.lastIndexOf(' ');
  if (space === -1) return <strong>{name}</strong>;
  return (
    <>
      {name.slice(0, space)} <strong>{name.slice(space + 1)}</strong>
    </>
  );
}

function Hero({ section, Action, imageSources }: { section: SiteSectionOf<'hero'> } & Parts) {
  const { props } = section;
  const [top, bottom] = titleParts(props.title);
  return (
    <section className={styles.hero} aria-labelledby={`${section.id}-title`}>
      <div>
        {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
        <h1 id={`${section.id}-title`} className={styles.heroTitle}>
          <span>{top}</span>
          {bottom !== undefined ? (
            <>
              {' '}
              <span className={styles.accent}>{bottom}</span>
            </>
          ) : null}
        </h1>
        {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className={styles.actions}>
            {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
            {props.secondary ? <Action className={styles.ghost} action={props.secondary} /> : null}
          </div>
        ) : null}
        {props.facts && props.facts.length > 0 ? (
          <ul className={styles.stats}>
            {props.facts.map((fact, index) => {
              const { value, label } = factParts(fact);
              return (
                <li key={index}>
                  {/* The space reads the two as words; between flex items it draws nothing. */}
                  {value !== undefined ? <span className={styles.statValue}>{value}</span> : null}{' '}
                  <span className={styles.statLabel}>{label}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className={styles.heroArt}>
        {props.image ? (
          <Picture
            image={props.image}
            sources={imageSources}
            sizes="(max-width: 760px) 80vw, 540px"
            className={styles.heroImage}
            eager
          />
        ) : (
          <HeroArt label={copy.heroArt} />
        )}
      </div>
    </section>
  );
}

/** Strengths named by their titles alone: the lime band that runs across the page (still when motion is reduced). */
function Marquee({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  // Enough words that half the band is wider than a screen: it slides by half its width and starts over.
  const words = Array.from({ length: Math.ceil(6 / props.items.length) }, () => props.items).flat();
  return (
    <section id={section.id} className={styles.marquee} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.visuallyHidden}>
        {props.title}
      </h2>
      <ul className={styles.marqueeList}>
        {[...words, ...words].map((item, index) => (
          <li key={index} aria-hidden={index >= props.items.length || undefined}>
            {item.title}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Strengths with a line each: the numbered steps of the method, under a lime rule. */
function Method({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className={`${styles.section} ${styles.method}`} aria-labelledby={titleId}>
      {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
      <h2 id={titleId}>{props.title}</h2>
      {props.text !== undefined ? <p className={styles.methodText}>{props.text}</p> : null}
      <ol className={styles.methodSteps}>
        {props.items.map((item, index) => (
          <li key={index}>
            <h3>{item.title}</h3>
            {item.text !== undefined ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type ServiceItem = SiteSectionOf<'services'>['props']['items'][number];

/** How demanding an item is, as its words and five slanted bars. */
function Intensity({ level }: { level: number }) {
  return (
    <p className={styles.intensity}>
      <span className={styles.intensityLabel}>{copy.intensity(level)}</span>
      <span className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((bar) => (
          <span key={bar} data-on={bar <= level ? 'true' : undefined} />
        ))}
      </span>
    </p>
  );
}

/** An item's marks as chips: its length first, then its tags. */
const marksOf = (item: ServiceItem) => [...(item.duration !== undefined ? [item.duration] : []), ...(item.tags ?? [])];

/** A list is a price list (offer cards) when an item has a price, what it includes, a badge or its own call. */
const isPriceList = (items: readonly ServiceItem[]) =>
  items.some((item) => item.price !== undefined || item.includes || item.badge !== undefined || item.action);

function Offers({ section, Action }: { section: SiteSectionOf<'services'> } & Pick<Parts, 'Action'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.offers}>
        {props.items.map((item, index) => {
          // The recommended offer: framed in lime; its badge is read by assistive technology.
          const featured = item.badge !== undefined;
          const [amount, unit] = item.price !== undefined ? priceParts(item.price) : [undefined, undefined];
          const marks = marksOf(item);
          return (
            <li key={index} className={featured ? `${styles.offer} ${styles.offerHighlight}` : styles.offer}>
              {featured ? <p className={styles.visuallyHidden}>{item.badge}</p> : null}
              <h3>{item.name}</h3>
              {amount !== undefined ? (
                <p className={styles.price}>
                  {item.was_price !== undefined ? <s>{item.was_price}</s> : null}
                  <strong>{amount}</strong>
                  {unit !== undefined ? (
                    <>
                      {' '}
                      <span>{unit}</span>
                    </>
                  ) : null}
                </p>
              ) : null}
              {item.description !== undefined ? <p>{item.description}</p> : null}
              {marks.length > 0 ? <TextList className={styles.tags} items={marks} /> : null}
              {item.intensity !== undefined ? <Intensity level={item.intensity} /> : null}
              {item.includes && item.includes.length > 0 ? (
                <ul className={styles.features}>
                  {item.includes.map((line, lineIndex) => (
                    <li key={lineIndex}>
                      <Check />
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.action ? (
                <Action
                  className={`${featured ? styles.primary : styles.outline} ${styles.offerAction}`}
                  action={item.action}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** A list without prices: the light band of numbered programmes, their marks and their intensity in bars. */
function Programs({ section }: { section: SiteSectionOf<'services'> }) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...bandLook}>
      <ol className={styles.programList}>
        {props.items.map((item, index) => (
          <li key={index} className={styles.program}>
            <span className={styles.programIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className={styles.programBody}>
              <h3>{item.name}</h3>
              {item.description !== undefined ? <p>{item.description}</p> : null}
            </div>
            {marksOf(item).length > 0 ? <TextList className={styles.programMeta} items={marksOf(item)} /> : null}
            {item.intensity !== undefined ? <Intensity level={item.intensity} /> : null}
          </li>
        ))}
      </ol>
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
          {props.highlight.price !== undefined ? (
            <p className={styles.highlightPrice}>{props.highlight.price}</p>
          ) : null}
          {props.highlight.note !== undefined ? <p>{props.highlight.note}</p> : null}
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

function About({ section, imageSources }: { section: SiteSectionOf<'about'> } & Pick<Parts, 'imageSources'>) {
  const { props } = section;
  const [intro, ...more] = props.paragraphs;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title, intro }}
      {...look}
    >
      {props.image ? (
        <Picture
          image={props.image}
          sources={imageSources}
          sizes="(max-width: 1240px) 100vw, 1176px"
          className={styles.aboutImage}
        />
      ) : null}
      {more.length > 0 ? (
        <div className={styles.aboutText}>
          {more.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {props.milestones && props.milestones.length > 0 ? (
        <ol className={styles.milestones}>
          {props.milestones.map((milestone, index) => (
            <li key={index}>
              {milestone.year !== undefined ? <span className={styles.year}>{milestone.year}</span> : null}
              <h3>{milestone.title}</h3>
              {milestone.text !== undefined ? <p>{milestone.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
    </DemoSection>
  );
}

function Testimonials({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      aside={
        props.summary ? (
          <p className={styles.summary}>
            <strong>{props.summary.average}</strong>
            {props.summary.count}
          </p>
        ) : undefined
      }
      {...testimonialsLook}
    >
      <TestimonialList
        className={styles.testimonials}
        itemClassName={styles.testimonial}
        items={props.items}
        before={(item) => (item.source !== undefined ? <p className={styles.result}>{item.source}</p> : undefined)}
        caption={(item) => item.author}
      />
    </DemoSection>
  );
}

function Team({ section, imageSources }: { section: SiteSectionOf<'team'> } & Pick<Parts, 'imageSources'>) {
  const { props } = section;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.team}>
        {props.members.map((member, index) => (
          <li key={index} className={styles.member}>
            {member.photo ? (
              <Picture
                image={member.photo}
                sources={imageSources}
                sizes="(max-width: 700px) 100vw, 380px"
                className={styles.memberPhoto}
              />
            ) : null}
            <h3>{member.name}</h3>
            {member.role !== undefined ? <p className={styles.role}>{member.role}</p> : null}
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
              <Picture image={entry.image} sources={imageSources} sizes="(max-width: 700px) 100vw, 400px" />
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
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <div className={styles.faqList}>
        {props.items.map((item, index) => (
          <details key={index} className={styles.faqItem}>
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
      {rows.length > 0 ? <HoursTable rows={rows} className={styles.hoursTable} /> : null}
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
  const rows = content.business.opening_hours ?? [];
  const card = !formSubmit && !hoursSection && rows.length > 0;
  const details = contactDetails(content.business, copy.contacts, { hours: !card && !hoursSection });
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
            { kind: 'input', name: 'phone', label: form.phone, type: 'tel', autoComplete: 'tel', required: true },
            { kind: 'select', name: 'goal', label: form.goal, options: form.goals, defaultValue: form.goals[0] },
            { kind: 'choice', name: 'formula', label: form.formula, options: form.formulas },
          ]}
          consent={form.consent}
          submit={form.submit}
          onSubmit={formSubmit(form.submit)}
          className={styles.form}
          classes={{ choice: styles.choice, consent: styles.consent, submit: styles.primary }}
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
      <div className={styles.inner}>
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
  const social = socialProfiles(business.social);
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} mark={<Logo />} />
          <span className={styles.brandText}>
            <BrandName name={business.name} />
            {business.activity !== undefined ? <small>{business.activity}</small> : null}
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
        case 'strengths':
          return section.props.text === undefined && section.props.items.every((item) => item.text === undefined) ? (
            <Marquee key={section.id} section={section} />
          ) : (
            <Method key={section.id} section={section} />
          );
        case 'services':
          return isPriceList(section.props.items) ? (
            <Offers key={section.id} section={section} Action={Action} />
          ) : (
            <Programs key={section.id} section={section} />
          );
        case 'menu':
          return <Menu key={section.id} section={section} />;
        case 'about':
          return <About key={section.id} section={section} imageSources={imageSources} />;
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
          <p className={styles.footerBrand}>
            <BrandName name={business.name} />
          </p>
          {details.length > 0 ? <DetailAddress items={details} /> : null}
          {social.length > 0 ? (
            <ul className={styles.social}>
              {social.map((profile, index) => (
                <li key={index}>{profile.href ? <a href={profile.href}>{profile.label}</a> : profile.label}</li>
              ))}
            </ul>
          ) : null}
          <LegalNote content={content} year={year} className={styles.legal} />
          {footerNote !== undefined ? <p className={styles.legal}>{footerNote}</p> : null}
        </div>
      </footer>
    ),
  };
}

export const personalTrainer: Theme = {
  id: 'personal-trainer',
  label: 'Personal trainer',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 40 },
    'hero.facts': { maxItems: 4 },
    'services.items': { maxItems: 9 },
    'strengths.items': { maxItems: 8 },
    'testimonials.items': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--bg': tones.surface,
    '--bg-2': tones.surfaceAlt,
    '--bg-3': tones.surfaceAlt,
    '--fg': tones.ink,
    '--fg-soft': tones.ink,
    '--muted': tones.muted,
    '--lime': tones.primary,
    '--lime-strong': tones.primaryStrong,
    '--lime-ink': tones.onPrimary,
    // The light bands (programmes, the contact card) invert the page: the ink as ground, the surface as text.
    '--band': tones.ink,
    '--band-fg': tones.surface,
    '--band-hover': tones.surfaceAlt,
    '--footer-bg': tones.surface,
    // Rules and outlines: the ink, faint (white on the design's own dark ground).
    '--line': `${tones.ink}66`,
    '--line-soft': `${tones.ink}1a`,
    '--demo-nav-bg': `${tones.surface}e0`,
    '--demo-nav-active-bg': tones.surfaceAlt,
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
