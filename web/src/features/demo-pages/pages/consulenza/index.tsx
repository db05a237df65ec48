import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { GrowthChart, Icon, Logo } from './art';
import * as c from './content';
import styles from './Consulting.module.css';

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
        action: (
          <button type="button" className={styles.headerButton} onClick={logOnly(c.headerAction)}>
            {c.headerAction}
          </button>
        ),
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="s1-hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.badge}>{c.hero.badge}</p>
            <h1 id="s1-hero-title">{c.hero.title}</h1>
            <p className={styles.lead}>{c.hero.lead}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={logOnly(c.hero.primary)}>
                {c.hero.primary}
              </button>
              <a className={styles.secondary} href="#servizi">{c.hero.secondary} →</a>
            </div>
          </div>
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
          <ul>
            {c.clients.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="s1-servizi">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.services.eyebrow}</p>
          <h2 id="s1-servizi">{c.services.title}</h2>
          <p>{c.services.intro}</p>
        </header>
        <ul className={styles.services}>
          {c.services.items.map((service) => (
            <li key={service.title}>
              <span className={styles.icon}><Icon name={service.icon} /></span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="vantaggi" className={styles.benefitsSection} aria-labelledby="s1-vantaggi">
        <div className={styles.section}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.benefits.eyebrow}</p>
            <h2 id="s1-vantaggi">{c.benefits.title}</h2>
          </header>
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
            <ol>
              {c.benefits.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section id="testimonianze" className={styles.section} aria-labelledby="s1-testimonianze">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.testimonials.eyebrow}</p>
          <h2 id="s1-testimonianze">{c.testimonials.title}</h2>
        </header>
        <div className={styles.testimonials}>
          {c.testimonials.items.map((item) => (
            <figure key={item.name}>
              <blockquote>{item.quote}</blockquote>
              <figcaption>
                <span className={styles.avatar} aria-hidden="true">{item.initials}</span>
                <span>
                  <strong>{item.name}</strong>
                  <br />
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section id="contatti" className={styles.contactsSection} aria-labelledby="s1-contatti">
        <div className={`${styles.section} ${styles.contacts}`}>
          <div>
            <p className={styles.eyebrow}>{c.contacts.eyebrow}</p>
            <h2 id="s1-contatti">{c.contacts.title}</h2>
            <p className={styles.contactIntro}>{c.contacts.intro}</p>
            <dl className={styles.contactList}>
              {c.contacts.details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <form className={styles.form} onSubmit={logOnlySubmit(c.contacts.form.submit)} aria-labelledby="s1-form-title">
            <h3 id="s1-form-title">{c.contacts.form.title}</h3>
            <div className={styles.formRow}>
              <label>
                {c.contacts.form.name}
                <input name="name" autoComplete="name" required />
              </label>
              <label>
                {c.contacts.form.company}
                <input name="company" autoComplete="organization" required />
              </label>
            </div>
            <div className={styles.formRow}>
              <label>
                {c.contacts.form.email}
                <input name="email" type="email" autoComplete="email" required />
              </label>
              <label>
                {c.contacts.form.size}
                <select name="size" defaultValue={c.contacts.form.sizes[1]}>
                  {c.contacts.form.sizes.map((size) => (
                    <option key={size}>{size}</option>
                  ))}
                </select>
              </label>
            </div>
            <label>
              {c.contacts.form.topic}
              <textarea name="topic" rows={3} />
            </label>
            <label className={styles.consent}>
              <input type="checkbox" name="privacy" required />
              {c.contacts.form.privacy}
            </label>
            <button type="submit" className={styles.primary}>{c.contacts.form.submit}</button>
          </form>
        </div>
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>
            <Logo /> {c.brand} <span>consulting</span>
          </p>
          <p>{c.footer.tagline}</p>
          <address>
            {c.contacts.details.map((detail) => (
              <span key={detail.label}>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</span>
            ))}
          </address>
        </div>
        {c.footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link}>
                  <button type="button" onClick={logOnly(link)}>{link}</button>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
