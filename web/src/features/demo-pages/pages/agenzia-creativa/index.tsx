import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { Avatar, Bolt, ProjectArt } from './art';
import * as c from './content';
import styles from './Agency.module.css';

/** Demo page /stile2: a creative agency. Oversized geometric type, serif italics, bold colour blocks. */
export default function AgencyPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <span className={styles.brand}>
            <Bolt />
            {c.brand}
          </span>
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
      <section className={styles.hero} aria-labelledby="s2-hero-title">
        <p className={styles.kicker}>{c.hero.kicker}</p>
        <h1 id="s2-hero-title" className={styles.heroTitle}>
          {c.hero.titleA} <em>{c.hero.titleB}</em> <span className={styles.heroSmall}>{c.hero.titleC}</span>
        </h1>
        <div className={styles.heroBottom}>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly(c.hero.primary)}>
              {c.hero.primary}
            </button>
            <a className={styles.secondary} href="#portfolio">{c.hero.secondary} ↓</a>
          </div>
          <dl className={styles.stats}>
            {c.hero.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className={styles.sticker} aria-hidden="true">{c.hero.sticker}</p>
      </section>

      <section id="portfolio" className={styles.section} aria-labelledby="s2-portfolio">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.portfolio.eyebrow}</p>
          <h2 id="s2-portfolio">{c.portfolio.title}</h2>
          <p>{c.portfolio.intro}</p>
        </header>
        <ul className={styles.projects}>
          {c.portfolio.items.map((project) => (
            <li key={project.title} className={project.wide ? `${styles.project} ${styles.wide}` : styles.project}>
              <div className={styles.cover}>
                <ProjectArt motif={project.motif} palette={project.palette} label={project.artLabel} />
              </div>
              <div className={styles.projectInfo}>
                <div>
                  <h3>{project.title}</h3>
                  <p>{project.client}</p>
                </div>
                <ul className={styles.tags} aria-label="Ambiti">
                  {project.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </div>
              <button type="button" className={styles.caseButton} onClick={logOnly(`${c.portfolio.cta}: ${project.title}`)}>
                {c.portfolio.cta}
                <span className="visually-hidden">: {project.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.ticker} aria-label="Alcuni clienti">
        <ul>
          {c.clients.map((client) => (
            <li key={client}>{client}</li>
          ))}
        </ul>
      </div>

      <section id="servizi" className={styles.section} aria-labelledby="s2-servizi">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.services.eyebrow}</p>
          <h2 id="s2-servizi">{c.services.title}</h2>
        </header>
        <ol className={styles.services}>
          {c.services.items.map((service, index) => (
            <li key={service.title}>
              <span className={styles.serviceIndex} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <ul className={styles.tags} aria-label="Cosa consegniamo">
                {service.deliverables.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section id="team" className={`${styles.section} ${styles.team}`} aria-labelledby="s2-team">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.team.eyebrow}</p>
          <h2 id="s2-team">{c.team.title}</h2>
          <p>{c.team.intro}</p>
        </header>
        <ul className={styles.members}>
          {c.team.items.map((member, index) => (
            <li key={member.name}>
              <Avatar palette={member.palette} variant={index} />
              <h3>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.fun}>{member.fun}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={styles.contactsSection} aria-labelledby="s2-contatti">
        <div className={`${styles.section} ${styles.contacts}`}>
          <div>
            <p className={styles.eyebrow}>{c.contacts.eyebrow}</p>
            <h2 id="s2-contatti">{c.contacts.title}</h2>
            <p className={styles.bigMail}>
              <a href={`mailto:${c.contacts.email}`}>{c.contacts.email}</a>
            </p>
            <p className={styles.contactLine}>
              <a href={`tel:${c.contacts.phone.replace(/\s/g, '')}`}>{c.contacts.phone}</a>
              <br />
              {c.contacts.address}
            </p>
          </div>
          <form className={styles.form} onSubmit={logOnlySubmit(c.contacts.form.submit)} aria-label="Modulo di contatto">
            <label>
              {c.contacts.form.name}
              <input name="name" autoComplete="name" required />
            </label>
            <label>
              {c.contacts.form.email}
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <fieldset>
              <legend>{c.contacts.form.budget}</legend>
              <div className={styles.chips}>
                {c.contacts.form.budgets.map((budget, index) => (
                  <label key={budget}>
                    <input type="radio" name="budget" value={budget} defaultChecked={index === 1} />
                    <span>{budget}</span>
                  </label>
                ))}
              </div>
            </fieldset>
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
        </div>
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerBrand} aria-hidden="true">
          {c.brand}
        </p>
        <ul className={styles.social}>
          {c.footer.social.map((name) => (
            <li key={name}>
              <button type="button" onClick={logOnly(name)}>{name}</button>
            </li>
          ))}
        </ul>
        <address>
          <a href={`mailto:${c.contacts.email}`}>{c.contacts.email}</a> · {c.contacts.phone} · {c.contacts.address}
        </address>
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
