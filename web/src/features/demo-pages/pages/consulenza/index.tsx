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
  Testimonial,
  TextList,
  cx,
  field,
  heroClasses,
} from '../../components';
import { GrowthChart, Icon, Logo } from './art';
import { content as c } from './content';
import styles from './Consulting.module.css';

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

const eyebrow = { eyebrow: styles.eyebrow };
const look = { className: styles.section, headClassName: styles.sectionHead, classes: eyebrow };
const { form } = c.contacts;

/** Demo page /stile1: a management consulting firm. Crisp Swiss-style sans, indigo and teal, data visuals. */
export default function ConsultingPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s1-hero-title">
        <div className={styles.heroInner}>
          <HeroIntro
            {...c.hero}
            id="s1-hero-title"
            className={styles.heroText}
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

      <DemoSection
        id="vantaggi"
        titleId="s1-vantaggi"
        heading={c.benefits}
        {...look}
        className={styles.benefitsSection}
        inner={styles.section}
      >
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
        <div className={styles.testimonials}>
          {c.testimonials.items.map((item) => (
            <Testimonial
              key={item.name}
              quote={item.quote}
              caption={
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
              }
            />
          ))}
        </div>
      </DemoSection>

      <DemoSection
        id="contatti"
        titleId="s1-contatti"
        heading={c.contacts}
        className={styles.contactsSection}
        inner={cx(styles.section, styles.contacts)}
        as="div"
        classes={{ ...eyebrow, intro: styles.contactIntro }}
        aside={<DetailList className={styles.contactList} items={c.contacts.details} />}
      >
        <DemoForm
          {...form}
          className={styles.form}
          classes={{ row: styles.formRow, consent: styles.consent, submit: styles.primary }}
          fields={[
            field.row(
              field.name(form.name),
              field.text('company', form.company, { required: true, autoComplete: 'organization' }),
            ),
            field.row(field.email(form.email), field.select('size', form.size, form.sizes, form.sizes[1])),
            field.message(form.topic, { name: 'topic', rows: 3 }),
          ]}
        />
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
