import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { DialArc, FeatureIcon } from './art';
import * as c from './content';
import styles from './TermostatoSmart.module.css';

/** Soft neumorphic product demo: one cool grey tone, extruded surfaces and pressed-in wells, rounded type. */
export default function TermostatoSmartPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <span className={styles.logo} aria-hidden="true"><span /></span>
            <span className={styles.brandName}>{c.brand.name}</span>
          </>
        ),
        brandLabel: c.brand.name,
        links: c.nav,
        action: <button type="button" className={styles.softButton} onClick={logOnly('stile14: Ordina (intestazione)')}>{c.hero.action}</button>,
        classes: { header: styles.header, brand: styles.brand, link: styles.navLink },
      }}
      footer={<ProductFooter />}
    >
      <section className={styles.hero} aria-labelledby="s14-title">
        <div>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="s14-title">{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.accentButton} onClick={logOnly('stile14: Ordina Tepore')}>{c.hero.primary}</button>
            <a className={styles.softButton} href="#funzionalita">{c.hero.secondary}</a>
          </div>
          <ul className={styles.notes}>
            {c.hero.notes.map((n) => <li key={n}>{n}</li>)}
          </ul>
        </div>
        <div className={styles.device}>
          <div className={styles.dial}>
            <DialArc />
            <div className={styles.dialFace}>
              <p className={styles.dialValue}>{c.hero.dial.value}<span>{c.hero.dial.unit}</span></p>
              <p className={styles.dialMode}>{c.hero.dial.mode}</p>
              <p className={styles.dialSub}>{c.hero.dial.humidity}</p>
            </div>
          </div>
          <div className={styles.dialButtons}>
            <button type="button" className={styles.round} aria-label={c.hero.dial.minus} onClick={logOnly('stile14: temperatura -')}>−</button>
            <button type="button" className={styles.round} aria-label={c.hero.dial.plus} onClick={logOnly('stile14: temperatura +')}>+</button>
          </div>
        </div>
      </section>

      <section id="funzionalita" className={styles.section} aria-labelledby="s14-funzionalita">
        <div className={styles.sectionHead}>
          <h2 id="s14-funzionalita">{c.featuresIntro.title}</h2>
          <p>{c.featuresIntro.lead}</p>
        </div>
        <ul className={styles.features}>
          {c.features.map((f) => (
            <li key={f.title} className={styles.raised}>
              <span className={styles.well}><FeatureIcon icon={f.icon} /></span>
              <h3>{f.title}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="vantaggi" className={styles.section} aria-labelledby="s14-vantaggi">
        <div className={styles.sectionHead}>
          <h2 id="s14-vantaggi">{c.benefitsIntro.title}</h2>
          <p>{c.benefitsIntro.lead}</p>
        </div>
        <ul className={styles.stats}>
          {c.stats.map((s) => (
            <li key={s.value} className={styles.raised}>
              <p className={styles.statValue}>{s.value}</p>
              <p>{s.label}</p>
            </li>
          ))}
        </ul>
        <div className={styles.benefitsRow}>
          <ul className={styles.benefitList}>
            {c.benefits.map((b) => (
              <li key={b}><span className={styles.check} aria-hidden="true" />{b}</li>
            ))}
          </ul>
          <div className={`${styles.raised} ${styles.app}`} aria-hidden="true">
            <p className={styles.appTitle}>{c.benefitsIntro.appTitle}</p>
            {c.benefitsIntro.appRows.map((row) => (
              <div key={row.label} className={styles.appRow}>
                <p><span>{row.label}</span><strong>{row.value}</strong></p>
                <span className={styles.track}><span style={{ width: `${row.fill}%` }} /></span>
              </div>
            ))}
            <div className={styles.toggles}>
              <span className={styles.toggleOn}><span /></span>
              <span className={styles.toggleOff}><span /></span>
            </div>
          </div>
        </div>
      </section>

      <section id="prezzi" className={styles.section} aria-labelledby="s14-prezzi">
        <div className={styles.sectionHead}>
          <h2 id="s14-prezzi">{c.pricesIntro.title}</h2>
          <p>{c.pricesIntro.lead}</p>
        </div>
        <ul className={styles.plans}>
          {c.plans.map((p) => (
            <li key={p.name} className={`${styles.raised} ${styles.plan}`} data-featured={p.featured ? 'true' : undefined}>
              {p.featured && <p className={styles.featured}>{c.pricesIntro.featuredLabel}</p>}
              <h3>{p.name}</h3>
              <p className={styles.tagline}>{p.tagline}</p>
              <p className={styles.price}>{p.price} €<span> {c.pricesIntro.currencyNote}</span></p>
              <ul className={styles.planList}>
                {p.features.map((f) => <li key={f}><span className={styles.check} aria-hidden="true" />{f}</li>)}
              </ul>
              <button type="button" className={p.featured ? styles.accentButton : styles.softButton} onClick={logOnly(`stile14: Ordina ${p.name}`)}
                aria-label={`${c.pricesIntro.order} ${p.name}`}>
                {c.pricesIntro.order}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={styles.section} aria-labelledby="s14-contatti">
        <div className={`${styles.raised} ${styles.contact}`}>
          <div>
            <h2 id="s14-contatti">{c.contactsIntro.title}</h2>
            <p className={styles.contactLead}>{c.contactsIntro.lead}</p>
            <dl className={styles.details}>
              <div><dt>{c.contactsIntro.phoneLabel}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
              <div><dt>{c.contactsIntro.mailLabel}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
              <div><dt>{c.contactsIntro.hoursLabel}</dt><dd>{c.business.hours}</dd></div>
              <div><dt>{c.contactsIntro.addressLabel}</dt><dd>{c.business.address}</dd></div>
            </dl>
          </div>
          <form className={styles.form} onSubmit={logOnlySubmit('stile14: domanda di assistenza')}>
            <label><span>{c.contactsIntro.nameLabel}</span><input name="nome" autoComplete="name" required /></label>
            <label><span>{c.contactsIntro.emailLabel}</span><input name="email" type="email" autoComplete="email" required /></label>
            <label><span>{c.contactsIntro.boilerLabel}</span><input name="caldaia" /></label>
            <label><span>{c.contactsIntro.messageLabel}</span><textarea name="messaggio" rows={3} /></label>
            <button type="submit" className={styles.accentButton}>{c.contactsIntro.submit}</button>
          </form>
        </div>
      </section>
    </DemoLayout>
  );
}

function ProductFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.brandName}>{c.brand.name}</p>
        <address>
          {c.business.address} · <a href={c.business.phoneHref}>{c.business.phone}</a> · <a href={`mailto:${c.business.email}`}>{c.business.email}</a>
        </address>
      </div>
      <div className={styles.footerLegal}>
        <LegalFooterNote company={c.business.legalName} address={c.business.seat} details={c.business.details} />
        <p>{c.business.note}</p>
      </div>
    </footer>
  );
}
