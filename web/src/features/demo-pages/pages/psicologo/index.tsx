import { usePageMeta } from '../../../../lib/page-meta';
import {
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DetailAddress,
  DetailList,
  HeroIntro,
  SectionHeader,
  Testimonial,
  field,
} from '../../components';
import { Logo, Portrait, ServiceIcon } from './art';
import { content as c } from './content';
import styles from './Psicologo.module.css';

const eyebrow = { eyebrow: styles.eyebrow };
const { form } = c.contacts;

/** Demo page: a psychologist's practice. Warm, calm, humanist type; sage and terracotta. */
export default function PsicologoPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <Logo />
            <span className={styles.brandText}>
              <span className={styles.brandName}>{c.brand.name}</span>
              <span className={styles.brandRole}>{c.brand.role}</span>
            </span>
          </>
        ),
        links: c.nav,
        action: <DemoButton className={styles.headerButton} label={c.headerAction} />,
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="psi-hero-title">
        <HeroIntro
          {...c.hero}
          id="psi-hero-title"
          className={styles.heroText}
          classes={{
            eyebrow: styles.eyebrow,
            title: styles.heroTitle,
            lead: styles.lead,
            actions: styles.actions,
            primary: styles.primary,
            secondary: styles.secondary,
          }}
          secondaryHref="#approccio"
        >
          <ul className={styles.chips}>
            {c.hero.chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        </HeroIntro>
        <div className={styles.heroArt}>
          <Portrait label={c.hero.portraitAlt} />
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="psi-servizi">
        <SectionHeader id="psi-servizi" className={styles.sectionHead} classes={eyebrow} {...c.services} />
        <ul className={styles.serviceGrid}>
          {c.services.items.map((item) => (
            <li key={item.title} className={styles.serviceCard}>
              <span className={styles.serviceIcon}>
                <ServiceIcon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="approccio" className={`${styles.section} ${styles.approach}`} aria-labelledby="psi-approccio">
        <div className={styles.approachInner}>
          <SectionHeader id="psi-approccio" className={styles.sectionHead} classes={eyebrow} {...c.approach} />
          <ol className={styles.steps}>
            {c.approach.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p className={styles.stepDuration}>{step.duration}</p>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <figure className={styles.quote}>
            <blockquote>{c.approach.quote}</blockquote>
            <figcaption>{c.approach.quoteAuthor}</figcaption>
          </figure>
        </div>
      </section>

      <section className={styles.figures} aria-label="Il percorso in numeri">
        <DetailList items={c.figures} />
      </section>

      <section id="testimonianze" className={styles.section} aria-labelledby="psi-testimonianze">
        <SectionHeader id="psi-testimonianze" className={styles.sectionHead} classes={eyebrow} {...c.testimonials} />
        <div className={styles.testimonials}>
          {c.testimonials.items.map((item) => (
            <Testimonial
              key={item.author}
              className={styles.testimonial}
              quote={item.quote}
              caption={
                <>
                  <strong>{item.author}</strong> · {item.context}
                </>
              }
            />
          ))}
        </div>
        <p className={styles.note}>{c.testimonials.note}</p>
      </section>

      <section className={`${styles.section} ${styles.faq}`} aria-labelledby="psi-faq">
        <h2 id="psi-faq">{c.faq.title}</h2>
        <div className={styles.faqList}>
          {c.faq.items.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="psi-contatti">
        <SectionHeader as="div" id="psi-contatti" className={styles.contactText} classes={eyebrow} {...c.contacts}>
          <DetailList className={styles.contactList} items={c.contacts.details} />
        </SectionHeader>
        <DemoForm
          {...form}
          className={styles.form}
          classes={{ choice: styles.radio, consent: styles.checkbox, submit: styles.primary }}
          fields={[
            field.name(form.name),
            field.email(form.email),
            field.phone(form.phone),
            field.choice('preference', form.preference, form.preferenceOptions),
            field.message(form.message, { rows: 3 }),
          ]}
        />
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <div className={styles.footerBrand}>
        <Logo />
        <p>
          <strong>{c.footer.company}</strong>
          <br />
          {c.footer.tagline}
        </p>
      </div>
      <DetailAddress className={styles.footerAddress} items={c.contacts.details} />
    </DemoFooter>
  );
}
