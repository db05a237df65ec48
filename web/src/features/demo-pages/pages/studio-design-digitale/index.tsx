import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { Orbs, ProjectArt, ServiceIcon } from './art';
import * as c from './content';
import styles from './StudioDesignDigitale.module.css';

/** Glass / ethereal studio demo: translucent frosted panels floating over soft pastel light. */
export default function StudioDesignDigitalePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <span className={styles.logoDot} aria-hidden="true" />
            <span className={styles.brandName}>{c.brand.name}<span>{c.brand.suffix}</span></span>
          </>
        ),
        brandLabel: `${c.brand.name} ${c.brand.suffix}`,
        links: c.nav,
        action: <button type="button" className={styles.pillButton} onClick={logOnly('stile12: Prenota una call (intestazione)')}>{c.hero.action}</button>,
        classes: { header: styles.header, brand: styles.brand, link: styles.navLink, action: styles.headerAction },
      }}
      footer={<StudioFooter />}
    >
      <div className={styles.aurora} aria-hidden="true" />

      <section className={styles.hero} aria-labelledby="s12-title">
        <div className={styles.heroText}>
          <p className={styles.badge}><span className={styles.pulse} aria-hidden="true" />{c.hero.badge}</p>
          <h1 id="s12-title">
            {c.hero.titleStart} <em>{c.hero.titleAccent}</em> {c.hero.titleEnd}
          </h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly('stile12: Prenota una call conoscitiva')}>{c.hero.primary}</button>
            <a className={styles.ghost} href="#progetti">{c.hero.secondary}</a>
          </div>
        </div>
        <div className={styles.heroVisual}>
          <div className={styles.orbs}><Orbs /></div>
          <dl className={`${styles.glass} ${styles.stats}`}>
            {c.hero.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="servizi" className={`${styles.section} ${styles.bubblesServices}`} aria-labelledby="s12-servizi">
        <SectionHead eyebrow={c.servicesIntro.eyebrow} title={c.servicesIntro.title} lead={c.servicesIntro.lead} id="s12-servizi" />
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.title} className={`${styles.glass} ${styles.service}`}>
              <span className={styles.icon}><ServiceIcon icon={s.icon} /></span>
              <h3>{s.title}</h3>
              <p>{s.description}</p>
              <ul className={styles.chips}>
                {s.deliverables.map((d) => <li key={d}>{d}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section id="progetti" className={`${styles.section} ${styles.bubblesProjects}`} aria-labelledby="s12-progetti">
        <SectionHead eyebrow={c.projectsIntro.eyebrow} title={c.projectsIntro.title} lead={c.projectsIntro.lead} id="s12-progetti" />
        <ul className={styles.projects}>
          {c.projects.map((p) => (
            <li key={p.title} className={`${styles.glass} ${styles.project}`}>
              <div className={styles.projectArt}><ProjectArt hue={p.hue} /></div>
              <div className={styles.projectBody}>
                <p className={styles.client}>{p.client}</p>
                <h3>{p.title}</h3>
                <p>{p.summary}</p>
                <p className={styles.result}>{p.result}</p>
                <div className={styles.projectFoot}>
                  <ul className={styles.chips}>{p.tags.map((t) => <li key={t}>{t}</li>)}</ul>
                  <button type="button" className={styles.linkButton} onClick={logOnly(`stile12: caso ${p.title}`)}
                    aria-label={`${c.projectsIntro.open}: ${p.title}`}>
                    {c.projectsIntro.open} →
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="studio" className={`${styles.section} ${styles.studio}`} aria-labelledby="s12-studio">
        <div>
          <p className={styles.eyebrow}>{c.studioIntro.eyebrow}</p>
          <h2 id="s12-studio">{c.studioIntro.title}</h2>
          {c.studioIntro.body.map((p) => <p key={p} className={styles.body}>{p}</p>)}
          <ul className={styles.values}>
            {c.studioIntro.values.map((v) => <li key={v}>{v}</li>)}
          </ul>
        </div>
        <div className={`${styles.glass} ${styles.team}`}>
          <h3>{c.studioIntro.teamLabel}</h3>
          <ul>
            {c.studioIntro.team.map((m, i) => (
              <li key={m.name}>
                <span className={styles.avatar} data-tone={i % 4} aria-hidden="true">{m.initials}</span>
                <span>
                  <strong>{m.name}</strong>
                  <span className={styles.role}>{m.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.bubblesContact}`} aria-labelledby="s12-contatti">
        <div className={`${styles.glass} ${styles.contact}`}>
          <div className={styles.contactText}>
            <p className={styles.eyebrow}>{c.contactsIntro.eyebrow}</p>
            <h2 id="s12-contatti">{c.contactsIntro.title}</h2>
            <p className={styles.body}>{c.contactsIntro.lead}</p>
            <dl className={styles.details}>
              <div><dt>{c.contactsIntro.where}</dt><dd>{c.business.address}</dd></div>
              <div><dt>{c.contactsIntro.write}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
              <div><dt>{c.contactsIntro.call}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
              <div><dt>{c.contactsIntro.hours}</dt><dd>{c.business.hours}</dd></div>
            </dl>
          </div>
          <form className={styles.form} onSubmit={logOnlySubmit('stile12: richiesta contatto')}>
            <label>
              <span>{c.contactsIntro.nameLabel}</span>
              <input name="nome" autoComplete="name" required />
            </label>
            <label>
              <span>{c.contactsIntro.emailLabel}</span>
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label>
              <span>{c.contactsIntro.budgetLabel}</span>
              <select name="budget" defaultValue={c.contactsIntro.budgets[1]}>
                {c.contactsIntro.budgets.map((b) => <option key={b}>{b}</option>)}
              </select>
            </label>
            <label>
              <span>{c.contactsIntro.messageLabel}</span>
              <textarea name="messaggio" rows={4} />
            </label>
            <button type="submit" className={styles.primary}>{c.contactsIntro.submit}</button>
          </form>
        </div>
      </section>
    </DemoLayout>
  );
}

function SectionHead({ eyebrow, title, lead, id }: { eyebrow: string; title: string; lead: string; id: string }) {
  return (
    <div className={styles.sectionHead}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      <p className={styles.body}>{lead}</p>
    </div>
  );
}

function StudioFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerBrand}>{c.brand.name}<span>{c.brand.suffix}</span></p>
        <address>
          {c.business.address}<br />
          <a href={c.business.phoneHref}>{c.business.phone}</a> · <a href={`mailto:${c.business.email}`}>{c.business.email}</a><br />
          {c.business.hours}
        </address>
      </div>
      <div className={styles.footerLegal}>
        <LegalFooterNote company={c.business.legalName} address={c.business.seat} details={c.business.details} />
        <p>{c.business.note}</p>
      </div>
    </footer>
  );
}
