import {
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  Lines,
  PlanCard,
  TextList,
  cx,
  heroClasses,
  sectionLook,
  telHref,
  type Detail,
} from '../../components';
import { content, type Program, type Result } from './content';
import { HeroBarbell, ProgressBars, TrainerAvatar } from './illustrations';
import styles from './GymPage.module.css';

const planClasses = {
  card: styles.plan,
  featuredCard: styles.planFeatured,
  badge: styles.featuredLabel,
  features: styles.planFeatures,
  button: styles.outlineButton,
  featuredButton: styles.primary,
};

function Intensity({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.intensity} role="img" aria-label={content.a11y.intensity(label, value)}>
      {[1, 2, 3, 4, 5].map((step) => (
        <i key={step} className={step <= value ? styles.intensityOn : undefined} />
      ))}
    </span>
  );
}

/** Duration, level and intensity of a programme. */
function programFacts(program: Program): Detail[] {
  const { programs } = content;
  const intensity = <Intensity value={program.intensity} label={programs.intensityLabel} />;
  return [
    { label: programs.durationLabel, value: `${program.minutes} ${programs.minutesLabel}` },
    { label: programs.levelLabel, value: program.level },
    { label: programs.intensityLabel, value: intensity },
  ];
}

/** A result in figures: the number with its unit set apart. */
function resultFact(result: Result): Detail {
  return {
    label: result.label,
    value: (
      <>
        {result.metric}
        <span>{result.unit}</span>
      </>
    ),
  };
}

const look = sectionLook(styles, { as: 'div' });
const trainersLook = sectionLook(styles, { className: cx(styles.section, styles.trainers), as: 'div' });
const membershipsLook = sectionLook(styles, {
  className: styles.memberships,
  inner: styles.membershipsInner,
  as: 'div',
});

const heroLook = heroClasses(styles);

/** Gym demo: black, white and hazard orange, heavy condensed uppercase type, hard edges. */
export default function GymPage() {
  const { hero, programs, trainers, results, memberships } = content;

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s6-hero-title">
        <HeroIntro
          {...hero}
          id="s6-hero-title"
          classes={heroLook}
          title={
            <>
              {hero.titleLines.map((line, index) => (
                <span key={line} className={index === 1 ? styles.outline : undefined}>
                  {line}
                </span>
              ))}
            </>
          }
          lead={hero.text}
          secondaryHref="#abbonamenti"
        />
        <div className={styles.heroArt}>
          <HeroBarbell />
        </div>
        <DetailList className={styles.heroStats} items={hero.stats} />
      </section>

      <div className={styles.ticker} aria-hidden="true">
        <div className={styles.tickerTrack}>
          {[...content.ticker, ...content.ticker].map((word, index) => (
            <span key={index}>{word}</span>
          ))}
        </div>
      </div>

      <DemoSection id="programmi" titleId="s6-programs-title" heading={programs} {...look}>
        <ul className={styles.programs}>
          {programs.items.map((program) => (
            <li key={program.code} className={styles.program}>
              <span className={styles.programCode} aria-hidden="true">
                {program.code}
              </span>
              <h3>{program.name}</h3>
              <p>{program.text}</p>
              <DetailList className={styles.programMeta} items={programFacts(program)} />
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="trainer" titleId="s6-trainers-title" heading={trainers} {...trainersLook}>
        <ul className={styles.trainerGrid}>
          {trainers.items.map((trainer) => (
            <li key={trainer.name} className={styles.trainer}>
              <div className={styles.avatar}>
                <TrainerAvatar name={trainer.name} tone={trainer.tone} />
              </div>
              <h3>{trainer.name}</h3>
              <p className={styles.role}>{trainer.role}</p>
              <p className={styles.bio}>{trainer.bio}</p>
              <TextList
                className={styles.credentials}
                label={content.a11y.credentials(trainer.name)}
                items={trainer.credentials}
              />
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="risultati" titleId="s6-results-title" heading={results} {...look}>
        <DetailList className={styles.metrics} items={results.metrics.map(resultFact)} />
        <h3 className={styles.storiesTitle}>{results.storiesTitle}</h3>
        <ul className={styles.stories}>
          {results.stories.map((story) => (
            <li key={story.name} className={styles.story}>
              <p className={styles.storyHeadline}>{story.headline}</p>
              <ProgressBars
                values={story.progress}
                label={`${results.progressLabel}: ${story.name}, ${story.headline}`}
              />
              <blockquote>
                <p>{story.text}</p>
              </blockquote>
              <p className={styles.storyName}>
                {story.name}, {story.age}
              </p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="abbonamenti" titleId="s6-memberships-title" heading={memberships} {...membershipsLook}>
        <ul className={styles.plans}>
          {memberships.items.map((plan) => (
            <PlanCard key={plan.name} {...plan} badge={memberships.featuredLabel} classes={planClasses}>
              <p className={styles.planNote}>{plan.note}</p>
              <p className={styles.planPrice}>
                {plan.price}
                <span>{plan.period}</span>
              </p>
            </PlanCard>
          ))}
        </ul>
        <div className={styles.trial}>
          <div>
            <h3>{memberships.trial.title}</h3>
            <p>{memberships.trial.text}</p>
          </div>
          <DemoButton className={styles.trialButton} label={memberships.trial.cta} />
        </div>
      </DemoSection>
    </DemoLayout>
  );
}

const footerLook = { className: styles.footer, classes: { legal: styles.legal, note: styles.legal } };

function Footer() {
  const { footer } = content;
  return (
    <DemoFooter {...footerLook} legal={footer.legal} note={footer.note}>
      <div className={styles.footerGrid}>
        <p className={styles.footerBrand}>
          {content.brand}
          <span>{content.brandSub}</span>
        </p>
        <div>
          <h2>{footer.addressTitle}</h2>
          <address>
            <Lines lines={footer.address} />
          </address>
        </div>
        <div>
          <h2>{footer.hoursTitle}</h2>
          <TextList items={footer.hours} />
        </div>
        <div>
          <h2>{footer.contactTitle}</h2>
          <p>
            <a href={telHref(footer.phone)}>{footer.phone}</a>
          </p>
          <p>
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
          </p>
        </div>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <span className={styles.brandText}>
      <span className={styles.brandMark} aria-hidden="true" />
      {content.brand} <span className={styles.brandSub}>{content.brandSub}</span>
    </span>
  ),
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { header: styles.header, nav: styles.nav, link: styles.navLink },
};
