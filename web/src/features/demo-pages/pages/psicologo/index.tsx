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
  TestimonialList,
  TextList,
  cx,
  field,
  heroClasses,
  sectionLook,
} from '../../components';
import { Logo, Portrait, ServiceIcon } from './art';
import { content as c } from './content';
import styles from './Psicologo.module.css';

const look = sectionLook(styles);
const approachLook = sectionLook(styles, {
  className: cx(styles.section, styles.approach),
  inner: styles.approachInner,
});
const contactLook = sectionLook(styles, {
  className: cx(styles.section, styles.contacts),
  as: 'div',
  headClassName: styles.contactText,
});
const contactDetails = <DetailList className={styles.contactList} items={c.contacts.details} />;

const { form } = c.contacts;
const formClasses = { choice: styles.radio, consent: styles.checkbox, submit: styles.primary };
const contactFields = [
  field.name(form.name),
  field.email(form.email),
  field.phone(form.phone),
  field.choice('preference', form.preference, form.preferenceOptions),
  field.message(form.message, { rows: 3 }),
];
const heroLook = heroClasses(styles, { title: styles.heroTitle });

/** Demo page: a psychologist's practice. Warm, calm, humanist type; sage and terracotta. */
export default function PsicologoPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="psi-hero-title">
        <HeroIntro {...c.hero} id="psi-hero-title" classes={heroLook} secondaryHref="#approccio">
          <TextList className={styles.chips} items={c.hero.chips} />
        </HeroIntro>
        <div className={styles.heroArt}>
          <Portrait label={c.hero.portraitAlt} />
        </div>
      </section>

      <DemoSection id="servizi" titleId="psi-servizi" heading={c.services} {...look}>
        <CardList
          className={styles.serviceGrid}
          items={c.services.items}
          itemClassName={styles.serviceCard}
          icon={(item) => <ServiceIcon name={item.icon} />}
          iconClassName={styles.serviceIcon}
        />
      </DemoSection>

      <DemoSection id="approccio" titleId="psi-approccio" heading={c.approach} {...approachLook}>
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
      </DemoSection>

      <section className={styles.figures} aria-label="Il percorso in numeri">
        <DetailList items={c.figures} />
      </section>

      <DemoSection id="testimonianze" titleId="psi-testimonianze" heading={c.testimonials} {...look}>
        <TestimonialList
          className={styles.testimonials}
          itemClassName={styles.testimonial}
          items={c.testimonials.items}
          caption={(item) => (
            <>
              <strong>{item.author}</strong> · {item.context}
            </>
          )}
        />
        <p className={styles.note}>{c.testimonials.note}</p>
      </DemoSection>

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

      <DemoSection id="contatti" titleId="psi-contatti" heading={c.contacts} aside={contactDetails} {...contactLook}>
        <DemoForm {...form} className={styles.form} classes={formClasses} fields={contactFields} />
      </DemoSection>
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

const nav = {
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
};
