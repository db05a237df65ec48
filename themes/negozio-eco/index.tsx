/**
 * The eco shop design (the demo page /stile3): cream paper, forest green and honey, a friendly slab serif,
 * product cards. Draws hero, services (the product cards), strengths (figures as the benefits band, plain
 * strengths as the dark guarantees band), testimonials with stars, about, hours, contacts, FAQ and the closing
 * call (inside the guarantees band when it follows them). Team, gallery and menu are left out.
 * A product's rating is a detail written «4,9 su 5» or «4,9 su 5 (812 recensioni)», drawn as stars.
 */
import type { SiteAction, SiteContent, SiteSection, SiteSectionOf, SiteSectionType } from '@core/api';
// Modules, not the @core/sites barrel: the barrel's draft generator would bring the comuni into the page.
import { luminance, mix } from '@core/sites/colour';
import type { PaletteTones } from '@core/sites/palette';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { BrandLogo } from '../primitives/BrandLogo';
import { CardList } from '../primitives/CardList';
import { contactDetails, type ContactLabels } from '../primitives/contactDetails';
import { DemoSection, sectionLook } from '../primitives/DemoSection';
import { DetailList, type Detail } from '../primitives/DetailList';
import { HoursTable } from '../primitives/HoursTable';
import { LegalNote } from '../primitives/LegalNote';
import { Questions } from '../primitives/Questions';
import { SiteImg } from '../primitives/SiteImg';
import { Testimonial } from '../primitives/Testimonial';
import { TextList } from '../primitives/TextList';
import { mainAction, navLinks, visibleSections } from '../primitives/content';
import type { Theme, ThemeViewProps } from '../types';
import {
  GuaranteeIcon,
  HeroArt,
  Leaf,
  PRODUCT_ARTS,
  PRODUCT_TINTS,
  ProductImage,
  Stars,
  type GuaranteeIconName,
} from './art';
import { classes as styles, css } from './EcoShop.css';

const copy = {
  heroArt: 'Illustrazione: borraccia, sapone solido e foglie su fondo crema',
  outOf: 'su 5',
  heroRating: (average: string, count: string) => `${average} su 5 ${count}`,
  reviewStars: 'stelle su 5',
  wasPrice: 'Prezzo precedente ',
  order: 'Ordina',
  itemAction: (label: string, name: string) => `${label}: ${name}`,
  newsletterLabel: 'La tua email',
  newsletterPrivacy: 'Niente spam: puoi cancellarti con un clic.',
  onThisPage: 'In questa pagina',
};

const contactLabels: ContactLabels = {
  address: 'Negozio',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  phoneAndWhatsapp: 'Telefono e WhatsApp',
  email: 'Servizio clienti',
  pec: 'PEC',
  hours: 'Orari',
};

const SECTIONS: readonly SiteSectionType[] = [
  'hero',
  'services',
  'strengths',
  'testimonials',
  'about',
  'hours',
  'contacts',
  'faq',
  'cta',
];

const look = sectionLook(styles);
const benefitsLook = sectionLook(styles, { className: styles.benefitsSection, inner: styles.section });
const guaranteesLook = sectionLook(styles, { className: styles.guaranteesSection, inner: styles.section });

type Ctx = Pick<ThemeViewProps, 'Action' | 'imageSources' | 'formSubmit'> & {
  content: SiteContent;
  main?: SiteAction;
};

/** «4,9 su 5 (812 recensioni)»: the score and the count of a product's rating detail. */
const RATING = /^([0-5](?:[.,]\d)?) su 5(?: \((\d[\d.]*) recensioni\))?$/;

export function ratingOf(detail: { label: string; value: string }) {
  const match = RATING.exec(detail.value);
  if (!match) return null;
  const score = match[1]!;
  return { score, value: Number(score.replace(',', '.')), count: match[2] };
}

/** The icon of a guarantee, from what its title promises (a shield when it names none of them). */
export function guaranteeIcon(title: string): GuaranteeIconName {
  if (/spedi|consegn|corrier/i.test(title)) return 'truck';
  if (/\breso\b|resi\b|rimbors|cambio/i.test(title)) return 'return';
  if (/prova|assaggi/i.test(title)) return 'trial';
  return 'shield';
}

function Hero({ section, rating, Action, imageSources }: { section: SiteSectionOf<'hero'>; rating?: Rating } & Ctx) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  const promo = props.highlight;
  return (
    <>
      {promo ? (
        <p className={styles.promo}>
          <span>
            {promo.label !== undefined ? <>{promo.label} </> : null}
            <strong className={styles.code}>{promo.value}</strong>
          </span>
          {promo.note !== undefined ? (
            <>
              <span className={styles.promoDivider} aria-hidden="true">
                •
              </span>
              <span>{promo.note}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <section id={section.id} className={styles.hero} aria-labelledby={titleId}>
        <div>
          {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
          <h1 id={titleId}>{props.title}</h1>
          {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
          {props.primary || props.secondary ? (
            <div className={styles.actions}>
              {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
              {props.secondary ? <Action className={styles.secondary} action={props.secondary} /> : null}
            </div>
          ) : null}
          {rating ? (
            <p className={styles.rating}>
              <Stars value={rating.stars} /> {copy.heroRating(rating.average, rating.count)}
            </p>
          ) : null}
          {props.facts && props.facts.length > 0 ? <p className={styles.heroNote}>{props.facts.join(' · ')}</p> : null}
        </div>
        <div className={styles.heroArt}>
          {props.image ? (
            <SiteImg image={props.image} sizes="(max-width: 760px) 80vw, 50vw" imageSources={imageSources} />
          ) : (
            <HeroArt label={copy.heroArt} />
          )}
        </div>
      </section>
    </>
  );
}

type ServiceItem = SiteSectionOf<'services'>['props']['items'][number];

function Product({ item, index, fallback, Action }: { item: ServiceItem; index: number; fallback?: SiteAction } & Ctx) {
  const details = item.details ?? [];
  const rating = details.map((detail) => ({ detail, rating: ratingOf(detail) })).find((entry) => entry.rating);
  const facts = [
    ...(item.duration !== undefined ? [item.duration] : []),
    ...(item.tags ?? []),
    ...details.filter((detail) => detail !== rating?.detail).map((detail) => `${detail.label}: ${detail.value}`),
    ...(item.includes ?? []),
  ];
  const action = item.action ?? fallback;
  return (
    <li className={styles.product}>
      <div className={styles.productImage}>
        <ProductImage
          art={PRODUCT_ARTS[index % PRODUCT_ARTS.length]!}
          tint={PRODUCT_TINTS[index % PRODUCT_TINTS.length]!}
        />
        {item.badge !== undefined ? <span className={styles.badge}>{item.badge}</span> : null}
      </div>
      <h3>{item.name}</h3>
      {item.description !== undefined ? <p className={styles.detail}>{item.description}</p> : null}
      {facts.length > 0 ? <TextList className={styles.facts} items={facts} /> : null}
      {rating?.rating ? (
        <p className={styles.productRating}>
          <Stars value={rating.rating.value} />
          <span className={styles.srOnly}>
            {`${rating.detail.label} ${rating.rating.score} ${copy.outOf}`}
            {rating.rating.count !== undefined ? `, ${rating.rating.count} recensioni` : ''}
          </span>
          {rating.rating.count !== undefined ? <span aria-hidden="true">({rating.rating.count})</span> : null}
        </p>
      ) : null}
      {item.price !== undefined || item.was_price !== undefined ? (
        <p className={styles.price}>
          {item.was_price !== undefined ? (
            <>
              <del>
                <span className={styles.srOnly}>{copy.wasPrice}</span>
                {item.was_price}
              </del>{' '}
            </>
          ) : null}
          {item.price !== undefined ? <strong>{item.price}</strong> : null}
        </p>
      ) : null}
      {action ? (
        <Action className={styles.add} action={action} ariaLabel={copy.itemAction(action.label, item.name)} />
      ) : null}
    </li>
  );
}

function Products({ section, main, ...ctx }: { section: SiteSectionOf<'services'> } & Ctx) {
  const { props } = section;
  // Without an action of its own a product leads to the page's main call («Ordina»), unless that is this list.
  const fallback = main && main.href !== `#${section.id}` ? { ...main, label: copy.order } : undefined;
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <ul className={styles.products}>
        {props.items.map((item, index) => (
          <Product key={index} item={item} index={index} fallback={fallback} {...ctx} />
        ))}
      </ul>
      {props.note !== undefined ? <p className={styles.note}>{props.note}</p> : null}
    </DemoSection>
  );
}

function Method({ method }: { method: SiteSectionOf<'strengths'>['props']['method'] }) {
  if (!method) return null;
  return (
    <div className={styles.method}>
      <h3>{method.title}</h3>
      <TextList as="ol" items={method.steps} />
    </div>
  );
}

/** Strengths with figures are the benefits band; without, the dark guarantees band (with a closing call after). */
function Strengths({
  section,
  closing,
  ...ctx
}: { section: SiteSectionOf<'strengths'>; closing?: ClosingSection } & Ctx) {
  const { props } = section;
  const frame = { id: section.id, titleId: `${section.id}-title`, heading: props };
  if (props.items.some((item) => item.value !== undefined))
    return (
      <DemoSection {...frame} {...benefitsLook}>
        <CardList
          className={styles.benefits}
          items={props.items}
          before={(item) => (item.value !== undefined ? <p className={styles.figure}>{item.value}</p> : null)}
        />
        <Method method={props.method} />
        {closing ? <Closing section={closing} joined {...ctx} /> : null}
      </DemoSection>
    );
  return (
    <DemoSection {...frame} {...guaranteesLook}>
      <CardList
        className={styles.guarantees}
        items={props.items}
        icon={(item) => <GuaranteeIcon name={guaranteeIcon(item.title)} />}
        iconClassName={styles.guaranteeIcon}
      />
      <Method method={props.method} />
      {closing ? <Closing section={closing} joined {...ctx} /> : null}
    </DemoSection>
  );
}

type ClosingSection = SiteSectionOf<'cta'>;

/**
 * The closing call as the honey box: on the demo page the newsletter form (its submit only logs), on a
 * published page (no script, no form endpoint) the call's link. Inside the band before it, or a section.
 */
function Closing({ section, joined = false, Action, formSubmit }: { section: ClosingSection; joined?: boolean } & Ctx) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  const Title = joined ? 'h3' : 'h2';
  const intro = (
    <div>
      <Title id={titleId}>{props.title}</Title>
      {props.text !== undefined ? <p>{props.text}</p> : null}
    </div>
  );
  const points =
    props.points && props.points.length > 0 ? <TextList className={styles.points} items={props.points} /> : null;
  const box = formSubmit ? (
    <form
      id={joined ? section.id : undefined}
      className={joined ? styles.newsletter : `${styles.newsletter} ${styles.closing}`}
      method="dialog"
      onSubmit={formSubmit(props.action.label)}
      aria-labelledby={titleId}
    >
      {intro}
      <div className={styles.newsletterField}>
        {points}
        <label htmlFor={`${section.id}-email`}>{copy.newsletterLabel}</label>
        <div>
          <input id={`${section.id}-email`} name="email" type="email" autoComplete="email" required />
          <button type="submit" className={styles.primary}>
            {props.action.label}
          </button>
        </div>
        <p>{copy.newsletterPrivacy}</p>
      </div>
    </form>
  ) : (
    <div
      id={joined ? section.id : undefined}
      className={joined ? styles.newsletter : `${styles.newsletter} ${styles.closing}`}
    >
      {intro}
      <div className={styles.newsletterField}>
        {points}
        <Action className={styles.primary} action={props.action} />
      </div>
    </div>
  );
  if (joined) return box;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={titleId}>
      {box}
    </section>
  );
}

interface Rating {
  average: string;
  count: string;
  stars: number;
}

function ratingFrom(sections: readonly SiteSection[]): Rating | undefined {
  for (const section of sections)
    if (section.type === 'testimonials' && section.props.summary) {
      const { average, count } = section.props.summary;
      const value = Number(average.replace(',', '.'));
      return { average, count, stars: Number.isFinite(value) ? Math.max(0, Math.min(5, value)) : 5 };
    }
  return undefined;
}

function Reviews({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  const titleId = `${section.id}-title`;
  const summary = props.summary;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={titleId}>
      <header className={`${styles.sectionHead} ${styles.reviewsHead}`}>
        <div>
          {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
          <h2 id={titleId}>{props.title}</h2>
          {props.text !== undefined ? <p>{props.text}</p> : null}
        </div>
        {summary ? (
          <p className={styles.score}>
            <strong>{summary.average}</strong> {copy.outOf}
            <Stars value={ratingFrom([section])?.stars ?? 5} />
            <span>{summary.count}</span>
          </p>
        ) : null}
      </header>
      <div className={styles.reviews}>
        {props.items.map((review, index) => (
          <Testimonial
            key={index}
            before={
              review.rating !== undefined ? (
                <p className={styles.reviewStars}>
                  <Stars value={review.rating} />
                  <span className={styles.srOnly}>
                    {review.rating} {copy.reviewStars}
                  </span>
                </p>
              ) : undefined
            }
            quote={review.quote}
            caption={
              <>
                <strong>{review.author}</strong>
                {review.source !== undefined ? <>, {review.source}</> : null}
                {review.title !== undefined ? (
                  <>
                    {' · '}
                    <span>{review.title}</span>
                  </>
                ) : null}
              </>
            }
          />
        ))}
      </div>
    </section>
  );
}

function About({ section, imageSources }: { section: SiteSectionOf<'about'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title }}
      {...look}
    >
      <div className={styles.story}>
        <div>
          {props.image ? (
            <SiteImg image={props.image} sizes="(max-width: 760px) 100vw, 50vw" imageSources={imageSources} />
          ) : null}
          {props.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
        </div>
        {props.milestones && props.milestones.length > 0 ? (
          <CardList
            as="ol"
            className={styles.milestones}
            items={props.milestones}
            before={(milestone) => (milestone.year !== undefined ? <span>{milestone.year}</span> : null)}
          />
        ) : null}
      </div>
    </DemoSection>
  );
}

function Hours({ section, content }: { section: SiteSectionOf<'hours'> } & Ctx) {
  const rows = content.business.opening_hours ?? [];
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={section.props} {...look}>
      <div className={styles.infoCard}>
        {rows.length > 0 ? <HoursTable rows={rows} className={styles.hours} /> : null}
        {section.props.note !== undefined ? <p className={styles.note}>{section.props.note}</p> : null}
      </div>
    </DemoSection>
  );
}

function Contacts({
  section,
  content,
  hoursApart,
  Action,
}: { section: SiteSectionOf<'contacts'>; hoursApart: boolean } & Ctx) {
  const { props } = section;
  const details = contactDetails(content.business, contactLabels, { hours: !hoursApart });
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={props} {...look}>
      <div className={styles.infoCard}>
        {details.length > 0 ? <DetailList className={styles.contactList} items={details} /> : null}
        {props.directions !== undefined ? <p className={styles.note}>{props.directions}</p> : null}
        {props.action ? <Action className={styles.primary} action={props.action} /> : null}
      </div>
    </DemoSection>
  );
}

function Faq({ section }: { section: SiteSectionOf<'faq'> }) {
  return (
    <DemoSection id={section.id} titleId={`${section.id}-title`} heading={section.props} {...look}>
      <Questions className={styles.questions} items={section.props.items} />
    </DemoSection>
  );
}

/** The footer's contacts: customer service, phone, WhatsApp, hours (the address is in the legal line). */
function footerDetails(content: SiteContent): Detail[] {
  const { address: _address, ...rest } = content.business;
  const details = contactDetails(rest, contactLabels);
  const email = details.find((detail) => detail.label === contactLabels.email);
  return email ? [email, ...details.filter((detail) => detail !== email)] : details;
}

function Footer({
  content,
  sections,
  year,
  footerNote,
}: { content: SiteContent; sections: readonly SiteSection[] } & Pick<ThemeViewProps, 'year' | 'footerNote'>) {
  const details = footerDetails(content);
  const products = sections.find((section): section is SiteSectionOf<'services'> => section.type === 'services');
  const links = navLinks(sections);
  const columns = [
    ...(products && products.props.items.length > 0
      ? [
          {
            title: products.label ?? products.props.title,
            links: products.props.items.slice(0, 5).map((item) => ({ label: item.name, href: `#${products.id}` })),
          },
        ]
      : []),
    ...(links.length > 0
      ? [{ title: copy.onThisPage, links: links.map((link) => ({ label: link.label, href: `#${link.id}` })) }]
      : []),
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>
            <Leaf /> {content.business.name}
          </p>
          {details.length > 0 ? <DetailList className={styles.footerContacts} items={details} /> : null}
        </div>
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
        <LegalNote content={content} year={year} className={styles.legal} />
        {footerNote !== undefined ? <p className={styles.legal}>{footerNote}</p> : null}
      </div>
    </footer>
  );
}

function View({ content, year, Action, imageSources, footerNote, formSubmit }: ThemeViewProps) {
  const sections = visibleSections(content, SECTIONS);
  const main = mainAction(sections);
  const ctx: Ctx = { content, Action, imageSources, formSubmit, main };
  const rating = ratingFrom(sections);
  const hoursApart = sections.some((section) => section.type === 'hours');
  const contactsAction = sections.find(
    (section): section is SiteSectionOf<'contacts'> => section.type === 'contacts' && !!section.props.action,
  )?.props.action;
  const headerAction = contactsAction ?? main;
  // A closing call right after the plain strengths is drawn inside their band (the demo's newsletter).
  const joined = new Set<string>();
  sections.forEach((section, index) => {
    const next = sections[index + 1];
    if (section.type === 'strengths' && next?.type === 'cta') joined.add(next.id);
  });
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={content.business} imageSources={imageSources} mark={<Leaf />} />
          <span className={styles.brandText}>{content.business.name}</span>
        </>
      ),
      links: navLinks(sections),
      action: headerAction ? <Action className={styles.cart} action={headerAction} /> : undefined,
      classes: {},
    },
    main: sections.map((section, index) => {
      switch (section.type) {
        case 'hero':
          return <Hero key={section.id} section={section} rating={rating} {...ctx} />;
        case 'services':
          return <Products key={section.id} section={section} {...ctx} />;
        case 'strengths': {
          const next = sections[index + 1];
          const closing = next?.type === 'cta' && joined.has(next.id) ? next : undefined;
          return <Strengths key={section.id} section={section} closing={closing} {...ctx} />;
        }
        case 'testimonials':
          return <Reviews key={section.id} section={section} />;
        case 'about':
          return <About key={section.id} section={section} {...ctx} />;
        case 'hours':
          return <Hours key={section.id} section={section} {...ctx} />;
        case 'contacts':
          return <Contacts key={section.id} section={section} hoursApart={hoursApart} {...ctx} />;
        case 'faq':
          return <Faq key={section.id} section={section} />;
        case 'cta':
          return joined.has(section.id) ? null : <Closing key={section.id} section={section} {...ctx} />;
        default:
          return null;
      }
    }),
    footer: <Footer content={content} sections={sections} year={year} footerNote={footerNote} />,
  };
}

/** The cards are white under dark text, and deeper than the page under light text: always further from the ink. */
function cardTone(tones: PaletteTones): string {
  return luminance(tones.ink) < luminance(tones.surface)
    ? mix(tones.surface, '#ffffff', 0.6)
    : mix(tones.surface, '#000000', 0.3);
}

export const negozioEco: Theme = {
  id: 'negozio-eco',
  label: 'Negozio',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 60 },
    'hero.facts': { maxItems: 3, maxLength: 40 },
    'hero.highlight.label': { maxLength: 48 },
    'hero.highlight.value': { maxLength: 16 },
    'services.items': { maxItems: 12 },
    'services.items.name': { maxLength: 48 },
    'services.items.description': { maxLength: 80 },
    'services.items.details': { maxItems: 2 },
    'services.items.includes': { maxItems: 3, maxLength: 48 },
    'services.items.badge': { maxLength: 16 },
    'strengths.items': { maxItems: 8 },
    'strengths.items.value': { maxLength: 10 },
    'testimonials.items': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--cream': tones.surface,
    '--card': cardTone(tones),
    '--forest': tones.primary,
    '--forest-dark': tones.primaryStrong,
    '--leaf': tones.primary,
    '--heading': tones.primary,
    '--honey': tones.accent,
    '--clay': tones.primary,
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--line': mix(tones.surface, tones.ink, 0.16),
    '--on-forest': tones.onPrimary,
    '--on-honey': tones.onAccent,
    '--on-band': tones.onPrimary,
    '--on-band-strong': tones.onPrimary,
    '--on-band-soft': tones.onPrimary,
    '--band-eyebrow': tones.accent,
    '--band-soft': tones.surfaceAlt,
    '--demo-nav-bg': tones.surface,
    '--demo-nav-active-bg': tones.surfaceAlt,
    '--demo-focus': tones.primary,
    '--demo-cta-bg': tones.primary,
    '--demo-cta-fg': tones.onPrimary,
  }),
  textPairs: [
    ['ink', 'surface'],
    ['ink', 'surfaceAlt'],
    ['muted', 'surface'],
    ['primary', 'surface'],
    ['primary', 'surfaceAlt'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryStrong'],
    ['accent', 'primaryStrong'],
    ['onAccent', 'accent'],
  ],
  View,
};
