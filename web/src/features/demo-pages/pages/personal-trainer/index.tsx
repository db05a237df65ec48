import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { Check, HeroArt, Logo } from './art';
import * as c from './content';
import styles from './Trainer.module.css';

/** Demo page: a personal trainer. Dark, energetic, condensed uppercase type and an electric lime accent. */
export default function PersonalTrainerPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <Logo />
            <span className={styles.brandText}>
              {c.brand.first} <strong>{c.brand.last}</strong>
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
      <section className={styles.hero} aria-labelledby="pt-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="pt-hero-title" className={styles.heroTitle}>
            <span>{c.hero.titleTop}</span> <span className={styles.accent}>{c.hero.titleBottom}</span>
          </h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly(c.hero.primary)}>
              {c.hero.primary}
            </button>
            <a className={styles.ghost} href="#programmi">{c.hero.secondary}</a>
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
        <div className={styles.heroArt}>
          <HeroArt label={c.hero.artLabel} />
        </div>
      </section>

      <div className={styles.marquee} aria-hidden="true">
        <p>
          {[...c.marquee, ...c.marquee].map((word, index) => (
            <span key={`${word}-${index}`}>{word}</span>
          ))}
        </p>
      </div>

      <section id="servizi" className={styles.section} aria-labelledby="pt-servizi">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{c.services.eyebrow}</p>
          <h2 id="pt-servizi">{c.services.title}</h2>
          <p>{c.services.intro}</p>
        </header>
        <ul className={styles.offers}>
          {c.services.items.map((offer) => (
            <li key={offer.name} className={offer.highlight ? `${styles.offer} ${styles.offerHighlight}` : styles.offer}>
              <h3>{offer.name}</h3>
              <p className={styles.price}>
                <strong>{offer.price}</strong> <span>{offer.unit}</span>
              </p>
              <p>{offer.text}</p>
              <ul className={styles.features}>
                {offer.features.map((feature) => (
                  <li key={feature}>
                    <Check />
                    {feature}
                  </li>
                ))}
              </ul>
              <button type="button" className={offer.highlight ? styles.primary : styles.outline} onClick={logOnly(offer.cta)}>
                {offer.cta}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section id="programmi" className={`${styles.section} ${styles.programs}`} aria-labelledby="pt-programmi">
        <div className={styles.inner}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.programs.eyebrow}</p>
            <h2 id="pt-programmi">{c.programs.title}</h2>
            <p>{c.programs.intro}</p>
          </header>
          <ol className={styles.programList}>
            {c.programs.items.map((program, index) => (
              <li key={program.name} className={styles.program}>
                <span className={styles.programIndex} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                <div className={styles.programBody}>
                  <h3>{program.name}</h3>
                  <p>{program.text}</p>
                </div>
                <ul className={styles.programMeta}>
                  <li>{program.weeks}</li>
                  <li>{program.frequency}</li>
                  <li>{program.level}</li>
                </ul>
                <p className={styles.intensity}>
                  <span className={styles.intensityLabel}>
                    {c.programs.intensityLabel} {program.intensity}/5
                  </span>
                  <span className={styles.bars} aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((level) => (
                      <span key={level} data-on={level <= program.intensity ? 'true' : undefined} />
                    ))}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${styles.section} ${styles.method}`} aria-labelledby="pt-metodo">
        <h2 id="pt-metodo">{c.method.title}</h2>
        <ol className={styles.methodSteps}>
          {c.method.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="testimonianze" className={`${styles.section} ${styles.testimonialsSection}`} aria-labelledby="pt-testimonianze">
        <div className={styles.inner}>
          <header className={styles.sectionHead}>
            <p className={styles.eyebrow}>{c.testimonials.eyebrow}</p>
            <h2 id="pt-testimonianze">{c.testimonials.title}</h2>
          </header>
          <div className={styles.testimonials}>
            {c.testimonials.items.map((item) => (
              <figure key={item.author} className={styles.testimonial}>
                <p className={styles.result}>{item.result}</p>
                <blockquote>{item.quote}</blockquote>
                <figcaption>{item.author}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="pt-contatti">
        <div>
          <p className={styles.eyebrow}>{c.contacts.eyebrow}</p>
          <h2 id="pt-contatti">{c.contacts.title}</h2>
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
        <form className={styles.form} onSubmit={logOnlySubmit(c.contacts.form.submit)} aria-labelledby="pt-form-title">
          <h3 id="pt-form-title">{c.contacts.form.title}</h3>
          <label>
            {c.contacts.form.name}
            <input name="name" autoComplete="name" required />
          </label>
          <label>
            {c.contacts.form.phone}
            <input name="phone" type="tel" autoComplete="tel" required />
          </label>
          <label>
            {c.contacts.form.goal}
            <select name="goal" defaultValue={c.contacts.form.goals[0]}>
              {c.contacts.form.goals.map((goal) => (
                <option key={goal}>{goal}</option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{c.contacts.form.formula}</legend>
            {c.contacts.form.formulas.map((formula, index) => (
              <label key={formula} className={styles.choice}>
                <input type="radio" name="formula" value={formula} defaultChecked={index === 0} />
                <span>{formula}</span>
              </label>
            ))}
          </fieldset>
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
        <p className={styles.footerBrand}>
          {c.brand.first} <strong>{c.brand.last}</strong>
        </p>
        <address>
          {c.contacts.details.map((detail) => (
            <span key={detail.label}>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</span>
          ))}
        </address>
        <ul className={styles.social}>
          {c.footer.social.map((name) => (
            <li key={name}>
              <button type="button" onClick={logOnly(name)}>{name}</button>
            </li>
          ))}
        </ul>
        <LegalFooterNote className={styles.legal} company={c.footer.company} address={c.footer.address} details={c.footer.details} />
      </div>
    </footer>
  );
}
