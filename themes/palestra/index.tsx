/**
 * The gym design (the demo page /stile6): a near-black page, off-white type and hazard orange, heavy condensed
 * capitals, hard edges. The hero title breaks into three lines with the middle one outlined; figures lead the
 * hero's facts and the results; services are programme cards, or memberships on the light band when they
 * list what they include. Draws every section type; the ones the demo page has no look for in the same hand.
 */
import { Fragment, type ReactNode } from 'react';
import type { SiteAction, SiteContent, SiteSection, SiteSectionOf, SiteSectionType } from '@core/api';
import { luminance, mix } from '@core/sites/colour';
import type { PaletteTones } from '@core/sites/palette';
import { css as legalCss } from '../frame/LegalFooterNote.css';
import { twoDigits } from '../primitives/CardList';
import { DemoSection, sectionFrame, sectionLook } from '../primitives/DemoSection';
import { DetailList, Lines, type Detail } from '../primitives/DetailList';
import { GalleryList } from '../primitives/Gallery';
import { LegalNote } from '../primitives/LegalNote';
import { Questions } from '../primitives/Questions';
import { SiteImg } from '../primitives/SiteImg';
import { TextList } from '../primitives/TextList';
import { addressLines, mainAction, navLinks, socialLine, visibleSections } from '../primitives/content';
import { BrandLogo } from '../primitives/BrandLogo';
import type { Theme, ThemeViewProps } from '../types';
import { HeroBarbell, RisingBars, TrainerAvatar, type AvatarTone } from './illustrations';
import { classes as styles, css } from './GymPage.css';
import { figureOf, titleLines } from './text';

const copy = {
  headerAction: 'Contattaci',
  duration: 'Durata',
  price: 'Prezzo',
  choose: (plan: string) => `Scegli ${plan}`,
  score: (label: string, value: number) => `${label} ${value} su 5`,
  credentials: (name: string) => `Certificazioni di ${name}`,
  stars: (rating: number) => `${rating} stelle su 5`,
  where: 'Dove siamo',
  hours: 'Orari',
  contacts: 'Contatti',
  map: 'Apri la mappa',
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

/** The portraits' backdrops, in turn (the demo's trainers: orange, white, grey). */
const AVATAR_TONES: readonly AvatarTone[] = ['orange', 'white', 'grey'];
/** A label the header's button can hold; a longer call to action gets the theme's own. */
const HEADER_ACTION_MAX = 16;

const look = sectionLook(styles, { as: 'div' });

/** What every section view gets: the view's options and the page's main call to action. */
type Ctx = Pick<ThemeViewProps, 'Action' | 'imageSources'> & { content: SiteContent; book?: SiteAction };
type ServiceItem = SiteSectionOf<'services'>['props']['items'][number];

const titleId = (section: SiteSection) => `${section.id}-title`;

/** Memberships: services that list what they include or carry a mark («Il più scelto»). */
const isPlanList = (section: SiteSection) =>
  section.type === 'services' && section.props.items.some((item) => item.includes?.length || item.badge);

/** Results in figures: strengths whose every title leads with a figure («+32%», «-6,4 kg»). */
const isFigureList = (section: SiteSection) =>
  section.type === 'strengths' && section.props.items.every((item) => figureOf(item.title) !== null);

/** The display size for the title's longest line: the design's own up to ten characters, then smaller. */
function titleClass(lines: readonly string[]): string | undefined {
  const longest = Math.max(0, ...lines.map((line) => [...line].length));
  if (longest > 14) return styles.titleLonger;
  return longest > 10 ? styles.titleLong : undefined;
}

function Hero({ section, content, Action }: { section: SiteSectionOf<'hero'> } & Ctx) {
  const { props } = section;
  const title = titleLines(props.title);
  const stats: Detail[] = (props.facts ?? []).map((fact) => {
    const figure = figureOf(fact);
    return figure ? { label: figure.rest, value: figure.figure } : { label: '', value: fact };
  });
  return (
    <section className={styles.hero} aria-labelledby={titleId(section)}>
      <div>
        {props.eyebrow !== undefined ? <p className={styles.eyebrow}>{props.eyebrow}</p> : null}
        <h1 id={titleId(section)} className={titleClass(title.lines)}>
          {title.lead}
          {title.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? title.gaps[index - 1] : null}
              <span className={index === 1 ? styles.outline : undefined}>{line}</span>
            </Fragment>
          ))}
          {title.trail}
        </h1>
        {props.text !== undefined ? <p className={styles.lead}>{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className={styles.actions}>
            {props.primary ? <Action className={styles.primary} action={props.primary} /> : null}
            {props.secondary ? <Action className={styles.secondary} action={props.secondary} /> : null}
          </div>
        ) : null}
      </div>
      <div className={styles.heroArt}>
        <HeroBarbell since={content.business.founded} />
      </div>
      {stats.length > 0 ? <DetailList className={styles.heroStats} items={stats} /> : null}
    </section>
  );
}

/** The orange band of words under the hero: the names of the first services, over and over. */
function Ticker({ words }: { words: readonly string[] }) {
  return (
    <div className={styles.ticker} aria-hidden="true">
      <div className={styles.tickerTrack}>
        {[...words, ...words].map((word, index) => (
          <span key={index}>{word}</span>
        ))}
      </div>
    </div>
  );
}

function Intensity({ label, value }: { label: string; value: number }) {
  return (
    <span className={styles.intensity} role="img" aria-label={copy.score(label, value)}>
      {[1, 2, 3, 4, 5].map((step) => (
        <i key={step} className={step <= value ? styles.intensityOn : undefined} />
      ))}
    </span>
  );
}

/** A programme's facts: price, duration, then its own (a score written «4/5» drawn as five bars). */
function programFacts(item: ServiceItem): Detail[] {
  const facts: Detail[] = [];
  if (item.price !== undefined) facts.push({ label: copy.price, value: item.price });
  if (item.duration !== undefined) facts.push({ label: copy.duration, value: item.duration });
  for (const detail of item.details ?? []) {
    const score = /^([1-5])\s*\/\s*5$/.exec(detail.value);
    facts.push({
      label: detail.label,
      value: score ? <Intensity label={detail.label} value={Number(score[1])} /> : detail.value,
    });
  }
  return facts;
}

/** The programmes' grid, closed on the last card when there are fewer cards than columns. */
function gridClass(count: number): string {
  const few = count === 1 ? styles.few1 : count === 2 ? styles.few2 : undefined;
  return few ? `${styles.programs} ${few}` : styles.programs;
}

function Programs({ section }: { section: SiteSectionOf<'services'> }) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <ul className={gridClass(props.items.length)}>
        {props.items.map((item, index) => {
          const facts = programFacts(item);
          return (
            <li key={index} className={styles.program}>
              <span className={styles.programCode} aria-hidden="true">
                {twoDigits(index)}
              </span>
              <h3>{item.name}</h3>
              {item.description !== undefined ? <p>{item.description}</p> : null}
              {facts.length > 0 ? <DetailList className={styles.programMeta} items={facts} /> : null}
            </li>
          );
        })}
      </ul>
      {props.note !== undefined ? <p className={styles.sectionNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

/** «49 €/mese» as the price and its period, set apart as the design sets them. */
function priceParts(price: string): [string, string] {
  const slash = price.indexOf('/');
  return slash > 0 ? [price.slice(0, slash).trimEnd(), price.slice(slash)] : [price, ''];
}

function Plans({ section, book, Action }: { section: SiteSectionOf<'services'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)} className={styles.memberships} inner={styles.membershipsInner}>
      <ul className={styles.plans}>
        {props.items.map((item, index) => {
          const featured = item.badge !== undefined;
          const [price, period] = item.price !== undefined ? priceParts(item.price) : ['', ''];
          return (
            <li key={index} className={featured ? `${styles.plan} ${styles.planFeatured}` : styles.plan}>
              {featured ? <p className={styles.featuredLabel}>{item.badge}</p> : null}
              <h3>{item.name}</h3>
              {item.description !== undefined ? <p className={styles.planNote}>{item.description}</p> : null}
              {item.duration !== undefined ? <p className={styles.planNote}>{item.duration}</p> : null}
              {item.price !== undefined ? (
                <p className={styles.planPrice}>
                  {item.was_price !== undefined ? <del>{item.was_price}</del> : null}
                  {price}
                  {period !== '' ? <span>{period}</span> : null}
                </p>
              ) : null}
              <ul className={styles.planFeatures}>
                {(item.includes ?? []).map((feature, featureIndex) => (
                  <li key={featureIndex}>{feature}</li>
                ))}
              </ul>
              {book ? (
                <Action
                  className={featured ? styles.primary : styles.outlineButton}
                  action={book}
                  label={copy.choose(item.name)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.note !== undefined ? <p className={styles.sectionNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

function Trainers({ section, imageSources }: { section: SiteSectionOf<'team'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)} className={`${styles.section} ${styles.trainers}`}>
      <ul className={styles.trainerGrid}>
        {props.members.map((member, index) => (
          <li key={index} className={styles.trainer}>
            <div className={styles.avatar}>
              {member.photo ? (
                <SiteImg
                  className={styles.photo}
                  image={member.photo}
                  sizes="(max-width: 720px) 112px, 300px"
                  imageSources={imageSources}
                />
              ) : (
                <TrainerAvatar name={member.name} tone={AVATAR_TONES[index % AVATAR_TONES.length]!} />
              )}
            </div>
            <h3>{member.name}</h3>
            {member.role !== undefined ? <p className={styles.role}>{member.role}</p> : null}
            {member.bio !== undefined ? <p className={styles.bio}>{member.bio}</p> : null}
            {member.credentials && member.credentials.length > 0 ? (
              <TextList
                className={styles.credentials}
                label={copy.credentials(member.name)}
                items={member.credentials}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

function Results({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  const metrics: Detail[] = props.items.map((item) => {
    const figure = figureOf(item.title)!;
    return {
      label: item.text ?? '',
      value: (
        <>
          {figure.figure}
          {figure.rest !== '' ? <span>{figure.rest}</span> : null}
        </>
      ),
    };
  });
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <DetailList className={styles.metrics} items={metrics} />
    </DemoSection>
  );
}

function Strengths({ section }: { section: SiteSectionOf<'strengths'> }) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <ul className={gridClass(props.items.length)}>
        {props.items.map((item, index) => (
          <li key={index} className={styles.program}>
            <span className={styles.programCode} aria-hidden="true">
              {twoDigits(index)}
            </span>
            <h3>{item.title}</h3>
            {item.text !== undefined ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

/**
 * The members' stories. Right after the results in figures they continue that section, as on the demo page:
 * the title becomes its subheading; elsewhere they are a section of their own.
 */
function Stories({ section, joined }: { section: SiteSectionOf<'testimonials'>; joined: boolean }) {
  const { props } = section;
  const stories = (
    <ul className={styles.stories}>
      {props.items.map((story, index) => (
        <li key={index} className={styles.story}>
          {story.title !== undefined ? <p className={styles.storyHeadline}>{story.title}</p> : null}
          {story.rating !== undefined ? (
            <p className={styles.stars} role="img" aria-label={copy.stars(story.rating)}>
              {'★'.repeat(story.rating)}
              {'☆'.repeat(5 - story.rating)}
            </p>
          ) : null}
          <RisingBars index={index} />
          <blockquote>
            <p>{story.quote}</p>
          </blockquote>
          <p className={styles.storyName}>
            {story.author}
            {story.source !== undefined ? <>, {story.source}</> : null}
          </p>
        </li>
      ))}
    </ul>
  );
  if (!joined) return <DemoSection {...sectionFrame(section, props, look)}>{stories}</DemoSection>;
  return (
    <section id={section.id} className={`${styles.section} ${styles.joined}`} aria-labelledby={titleId(section)}>
      <h2 id={titleId(section)} className={styles.storiesTitle}>
        {props.title}
      </h2>
      {stories}
    </section>
  );
}

/** The trial offer on orange stripes; right after the memberships it sits in their light band. */
function Trial({ section, joined, Action }: { section: SiteSectionOf<'cta'>; joined: boolean } & Ctx) {
  const { props } = section;
  return (
    <section
      id={section.id}
      className={joined ? `${styles.memberships} ${styles.joinedTrial}` : styles.memberships}
      aria-labelledby={titleId(section)}
    >
      <div className={styles.membershipsInner}>
        <div className={styles.trial}>
          <div>
            <h2 id={titleId(section)}>{props.title}</h2>
            {props.text !== undefined ? <p>{props.text}</p> : null}
          </div>
          <Action className={styles.trialButton} action={props.action} />
        </div>
      </div>
    </section>
  );
}

function About({ section, imageSources }: { section: SiteSectionOf<'about'> } & Ctx) {
  const { props } = section;
  return (
    <DemoSection {...sectionFrame(section, { eyebrow: props.eyebrow, title: props.title }, look)}>
      <div className={styles.about}>
        {props.image ? (
          <SiteImg
            className={styles.aboutImage}
            image={props.image}
            sizes="(max-width: 1240px) 100vw, 1192px"
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
                {milestone.year !== undefined ? <p className={styles.milestoneYear}>{milestone.year}</p> : null}
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

function Menu({ section }: { section: SiteSectionOf<'menu'> }) {
  const { props } = section;
  const { highlight } = props;
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <div className={styles.menuGroups}>
        {props.groups.map((group, index) => (
          <div key={index}>
            <h3>{group.title}</h3>
            {group.subtitle !== undefined ? <p className={styles.menuSubtitle}>{group.subtitle}</p> : null}
            <ul>
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex} className={styles.menuItem}>
                  <p className={styles.menuLine}>
                    <span>{item.name}</span>
                    {item.price !== undefined ? <span>{item.price}</span> : null}
                  </p>
                  {item.description !== undefined ? <p>{item.description}</p> : null}
                  {item.tags && item.tags.length > 0 ? (
                    <p className={styles.menuTags}>{item.tags.join(' · ')}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {highlight ? (
        <div className={styles.highlight}>
          <h3>{[highlight.title, highlight.price].filter((part) => part !== undefined).join(' · ')}</h3>
          {highlight.text !== undefined ? <p>{highlight.text}</p> : null}
          {highlight.note !== undefined ? <p>{highlight.note}</p> : null}
        </div>
      ) : null}
      {props.note !== undefined ? <p className={styles.sectionNote}>{props.note}</p> : null}
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
        sizes="(max-width: 620px) 100vw, 400px"
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
        <DetailList className={styles.hours} items={rows.map((row) => ({ label: row.days, value: row.hours }))} />
      ) : null}
      {props.note !== undefined ? <p className={styles.sectionNote}>{props.note}</p> : null}
    </DemoSection>
  );
}

function Contacts({ section, content, Action }: { section: SiteSectionOf<'contacts'> } & Ctx) {
  const { props } = section;
  const { business } = content;
  const hours = business.opening_hours ?? [];
  return (
    <DemoSection {...sectionFrame(section, props, look)}>
      <div className={styles.contactGrid}>
        {business.address !== undefined ? (
          <div>
            <h3>{copy.where}</h3>
            <address>
              <Lines lines={addressLines(business.address)} />
            </address>
            {business.maps_url ? (
              <p className={styles.contactNote}>
                <a href={business.maps_url}>{copy.map}</a>
              </p>
            ) : null}
            {props.directions !== undefined ? <p className={styles.contactNote}>{props.directions}</p> : null}
          </div>
        ) : null}
        {hours.length > 0 ? (
          <div>
            <h3>{copy.hours}</h3>
            <TextList items={hours.map((row) => `${row.days} ${row.hours}`)} />
          </div>
        ) : null}
        <Reach content={content} heading={(text) => <h3>{text}</h3>} />
      </div>
      {props.action ? (
        <div className={styles.contactAction}>
          <Action className={styles.primary} action={props.action} />
        </div>
      ) : null}
    </DemoSection>
  );
}

/** Phone, WhatsApp, email, PEC and social profiles, under a heading of the caller's level. */
function Reach({ content, heading }: { content: SiteContent; heading: (text: string) => ReactNode }) {
  const { business } = content;
  const social = socialLine(business.social);
  const lines = [
    business.phone ? <a href={`tel:${business.phone.e164}`}>{business.phone.display}</a> : null,
    business.whatsapp ? (
      <a href={`https://wa.me/${business.whatsapp.e164.slice(1)}`}>WhatsApp {business.whatsapp.display}</a>
    ) : null,
    business.email !== undefined ? <a href={`mailto:${business.email}`}>{business.email}</a> : null,
    business.pec !== undefined ? <a href={`mailto:${business.pec}`}>PEC {business.pec}</a> : null,
    social,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <div>
      {heading(copy.contacts)}
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

function Footer({ content, year, footerNote }: { content: SiteContent } & Pick<ThemeViewProps, 'year' | 'footerNote'>) {
  const { business } = content;
  const hours = business.opening_hours ?? [];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <p className={styles.footerBrand}>
          {business.name}
          {business.activity !== undefined ? <span>{business.activity}</span> : null}
        </p>
        {business.address !== undefined ? (
          <div>
            <h2>{copy.where}</h2>
            <address>
              <Lines lines={addressLines(business.address)} />
            </address>
          </div>
        ) : null}
        {hours.length > 0 ? (
          <div>
            <h2>{copy.hours}</h2>
            <TextList items={hours.map((row) => `${row.days} ${row.hours}`)} />
          </div>
        ) : null}
        <Reach content={content} heading={(text) => <h2>{text}</h2>} />
      </div>
      <LegalNote content={content} year={year} className={styles.legal} />
      {footerNote !== undefined ? <p className={styles.legal}>{footerNote}</p> : null}
    </footer>
  );
}

function View({ content, year, Action, imageSources, footerNote }: ThemeViewProps) {
  const { business } = content;
  const sections = visibleSections(content, SECTIONS);
  const ctx: Ctx = { content, Action, imageSources, book: mainAction(sections) };
  const hero = sections.find((section): section is SiteSectionOf<'hero'> => section.type === 'hero');
  const firstServices = sections.find(
    (section): section is SiteSectionOf<'services'> => section.type === 'services' && !isPlanList(section),
  );
  const tickerWords = firstServices?.props.items.slice(0, 8).map((item) => item.name) ?? [];
  const headerAction = hero?.props.primary;
  const main = sections.map((section, index) => {
    const previous = sections[index - 1];
    switch (section.type) {
      case 'hero':
        return [
          <Hero key={section.id} section={section} {...ctx} />,
          tickerWords.length > 0 ? <Ticker key={`${section.id}-ticker`} words={tickerWords} /> : null,
        ];
      case 'services':
        return isPlanList(section) ? (
          <Plans key={section.id} section={section} {...ctx} />
        ) : (
          <Programs key={section.id} section={section} />
        );
      case 'team':
        return <Trainers key={section.id} section={section} {...ctx} />;
      case 'strengths':
        return isFigureList(section) ? (
          <Results key={section.id} section={section} />
        ) : (
          <Strengths key={section.id} section={section} />
        );
      case 'testimonials':
        return <Stories key={section.id} section={section} joined={previous !== undefined && isFigureList(previous)} />;
      case 'cta':
        return (
          <Trial key={section.id} section={section} joined={previous !== undefined && isPlanList(previous)} {...ctx} />
        );
      case 'about':
        return <About key={section.id} section={section} {...ctx} />;
      case 'menu':
        return <Menu key={section.id} section={section} />;
      case 'gallery':
        return <Gallery key={section.id} section={section} {...ctx} />;
      case 'faq':
        return <Faq key={section.id} section={section} />;
      case 'hours':
        return <Hours key={section.id} section={section} {...ctx} />;
      case 'contacts':
        return <Contacts key={section.id} section={section} {...ctx} />;
      default:
        return null;
    }
  });
  return {
    className: styles.page,
    nav: {
      brand: (
        <span className={styles.brandText}>
          <BrandLogo
            business={business}
            imageSources={imageSources}
            mark={<span className={styles.brandMark} aria-hidden="true" />}
          />
          {business.name}{' '}
          {business.activity !== undefined ? <span className={styles.brandSub}>{business.activity}</span> : null}
        </span>
      ),
      links: navLinks(sections),
      action: headerAction ? (
        <Action
          className={styles.headerCta}
          action={headerAction}
          label={headerAction.label.length <= HEADER_ACTION_MAX ? headerAction.label : copy.headerAction}
        />
      ) : undefined,
      classes: { link: styles.navLink },
    },
    main,
    footer: <Footer content={content} year={year} footerNote={footerNote} />,
  };
}

/**
 * The palette on the design's roles. The page is dark with light type and one loud colour. On a light surface
 * (the design's own colours) the primary is the page, the accent the loud colour and the surface the light band;
 * on a dark surface (a brief in the fitness mood) the surface is the page, the primary the loud colour and the
 * ink the light band. Either way every text sits on a pair of TEXT_PAIRS.
 */
function cssVariables(tones: PaletteTones): Record<`--${string}`, string> {
  const rules = (page: string, onPage: string) => ({
    '--rule': mix(page, onPage, 0.2),
    '--rule-2': mix(page, onPage, 0.22),
    '--rule-3': mix(page, onPage, 0.28),
    '--code': mix(page, onPage, 0.1),
  });
  // The trial's second stripe moves away from the text on it, so the text reads on both stripes.
  const stripe = (loud: string, onLoud: string) => mix(loud, luminance(onLoud) < 0.5 ? '#ffffff' : '#000000', 0.12);
  if (luminance(tones.surface) < 0.2)
    return {
      '--night': tones.surface,
      '--ink-2': tones.surfaceAlt,
      '--on-night': tones.ink,
      '--muted': tones.muted,
      '--soft': tones.muted,
      '--softer': tones.ink,
      '--orange': tones.primary,
      '--on-orange': tones.onPrimary,
      '--orange-2': stripe(tones.primary, tones.onPrimary),
      '--paper': tones.ink,
      '--ink': tones.surface,
      '--ink-soft': tones.surface,
      '--plan-note': tones.surface,
      '--orange-deep': tones.surface,
      ...rules(tones.surface, tones.ink),
    };
  return {
    '--night': tones.primary,
    '--ink-2': tones.primaryStrong,
    '--on-night': tones.onPrimary,
    '--muted': tones.onPrimary,
    '--soft': tones.onPrimary,
    '--softer': tones.onPrimary,
    '--orange': tones.accent,
    '--on-orange': tones.onAccent,
    '--orange-2': stripe(tones.accent, tones.onAccent),
    '--paper': tones.surface,
    '--ink': tones.ink,
    '--ink-soft': tones.muted,
    '--plan-note': tones.muted,
    '--orange-deep': tones.primary,
    ...rules(tones.primary, tones.onPrimary),
  };
}

export const palestra: Theme = {
  id: 'palestra',
  label: 'Palestra',
  sections: SECTIONS,
  limits: {
    'hero.title': { maxLength: 36 },
    'hero.facts': { maxItems: 3, maxLength: 40 },
    'services.items': { maxItems: 12 },
    'services.items.details': { maxItems: 3 },
    'services.items.includes': { maxItems: 6, maxLength: 48 },
    'team.members': { maxItems: 8 },
    'team.members.credentials': { maxItems: 3, maxLength: 20 },
    'strengths.items': { maxItems: 4 },
    'testimonials.items': { maxItems: 6 },
  },
  css: `${legalCss}\n${css}`,
  cssVariables,
  textPairs: [
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryStrong'],
    ['accent', 'primary'],
    ['accent', 'primaryStrong'],
    ['onAccent', 'accent'],
    ['ink', 'surface'],
    ['ink', 'surfaceAlt'],
    ['muted', 'surface'],
    ['muted', 'surfaceAlt'],
    ['primary', 'surface'],
    ['primary', 'surfaceAlt'],
  ],
  View,
};
