/**
 * The spa design (the demo page /stile10): warm cream, sage and sand, a book-like serif, a treatment menu with
 * dotted leaders to the prices, packages as arched cards on a sage band, round portraits. Draws every section
 * type, the ones the demo page has no look for (about, strengths, gallery, FAQ, hours, closing call) in the
 * same hand. The hero shows the overall rating of the first testimonials section that has one.
 */
import type { SiteAction, SiteContent, SiteSection, SiteSectionOf, SiteSectionType } from '@core/api';
import { mix } from '@core/sites/colour';
import type { PaletteTones } from '@core/sites/palette';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { DemoSection, sectionFrame, sectionLook } from '../primitives/DemoSection';
import { DetailList, emailDetail, type Detail } from '../primitives/DetailList';
import { GalleryList } from '../primitives/Gallery';
import { LegalNote } from '../primitives/LegalNote';
import { Questions } from '../primitives/Questions';
import { SiteImg } from '../primitives/SiteImg';
import { Testimonial } from '../primitives/Testimonial';
import { TextList } from '../primitives/TextList';
import { mainAction, navLinks, priceSaving, socialLine, visibleSections } from '../primitives/content';
import { BrandLogo } from '../primitives/BrandLogo';
import type { Theme, ThemeViewProps } from '../types';
import { HeroArt, LeafMark, MapArt, Portrait } from './art';
import { classes as styles, css } from './CentroBenessere.css';

const copy = {
  book: 'Prenota',
  bookItem: (name: string) => `Prenota ${name}`,
  bookPackage: 'Prenota Pacchetto',
  bookPackageItem: (name: string) => `Prenota Pacchetto ${name}`,
  instead: 'invece di',
  save: 'Risparmi',
  promises: 'Perché sceglierci',
  address: 'Indirizzo',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  email: 'Email',
  pec: 'PEC',
  hours: 'Orari',
  map: (place: string) => `Apri la mappa: ${place}`,
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

/** The portraits' backdrops, in turn (the demo's team: sage, clay, sand). */
const PORTRAIT_TONES = ['sage', 'clay', 'sand'] as const;

const look = sectionLook(styles, { as: 'div' });
const bandClass = `${styles.section} ${styles.packagesBand}`;

type Rating = NonNullable<SiteSectionOf<'testimonials'>['props']['summary']>;
type MenuItem = SiteSectionOf<'menu'>['props']['groups'][number]['items'][number];
type ServiceItem = SiteSectionOf<'services'>['props']['items'][number];
/** What every section view gets: the view's options and the page's main call to action. */
type Ctx = Pick<ThemeViewProps, 'Action' | 'imageSources'> & { content: SiteContent; book?: SiteAction };

const title = (section: SiteSection) => `${section.id}-title`;

function Hero({ section, rating, Action }: { section: SiteSectionOf<'hero'>; rating?: Rating } & Ctx) {
  const { props } = section;
  return (
    <>
      <section className={styles.hero} aria-labelledby={title(section)}>
        <div>
          {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
          <h1 id={title(section)}>{props.title}</h1>
          {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
          {props.primary || props.secondary ? (
            <div className={styles.heroActions}>
              {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
              {props.secondary ? <Action className={styles.secondary} action={props.secondary} /> : null}
            </div>
          ) : null}
          {rating ? (
            <p className={styles.rating}>
              <span aria-hidden="true" className={styles.stars}>
                ★★★★★
              </span>
              <strong>{rating.average}</strong> {rating.count}
            </p>
          ) : null}
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </section>
      {props.facts && props.facts.length > 0 ? (
        <TextList className={styles.promises} label={copy.promises} items={props.facts} />
      ) : null}
    </>
  );
}

/** One line of the price list: name, dotted leader and price, then its tags and description, and «Prenota». */
function Treatment({ item, book, Action }: { item: MenuItem } & Ctx) {
  const tags = item.tags && item.tags.length > 0 ? item.tags.join(' · ') : undefined;
  return (
    <li className={styles.treatment}>
      <div className={styles.treatmentLine}>
        <h4>{item.name}</h4>
        {item.price !== undefined ? (
          <>
            <span className={styles.dots} aria-hidden="true" />
            <span className={styles.price}>{item.price}</span>
          </>
        ) : null}
      </div>
      {tags !== undefined || item.description !== undefined ? (
        <p className={styles.treatmentMeta}>
          {tags !== undefined ? <span>{tags}</span> : null}
          {tags !== undefined && item.description !== undefined ? ' · ' : null}
          {item.description}
        </p>
      ) : null}
      {book ? (
        <Action className={styles.book} action={book} label={copy.book} ariaLabel={copy.bookItem(item.name)} />
      ) : null}
    </li>
  );
}

function Menu({ section, ...ctx }: { section: SiteSectionOf<'menu'> } & Ctx) {
  const { props } = section;
  const { highlight } = props;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <div className={styles.menu}>
        {props.groups.map((group, index) => (
          <div key={index}>
            <h3 className={styles.menuTitle}>{group.title}</h3>
            {group.subtitle !== undefined ? <p className={styles.menuSubtitle}>{group.subtitle}</p> : null}
            <ul>
              {group.items.map((item, itemIndex) => (
                <Treatment key={itemIndex} item={item} {...ctx} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {highlight ? (
        <div className={styles.highlight}>
          <h3>{highlight.title}</h3>
          {highlight.text !== undefined ? <p>{highlight.text}</p> : null}
          {highlight.price !== undefined ? <p className={styles.now}>{highlight.price}</p> : null}
          {highlight.note !== undefined ? <p>{highlight.note}</p> : null}
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.menuNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** Items that are packages (what they include, their length, an offer, a mark) are drawn as arched cards. */
const isPackage = (item: ServiceItem) =>
  Boolean(item.includes?.length || item.duration || item.was_price || item.badge);

function Package({ item, id, book, Action }: { item: ServiceItem; id: string } & Ctx) {
  const saving =
    item.price !== undefined && item.was_price !== undefined ? priceSaving(item.price, item.was_price) : undefined;
  return (
    <article className={styles.package} aria-labelledby={id}>
      {item.badge !== undefined ? <p className={styles.badge}>{item.badge}</p> : null}
      {item.duration !== undefined ? <p className={styles.duration}>{item.duration}</p> : null}
      <h3 id={id}>{item.name}</h3>
      {item.description !== undefined ? <p className={styles.packageText}>{item.description}</p> : null}
      {item.price !== undefined ? (
        <p className={styles.pkgPrice}>
          <span className={styles.now}>{item.price}</span>
          {item.was_price !== undefined ? (
            <>
              {' '}
              <span className={styles.was}>
                {copy.instead} <s>{item.was_price}</s>
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {saving !== undefined ? (
        <p className={styles.save}>
          {copy.save} {saving}
        </p>
      ) : null}
      {item.includes && item.includes.length > 0 ? (
        <TextList className={styles.includes} items={item.includes} />
      ) : null}
      {book ? (
        <Action
          className={styles.primary}
          action={book}
          label={copy.bookPackage}
          ariaLabel={copy.bookPackageItem(item.name)}
        />
      ) : null}
    </article>
  );
}

function Services({ section, ...ctx }: { section: SiteSectionOf<'services'> } & Ctx) {
  const { props } = section;
  if (props.items.some(isPackage))
    return (
      <DemoSection {...sectionFrame(section, props, look)} className={bandClass}>
        <div className={styles.packages}>
          {props.items.map((item, index) => (
            <Package key={index} item={item} id={`${section.id}-item-${index}`} {...ctx} />
          ))}
        </div>
        {props.note !== undefined ? <p className={styles.bandNote}>{props.note}</p> : null}
      </DemoSection>
    );
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <ul className={styles.priceList}>
        {props.items.map((item, index) => (
          <Treatment key={index} item={item} {...ctx} />
        ))}
      </ul>
      {props.note !== undefined ? <p className={styles.menuNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

/**
 * Quotes on the sage band. Right after the packages they continue that band, as on the demo page, with the
 * heading for assistive technology only; elsewhere the band has its visible heading.
 */
function Quotes({ section, joined }: { section: SiteSectionOf<'testimonials'>; joined: boolean }) {
  const { props } = section;
  const quotes = props.items.map((item, index) => (
    <Testimonial
      key={index}
      className={styles.quote}
      quote={item.quote}
      caption={item.source !== undefined ? `${item.author}, ${item.source}` : item.author}
      paragraph
    />
  ));
  if (joined)
    return (
      <section id={section.id} className={`${bandClass} ${styles.joined}`} aria-labelledby={title(section)}>
        <h2 id={title(section)} className={styles.srOnly}>
          {props.title}
        </h2>
        {quotes}
      </section>
    );
  return (
    <DemoSection {...sectionFrame(section, props, look)} className={bandClass}>
      {quotes}
    </DemoSection>
  );
}

function Team({ section, imageSources }: { section: SiteSectionOf<'team'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <ul className={styles.team}>
        {props.members.map((member, index) => (
          <li key={index} className={styles.member}>
            {member.photo ? (
              <SiteImg className={styles.photo} image={member.photo} sizes="220px" imageSources={imageSources} />
            ) : (
              <Portrait tone={PORTRAIT_TONES[index % PORTRAIT_TONES.length]!} />
            )}
            <h3>{member.name}</h3>
            {member.role !== undefined ? <p className={styles.role}>{member.role}</p> : null}
            {member.bio !== undefined ? <p>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function About({ section, imageSources }: { section: SiteSectionOf<'about'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, { eyebrow: props.eyebrow, title: props.title }, look)}>
      <div className={styles.story}>
        {props.image ? (
          <SiteImg
            className={styles.storyImage}
            image={props.image}
            sizes="(max-width: 800px) 100vw, 760px"
            imageSources={imageSources}
          />
        ) : null}
        {props.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {props.milestones && props.milestones.length > 0 ? (
          <ol className={styles.milestones}>
            {props.milestones.map((milestone, index) => (
              <li key={index}>
                {milestone.year !== undefined ? <span className={styles.milestoneYear}>{milestone.year}</span> : null}
                <h3>{milestone.title}</h3>
                {milestone.text !== undefined ? <p>{milestone.text}</p> : null}
              </li>
            ))}
          </ol>
        ) : null}
        {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
      </div>
    </DemoSection>
  );
}

function Strengths({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <ul className={styles.strengths}>
        {props.items.map((item, index) => (
          <li key={index}>
            <h3>{item.title}</h3>
            {item.text !== undefined ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Gallery({ section, imageSources }: { section: SiteSectionOf<'gallery'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <GalleryList
        className={styles.gallery}
        images={props.images}
        sizes="(max-width: 600px) 100vw, 380px"
        imageSources={imageSources}
      />
    </DemoSection>
  );
}

function Faq({ section }: { section: SiteSectionOf<'faq'> }) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <Questions className={styles.faq} items={props.items} />
    </DemoSection>
  );
}

function Hours({ section, content }: { section: SiteSectionOf<'hours'> } & Ctx) {
  const { props } = section;
  const rows = content.business.opening_hours ?? [];
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      {rows.length > 0 ? (
        <dl className={styles.hours}>
          {rows.map((row, index) => (
            <div key={index}>
              <dt>{row.days}</dt>
              <span className={styles.dots} aria-hidden="true" />
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {props.note !== undefined ? <p className={styles.hoursNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** The business's ways to be reached, as the demo's contact list (labels in small capitals). */
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
  if (business.email !== undefined) details.push(emailDetail(copy.email, business.email));
  if (business.pec !== undefined)
    details.push({ label: copy.pec, value: business.pec, href: `mailto:${business.pec}` });
  const hours = business.opening_hours ?? [];
  if (hours.length > 0)
    details.push({
      label: copy.hours,
      value: hours.map((row, index) => (
        <span key={index} className={styles.block}>
          {`${row.days} ${row.hours}`}
        </span>
      )),
    });
  return details;
}

function Contacts({ section, content, Action }: { section: SiteSectionOf<'contacts'> } & Ctx) {
  const { props } = section;
  const { business } = content;
  const details = contactDetails(content);
  return (
    <DemoSection
      id={section.id}
      titleId={title(section)}
      heading={props}
      aside={
        <>
          {details.length > 0 ? <DetailList className={styles.contactList} items={details} /> : null}
          {props.directions !== undefined ? <p className={styles.contactNote}>{props.directions}</p> : null}
          {props.action ? <Action className={styles.primary} action={props.action} /> : null}
        </>
      }
      {...look}
      className={`${styles.section} ${styles.contacts}`}
      headClassName={styles.contactText}
    >
      <div className={styles.map}>
        {business.maps_url ? (
          <a href={business.maps_url} aria-label={copy.map(business.address ?? business.name)}>
            <MapArt />
          </a>
        ) : (
          <MapArt />
        )}
      </div>
    </DemoSection>
  );
}

function Closing({ section, Action }: { section: SiteSectionOf<'cta'> } & Ctx) {
  const { props } = section;
  return (
    <section id={section.id} className={styles.closing} aria-labelledby={title(section)}>
      <h2 id={title(section)}>{props.title}</h2>
      {props.text !== undefined ? <p>{props.text}</p> : null}
      <Action className={styles.primary} action={props.action} />
    </section>
  );
}

function Footer({ content, year, footerNote }: { content: SiteContent } & Pick<ThemeViewProps, 'year' | 'footerNote'>) {
  const { business } = content;
  const tagline = brandTagline(content);
  const hours = business.opening_hours ?? [];
  const social = socialLine(business.social);
  const reach = business.address !== undefined || business.phone || business.email !== undefined || social;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerBrand}>
            <LeafMark /> {business.name}
          </p>
          {tagline !== undefined ? <p>{tagline}</p> : null}
        </div>
        {reach ? (
          <address className={styles.footerCol}>
            {business.address !== undefined ? <p>{business.address}</p> : null}
            {business.phone ? (
              <p>
                <a href={`tel:${business.phone.e164}`}>{business.phone.display}</a>
              </p>
            ) : null}
            {business.email !== undefined ? (
              <p>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </p>
            ) : null}
            {social ? <p>{social}</p> : null}
          </address>
        ) : null}
        {hours.length > 0 ? (
          <div className={styles.footerCol}>
            <p className={styles.footerLabel}>{copy.hours}</p>
            {hours.map((row, index) => (
              <p key={index}>{`${row.days} ${row.hours}`}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.legal}>
        <LegalNote content={content} year={year} />
        {footerNote !== undefined ? <p className={styles.demoNote}>{footerNote}</p> : null}
      </div>
    </footer>
  );
}

/** «Day Spa · Firenze»: the activity and the city, under the name. */
function brandTagline(content: SiteContent): string | undefined {
  const parts = [content.business.activity, content.business.city].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function View({ content, year, Action, imageSources, footerNote }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const book = mainAction(sections);
  const ctx: Ctx = { content, Action, imageSources, book };
  const rating = sections.find(
    (section): section is SiteSectionOf<'testimonials'> => section.type === 'testimonials' && !!section.props.summary,
  )?.props.summary;
  const tagline = brandTagline(content);
  const hero = sections.find((section): section is SiteSectionOf<'hero'> => section.type === 'hero');
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} mark={<LeafMark />} />
          <span>
            <span className={styles.brandName}>{business.name}</span>
            {tagline !== undefined ? <span className={styles.brandTag}>{tagline}</span> : null}
          </span>
        </>
      ),
      brandLabel: tagline !== undefined ? `${business.name}, ${tagline}` : business.name,
      links: navLinks(sections),
      action: hero?.props.primary ? (
        <Action className={styles.headerCta} action={hero.props.primary} label={copy.book} />
      ) : undefined,
      classes: { brand: styles.brand },
    },
    main: sections.map((section, index) => {
      switch (section.type) {
        case 'hero':
          return <Hero key={section.id} section={section} rating={rating} {...ctx} />;
        case 'menu':
          return <Menu key={section.id} section={section} {...ctx} />;
        case 'services':
          return <Services key={section.id} section={section} {...ctx} />;
        case 'testimonials': {
          const previous = sections[index - 1];
          const joined = previous?.type === 'services' && previous.props.items.some(isPackage);
          return <Quotes key={section.id} section={section} joined={joined} />;
        }
        case 'team':
          return <Team key={section.id} section={section} {...ctx} />;
        case 'about':
          return <About key={section.id} section={section} {...ctx} />;
        case 'strengths':
          return <Strengths key={section.id} section={section} />;
        case 'gallery':
          return <Gallery key={section.id} section={section} {...ctx} />;
        case 'faq':
          return <Faq key={section.id} section={section} />;
        case 'hours':
          return <Hours key={section.id} section={section} {...ctx} />;
        case 'contacts':
          return <Contacts key={section.id} section={section} {...ctx} />;
        case 'cta':
          return <Closing key={section.id} section={section} {...ctx} />;
        default:
          return null;
      }
    }),
    footer: <Footer content={content} year={year} footerNote={footerNote} />,
  };
}

export const centroBenessere: Theme = {
  id: 'centro-benessere',
  label: 'Centro benessere',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 48 },
    'hero.facts': { maxItems: 3, maxLength: 48 },
    'menu.groups': { maxItems: 6 },
    'services.items': { maxItems: 24 },
    'services.items.includes': { maxItems: 6, maxLength: 60 },
    'services.items.badge': { maxLength: 24 },
    'testimonials.items': { maxItems: 3 },
    'team.members': { maxItems: 9 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--sage-deep': tones.primary,
    '--sage': tones.primaryStrong,
    '--cream': tones.surface,
    '--paper-hi': tones.surface,
    '--sand': tones.surfaceAlt,
    '--save-bg': tones.surfaceAlt,
    '--clay': tones.primary,
    '--gold': tones.primary,
    '--on-sage': tones.onPrimary,
    '--on-clay': tones.onPrimary,
    '--band-soft': tones.accent,
    '--line': mix(tones.surface, tones.ink, 0.16),
    '--dots': mix(tones.surface, tones.ink, 0.3),
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
    ['accent', 'primary'],
  ],
  View,
};
