/**
 * The restaurant design (the demo page /stile5): cream paper, wine red, olive and gold, an old-style serif,
 * a menu with dotted leaders to the prices. Draws hero, menu (or services as one course), about with its
 * milestones, testimonials with stars, contacts with the opening hours; other types are left out.
 */
import type { SiteContent, SiteSectionOf, SiteSectionType } from '@core/api';
import type { PaletteTones } from '@core/sites';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { LegalNote } from '../primitives/LegalNote';
import { CardList } from '../primitives/CardList';
import { DemoSection } from '../primitives/DemoSection';
import { Lines } from '../primitives/DetailList';
import { Testimonial } from '../primitives/Testimonial';
import { TextList } from '../primitives/TextList';
import { visibleSections, navLinks, sectionOf, addressLines, socialLine } from '../primitives/content';
import { BrandLogo } from '../primitives/BrandLogo';
import type { Theme, ThemeViewProps } from '../types';
import { Flourish, HeroStillLife, OltrarnoMap, PergolaScene } from './illustrations';
import { classes as styles, css } from './Ristorante.css';

const copy = {
  headerAction: 'Prenota',
  stars: (rating: number) => `${rating} stelle su 5`,
  addressTitle: 'Indirizzo',
  phoneTitle: 'Prenotazioni',
  hoursTitle: 'Orari',
  storyIllustration: 'Illustrazione di un pergolato davanti all’osteria, con tavoli apparecchiati.',
  mapIllustration: 'Mappa illustrata del quartiere, disegnata a mano.',
  since: (year: number) => `dal ${year}`,
};

const SECTIONS: readonly SiteSectionType[] = ['hero', 'menu', 'services', 'about', 'testimonials', 'contacts'];

const kicker = { eyebrow: styles.kicker };

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={copy.stars(rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

function Hero({ section, Action }: { section: SiteSectionOf<'hero'> } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  return (
    <section className={styles.hero} aria-labelledby="s5-hero-title">
      <div className={styles.heroText}>
        {props.eyebrow !== undefined ? <p className={styles.kicker}>{props.eyebrow}</p> : null}
        <h1 id="s5-hero-title">{props.title}</h1>
        <Flourish />
        {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className={styles.actions}>
            {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
            {props.secondary ? <Action className={styles.secondary} action={props.secondary} /> : null}
          </div>
        ) : null}
        {props.facts && props.facts.length > 0 ? <TextList className={styles.facts} items={props.facts} /> : null}
      </div>
      <div className={styles.heroArt}>
        <HeroStillLife />
      </div>
    </section>
  );
}

type Course = SiteSectionOf<'menu'>['props']['groups'][number];

function Menu({ section }: { section: SiteSectionOf<'menu'> | SiteSectionOf<'services'> }) {
  const props = section.props;
  const groups: readonly Course[] =
    section.type === 'menu' ? section.props.groups : [{ title: section.props.title, items: section.props.items }];
  const highlight = section.type === 'menu' ? section.props.highlight : undefined;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      ornament={<Flourish />}
      className={styles.menu}
      headClassName={styles.sectionHead}
      as="div"
      classes={kicker}
    >
      <div className={styles.courses}>
        {groups.map((course, index) => (
          <section key={index} className={styles.course} aria-labelledby={`${section.id}-course-${index}`}>
            <h3 id={`${section.id}-course-${index}`}>{course.title}</h3>
            {course.subtitle !== undefined ? <p className={styles.courseSubtitle}>{course.subtitle}</p> : null}
            <ul>
              {course.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <p className={styles.dishLine}>
                    <span className={styles.dishName}>{item.name}</span>
                    {item.price !== undefined ? (
                      <>
                        <span className={styles.leader} aria-hidden="true" />
                        <span className={styles.dishPrice}>{item.price}</span>
                      </>
                    ) : null}
                  </p>
                  {item.description !== undefined ? <p className={styles.dishDescription}>{item.description}</p> : null}
                  {'tags' in item && item.tags && item.tags.length > 0 ? (
                    <p className={styles.marks}>
                      {item.tags.map((tag, tagIndex) => (
                        <span key={tagIndex}>{tag}</span>
                      ))}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {highlight ? (
        <div className={styles.tasting}>
          <p className={styles.tastingTitle}>{highlight.title}</p>
          {highlight.text !== undefined ? <p>{highlight.text}</p> : null}
          {highlight.price !== undefined || highlight.note !== undefined ? (
            <p className={styles.tastingPrice}>
              {highlight.price} {highlight.note !== undefined ? <span>{highlight.note}</span> : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.menuNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

function About({ section }: { section: SiteSectionOf<'about'> }) {
  const { props } = section;
  const [first, ...more] = props.paragraphs;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={{ eyebrow: props.eyebrow, title: props.title, text: first }}
      before={
        <figure className={styles.storyArt}>
          <PergolaScene label={copy.storyIllustration} />
        </figure>
      }
      aside={
        <>
          {more.map((paragraph, index) => (
            <p key={index} className={styles.storyText}>
              {paragraph}
            </p>
          ))}
          {props.milestones && props.milestones.length > 0 ? (
            <CardList
              as="ol"
              className={styles.milestones}
              items={props.milestones}
              before={(milestone) => <span className={styles.year}>{milestone.year}</span>}
              body
            />
          ) : null}
          {props.signature !== undefined ? <p className={styles.signature}>{props.signature}</p> : null}
        </>
      }
      className={styles.story}
      inner={styles.storyInner}
      as="div"
      classes={{ eyebrow: styles.kicker, intro: styles.storyText }}
    />
  );
}

function Reviews({ section }: { section: SiteSectionOf<'testimonials'> }) {
  const { props } = section;
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      aside={
        props.summary ? (
          <p className={styles.average}>
            <span className={styles.averageValue}>{props.summary.average}</span>
            <Stars rating={5} />
            <span>{props.summary.count}</span>
          </p>
        ) : undefined
      }
      className={styles.reviews}
      headClassName={styles.sectionHead}
      as="div"
      classes={kicker}
    >
      <ul className={styles.reviewList}>
        {props.items.map((review, index) => (
          <li key={index}>
            <Testimonial
              className={styles.review}
              before={review.rating !== undefined ? <Stars rating={review.rating} /> : undefined}
              quote={review.quote}
              caption={
                review.source !== undefined ? (
                  <>
                    {review.author} · <span>{review.source}</span>
                  </>
                ) : (
                  review.author
                )
              }
              paragraph
            />
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Contacts({
  section,
  content,
  Action,
}: { section: SiteSectionOf<'contacts'>; content: SiteContent } & Pick<ThemeViewProps, 'Action'>) {
  const { props } = section;
  const { business } = content;
  const hours = business.opening_hours ?? [];
  return (
    <DemoSection
      id={section.id}
      titleId={`${section.id}-title`}
      heading={props}
      aside={
        <>
          <div className={styles.contactGrid}>
            {business.address !== undefined ? (
              <div>
                <h3>{copy.addressTitle}</h3>
                <address>
                  <Lines lines={addressLines(business.address)} />
                </address>
                {props.directions !== undefined ? <p className={styles.muted}>{props.directions}</p> : null}
              </div>
            ) : null}
            {business.phone || business.email || business.whatsapp ? (
              <div>
                <h3>{copy.phoneTitle}</h3>
                {business.phone ? (
                  <p>
                    <a href={`tel:${business.phone.e164}`}>{business.phone.display}</a>
                  </p>
                ) : null}
                {business.whatsapp ? (
                  <p>
                    <a href={`https://wa.me/${business.whatsapp.e164.slice(1)}`}>
                      WhatsApp {business.whatsapp.display}
                    </a>
                  </p>
                ) : null}
                {business.email ? (
                  <p>
                    <a href={`mailto:${business.email}`}>{business.email}</a>
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
          {hours.length > 0 ? (
            <>
              <h3 className={styles.hoursTitle}>{copy.hoursTitle}</h3>
              <dl className={styles.hours}>
                {hours.map((row, index) => (
                  <div key={index}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {props.action ? <Action className={styles.primary} action={props.action} /> : null}
        </>
      }
      className={styles.contacts}
      as="div"
      headClassName={styles.contactsText}
      classes={kicker}
    >
      <figure className={styles.map}>
        {business.maps_url ? (
          <a href={business.maps_url} aria-label={`Apri la mappa: ${business.address ?? business.name}`}>
            <OltrarnoMap label={copy.mapIllustration} />
          </a>
        ) : (
          <OltrarnoMap label={copy.mapIllustration} />
        )}
      </figure>
    </DemoSection>
  );
}

function View({ content, year, Action, imageSources, footerNote }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const hero = sectionOf(sections, 'hero');
  const social = socialLine(business.social);
  const phone = business.phone;
  return {
    className: styles.page,
    nav: {
      brand: (
        <>
          <BrandLogo business={business} imageSources={imageSources} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{business.name}</span>{' '}
            {business.city !== undefined || business.founded !== undefined ? (
              <span className={styles.brandSince}>
                {[business.city, business.founded !== undefined ? copy.since(business.founded) : undefined]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
          </span>
        </>
      ),
      links: navLinks(sections),
      action: hero?.props.primary ? (
        <Action className={styles.headerCta} action={hero.props.primary} label={copy.headerAction} />
      ) : undefined,
      classes: { brand: styles.brand, nav: styles.nav, link: styles.navLink },
    },
    main: sections.map((section) => {
      switch (section.type) {
        case 'hero':
          return <Hero key={section.id} section={section} Action={Action} />;
        case 'menu':
        case 'services':
          return <Menu key={section.id} section={section} />;
        case 'about':
          return <About key={section.id} section={section} />;
        case 'testimonials':
          return <Reviews key={section.id} section={section} />;
        case 'contacts':
          return <Contacts key={section.id} section={section} content={content} Action={Action} />;
        default:
          return null;
      }
    }),
    footer: (
      <footer className={styles.footer}>
        <p className={styles.footerBrand}>{business.name}</p>
        {business.address !== undefined || phone || social ? (
          <p>
            {[business.address, phone ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : undefined, social]
              .filter((part) => part !== undefined && part !== null)
              .map((part, index) => (
                <span key={index}>
                  {index > 0 ? ' · ' : null}
                  {part}
                </span>
              ))}
          </p>
        ) : null}
        <LegalNote content={content} year={year} className={styles.legal} />
        {footerNote !== undefined ? <p className={styles.legal}>{footerNote}</p> : null}
      </footer>
    ),
  };
}

export const ristorante: Theme = {
  id: 'ristorante',
  label: 'Ristorante',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 60 },
    'hero.facts': { maxItems: 4 },
    'menu.groups': { maxItems: 8 },
    'testimonials.items': { maxItems: 6 },
    'about.milestones': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables: (tones: PaletteTones) => ({
    '--wine': tones.primary,
    '--wine-dark': tones.primaryStrong,
    '--gold': tones.accent,
    '--paper': tones.surface,
    '--paper-2': tones.surfaceAlt,
    '--ink': tones.ink,
    '--muted': tones.muted,
    '--olive': tones.muted,
    '--demo-focus': tones.primary,
  }),
  textPairs: [
    ['ink', 'surface'],
    ['muted', 'surface'],
    ['muted', 'surfaceAlt'],
    ['primary', 'surface'],
    ['primary', 'surfaceAlt'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryStrong'],
    ['accent', 'primary'],
    ['accent', 'primaryStrong'],
    ['onAccent', 'accent'],
  ],
  View,
};
