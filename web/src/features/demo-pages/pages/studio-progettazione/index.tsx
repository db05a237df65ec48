import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { WorkCover } from './art';
import * as c from './content';
import styles from './StudioProgettazione.module.css';

/** Brutalist studio demo: raw grid, heavy black rules, grotesque capitals and monospace labels. */
export default function StudioProgettazionePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <span className={styles.mark} aria-hidden="true">{c.brand.mark}</span>
            <span className={styles.brandName}>{c.brand.name}</span>
          </>
        ),
        brandLabel: c.brand.name,
        links: c.nav,
        action: <a className={styles.headerCta} href="#contatti">{c.hero.actionLabel}</a>,
        classes: { header: styles.header, inner: styles.headerInner, brand: styles.brand, link: styles.navLink, action: styles.headerAction },
      }}
      footer={<StudioFooter />}
    >
      <section className={styles.hero} aria-labelledby="s11-title">
        <p className={styles.kicker}>{c.hero.kicker}</p>
        <h1 id="s11-title" className={styles.heroTitle}>
          {c.hero.titleLines.map((line, i) => (
            <span key={line} className={i === 1 ? styles.highlight : undefined}>{line} </span>
          ))}
        </h1>
        <div className={styles.heroSide}>
          <p className={styles.lead}>{c.hero.lead}</p>
          <p className={styles.slot}><span>{c.hero.slotLabel}</span> <span>{c.hero.slotValue}</span></p>
          <button type="button" className={styles.bigButton} onClick={logOnly('stile11: Parliamo del tuo progetto')}>{c.hero.cta}</button>
        </div>
        <dl className={styles.facts}>
          {c.hero.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={styles.ticker} aria-hidden="true">
        <p>{c.hero.ticker.repeat(4)}</p>
      </div>

      <section id="lavori" className={styles.section} aria-labelledby="s11-lavori">
        <header className={styles.sectionHead}>
          <h2 id="s11-lavori">{c.worksIntro.title}</h2>
          <p className={styles.mono}>[{c.worksIntro.count}]</p>
          <p className={styles.sectionLead}>{c.worksIntro.lead}</p>
        </header>
        <ul className={styles.works}>
          {c.works.map((w) => (
            <li key={w.code} className={styles.work}>
              <WorkCover art={w.art} />
              <div className={styles.workBody}>
                <p className={styles.mono}>[{w.code}] {w.year}</p>
                <h3>{w.title}</h3>
                <p>{w.client} — {w.kind}</p>
                <button type="button" className={styles.textButton} onClick={logOnly(`stile11: caso studio ${w.title}`)}
                  aria-label={`${c.worksIntro.open}: ${w.title}`}>
                  {c.worksIntro.open} ↗
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="s11-servizi">
        <header className={styles.sectionHead}>
          <h2 id="s11-servizi">{c.servicesIntro.title}</h2>
          <p className={styles.sectionLead}>{c.servicesIntro.lead}</p>
        </header>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col"><span className="visually-hidden">Codice</span></th>
              <th scope="col">{c.servicesIntro.colService}</th>
              <th scope="col">{c.servicesIntro.colDescription}</th>
              <th scope="col">{c.servicesIntro.colFrom}</th>
            </tr>
          </thead>
          <tbody>
            {c.services.map((s) => (
              <tr key={s.code}>
                <td className={styles.code}>{s.code}</td>
                <th scope="row">{s.name}</th>
                <td>{s.description}</td>
                <td className={styles.priceCell}>{s.from}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section id="manifesto" className={styles.manifesto} aria-labelledby="s11-manifesto">
        <h2 id="s11-manifesto">{c.manifestoIntro.title}</h2>
        <ol>
          {c.manifesto.map((thesis) => <li key={thesis}>{thesis}</li>)}
        </ol>
        <p className={styles.mono}>{c.manifestoIntro.signature}</p>
      </section>

      <section id="contatti" className={styles.section} aria-labelledby="s11-contatti">
        <header className={styles.sectionHead}>
          <h2 id="s11-contatti">{c.contactsIntro.title}</h2>
          <p className={styles.sectionLead}>{c.contactsIntro.lead}</p>
        </header>
        <div className={styles.contactGrid}>
          <form className={styles.form} onSubmit={logOnlySubmit('stile11: modulo contatti')}>
            <label>
              <span>{c.contactsIntro.nameLabel}</span>
              <input name="nome" autoComplete="name" required />
            </label>
            <label>
              <span>{c.contactsIntro.emailLabel}</span>
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label>
              <span>{c.contactsIntro.messageLabel}</span>
              <textarea name="messaggio" rows={4} />
            </label>
            <button type="submit" className={styles.bigButton}>{c.contactsIntro.submit}</button>
          </form>
          <dl className={styles.contactList}>
            <div><dt>{c.contactsIntro.addressLabel}</dt><dd>{c.business.address}</dd></div>
            <div><dt>{c.contactsIntro.phoneLabel}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
            <div><dt>{c.contactsIntro.mailLabel}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
            <div><dt>{c.contactsIntro.hoursLabel}</dt><dd>{c.business.hours}</dd></div>
          </dl>
        </div>
      </section>
    </DemoLayout>
  );
}

function StudioFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.footerGiant} aria-hidden="true">{c.brand.name}</p>
      <div className={styles.footerGrid}>
        <address>
          {c.business.address}<br />
          <a href={c.business.phoneHref}>{c.business.phone}</a><br />
          <a href={`mailto:${c.business.email}`}>{c.business.email}</a>
        </address>
        <p>{c.business.hours}</p>
        <p>{c.business.note}</p>
      </div>
      <LegalFooterNote className={styles.legal} company={c.business.legalName} address={c.business.seat} details={c.business.details} />
    </footer>
  );
}
