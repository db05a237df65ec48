import {
  CardList,
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  HeroIntro,
  Lines,
  Testimonial,
  TextList,
  heroClasses,
  sectionLook,
  telHref,
} from '../../components';
import { content } from './content';
import { Flourish, HeroStillLife, OltrarnoMap, PergolaScene } from './illustrations';
import styles from './RestaurantPage.module.css';

const nav = {
  brand: (
    <span className={styles.brandText}>
      <span className={styles.brandName}>{content.brand.name}</span>{' '}
      <span className={styles.brandSince}>{content.brand.since}</span>
    </span>
  ),
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { brand: styles.brand, nav: styles.nav, link: styles.navLink },
};

const menuLook = sectionLook(styles, { className: styles.menu, as: 'div', classes: { eyebrow: styles.kicker } });
const storyLook = sectionLook(styles, {
  className: styles.story,
  inner: styles.storyInner,
  as: 'div',
  headClassName: undefined,
  classes: { eyebrow: styles.kicker, intro: styles.storyText },
});
const reviewsLook = sectionLook(styles, { className: styles.reviews, as: 'div', classes: { eyebrow: styles.kicker } });
const contactLook = sectionLook(styles, {
  className: styles.contacts,
  as: 'div',
  headClassName: styles.contactsText,
  classes: { eyebrow: styles.kicker },
});

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={content.a11y.stars(rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

const heroLook = heroClasses(styles, { eyebrow: styles.kicker });

/** Italian restaurant demo: cream paper, wine red and olive, an elegant serif and a menu with prices. */
export default function RestaurantPage() {
  const { hero, menu, story, reviews, contacts } = content;

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s5-hero-title">
        <HeroIntro
          {...hero}
          id="s5-hero-title"
          classes={heroLook}
          ornament={<Flourish />}
          lead={hero.text}
          secondaryHref="#menu"
        >
          <TextList className={styles.facts} items={hero.facts} />
        </HeroIntro>
        <div className={styles.heroArt}>
          <HeroStillLife />
        </div>
      </section>

      <DemoSection id="menu" titleId="s5-menu-title" heading={menu} ornament={<Flourish />} {...menuLook}>
        <div className={styles.courses}>
          {menu.courses.map((course) => (
            <section key={course.title} className={styles.course} aria-labelledby={`s5-course-${course.title}`}>
              <h3 id={`s5-course-${course.title}`}>{course.title}</h3>
              <p className={styles.courseSubtitle}>{course.subtitle}</p>
              <ul>
                {course.items.map((item) => (
                  <li key={item.name} className={styles.dish}>
                    <p className={styles.dishLine}>
                      <span className={styles.dishName}>{item.name}</span>
                      <span className={styles.leader} aria-hidden="true" />
                      <span className={styles.dishPrice}>
                        {item.price} {menu.currency}
                      </span>
                    </p>
                    <p className={styles.dishDescription}>{item.description}</p>
                    {item.marks && (
                      <p className={styles.marks}>
                        {item.marks.map((mark) => (
                          <span key={mark}>{mark}</span>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.tasting}>
          <p className={styles.tastingTitle}>{menu.tasting.title}</p>
          <p>{menu.tasting.text}</p>
          <p className={styles.tastingPrice}>
            {menu.tasting.price} <span>{menu.tasting.wine}</span>
          </p>
        </div>
        <p className={styles.menuNote}>{menu.note}</p>
      </DemoSection>

      <DemoSection
        id="storia"
        titleId="s5-story-title"
        heading={story}
        before={<StoryArt />}
        aside={<Milestones />}
        {...storyLook}
      />

      <DemoSection id="recensioni" titleId="s5-reviews-title" heading={reviews} aside={<Average />} {...reviewsLook}>
        <ul className={styles.reviewList}>
          {reviews.items.map((review) => (
            <li key={review.author}>
              <Testimonial
                className={styles.review}
                before={<Stars rating={review.rating} />}
                quote={review.quote}
                caption={
                  <>
                    {review.author} · <span>{review.source}</span>
                  </>
                }
                paragraph
              />
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="contatti" titleId="s5-contacts-title" heading={contacts} aside={<Visit />} {...contactLook}>
        <figure className={styles.map}>
          <OltrarnoMap label={contacts.mapLabel} />
        </figure>
      </DemoSection>
    </DemoLayout>
  );
}

function StoryArt() {
  return (
    <figure className={styles.storyArt}>
      <PergolaScene label={content.story.illustrationLabel} />
    </figure>
  );
}

function Milestones() {
  const { story } = content;
  return (
    <>
      <CardList
        as="ol"
        className={styles.milestones}
        items={story.milestones}
        before={(milestone) => <span className={styles.year}>{milestone.year}</span>}
        body
      />
      <p className={styles.signature}>{story.signature}</p>
    </>
  );
}

function Average() {
  const { reviews } = content;
  return (
    <p className={styles.average}>
      <span className={styles.averageValue}>{reviews.average}</span>
      <Stars rating={5} />
      <span>{reviews.count}</span>
    </p>
  );
}

function Visit() {
  const { contacts } = content;
  return (
    <>
      <div className={styles.contactGrid}>
        <div>
          <h3>{contacts.addressTitle}</h3>
          <address>
            <Lines lines={contacts.address} />
          </address>
          <p className={styles.muted}>{contacts.directions}</p>
        </div>
        <div>
          <h3>{contacts.phoneTitle}</h3>
          <p>
            <a href={telHref(contacts.phone)}>{contacts.phone}</a>
          </p>
          <p>
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </p>
        </div>
      </div>
      <h3 className={styles.hoursTitle}>{contacts.hoursTitle}</h3>
      <dl className={styles.hours}>
        {contacts.hours.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <DemoButton className={styles.primary} label={contacts.cta} />
    </>
  );
}

const footerLook = { className: styles.footer, classes: { legal: styles.legal, note: styles.legal } };

function Footer() {
  const { contacts, footer } = content;
  return (
    <DemoFooter {...footerLook} legal={footer.legal} note={footer.note}>
      <p className={styles.footerBrand}>{content.brand.name}</p>
      <p>
        {contacts.address.join(', ')} · <a href={telHref(contacts.phone)}>{contacts.phone}</a> · {footer.social}
      </p>
    </DemoFooter>
  );
}
