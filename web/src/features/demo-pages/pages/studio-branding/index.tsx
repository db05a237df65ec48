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
  field,
  heroClasses,
  sectionLook,
} from '../../components';
import { FlowLine, HeroBlob, ProjectArt, ToneBlob, Wave } from './art';
import { content as c } from './content';
import styles from './StudioBranding.module.css';

const L = c.contactsIntro;

const look = sectionLook(styles, { as: 'div' });
const processLook = sectionLook(styles, { className: styles.process, inner: styles.processInner, as: 'div' });

const heroLook = heroClasses(styles);

const contactLook = sectionLook(styles, {
  inner: styles.contact,
  as: 'div',
  headClassName: undefined,
  classes: { intro: styles.contactLead },
});
const contactForm = {
  className: styles.form,
  classes: { submit: styles.primary },
  submit: L.submit,
  logLabel: 'stile15: messaggio dal modulo contatti',
};
const contactFields = [
  field.name(L.nameLabel, { name: 'nome' }),
  field.email(L.emailLabel),
  field.message(L.messageLabel, { name: 'messaggio' }),
];

/** Abstract liquid studio demo: drifting gradient blobs, soft waves between sections, geometric type. */
export default function StudioBrandingPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<StudioFooter />}>
      <section className={styles.hero} aria-labelledby="s15-title">
        <HeroIntro
          {...c.hero}
          id="s15-title"
          classes={heroLook}
          title={
            <>
              {c.hero.titleStart} <span className={styles.flow}>{c.hero.titleFlow}</span> {c.hero.titleEnd}
            </>
          }
          secondaryHref="#progetti"
        />
        <div className={styles.blobs}>
          <HeroBlob tone="violet" shape={0} angle={30} className={styles.blobA} />
          <HeroBlob tone="coral" shape={1} angle={120} className={styles.blobB} />
          <HeroBlob tone="aqua" shape={2} angle={70} className={styles.blobC} />
        </div>
      </section>

      <div className={styles.clients}>
        <p>{c.hero.clientsLabel}</p>
        <TextList items={c.hero.clients} />
      </div>

      <DemoSection id="servizi" titleId="s15-servizi" heading={c.servicesIntro} {...look}>
        <ul className={styles.services}>
          {c.services.map((s, i) => (
            <li key={s.title} className={styles.service} data-tone={s.tone}>
              <ToneBlob tone={s.tone} index={i} />
              <h3>{s.title}</h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="progetti" titleId="s15-progetti" heading={c.projectsIntro} {...look}>
        <ul className={styles.projects}>
          {c.projects.map((p, i) => (
            <li key={p.title} className={p.wide ? `${styles.project} ${styles.wide}` : styles.project}>
              <div className={styles.projectArt}>
                <ProjectArt tone={p.tone} index={i} />
              </div>
              <div className={styles.projectBody}>
                <div>
                  <h3>{p.title}</h3>
                  <p>
                    {p.client} · {p.kind}
                  </p>
                </div>
                <DemoButton
                  className={styles.roundButton}
                  label={c.projectsIntro.open}
                  ariaLabel={`${c.projectsIntro.open}: ${p.title}`}
                >
                  <span aria-hidden="true">→</span>
                </DemoButton>
              </div>
            </li>
          ))}
        </ul>
      </DemoSection>

      <Wave className={styles.waveIn} />
      <DemoSection id="processo" titleId="s15-processo" heading={c.processIntro} {...processLook}>
        <div className={styles.stepsWrap}>
          <FlowLine className={styles.flowLine} />
          <ol className={styles.steps}>
            {c.steps.map((step, i) => (
              <li key={step.title}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
                <p className={styles.duration}>{step.duration}</p>
              </li>
            ))}
          </ol>
        </div>
      </DemoSection>
      <Wave className={styles.waveOut} flip />

      <DemoSection id="contatti" titleId="s15-contatti" heading={L} aside={<ContactDetails />} {...contactLook}>
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
        address: L.addressLabel,
        phone: L.phoneLabel,
        email: L.mailLabel,
        hours: L.hoursLabel,
      })}
    />
  );
}

function StudioFooter() {
  return (
    <BusinessFooter
      className={styles.footer}
      classes={{ legalBlock: styles.footerLegal, inner: styles.footerInner }}
      business={c.business}
      lines={[['address'], ['phone', 'email', 'hours']]}
      brand={
        <p className={styles.brandName}>
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
      <span className={styles.drop} aria-hidden="true" />
      <span className={styles.brandName}>
        {c.brand.name}
        <span>{c.brand.suffix}</span>
      </span>
    </>
  ),
  brandLabel: `${c.brand.name} ${c.brand.suffix}`,
  links: c.nav,
  action: (
    <a className={styles.navCta} href="#contatti">
      {c.hero.action}
    </a>
  ),
  classes: { header: styles.header, brand: styles.brand, link: styles.navLink },
};
