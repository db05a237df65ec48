import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { Logo, Portrait, ServiceIcon } from './art';
import * as c from './content';
import styles from './Psicologo.module.css';

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
        action: (
          <button type="button" className={styles.headerButton} onClick={logOnly(c.headerAction)}>
            {c.headerAction}
          </button>
        ),
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="psi-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="psi-hero-title" className={styles.heroTitle}>{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly(c.hero.primary)}>
              {c.hero.primary}
            </button>
            <a className={styles.secondary} href="#approccio">{c.hero.secondary}</a>
          </div>
          <ul className={styles.chips}>
            {c.hero.chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        </div>
        <div className={styles.heroArt}>
          <Portrait label={c.hero.portraitAlt} />
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="psi-servizi">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.services.eyebrow}</p>
          <h2 id="psi-servizi">{c.services.title}</h2>
          <p>{c.services.intro}</p>
        </header>
        <ul className={styles.serviceGrid}>
          {c.services.items.map((item) => (
            <li key={item.title} className={styles.serviceCard}>
              <span className={styles.serviceIcon}><ServiceIcon name={item.icon} /></span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="approccio" className={`${styles.section} ${styles.approach}`} aria-labelledby="psi-approccio">
        <div className={styles.approachInner}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.approach.eyebrow}</p>
            <h2 id="psi-approccio">{c.approach.title}</h2>
            <p>{c.approach.intro}</p>
          </header>
          <ol className={styles.steps}>
            {c.approach.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
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
        <dl>
          {c.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="testimonianze" className={styles.section} aria-labelledby="psi-testimonianze">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.testimonials.eyebrow}</p>
          <h2 id="psi-testimonianze">{c.testimonials.title}</h2>
        </header>
        <div className={styles.testimonials}>
          {c.testimonials.items.map((item) => (
            <figure key={item.author} className={styles.testimonial}>
              <blockquote>{item.quote}</blockquote>
              <figcaption>
                <strong>{item.author}</strong> · {item.context}
              </figcaption>
            </figure>
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
        <div className={styles.contactText}>
          <p className={styles.eyebrow}>{c.contacts.eyebrow}</p>
          <h2 id="psi-contatti">{c.contacts.title}</h2>
          <p>{c.contacts.intro}</p>
          <dl className={styles.contactList}>
            {c.contacts.details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <form className={styles.form} onSubmit={logOnlySubmit(c.contacts.form.submit)} aria-labelledby="psi-form-title">
          <h3 id="psi-form-title">{c.contacts.form.title}</h3>
          <label>
            {c.contacts.form.name}
            <input name="name" autoComplete="name" required />
          </label>
          <label>
            {c.contacts.form.email}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            {c.contacts.form.phone}
            <input name="phone" type="tel" autoComplete="tel" />
          </label>
          <fieldset>
            <legend>{c.contacts.form.preference}</legend>
            {c.contacts.form.preferenceOptions.map((option, index) => (
              <label key={option} className={styles.radio}>
                <input type="radio" name="preference" value={option} defaultChecked={index === 0} />
                {option}
              </label>
            ))}
          </fieldset>
          <label>
            {c.contacts.form.message}
            <textarea name="message" rows={3} />
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" name="privacy" required />
            {c.contacts.form.privacy}
          </label>
          <button type="submit" className={styles.primary}>{c.contacts.form.submit}</button>
        </form>
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo />
          <p>
            <strong>{c.footer.company}</strong>
            <br />
            {c.footer.tagline}
          </p>
        </div>
        <address className={styles.footerAddress}>
          {c.contacts.details.map((detail) => (
            <span key={detail.label}>
              {detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}
            </span>
          ))}
        </address>
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
