import {
  DemoButton,
  DemoFooter,
  DemoLayout,
  HeroIntro,
  Lines,
  SectionHeader,
  Testimonial,
  TextList,
  heroClasses,
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

const kicker = { eyebrow: styles.kicker };

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
          eyebrow={hero.kicker}
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

      <section id="menu" className={styles.menu} aria-labelledby="s5-menu-title">
        <SectionHeader
          as="div"
          id="s5-menu-title"
          className={styles.sectionHead}
          classes={kicker}
          eyebrow={menu.kicker}
          title={menu.title}
          ornament={<Flourish />}
          intro={menu.text}
        />
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
      </section>

      <section id="storia" className={styles.story} aria-labelledby="s5-story-title">
        <div className={styles.storyInner}>
          <figure className={styles.storyArt}>
            <PergolaScene label={story.illustrationLabel} />
          </figure>
          <SectionHeader
            as="div"
            id="s5-story-title"
            classes={{ ...kicker, intro: styles.storyText }}
            eyebrow={story.kicker}
            title={story.title}
            intro={story.text}
          >
            <ol className={styles.milestones}>
              {story.milestones.map((milestone) => (
                <li key={milestone.year}>
                  <span className={styles.year}>{milestone.year}</span>
                  <div>
                    <h3>{milestone.title}</h3>
                    <p>{milestone.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className={styles.signature}>{story.signature}</p>
          </SectionHeader>
        </div>
      </section>

      <section id="recensioni" className={styles.reviews} aria-labelledby="s5-reviews-title">
        <SectionHeader
          as="div"
          id="s5-reviews-title"
          className={styles.sectionHead}
          classes={kicker}
          eyebrow={reviews.kicker}
          title={reviews.title}
        >
          <p className={styles.average}>
            <span className={styles.averageValue}>{reviews.average}</span>
            <Stars rating={5} />
            <span>{reviews.count}</span>
          </p>
        </SectionHeader>
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
      </section>

      <section id="contatti" className={styles.contacts} aria-labelledby="s5-contacts-title">
        <SectionHeader
          as="div"
          id="s5-contacts-title"
          className={styles.contactsText}
          classes={kicker}
          eyebrow={contacts.kicker}
          title={contacts.title}
          intro={contacts.text}
        >
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
        </SectionHeader>
        <figure className={styles.map}>
          <OltrarnoMap label={contacts.mapLabel} />
        </figure>
      </section>
    </DemoLayout>
  );
}

function Footer() {
  const { contacts, footer } = content;
  return (
    <DemoFooter
      className={styles.footer}
      classes={{ legal: styles.legal, note: styles.legal }}
      legal={footer.legal}
      note={footer.note}
    >
      <p className={styles.footerBrand}>{content.brand.name}</p>
      <p>
        {contacts.address.join(', ')} · <a href={telHref(contacts.phone)}>{contacts.phone}</a> · {footer.social}
      </p>
    </DemoFooter>
  );
}
