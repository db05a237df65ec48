import { useId } from 'react';
import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { content } from './content';
import { ArchLogo, PropertyScene, RomeSkyline, ServiceIcon } from './illustrations';
import styles from './RealEstatePage.module.css';

const ENERGY_TONE: Record<string, string> = {
  A4: styles.energyA, A2: styles.energyA, B: styles.energyB, C: styles.energyC, D: styles.energyD, E: styles.energyE,
};

function SearchForm() {
  const { hero } = content;
  const id = useId();
  return (
    <form className={styles.search} onSubmit={logOnlySubmit(hero.searchTitle)} aria-label={hero.searchTitle}>
      <fieldset className={styles.contract}>
        <legend className={styles.visuallyHidden}>{hero.contractLabel}</legend>
        {hero.contracts.map((contract, index) => (
          <label key={contract}>
            <input type="radio" name={`${id}-contract`} value={contract} defaultChecked={index === 0} />
            <span>{contract}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>{hero.areaLabel}</span>
        <select name="zona" defaultValue={hero.areas[0]}>
          {hero.areas.map((area) => <option key={area}>{area}</option>)}
        </select>
      </label>
      <label className={styles.field}>
        <span>{hero.budgetLabel}</span>
        <select name="budget" defaultValue={hero.budgets[0]}>
          {hero.budgets.map((budget) => <option key={budget}>{budget}</option>)}
        </select>
      </label>
      <button type="submit" className={styles.primary}>{hero.searchCta}</button>
    </form>
  );
}

function ContactForm() {
  const { form } = content.contacts;
  return (
    <form className={styles.contactForm} onSubmit={logOnlySubmit(form.submit)}>
      <label className={styles.field}>
        <span>{form.name}</span>
        <input name="nome" autoComplete="name" required />
      </label>
      <div className={styles.formRow}>
        <label className={styles.field}>
          <span>{form.email}</span>
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label className={styles.field}>
          <span>{form.phone}</span>
          <input name="telefono" type="tel" autoComplete="tel" />
        </label>
      </div>
      <label className={styles.field}>
        <span>{form.interest}</span>
        <select name="interesse" defaultValue={form.interests[0]}>
          {form.interests.map((interest) => <option key={interest}>{interest}</option>)}
        </select>
      </label>
      <label className={styles.field}>
        <span>{form.message}</span>
        <textarea name="messaggio" rows={4} placeholder={form.messagePlaceholder} />
      </label>
      <label className={styles.consent}>
        <input type="checkbox" name="privacy" required />
        <span>{form.privacy}</span>
      </label>
      <button type="submit" className={styles.primary}>{form.submit}</button>
      <p className={styles.formNote}>{form.note}</p>
    </form>
  );
}

/** Real estate agency demo: warm sand, deep pine green and brass; light wide sans; listing cards with SVG pictures. */
export default function RealEstatePage() {
  usePageMeta(content.meta);
  const { hero, properties, services, about, contacts, footer } = content;

  const brand = (
    <span className={styles.brand}>
      <ArchLogo />
      <span>{content.brand.name}</span>{' '}
      <span className={styles.brandSuffix}>{content.brand.suffix}</span>
    </span>
  );

  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand,
        brandLabel: content.a11y.brandLink,
        links: content.nav,
        action: <button type="button" className={styles.headerCta} onClick={logOnly(content.headerCta)}>{content.headerCta}</button>,
        classes: { header: styles.header, link: styles.navLink },
      }}
      footer={
        <footer className={styles.footer}>
          <div className={styles.footerGrid}>
            <div>
              <p className={styles.footerBrand}><ArchLogo /> {content.brand.name} <span>{content.brand.suffix}</span></p>
              <p className={styles.footerMuted}>{footer.tagline}</p>
            </div>
            <address>
              {contacts.address.map((line) => <span key={line}>{line}</span>)}
            </address>
            <p className={styles.footerContacts}>
              <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </p>
          </div>
          <LegalFooterNote className={styles.legal} company={footer.company} address={footer.address} details={footer.details} />
          <p className={styles.footerMuted}>{footer.demoNote}</p>
        </footer>
      }
    >
      <section className={styles.hero} aria-labelledby="s7-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="s7-hero-title">{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
        </div>
        <SearchForm />
        <div className={styles.skyline}>
          <RomeSkyline label={hero.illustrationLabel} />
        </div>
        <dl className={styles.heroStats}>
          {hero.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="immobili" className={styles.section} aria-labelledby="s7-properties-title">
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>{properties.eyebrow}</p>
          <h2 id="s7-properties-title">{properties.title}</h2>
          <p>{properties.text}</p>
        </div>
        <ul className={styles.cards}>
          {properties.items.map((property) => (
            <li key={property.id}>
              <article className={styles.card} aria-labelledby={`s7-${property.id}`}>
                <div className={styles.cardImage}>
                  <PropertyScene scene={property.scene} />
                  <p className={styles.badges}>
                    <span className={styles.contractBadge}>{property.contract}</span>
                    {'highlight' in property && property.highlight && <span className={styles.highlight}>{property.highlight}</span>}
                  </p>
                </div>
                <div className={styles.cardBody}>
                  <p className={styles.cardArea}>{property.area}</p>
                  <h3 id={`s7-${property.id}`}>{property.title}</h3>
                  <p className={styles.price}>
                    {property.price}
                    {'pricePerSqm' in property && property.pricePerSqm && (
                      <span>{property.pricePerSqm}{properties.labels.perSqm}</span>
                    )}
                  </p>
                  <dl className={styles.specs}>
                    <div><dt>{properties.labels.sqm}</dt><dd>{property.sqm}</dd></div>
                    <div><dt>{properties.labels.rooms}</dt><dd>{property.rooms}</dd></div>
                    <div><dt>{properties.labels.baths}</dt><dd>{property.baths}</dd></div>
                    <div>
                      <dt>{properties.labels.energy}</dt>
                      <dd><span className={`${styles.energy} ${ENERGY_TONE[property.energyClass]}`}>{property.energyClass}</span></dd>
                    </div>
                  </dl>
                  <button type="button" className={styles.cardButton} onClick={logOnly(`${properties.labels.details}: ${property.title}`)}>
                    {properties.labels.details}<span className={styles.visuallyHidden}>: {property.title}</span>
                    <span aria-hidden="true"> →</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className={styles.center}>
          <button type="button" className={styles.secondary} onClick={logOnly(properties.allCta)}>{properties.allCta}</button>
        </p>
      </section>

      <section id="servizi" className={styles.services} aria-labelledby="s7-services-title">
        <div className={styles.servicesInner}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{services.eyebrow}</p>
            <h2 id="s7-services-title">{services.title}</h2>
            <p>{services.text}</p>
          </div>
          <ol className={styles.serviceList}>
            {services.items.map((service) => (
              <li key={service.title}>
                <span className={styles.serviceIcon}><ServiceIcon name={service.icon} /></span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ol>
          <p className={styles.commission}>{services.commission}</p>
        </div>
      </section>

      <section id="chi-siamo" className={`${styles.section} ${styles.about}`} aria-labelledby="s7-about-title">
        <div>
          <p className={styles.eyebrow}>{about.eyebrow}</p>
          <h2 id="s7-about-title">{about.title}</h2>
          <p className={styles.aboutText}>{about.text}</p>
          <figure className={styles.quote}>
            <blockquote><p>{about.quote}</p></blockquote>
            <figcaption>{about.quoteAuthor}</figcaption>
          </figure>
          <ul className={styles.aboutBadges}>
            {about.badges.map((badge) => <li key={badge}>{badge}</li>)}
          </ul>
        </div>
        <div className={styles.agents}>
          <h3>{about.agentsTitle}</h3>
          <ul>
            {about.agents.map((agent) => (
              <li key={agent.name}>
                <span className={styles.initials} aria-hidden="true">{agent.name.split(' ').map((part) => part[0]).join('')}</span>
                <div>
                  <p className={styles.agentName}>{agent.name}</p>
                  <p className={styles.agentRole}>{agent.role}</p>
                </div>
                <a href={`tel:${agent.phone.replace(/\s/g, '')}`} aria-label={content.a11y.callAgent(agent.name, agent.phone)}>{agent.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="contatti" className={styles.contacts} aria-labelledby="s7-contacts-title">
        <div className={styles.contactsInner}>
          <div>
            <p className={styles.eyebrow}>{contacts.eyebrow}</p>
            <h2 id="s7-contacts-title">{contacts.title}</h2>
            <p className={styles.contactsText}>{contacts.text}</p>
            <div className={styles.office}>
              <h3>{contacts.officeTitle}</h3>
              <address>
                {contacts.address.map((line) => <span key={line}>{line}</span>)}
                <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </address>
              <h3>{contacts.hoursTitle}</h3>
              <ul>{contacts.hours.map((line) => <li key={line}>{line}</li>)}</ul>
            </div>
          </div>
          <ContactForm />
        </div>
      </section>
    </DemoLayout>
  );
}
