import {
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  PlanCard,
  TextList,
  cx,
  heroClasses,
  sectionLook,
  telHref,
} from '../../components';
import { content } from './content';
import { CohortHeatmap, DashboardMock, FeatureIcon, LogoMark } from './illustrations';
import styles from './AnalyticsPage.module.css';

const tierClasses = {
  card: styles.tier,
  featuredCard: styles.tierHighlighted,
  badge: styles.popular,
  features: styles.tierFeatures,
  button: styles.ghost,
  featuredButton: styles.primary,
};

const look = sectionLook(styles, { as: 'div' });
const demoLook = sectionLook(styles, {
  className: cx(styles.section, styles.demo),
  as: 'div',
  headClassName: styles.demoText,
});
const apiLook = sectionLook(styles, {
  className: cx(styles.section, styles.api),
  as: 'div',
  headClassName: styles.apiText,
});
const pricingLook = sectionLook(styles, { className: cx(styles.section, styles.pricing), as: 'div' });

const heroLook = heroClasses(styles, { eyebrow: styles.badge });

/** Data analytics software (SaaS) demo: dark product look, monospace accents, a dashboard drawn in SVG. */
export default function AnalyticsSoftwarePage() {
  const { hero, features, pricing, demo, api } = content;

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s4-hero-title">
        <div className={styles.heroGlow} aria-hidden="true" />
        <HeroIntro
          {...hero}
          id="s4-hero-title"
          classes={heroLook}
          eyebrow={
            <>
              <span className={styles.pulse} aria-hidden="true" />
              {hero.badge}
            </>
          }
          title={
            <>
              {hero.title} <span className={styles.accent}>{hero.titleAccent}</span>
            </>
          }
          lead={hero.text}
          secondary={
            <>
              {hero.secondary} <span aria-hidden="true">→</span>
            </>
          }
          secondaryHref="#demo"
        >
          <p className={styles.note}>{hero.note}</p>
        </HeroIntro>
        <div className={styles.heroVisual}>
          <DashboardMock label={hero.dashboardLabel} />
        </div>
      </section>

      <section className={styles.trust} aria-label={content.trust.label}>
        <p>{content.trust.label}</p>
        <TextList items={content.trust.names} />
      </section>

      <DemoSection id="funzionalita" titleId="s4-features-title" heading={features} {...look}>
        <ul className={styles.featureGrid}>
          {features.items.map((item) => (
            <li key={item.title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={item.icon} />
              </span>
              <p className={styles.featureTag}>{item.tag}</p>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <DetailList className={styles.stats} items={content.stats} />
      </DemoSection>

      <DemoSection id="prezzi" titleId="s4-pricing-title" heading={pricing} {...pricingLook}>
        <ul className={styles.tiers}>
          {pricing.tiers.map((tier) => (
            <PlanCard
              key={tier.name}
              {...tier}
              featured={tier.highlighted}
              badge={pricing.popular}
              classes={tierClasses}
            >
              <p className={styles.tierDescription}>{tier.description}</p>
              <p className={styles.price}>
                <span>{tier.price}</span>
                {tier.period && <span className={styles.period}>{tier.period}</span>}
              </p>
            </PlanCard>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="demo" titleId="s4-demo-title" heading={demo} aside={<DemoTimeline />} {...demoLook}>
        <figure className={styles.cohortCard}>
          <figcaption>{demo.cohortTitle}</figcaption>
          <CohortHeatmap label={demo.cohortLabel} months={demo.cohortMonths} />
        </figure>
      </DemoSection>

      <DemoSection id="api" titleId="s4-api-title" heading={api} aside={<ApiPoints />} {...apiLook}>
        <figure className={styles.codeCard}>
          <figcaption className={styles.codeBar}>
            <span className={styles.dots} aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {api.fileName}
          </figcaption>
          <pre tabIndex={0} aria-label={content.a11y.codeSample(api.fileName)}>
            <code>
              {api.code.map((line, lineIndex) => (
                <span key={lineIndex} className={styles.codeLine}>
                  {line.map(([kind, text], tokenIndex) => (
                    <span key={tokenIndex} className={styles[`tok_${kind}`]}>
                      {text}
                    </span>
                  ))}
                  {'\n'}
                </span>
              ))}
            </code>
          </pre>
          <p className={styles.codeStatus}>
            <span aria-hidden="true">●</span> {api.responseTitle}
          </p>
        </figure>
      </DemoSection>
    </DemoLayout>
  );
}

function DemoTimeline() {
  const { demo } = content;
  return (
    <>
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
      <DemoButton className={styles.primary} label={demo.cta} />
      <p className={styles.note}>{demo.ctaNote}</p>
    </>
  );
}

function ApiPoints() {
  const { api } = content;
  return (
    <>
      <TextList className={styles.checks} items={api.points} />
      <DemoButton className={styles.ghost} label={api.docsCta} />
    </>
  );
}

const footerLook = { className: styles.footer, classes: { legal: styles.legal, note: styles.legal } };

function Footer() {
  const { footer } = content;
  return (
    <DemoFooter {...footerLook} legal={footer.legal} note={footer.note}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.brand}>
            <LogoMark />
            <span>{content.brand}</span>
          </p>
          <p className={styles.footerTagline}>{footer.tagline}</p>
        </div>
        {footer.columns.map((column) => (
          <div key={column.title}>
            <h2 className={styles.footerTitle}>{column.title}</h2>
            <TextList items={column.links} />
          </div>
        ))}
        <div>
          <h2 className={styles.footerTitle}>{footer.contactTitle}</h2>
          <address>
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
            <a href={telHref(footer.phone)}>{footer.phone}</a>
          </address>
        </div>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <>
      <LogoMark />
      <span>{content.brand}</span>
    </>
  ),
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { header: styles.header, brand: styles.brand, nav: styles.nav, link: styles.navLink },
};
