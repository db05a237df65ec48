import {
  CardList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailAddress,
  DetailList,
  HeroIntro,
  LinkColumns,
  TestimonialList,
  TextList,
  cx,
  field,
  heroClasses,
  sectionLook,
} from '../../components';
import { GrowthChart, Icon, Logo } from './art';
import { content as c } from './content';
import styles from './Consulting.module.css';

const look = sectionLook(styles);
const benefitsLook = sectionLook(styles, { className: styles.benefitsSection, inner: styles.section });
const contactLook = sectionLook(styles, {
  className: styles.contactsSection,
  inner: cx(styles.section, styles.contacts),
  as: 'div',
  classes: { eyebrow: styles.eyebrow, intro: styles.contactIntro },
  headClassName: undefined,
});

const contactDetails = <DetailList className={styles.contactList} items={c.contacts.details} />;

const { form } = c.contacts;
const company = field.text('company', form.company, { required: true, autoComplete: 'organization' });
const contactFields = [
  field.row(field.name(form.name), company),
  field.row(field.email(form.email), field.select('size', form.size, form.sizes, form.sizes[1])),
  field.message(form.topic, { name: 'topic', rows: 3 }),
];
const formClasses = { row: styles.formRow, consent: styles.consent, submit: styles.primary };

/** Demo page /stile1: a management consulting firm. Crisp Swiss-style sans, indigo and teal, data visuals. */
export default function ConsultingPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s1-hero-title">
        <div className={styles.heroInner}>
          <HeroIntro
            {...c.hero}
            id="s1-hero-title"
            classes={heroClasses(styles, { eyebrow: styles.badge })}
            eyebrow={c.hero.badge}
            secondary={<>{c.hero.secondary} →</>}
            secondaryHref="#servizi"
          />
          <div className={styles.heroVisual}>
            <GrowthChart label={c.hero.chartLabel} />
            <p className={styles.floatCard}>
              <span>{c.hero.cardTitle}</span>
              <strong>{c.hero.cardValue}</strong>
              <small>{c.hero.cardNote}</small>
            </p>
          </div>
        </div>
        <div className={styles.clients}>
          <p>{c.clients.label}</p>
          <TextList items={c.clients.names} />
        </div>
      </section>

      <DemoSection id="servizi" titleId="s1-servizi" heading={c.services} {...look}>
        <CardList
          className={styles.services}
          items={c.services.items}
          icon={(service) => <Icon name={service.icon} />}
          iconClassName={styles.icon}
        />
      </DemoSection>

      <DemoSection id="vantaggi" titleId="s1-vantaggi" heading={c.benefits} {...benefitsLook}>
        <CardList
          className={styles.benefits}
          items={c.benefits.items}
          before={(benefit) => <p className={styles.benefitValue}>{benefit.value}</p>}
        />
        <div className={styles.method}>
          <h3>{c.benefits.stepsLabel}</h3>
          <TextList as="ol" items={c.benefits.steps} />
        </div>
      </DemoSection>

      <DemoSection id="testimonianze" titleId="s1-testimonianze" heading={c.testimonials} {...look}>
        <TestimonialList
          className={styles.testimonials}
          items={c.testimonials.items}
          caption={(item) => (
            <>
              <span className={styles.avatar} aria-hidden="true">
                {item.initials}
              </span>
              <span>
                <strong>{item.name}</strong>
                <br />
                {item.role}, {item.company}
              </span>
            </>
          )}
        />
      </DemoSection>

      <DemoSection id="contatti" titleId="s1-contatti" heading={c.contacts} aside={contactDetails} {...contactLook}>
        <DemoForm {...form} className={styles.form} classes={formClasses} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <div>
        <p className={styles.footerBrand}>
          <Logo /> {c.brand} <span>consulting</span>
        </p>
        <p>{c.footer.tagline}</p>
        <DetailAddress items={c.contacts.details} />
      </div>
      <LinkColumns columns={c.footer.columns} />
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <>
      <Logo />
      <span className={styles.brandText}>
        {c.brand}
        <span>consulting</span>
      </span>
    </>
  ),
  links: c.nav,
  action: <DemoButton className={styles.headerButton} label={c.headerAction} />,
};
