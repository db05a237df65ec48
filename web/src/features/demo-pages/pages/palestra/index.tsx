import { usePageMeta } from '../../../../lib/page-meta';
import { CreateLandingButton } from '../../components/CreateLandingButton';
import { SectionNav } from '../../components/SectionNav';
import { content } from './content';
import { HeroBarbell, ProgressBars, TrainerAvatar } from './illustrations';
import styles from './GymPage.module.css';

/** Demo buttons only say what they would do: the demo pages make no calls. */
function logAction(label: string) {
  console.info(`[demo stile6] ${label}`);
}

function Intensity({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.intensity} role="img" aria-label={content.a11y.intensity(label, value)}>
      {[1, 2, 3, 4, 5].map((step) => (
        <i key={step} className={step <= value ? styles.intensityOn : undefined} />
      ))}
    </span>
  );
}

/** Gym demo: black, white and hazard orange, heavy condensed uppercase type, hard edges. */
export default function GymPage() {
  usePageMeta(content.meta);
  const { hero, programs, trainers, results, memberships, footer } = content;

  return (
    <div id="top" className={styles.page}>
      <a className={styles.skip} href="#contenuto">{content.a11y.skip}</a>
      <SectionNav
        brand={<span className={styles.brandText}><span className={styles.brandMark} aria-hidden="true" />{content.brand}{' '}<span className={styles.brandSub}>{content.brandSub}</span></span>}
        links={content.nav}
        action={<button type="button" className={styles.headerCta} onClick={() => logAction(content.headerCta)}>{content.headerCta}</button>}
        classes={{ header: styles.header, nav: styles.nav, link: styles.navLink }}
      />

      <main id="contenuto">
        <section className={styles.hero} aria-labelledby="s6-hero-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{hero.eyebrow}</p>
            <h1 id="s6-hero-title">
              {hero.titleLines.map((line, index) => (
                <span key={line} className={index === 1 ? styles.outline : undefined}>{line}</span>
              ))}
            </h1>
            <p className={styles.lead}>{hero.text}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => logAction(hero.primary)}>{hero.primary}</button>
              <a className={styles.secondary} href="#abbonamenti">{hero.secondary}</a>
            </div>
          </div>
          <div className={styles.heroArt}>
            <HeroBarbell />
          </div>
          <dl className={styles.heroStats}>
            {hero.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className={styles.ticker} aria-hidden="true">
          <div className={styles.tickerTrack}>
            {[...content.ticker, ...content.ticker].map((word, index) => (
              <span key={index}>{word}</span>
            ))}
          </div>
        </div>

        <section id="programmi" className={styles.section} aria-labelledby="s6-programs-title">
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{programs.eyebrow}</p>
            <h2 id="s6-programs-title">{programs.title}</h2>
            <p>{programs.text}</p>
          </div>
          <ul className={styles.programs}>
            {programs.items.map((program) => (
              <li key={program.code} className={styles.program}>
                <span className={styles.programCode} aria-hidden="true">{program.code}</span>
                <h3>{program.name}</h3>
                <p>{program.text}</p>
                <dl className={styles.programMeta}>
                  <div><dt>{programs.durationLabel}</dt><dd>{program.minutes} {programs.minutesLabel}</dd></div>
                  <div><dt>{programs.levelLabel}</dt><dd>{program.level}</dd></div>
                  <div>
                    <dt>{programs.intensityLabel}</dt>
                    <dd><Intensity value={program.intensity} label={programs.intensityLabel} /></dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>

        <section id="trainer" className={`${styles.section} ${styles.trainers}`} aria-labelledby="s6-trainers-title">
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{trainers.eyebrow}</p>
            <h2 id="s6-trainers-title">{trainers.title}</h2>
            <p>{trainers.text}</p>
          </div>
          <ul className={styles.trainerGrid}>
            {trainers.items.map((trainer) => (
              <li key={trainer.name} className={styles.trainer}>
                <div className={styles.avatar}><TrainerAvatar name={trainer.name} tone={trainer.tone} /></div>
                <h3>{trainer.name}</h3>
                <p className={styles.role}>{trainer.role}</p>
                <p className={styles.bio}>{trainer.bio}</p>
                <ul className={styles.credentials} aria-label={content.a11y.credentials(trainer.name)}>
                  {trainer.credentials.map((credential) => <li key={credential}>{credential}</li>)}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section id="risultati" className={styles.section} aria-labelledby="s6-results-title">
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{results.eyebrow}</p>
            <h2 id="s6-results-title">{results.title}</h2>
            <p>{results.text}</p>
          </div>
          <dl className={styles.metrics}>
            {results.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.metric}<span>{metric.unit}</span></dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.storiesTitle}>{results.storiesTitle}</h3>
          <ul className={styles.stories}>
            {results.stories.map((story) => (
              <li key={story.name} className={styles.story}>
                <p className={styles.storyHeadline}>{story.headline}</p>
                <ProgressBars values={story.progress} label={`${results.progressLabel}: ${story.name}, ${story.headline}`} />
                <blockquote><p>{story.text}</p></blockquote>
                <p className={styles.storyName}>{story.name}, {story.age}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="abbonamenti" className={styles.memberships} aria-labelledby="s6-memberships-title">
          <div className={styles.membershipsInner}>
            <div className={styles.sectionHead}>
              <p className={styles.eyebrow}>{memberships.eyebrow}</p>
              <h2 id="s6-memberships-title">{memberships.title}</h2>
              <p>{memberships.text}</p>
            </div>
            <ul className={styles.plans}>
              {memberships.items.map((plan) => (
                <li key={plan.name} className={plan.featured ? `${styles.plan} ${styles.planFeatured}` : styles.plan}>
                  {plan.featured && <p className={styles.featuredLabel}>{memberships.featuredLabel}</p>}
                  <h3>{plan.name}</h3>
                  <p className={styles.planNote}>{plan.note}</p>
                  <p className={styles.planPrice}>{plan.price}<span>{plan.period}</span></p>
                  <ul className={styles.planFeatures}>
                    {plan.features.map((feature) => <li key={feature}>{feature}</li>)}
                  </ul>
                  <button type="button" className={plan.featured ? styles.primary : styles.outlineButton} onClick={() => logAction(plan.cta)}>
                    {plan.cta}
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.trial}>
              <div>
                <h3>{memberships.trial.title}</h3>
                <p>{memberships.trial.text}</p>
              </div>
              <button type="button" className={styles.trialButton} onClick={() => logAction(memberships.trial.cta)}>{memberships.trial.cta}</button>
            </div>
          </div>
        </section>
        <CreateLandingButton />
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerGrid}>
          <p className={styles.footerBrand}>{content.brand}<span>{content.brandSub}</span></p>
          <div>
            <h2>{footer.addressTitle}</h2>
            <address>{footer.address.map((line) => <span key={line}>{line}</span>)}</address>
          </div>
          <div>
            <h2>{footer.hoursTitle}</h2>
            <ul>{footer.hours.map((line) => <li key={line}>{line}</li>)}</ul>
          </div>
          <div>
            <h2>{footer.contactTitle}</h2>
            <p><a href={`tel:${footer.phone.replace(/\s/g, '')}`}>{footer.phone}</a></p>
            <p><a href={`mailto:${footer.email}`}>{footer.email}</a></p>
          </div>
        </div>
        <p className={styles.legal}>{footer.legal}</p>
        <p className={styles.legal}>{footer.copyright}</p>
      </footer>
    </div>
  );
}
