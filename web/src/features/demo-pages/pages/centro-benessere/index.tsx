import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly } from '../../components';
import { HeroArt, LeafMark, MapArt, Portrait } from './art';
import * as c from './content';
import styles from './CentroBenessere.module.css';

const euro = (value: number) => `${value} €`;

/** Beauty spa demo: calm serif typography, sage and sand tones, a menu-like price list. */
export default function CentroBenesserePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <LeafMark />
            <span>
              <span className={styles.brandName}>{c.brand.name}</span>
              <span className={styles.brandTag}>{c.brand.tagline}</span>
            </span>
          </>
        ),
        brandLabel: `${c.brand.name}, ${c.brand.tagline}`,
        links: c.nav,
        action: <button type="button" className={styles.headerCta} onClick={logOnly('stile10: Prenota (intestazione)')}>{c.hero.bookShort}</button>,
        classes: { header: styles.header, brand: styles.brand },
      }}
      footer={<SpaFooter />}
    >
      <section className={styles.hero} aria-labelledby="s10-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="s10-title">{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.heroActions}>
            <button type="button" className={styles.primary} onClick={logOnly('stile10: Prenota un trattamento')}>{c.hero.primary}</button>
            <a className={styles.secondary} href="#pacchetti">{c.hero.secondary}</a>
          </div>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>★★★★★</span>
            <strong>{c.hero.rating}</strong> {c.hero.ratingNote}
          </p>
        </div>
        <div className={styles.heroArt}><HeroArt /></div>
      </section>

      <ul className={styles.promises} aria-label="Perché sceglierci">
        {c.promises.map((p) => <li key={p}>{p}</li>)}
      </ul>

      <section id="trattamenti" className={styles.section} aria-labelledby="s10-trattamenti">
        <div className={styles.sectionHead}>
          <h2 id="s10-trattamenti">{c.treatmentsIntro.title}</h2>
          <p>{c.treatmentsIntro.lead}</p>
        </div>
        <div className={styles.menu}>
          {c.treatmentGroups.map((group) => (
            <div key={group.title} className={styles.menuGroup}>
              <h3 className={styles.menuTitle}>{group.title}</h3>
              <ul>
                {group.items.map((t) => (
                  <li key={t.name} className={styles.treatment}>
                    <div className={styles.treatmentLine}>
                      <h4>{t.name}</h4>
                      <span className={styles.dots} aria-hidden="true" />
                      <span className={styles.price}>{euro(t.price)}</span>
                    </div>
                    <p className={styles.treatmentMeta}>
                      <span>{t.minutes} minuti</span> · {t.description}
                    </p>
                    <button type="button" className={styles.book} onClick={logOnly(`stile10: Prenota ${t.name}`)}
                      aria-label={`${c.treatmentsIntro.book} ${t.name}`}>
                      {c.treatmentsIntro.book}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section id="pacchetti" className={`${styles.section} ${styles.packagesBand}`} aria-labelledby="s10-pacchetti">
        <div className={styles.sectionHead}>
          <h2 id="s10-pacchetti">{c.packagesIntro.title}</h2>
          <p>{c.packagesIntro.lead}</p>
        </div>
        <div className={styles.packages}>
          {c.packages.map((p) => (
            <article key={p.name} className={styles.package} aria-labelledby={`s10-pkg-${p.price}`}>
              {p.highlight && <p className={styles.badge}>{p.highlight}</p>}
              <p className={styles.duration}>{p.duration}</p>
              <h3 id={`s10-pkg-${p.price}`}>{p.name}</h3>
              <p className={styles.pkgPrice}>
                <span className={styles.now}>{euro(p.price)}</span>{' '}
                <span className={styles.was}>{c.packagesIntro.instead} <s>{euro(p.fullPrice)}</s></span>
              </p>
              <p className={styles.save}>{c.packagesIntro.save} {euro(p.fullPrice - p.price)}</p>
              <ul className={styles.includes}>
                {p.includes.map((i) => <li key={i}>{i}</li>)}
              </ul>
              <button type="button" className={styles.primary} onClick={logOnly(`stile10: Prenota Pacchetto ${p.name}`)}
                aria-label={`${c.packagesIntro.book} ${p.name}`}>
                {c.packagesIntro.book}
              </button>
            </article>
          ))}
        </div>
        <figure className={styles.quote}>
          <blockquote><p>{c.quote.text}</p></blockquote>
          <figcaption>{c.quote.author}</figcaption>
        </figure>
      </section>

      <section id="team" className={styles.section} aria-labelledby="s10-team">
        <div className={styles.sectionHead}>
          <h2 id="s10-team">{c.teamIntro.title}</h2>
          <p>{c.teamIntro.lead}</p>
        </div>
        <ul className={styles.team}>
          {c.team.map((m) => (
            <li key={m.name} className={styles.member}>
              <Portrait tone={m.tone} />
              <h3>{m.name}</h3>
              <p className={styles.role}>{m.role}</p>
              <p>{m.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="s10-contatti">
        <div className={styles.contactText}>
          <h2 id="s10-contatti">{c.contactsIntro.title}</h2>
          <p>{c.contactsIntro.lead}</p>
          <dl className={styles.contactList}>
            <div><dt>{c.contactsIntro.addressLabel}</dt><dd>{c.business.address}</dd></div>
            <div><dt>{c.contactsIntro.phoneLabel}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
            <div><dt>{c.contactsIntro.emailLabel}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
            <div><dt>{c.contactsIntro.hoursLabel}</dt><dd>{c.business.hours.map((h) => <span key={h} className={styles.block}>{h}</span>)}</dd></div>
          </dl>
        </div>
        <div className={styles.map}><MapArt /></div>
      </section>
    </DemoLayout>
  );
}

function SpaFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerBrand}><LeafMark /> {c.brand.name}</p>
          <p>{c.brand.tagline}</p>
        </div>
        <address className={styles.footerCol}>
          <p>{c.business.address}</p>
          <p><a href={c.business.phoneHref}>{c.business.phone}</a></p>
          <p><a href={`mailto:${c.business.email}`}>{c.business.email}</a></p>
        </address>
        <div className={styles.footerCol}>
          <p className={styles.footerLabel}>{c.contactsIntro.hoursLabel}</p>
          {c.business.hours.map((h) => <p key={h}>{h}</p>)}
        </div>
      </div>
      <div className={styles.legal}>
        <LegalFooterNote company={c.business.legalName} address={c.business.seat} details={c.business.details} />
        <p className={styles.demoNote}>{c.footer.note}</p>
      </div>
    </footer>
  );
}
