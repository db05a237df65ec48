import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { MapArt, Monogram, ScalesArt } from './art';
import * as c from './content';
import styles from './StudioLegale.module.css';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

/** Demo page: a law firm. Classical serif type, navy and brass on ivory, hairlines and roman numerals. */
export default function StudioLegalePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <Monogram />
            <span className={styles.brandText}>
              <span>{c.brand.name}</span>
              <small>{c.brand.tag}</small>
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
      <section className={styles.hero} aria-labelledby="sl-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="sl-hero-title">{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly(c.hero.primary)}>
              {c.hero.primary}
            </button>
            <a className={styles.textLink} href="#specializzazioni">{c.hero.secondary}</a>
          </div>
          <dl className={styles.facts}>
            {c.hero.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.heroArt}>
          <ScalesArt label={c.hero.artLabel} />
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="sl-servizi">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.services.eyebrow}</p>
          <h2 id="sl-servizi">{c.services.title}</h2>
          <p>{c.services.intro}</p>
        </header>
        <ol className={styles.services}>
          {c.services.items.map((service, index) => (
            <li key={service.title}>
              <span className={styles.numeral} aria-hidden="true">{ROMAN[index]}</span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.consultation} aria-labelledby="sl-consulenza">
        <div className={styles.consultationInner}>
          <div>
            <h2 id="sl-consulenza">{c.consultation.title}</h2>
            <p>{c.consultation.text}</p>
          </div>
          <div className={styles.consultationSide}>
            <ul>
              {c.consultation.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <button type="button" className={styles.brassButton} onClick={logOnly(c.consultation.cta)}>
              {c.consultation.cta}
            </button>
          </div>
        </div>
      </section>

      <section id="specializzazioni" className={styles.section} aria-labelledby="sl-specializzazioni">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.practices.eyebrow}</p>
          <h2 id="sl-specializzazioni">{c.practices.title}</h2>
          <p>{c.practices.intro}</p>
        </header>
        <div className={styles.practices}>
          {c.practices.items.map((practice) => (
            <article key={practice.title} className={styles.practice}>
              <h3>{practice.title}</h3>
              <p>{practice.text}</p>
              <ul aria-label={`Temi di ${practice.title.toLowerCase()}`}>
                {practice.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.team}`} aria-labelledby="sl-team">
        <h2 id="sl-team">{c.team.title}</h2>
        <ul>
          {c.team.items.map((lawyer) => (
            <li key={lawyer.name}>
              <span className={styles.initials} aria-hidden="true">{lawyer.initials}</span>
              <div>
                <h3>{lawyer.name}</h3>
                <p className={styles.role}>{lawyer.role}</p>
                <p>{lawyer.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="testimonianze" className={styles.testimonialsSection} aria-labelledby="sl-testimonianze">
        <div className={styles.section}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.testimonials.eyebrow}</p>
            <h2 id="sl-testimonianze">{c.testimonials.title}</h2>
          </header>
          <div className={styles.testimonials}>
            {c.testimonials.items.map((item) => (
              <figure key={item.author}>
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  <strong>{item.author}</strong>
                  <span>{item.matter}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="sl-contatti">
        <div>
          <p className={styles.eyebrow}>{c.contacts.eyebrow}</p>
          <h2 id="sl-contatti">{c.contacts.title}</h2>
          <p className={styles.contactIntro}>{c.contacts.intro}</p>
          <dl className={styles.contactList}>
            {c.contacts.details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.map}>
            <MapArt label={c.contacts.mapLabel} />
          </div>
        </div>
        <form className={styles.form} onSubmit={logOnlySubmit(c.contacts.form.submit)} aria-labelledby="sl-form-title">
          <h3 id="sl-form-title">{c.contacts.form.title}</h3>
          <label>
            {c.contacts.form.name}
            <input name="name" autoComplete="name" required />
          </label>
          <label>
            {c.contacts.form.email}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            {c.contacts.form.area}
            <select name="area" defaultValue={c.practices.items[0].title}>
              {c.practices.items.map((practice) => (
                <option key={practice.title}>{practice.title}</option>
              ))}
            </select>
          </label>
          <label>
            {c.contacts.form.message}
            <textarea name="message" rows={4} />
          </label>
          <label className={styles.consent}>
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
          <Monogram />
          <p>
            <strong>{c.brand.name}</strong>
            <br />
            {c.brand.tag}
          </p>
        </div>
        <address>
          {c.contacts.details.map((detail) => (
            <span key={detail.label}>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</span>
          ))}
        </address>
        <ul className={styles.footerLinks}>
          {c.footer.links.map((link) => (
            <li key={link}>
              <button type="button" onClick={logOnly(link)}>{link}</button>
            </li>
          ))}
        </ul>
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
