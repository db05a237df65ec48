import {
  BusinessFooter,
  DemoButton,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  TextList,
  businessDetails,
  cx,
  field,
  heroClasses,
  logOnly,
  sectionLook,
} from '../../components';
import { Orbs, ProjectArt, ServiceIcon } from './art';
import { content as c } from './content';
import styles from './StudioDesignDigitale.module.css';

const L = c.contactsIntro;
const headClasses = { eyebrow: styles.eyebrow, intro: styles.body };

const servicesLook = sectionLook(styles, {
  className: cx(styles.section, styles.bubblesServices),
  as: 'div',
  classes: headClasses,
});
const projectsLook = sectionLook(styles, {
  className: cx(styles.section, styles.bubblesProjects),
  as: 'div',
  classes: headClasses,
});

const heroLook = heroClasses(styles, { eyebrow: styles.badge, secondary: styles.ghost });

const studioLook = sectionLook(styles, {
  className: cx(styles.section, styles.studio),
  as: 'div',
  headClassName: undefined,
  classes: headClasses,
});
const contactLook = sectionLook(styles, {
  className: cx(styles.section, styles.bubblesContact),
  inner: cx(styles.glass, styles.contact),
  as: 'div',
  headClassName: styles.contactText,
  classes: headClasses,
});
const contactForm = {
  className: styles.form,
  classes: { submit: styles.primary },
  submit: L.submit,
  logLabel: 'stile12: richiesta contatto',
};
const contactFields = [
  field.name(L.nameLabel, { name: 'nome' }),
  field.email(L.emailLabel),
  field.select('budget', L.budgetLabel, L.budgets, L.budgets[1]),
  field.message(L.messageLabel, { name: 'messaggio' }),
];

/** Glass / ethereal studio demo: translucent frosted panels floating over soft pastel light. */
export default function StudioDesignDigitalePage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<StudioFooter />}>
      <div className={styles.aurora} aria-hidden="true" />

      <section className={styles.hero} aria-labelledby="s12-title">
        <HeroIntro
          {...c.hero}
          id="s12-title"
          classes={heroLook}
          eyebrow={
            <>
              <span className={styles.pulse} aria-hidden="true" />
              {c.hero.badge}
            </>
          }
          title={
            <>
              {c.hero.titleStart} <em>{c.hero.titleAccent}</em> {c.hero.titleEnd}
            </>
          }
          secondaryHref="#progetti"
        />
        <div className={styles.heroVisual}>
          <div className={styles.orbs}>
            <Orbs />
          </div>
          <DetailList className={`${styles.glass} ${styles.stats}`} items={c.hero.stats} />
        </div>
      </section>

      <DemoSection id="servizi" titleId="s12-servizi" heading={c.servicesIntro} {...servicesLook}>
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.title} className={`${styles.glass} ${styles.service}`}>
              <span className={styles.icon}>
                <ServiceIcon icon={s.icon} />
              </span>
              <h3>{s.title}</h3>
              <p>{s.description}</p>
              <TextList className={styles.chips} items={s.deliverables} />
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="progetti" titleId="s12-progetti" heading={c.projectsIntro} {...projectsLook}>
        <ul className={styles.projects}>
          {c.projects.map((p) => (
            <li key={p.title} className={`${styles.glass} ${styles.project}`}>
              <div className={styles.projectArt}>
                <ProjectArt hue={p.hue} />
              </div>
              <div className={styles.projectBody}>
                <p className={styles.client}>{p.client}</p>
                <h3>{p.title}</h3>
                <p>{p.summary}</p>
                <p className={styles.result}>{p.result}</p>
                <div className={styles.projectFoot}>
                  <TextList className={styles.chips} items={p.tags} />
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={logOnly(`stile12: caso ${p.title}`)}
                    aria-label={`${c.projectsIntro.open}: ${p.title}`}
                  >
                    {c.projectsIntro.open} →
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="studio" titleId="s12-studio" heading={c.studioIntro} aside={<StudioText />} {...studioLook}>
        <div className={`${styles.glass} ${styles.team}`}>
          <h3>{c.studioIntro.teamLabel}</h3>
          <ul>
            {c.studioIntro.team.map((m, i) => (
              <li key={m.name}>
                <span className={styles.avatar} data-tone={i % 4} aria-hidden="true">
                  {m.initials}
                </span>
                <span>
                  <strong>{m.name}</strong>
                  <span className={styles.role}>{m.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </DemoSection>

      <DemoSection id="contatti" titleId="s12-contatti" heading={L} aside={<ContactDetails />} {...contactLook}>
        <DemoForm {...contactForm} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function StudioText() {
  return (
    <>
      {c.studioIntro.body.map((p) => (
        <p key={p} className={styles.body}>
          {p}
        </p>
      ))}
      <TextList className={styles.values} items={c.studioIntro.values} />
    </>
  );
}

function ContactDetails() {
  return (
    <DetailList
      className={styles.details}
      items={businessDetails(c.business, { address: L.where, email: L.write, phone: L.call, hours: L.hours })}
    />
  );
}

function StudioFooter() {
  return (
    <BusinessFooter
      className={styles.footer}
      classes={{ legalBlock: styles.footerLegal, inner: styles.footerInner }}
      business={c.business}
      lines={[['address'], ['phone', 'email'], ['hours']]}
      brand={
        <p className={styles.footerBrand}>
          {c.brand.name}
          <span>{c.brand.suffix}</span>
        </p>
      }
    />
  );
}

const nav = {
  brand: (
    <>
      <span className={styles.logoDot} aria-hidden="true" />
      <span className={styles.brandName}>
        {c.brand.name}
        <span>{c.brand.suffix}</span>
      </span>
    </>
  ),
  brandLabel: `${c.brand.name} ${c.brand.suffix}`,
  links: c.nav,
  action: <DemoButton className={styles.pillButton} label={c.hero.action} />,
  classes: { header: styles.header, brand: styles.brand, link: styles.navLink, action: styles.headerAction },
};
