import { usePageMeta } from '../../../../lib/page-meta';
import {
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DetailAddress,
  DetailList,
  HeroIntro,
  LinkColumns,
  SectionHeader,
  Testimonial,
  field,
  TextList,
} from '../../components';
import { GrowthChart, Icon, Logo } from './art';
import { content as c } from './content';
import styles from './Consulting.module.css';

const eyebrow = { eyebrow: styles.eyebrow };
const { form } = c.contacts;

/** Demo page /stile1: a management consulting firm. Crisp Swiss-style sans, indigo and teal, data visuals. */
export default function ConsultingPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
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
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="s1-hero-title">
        <div className={styles.heroInner}>
          <HeroIntro
            {...c.hero}
            id="s1-hero-title"
            className={styles.heroText}
            classes={{
              eyebrow: styles.badge,
              lead: styles.lead,
              actions: styles.actions,
              primary: styles.primary,
              secondary: styles.secondary,
            }}
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

      <section id="servizi" className={styles.section} aria-labelledby="s1-servizi">
        <SectionHeader id="s1-servizi" className={styles.sectionHead} classes={eyebrow} {...c.services} />
        <ul className={styles.services}>
          {c.services.items.map((service) => (
            <li key={service.title}>
              <span className={styles.icon}>
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="vantaggi" className={styles.benefitsSection} aria-labelledby="s1-vantaggi">
        <div className={styles.section}>
          <SectionHeader id="s1-vantaggi" className={styles.sectionHead} classes={eyebrow} {...c.benefits} />
          <ul className={styles.benefits}>
            {c.benefits.items.map((benefit) => (
              <li key={benefit.title}>
                <p className={styles.benefitValue}>{benefit.value}</p>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.method}>
            <h3>{c.benefits.stepsLabel}</h3>
            <TextList as="ol" items={c.benefits.steps} />
          </div>
        </div>
      </section>

      <section id="testimonianze" className={styles.section} aria-labelledby="s1-testimonianze">
        <SectionHeader id="s1-testimonianze" className={styles.sectionHead} classes={eyebrow} {...c.testimonials} />
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
      </section>

      <section id="contatti" className={styles.contactsSection} aria-labelledby="s1-contatti">
        <div className={`${styles.section} ${styles.contacts}`}>
          <SectionHeader as="div" id="s1-contatti" classes={{ ...eyebrow, intro: styles.contactIntro }} {...c.contacts}>
            <DetailList className={styles.contactList} items={c.contacts.details} />
          </SectionHeader>
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
        </div>
      </section>
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
