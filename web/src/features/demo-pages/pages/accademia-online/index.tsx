import { useState } from 'react';
import {
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  SectionHeader,
  TextList,
  heroClasses,
  logOnly,
  sectionLook,
  telHref,
} from '../../components';
import { content, type Category } from './content';
import { Certificate, CourseThumb, LessonPlayer, TeacherAvatar } from './illustrations';
import styles from './AcademyPage.module.css';

const CATEGORY_CLASS: Record<Category, string> = {
  Design: styles.catDesign,
  Sviluppo: styles.catDev,
  Dati: styles.catData,
  Marketing: styles.catMarketing,
};

/** The course catalogue with topic filter chips (client-side only). */
function CourseCatalogue() {
  const { courses } = content;
  const [filter, setFilter] = useState<Category | null>(null);
  const shown = courses.items.filter((course) => filter === null || course.category === filter);
  const chips: readonly (Category | null)[] = [null, ...courses.categories];

  return (
    <>
      <div className={styles.chips} role="group" aria-label={courses.filterLabel}>
        {chips.map((chip) => (
          <button
            key={chip ?? 'tutti'}
            type="button"
            className={styles.chip}
            aria-pressed={filter === chip}
            onClick={() => setFilter(chip)}
          >
            {chip ?? courses.all}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p>{courses.empty}</p>
      ) : (
        <ul className={styles.courses}>
          {shown.map((course) => (
            <li key={course.id}>
              <article className={styles.course} aria-labelledby={`s8-${course.id}`}>
                <div className={styles.thumb}>
                  <CourseThumb
                    category={course.category}
                    mirrored={
                      courses.items.findIndex((other) => other.category === course.category) !==
                      courses.items.indexOf(course)
                    }
                  />
                  {'bestseller' in course && course.bestseller && (
                    <p className={styles.bestseller}>{courses.labels.bestseller}</p>
                  )}
                </div>
                <div className={styles.courseBody}>
                  <p className={`${styles.category} ${CATEGORY_CLASS[course.category]}`}>{course.category}</p>
                  <h3 id={`s8-${course.id}`}>{course.title}</h3>
                  <p className={styles.teacher}>{course.teacher}</p>
                  <dl className={styles.courseMeta}>
                    <div>
                      <dt className="visually-hidden">{courses.labels.level}</dt>
                      <dd className={styles.level} data-level={course.level}>
                        {course.level}
                      </dd>
                    </div>
                    <div>
                      <dt className="visually-hidden">{courses.labels.hours}</dt>
                      <dd>
                        {course.hours} {courses.labels.hours}
                      </dd>
                    </div>
                    <div>
                      <dt className="visually-hidden">{courses.labels.lessons}</dt>
                      <dd>
                        {course.lessons} {courses.labels.lessons}
                      </dd>
                    </div>
                  </dl>
                  <p className={styles.rating}>
                    <span className={styles.star} aria-hidden="true">
                      ★
                    </span>
                    <span className="visually-hidden">{courses.labels.rating}</span> {course.rating}
                    <span className={styles.students}>
                      · {course.students} {courses.labels.students}
                    </span>
                  </p>
                  <div className={styles.courseFooter}>
                    <p className={styles.price}>
                      {course.price}
                      {'fullPrice' in course && course.fullPrice && <s>{course.fullPrice}</s>}
                    </p>
                    <button
                      type="button"
                      className={styles.enroll}
                      onClick={logOnly(`${courses.labels.enroll}: ${course.title}`)}
                    >
                      {courses.labels.enroll}
                      <span className="visually-hidden">: {course.title}</span>
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const titled = { eyebrow: styles.eyebrow, title: styles.h2, intro: styles.sectionText };

const look = sectionLook(styles, { as: 'div' });
const teachersLook = sectionLook(styles, { className: styles.teachersSection, inner: styles.section, as: 'div' });

const heroLook = heroClasses(styles, { eyebrow: styles.badge });

/** Online academy demo: lavender-white, indigo with coral, sun and mint; rounded heavy type; playful cards. */
export default function AcademyPage() {
  const { hero, courses, teachers, certifications, community } = content;
  const [before, after] = hero.title.split(hero.highlight);

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s8-hero-title">
        <HeroIntro
          {...hero}
          id="s8-hero-title"
          classes={heroLook}
          eyebrow={
            <>
              <span aria-hidden="true">✦</span> {hero.badge}
            </>
          }
          title={
            <>
              {before}
              <span className={styles.scribble}>{hero.highlight}</span>
              {after}
            </>
          }
          lead={hero.text}
          secondaryHref="#corsi"
        >
          <p className={styles.proof}>
            <span className={styles.faces} aria-hidden="true">
              <i />
              <i />
              <i />
              <i />
            </span>
            {hero.proof}
          </p>
        </HeroIntro>
        <div className={styles.heroArt}>
          <LessonPlayer label={hero.playerLabel} />
          <p className={`${styles.floating} ${styles.floatingCert}`}>
            <span aria-hidden="true" className={styles.tick}>
              ✓
            </span>{' '}
            {hero.floatingCertificate}
          </p>
          <p className={`${styles.floating} ${styles.floatingLesson}`}>
            <span aria-hidden="true">▶</span> {hero.floatingLesson}
          </p>
        </div>
      </section>

      <DemoSection id="corsi" titleId="s8-courses-title" heading={courses} {...look}>
        <CourseCatalogue />
      </DemoSection>

      <DemoSection id="docenti" titleId="s8-teachers-title" heading={teachers} {...teachersLook}>
        <ul className={styles.teachers}>
          {teachers.items.map((teacher, index) => (
            <li key={teacher.name} className={styles.teacherCard}>
              <div className={styles.avatar}>
                <TeacherAvatar tone={teacher.tone} index={index} />
              </div>
              <h3>{teacher.name}</h3>
              <p className={styles.role}>{teacher.role}</p>
              <p className={styles.teacherMeta}>
                <span className={`${styles.category} ${CATEGORY_CLASS[teacher.topic]}`}>{teacher.topic}</span>
                <span>
                  {teacher.courses} {teachers.coursesLabel}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <section id="certificazioni" className={`${styles.section} ${styles.certs}`} aria-labelledby="s8-certs-title">
        <div className={styles.certArt}>
          <Certificate {...certifications.certificate} />
        </div>
        <SectionHeader as="div" id="s8-certs-title" classes={titled} {...certifications} intro={certifications.text}>
          <ul className={styles.certPoints}>
            {certifications.points.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.partnersLabel}>{certifications.partnersLabel}</p>
          <TextList className={styles.partners} items={certifications.partners} />
        </SectionHeader>
      </section>

      <section id="community" className={styles.community} aria-labelledby="s8-community-title">
        <div className={`${styles.section} ${styles.communityInner}`}>
          <SectionHeader as="div" id="s8-community-title" classes={titled} {...community} intro={community.text}>
            <DetailList className={styles.communityStats} items={community.stats} />
            <DemoButton className={styles.primaryLight} label={community.cta} />
          </SectionHeader>
          <div className={styles.communityCards}>
            <figure className={styles.chat} aria-label={community.chatLabel}>
              <figcaption>{community.chatTitle}</figcaption>
              <ul>
                {community.chat.map((message) => (
                  <li key={message.author}>
                    <span className={styles.chatAvatar} aria-hidden="true">
                      {message.author[0]}
                    </span>
                    <div>
                      <p className={styles.chatAuthor}>{message.author}</p>
                      <p>{message.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </figure>
            <div className={styles.events}>
              <h3>{community.eventsTitle}</h3>
              <ul>
                {community.events.map((event) => (
                  <li key={event.title}>
                    <p className={styles.date}>
                      <span>{event.day}</span>
                      {event.month}
                    </p>
                    <div>
                      <p className={styles.eventKind}>{event.kind}</p>
                      <p className={styles.eventTitle}>{event.title}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>
    </DemoLayout>
  );
}

const footerLook = { className: styles.footer, classes: { legal: styles.legal, note: styles.footerMuted } };

function Footer() {
  const { footer } = content;
  return (
    <DemoFooter {...footerLook} legal={footer} note={footer.demoNote}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerBrand}>
            {content.brand}
            <span>{content.brandSuffix}</span>
          </p>
          <p className={styles.footerMuted}>{footer.tagline}</p>
        </div>
        <div>
          <h2 className={styles.footerTitle}>{footer.contactTitle}</h2>
          <p>
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
          </p>
          <p>
            <a href={telHref(footer.phone)}>{footer.phone}</a>
          </p>
          <p className={styles.footerMuted}>{footer.address}</p>
        </div>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <span className={styles.brand}>
      <span className={styles.brandDot} aria-hidden="true" />
      {content.brand} <span className={styles.brandSuffix}>{content.brandSuffix}</span>
    </span>
  ),
  brandLabel: content.a11y.brandLink,
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { link: styles.navLink },
};
