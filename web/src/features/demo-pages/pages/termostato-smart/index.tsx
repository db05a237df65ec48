import {
  BusinessFooter,
  DemoButton,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  PlanCard,
  TextList,
  businessDetails,
  cx,
  field,
  logOnly,
  sectionLook,
} from '../../components';
import { DialArc, FeatureIcon } from './art';
import { content as c } from './content';
import styles from './TermostatoSmart.module.css';

const L = c.contactsIntro;
const planClasses = {
  card: `${styles.raised} ${styles.plan}`,
  badge: styles.featured,
  features: styles.planList,
  button: styles.softButton,
  featuredButton: styles.accentButton,
};

const look = sectionLook(styles, { as: 'div' });

const contactLook = sectionLook(styles, {
  inner: cx(styles.raised, styles.contact),
  as: 'div',
  headClassName: undefined,
  classes: { intro: styles.contactLead },
});
const contactForm = {
  className: styles.form,
  classes: { submit: styles.accentButton },
  submit: L.submit,
  logLabel: 'stile14: domanda di assistenza',
};
const contactFields = [
  field.name(L.nameLabel, { name: 'nome' }),
  field.email(L.emailLabel),
  field.text('caldaia', L.boilerLabel),
  field.message(L.messageLabel, { name: 'messaggio', rows: 3 }),
];

/** Soft neumorphic product demo: one cool grey tone, extruded surfaces and pressed-in wells, rounded type. */
export default function TermostatoSmartPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<ProductFooter />}>
      <section className={styles.hero} aria-labelledby="s14-title">
        <HeroIntro
          {...c.hero}
          id="s14-title"
          classes={{
            eyebrow: styles.eyebrow,
            lead: styles.lead,
            actions: styles.actions,
            primary: styles.accentButton,
            secondary: styles.softButton,
          }}
          secondaryHref="#funzionalita"
        >
          <TextList className={styles.notes} items={c.hero.notes} />
        </HeroIntro>
        <div className={styles.device}>
          <div className={styles.dial}>
            <DialArc />
            <div className={styles.dialFace}>
              <p className={styles.dialValue}>
                {c.hero.dial.value}
                <span>{c.hero.dial.unit}</span>
              </p>
              <p className={styles.dialMode}>{c.hero.dial.mode}</p>
              <p className={styles.dialSub}>{c.hero.dial.humidity}</p>
            </div>
          </div>
          <div className={styles.dialButtons}>
            <button
              type="button"
              className={styles.round}
              aria-label={c.hero.dial.minus}
              onClick={logOnly('stile14: temperatura -')}
            >
              −
            </button>
            <button
              type="button"
              className={styles.round}
              aria-label={c.hero.dial.plus}
              onClick={logOnly('stile14: temperatura +')}
            >
              +
            </button>
          </div>
        </div>
      </section>

      <DemoSection id="funzionalita" titleId="s14-funzionalita" heading={c.featuresIntro} {...look}>
        <ul className={styles.features}>
          {c.features.map((f) => (
            <li key={f.title} className={styles.raised}>
              <span className={styles.well}>
                <FeatureIcon icon={f.icon} />
              </span>
              <h3>{f.title}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="vantaggi" titleId="s14-vantaggi" heading={c.benefitsIntro} {...look}>
        <ul className={styles.stats}>
          {c.stats.map((s) => (
            <li key={s.value} className={styles.raised}>
              <p className={styles.statValue}>{s.value}</p>
              <p>{s.label}</p>
            </li>
          ))}
        </ul>
        <div className={styles.benefitsRow}>
          <ul className={styles.benefitList}>
            {c.benefits.map((b) => (
              <li key={b}>
                <span className={styles.check} aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
          <div className={`${styles.raised} ${styles.app}`} aria-hidden="true">
            <p className={styles.appTitle}>{c.benefitsIntro.appTitle}</p>
            {c.benefitsIntro.appRows.map((row) => (
              <div key={row.label} className={styles.appRow}>
                <p>
                  <span>{row.label}</span>
                  <strong>{row.value}</strong>
                </p>
                <span className={styles.track}>
                  <span style={{ width: `${row.fill}%` }} />
                </span>
              </div>
            ))}
            <div className={styles.toggles}>
              <span className={styles.toggleOn}>
                <span />
              </span>
              <span className={styles.toggleOff}>
                <span />
              </span>
            </div>
          </div>
        </div>
      </DemoSection>

      <DemoSection id="prezzi" titleId="s14-prezzi" heading={c.pricesIntro} {...look}>
        <ul className={styles.plans}>
          {c.plans.map((p) => (
            <PlanCard
              key={p.name}
              name={p.name}
              features={p.features}
              featureIcon={<span className={styles.check} aria-hidden="true" />}
              featured={p.featured}
              featuredAttribute
              badge={c.pricesIntro.featuredLabel}
              cta={c.pricesIntro.order}
              ctaLabel={`${c.pricesIntro.order} ${p.name}`}
              classes={planClasses}
            >
              <p className={styles.tagline}>{p.tagline}</p>
              <p className={styles.price}>
                {p.price} €<span> {c.pricesIntro.currencyNote}</span>
              </p>
            </PlanCard>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="contatti" titleId="s14-contatti" heading={L} aside={<ContactDetails />} {...contactLook}>
        <DemoForm {...contactForm} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function ContactDetails() {
  return (
    <DetailList
      className={styles.details}
      items={businessDetails(c.business, {
        phone: L.phoneLabel,
        email: L.mailLabel,
        hours: L.hoursLabel,
        address: L.addressLabel,
      })}
    />
  );
}

function ProductFooter() {
  return (
    <BusinessFooter
      className={styles.footer}
      classes={{ legalBlock: styles.footerLegal, inner: styles.footerInner }}
      business={c.business}
      lines={[['address', 'phone', 'email']]}
      brand={<p className={styles.brandName}>{c.brand.name}</p>}
    />
  );
}

const nav = {
  brand: (
    <>
      <span className={styles.logo} aria-hidden="true">
        <span />
      </span>
      <span className={styles.brandName}>{c.brand.name}</span>
    </>
  ),
  brandLabel: c.brand.name,
  links: c.nav,
  action: <DemoButton className={styles.softButton} label={c.hero.action} />,
  classes: { header: styles.header, brand: styles.brand, link: styles.navLink },
};
