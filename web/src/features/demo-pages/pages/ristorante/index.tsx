import { usePageMeta } from '../../../../lib/page-meta';
import { CreateLandingButton } from '../../components/CreateLandingButton';
import { SectionNav } from '../../components/SectionNav';
import { content } from './content';
import { Flourish, HeroStillLife, OltrarnoMap, PergolaScene } from './illustrations';
import styles from './RestaurantPage.module.css';

/** Demo buttons only say what they would do: the demo pages make no calls. */
function logAction(label: string) {
  console.info(`[demo stile5] ${label}`);
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={content.a11y.stars(rating)}>
      {'★'.repeat(rating)}{'☆'.repeat(5 - rating)}
    </span>
  );
}

/** Italian restaurant demo: cream paper, wine red and olive, an elegant serif and a menu with prices. */
export default function RestaurantPage() {
  usePageMeta(content.meta);
  const { hero, menu, story, reviews, contacts, footer } = content;

  return (
    <div id="top" className={styles.page}>
      <a className={styles.skip} href="#contenuto">{content.a11y.skip}</a>
      <SectionNav
        brand={<span className={styles.brandText}><span className={styles.brandName}>{content.brand.name}</span>{' '}<span className={styles.brandSince}>{content.brand.since}</span></span>}
        links={content.nav}
        action={<button type="button" className={styles.headerCta} onClick={() => logAction(content.headerCta)}>{content.headerCta}</button>}
        classes={{ brand: styles.brand, nav: styles.nav, link: styles.navLink }}
      />

      <main id="contenuto">
        <section className={styles.hero} aria-labelledby="s5-hero-title">
          <div className={styles.heroText}>
            <p className={styles.kicker}>{hero.kicker}</p>
            <h1 id="s5-hero-title">{hero.title}</h1>
            <Flourish />
            <p className={styles.lead}>{hero.text}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => logAction(hero.primary)}>{hero.primary}</button>
              <a className={styles.secondary} href="#menu">{hero.secondary}</a>
            </div>
            <ul className={styles.facts}>
              {hero.facts.map((fact) => <li key={fact}>{fact}</li>)}
            </ul>
          </div>
          <div className={styles.heroArt}>
            <HeroStillLife />
          </div>
        </section>

        <section id="menu" className={styles.menu} aria-labelledby="s5-menu-title">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{menu.kicker}</p>
            <h2 id="s5-menu-title">{menu.title}</h2>
            <Flourish />
            <p>{menu.text}</p>
          </div>
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
                        <span className={styles.dishPrice}>{item.price} {menu.currency}</span>
                      </p>
                      <p className={styles.dishDescription}>{item.description}</p>
                      {item.marks && (
                        <p className={styles.marks}>
                          {item.marks.map((mark) => <span key={mark}>{mark}</span>)}
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
            <p className={styles.tastingPrice}>{menu.tasting.price} <span>{menu.tasting.wine}</span></p>
          </div>
          <p className={styles.menuNote}>{menu.note}</p>
        </section>

        <section id="storia" className={styles.story} aria-labelledby="s5-story-title">
          <div className={styles.storyInner}>
            <figure className={styles.storyArt}>
              <PergolaScene label={story.illustrationLabel} />
            </figure>
            <div>
              <p className={styles.kicker}>{story.kicker}</p>
              <h2 id="s5-story-title">{story.title}</h2>
              <p className={styles.storyText}>{story.text}</p>
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
            </div>
          </div>
        </section>

        <section id="recensioni" className={styles.reviews} aria-labelledby="s5-reviews-title">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{reviews.kicker}</p>
            <h2 id="s5-reviews-title">{reviews.title}</h2>
            <p className={styles.average}>
              <span className={styles.averageValue}>{reviews.average}</span>
              <Stars rating={5} />
              <span>{reviews.count}</span>
            </p>
          </div>
          <ul className={styles.reviewList}>
            {reviews.items.map((review) => (
              <li key={review.author}>
                <figure className={styles.review}>
                  <Stars rating={review.rating} />
                  <blockquote><p>{review.quote}</p></blockquote>
                  <figcaption>{review.author} · <span>{review.source}</span></figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section id="contatti" className={styles.contacts} aria-labelledby="s5-contacts-title">
          <div className={styles.contactsText}>
            <p className={styles.kicker}>{contacts.kicker}</p>
            <h2 id="s5-contacts-title">{contacts.title}</h2>
            <p>{contacts.text}</p>
            <div className={styles.contactGrid}>
              <div>
                <h3>{contacts.addressTitle}</h3>
                <address>
                  {contacts.address.map((line) => <span key={line}>{line}</span>)}
                </address>
                <p className={styles.muted}>{contacts.directions}</p>
              </div>
              <div>
                <h3>{contacts.phoneTitle}</h3>
                <p><a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a></p>
                <p><a href={`mailto:${contacts.email}`}>{contacts.email}</a></p>
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
            <button type="button" className={styles.primary} onClick={() => logAction(contacts.cta)}>{contacts.cta}</button>
          </div>
          <figure className={styles.map}>
            <OltrarnoMap label={contacts.mapLabel} />
          </figure>
        </section>
        <CreateLandingButton />
      </main>

      <footer className={styles.footer}>
        <p className={styles.footerBrand}>{content.brand.name}</p>
        <p>{contacts.address.join(', ')} · <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a> · {footer.social}</p>
        <p className={styles.legal}>{footer.legal}</p>
        <p className={styles.legal}>{footer.copyright}</p>
      </footer>
    </div>
  );
}
