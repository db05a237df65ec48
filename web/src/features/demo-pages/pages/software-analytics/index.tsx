import { usePageMeta } from '../../../../lib/page-meta';
import { CreateLandingButton } from '../../components/CreateLandingButton';
import { SectionNav } from '../../components/SectionNav';
import { content } from './content';
import { CohortHeatmap, DashboardMock, FeatureIcon, LogoMark } from './illustrations';
import styles from './AnalyticsPage.module.css';

/** Demo buttons only say what they would do: the demo pages make no calls. */
function logAction(label: string) {
  console.info(`[demo stile4] ${label}`);
}

/** Data analytics software (SaaS) demo: dark product look, monospace accents, a dashboard drawn in SVG. */
export default function AnalyticsSoftwarePage() {
  usePageMeta(content.meta);
  const { hero, features, pricing, demo, api, footer } = content;

  return (
    <div id="top" className={styles.page}>
      <a className={styles.skip} href="#contenuto">{content.a11y.skip}</a>
      <SectionNav
        brand={<><LogoMark /><span>{content.brand}</span></>}
        links={content.nav}
        action={<button type="button" className={styles.headerCta} onClick={() => logAction(content.headerCta)}>{content.headerCta}</button>}
        classes={{ header: styles.header, brand: styles.brand, nav: styles.nav, link: styles.navLink }}
      />

      <main id="contenuto">
        <section className={styles.hero} aria-labelledby="s4-hero-title">
          <div className={styles.heroGlow} aria-hidden="true" />
          <div className={styles.heroText}>
            <p className={styles.badge}><span className={styles.pulse} aria-hidden="true" />{hero.badge}</p>
            <h1 id="s4-hero-title">
              {hero.title} <span className={styles.accent}>{hero.titleAccent}</span>
            </h1>
            <p className={styles.lead}>{hero.text}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => logAction(hero.primary)}>{hero.primary}</button>
              <a className={styles.secondary} href="#demo">{hero.secondary} <span aria-hidden="true">→</span></a>
            </div>
            <p className={styles.note}>{hero.note}</p>
          </div>
          <div className={styles.heroVisual}>
            <DashboardMock label={hero.dashboardLabel} />
          </div>
        </section>

        <section className={styles.trust} aria-label={content.trust.label}>
          <p>{content.trust.label}</p>
          <ul>
            {content.trust.names.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </section>

        <section id="funzionalita" className={styles.section} aria-labelledby="s4-features-title">
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{features.eyebrow}</p>
            <h2 id="s4-features-title">{features.title}</h2>
            <p>{features.text}</p>
          </div>
          <ul className={styles.featureGrid}>
            {features.items.map((item) => (
              <li key={item.title} className={styles.feature}>
                <span className={styles.featureIcon}><FeatureIcon name={item.icon} /></span>
                <p className={styles.featureTag}>{item.tag}</p>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <dl className={styles.stats}>
            {content.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="prezzi" className={`${styles.section} ${styles.pricing}`} aria-labelledby="s4-pricing-title">
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{pricing.eyebrow}</p>
            <h2 id="s4-pricing-title">{pricing.title}</h2>
            <p>{pricing.text}</p>
          </div>
          <ul className={styles.tiers}>
            {pricing.tiers.map((tier) => (
              <li key={tier.name} className={tier.highlighted ? `${styles.tier} ${styles.tierHighlighted}` : styles.tier}>
                {tier.highlighted && <p className={styles.popular}>{pricing.popular}</p>}
                <h3>{tier.name}</h3>
                <p className={styles.tierDescription}>{tier.description}</p>
                <p className={styles.price}>
                  <span>{tier.price}</span>
                  {tier.period && <span className={styles.period}>{tier.period}</span>}
                </p>
                <ul className={styles.tierFeatures}>
                  {tier.features.map((feature) => <li key={feature}>{feature}</li>)}
                </ul>
                <button
                  type="button"
                  className={tier.highlighted ? styles.primary : styles.ghost}
                  onClick={() => logAction(tier.cta)}
                >
                  {tier.cta}
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section id="demo" className={`${styles.section} ${styles.demo}`} aria-labelledby="s4-demo-title">
          <div className={styles.demoText}>
            <p className={styles.eyebrow}>{demo.eyebrow}</p>
            <h2 id="s4-demo-title">{demo.title}</h2>
            <p>{demo.text}</p>
            <ol className={styles.timeline}>
              {demo.steps.map((step) => (
                <li key={step.time}>
                  <span className={styles.time}>{step.time}</span>
                  <div>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <button type="button" className={styles.primary} onClick={() => logAction(demo.cta)}>{demo.cta}</button>
            <p className={styles.note}>{demo.ctaNote}</p>
          </div>
          <figure className={styles.cohortCard}>
            <figcaption>{demo.cohortTitle}</figcaption>
            <CohortHeatmap label={demo.cohortLabel} months={demo.cohortMonths} />
          </figure>
        </section>

        <section id="api" className={`${styles.section} ${styles.api}`} aria-labelledby="s4-api-title">
          <div className={styles.apiText}>
            <p className={styles.eyebrow}>{api.eyebrow}</p>
            <h2 id="s4-api-title">{api.title}</h2>
            <p>{api.text}</p>
            <ul className={styles.checks}>
              {api.points.map((point) => <li key={point}>{point}</li>)}
            </ul>
            <button type="button" className={styles.ghost} onClick={() => logAction(api.docsCta)}>{api.docsCta}</button>
          </div>
          <figure className={styles.codeCard}>
            <figcaption className={styles.codeBar}>
              <span className={styles.dots} aria-hidden="true"><i /><i /><i /></span>
              {api.fileName}
            </figcaption>
            <pre tabIndex={0} aria-label={content.a11y.codeSample(api.fileName)}>
              <code>
                {api.code.map((line, lineIndex) => (
                  <span key={lineIndex} className={styles.codeLine}>
                    {line.map(([kind, text], tokenIndex) => (
                      <span key={tokenIndex} className={styles[`tok_${kind}`]}>{text}</span>
                    ))}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
            <p className={styles.codeStatus}><span aria-hidden="true">●</span> {api.responseTitle}</p>
          </figure>
        </section>
        <CreateLandingButton />
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerGrid}>
          <div>
            <p className={styles.brand}><LogoMark /><span>{content.brand}</span></p>
            <p className={styles.footerTagline}>{footer.tagline}</p>
          </div>
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.footerTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => <li key={link}>{link}</li>)}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={styles.footerTitle}>{footer.contactTitle}</h2>
            <address>
              <a href={`mailto:${footer.email}`}>{footer.email}</a>
              <a href={`tel:${footer.phone.replace(/\s/g, '')}`}>{footer.phone}</a>
            </address>
          </div>
        </div>
        <p className={styles.legal}>{footer.legal}</p>
        <p className={styles.legal}>{footer.copyright}</p>
      </footer>
    </div>
  );
}
