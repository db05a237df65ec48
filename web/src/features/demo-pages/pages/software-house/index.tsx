import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { ProjectGlyph, Skyline, VisorAvatar } from './art';
import * as c from './content';
import styles from './SoftwareHouse.module.css';

/** Cyberpunk studio demo: neon on near-black, chamfered panels, monospace HUD details and a glitching title. */
export default function SoftwareHousePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <span className={styles.logo}>
            {c.brand.name}<span className={styles.logoAccent}>_{c.brand.accent}</span><span className={styles.cursor} aria-hidden="true" />
          </span>
        ),
        brandLabel: `${c.brand.name} ${c.brand.accent}`,
        links: c.nav,
        action: <button type="button" className={styles.navButton} onClick={logOnly('stile13: Connettiti (intestazione)')}>{c.hero.action}</button>,
        classes: { header: styles.header, brand: styles.brand, link: styles.navLink, action: styles.headerAction },
      }}
      footer={<NeonFooter />}
    >
      <section className={styles.hero} aria-labelledby="s13-title">
        <div className={styles.heroText}>
          <p className={styles.status}><span className={styles.dot} aria-hidden="true" />{c.hero.status}</p>
          <h1 id="s13-title" className={styles.glitch}>
            {c.hero.title}
            <span aria-hidden="true" className={styles.glitchA}>{c.hero.title}</span>
            <span aria-hidden="true" className={styles.glitchB}>{c.hero.title}</span>
          </h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly('stile13: Avvia un progetto')}>{c.hero.primary}</button>
            <a className={styles.secondary} href="#progetti">{c.hero.secondary}</a>
          </div>
        </div>
        <div className={styles.heroArt}>
          <Skyline />
          <dl className={styles.hud}>
            {c.hero.hud.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="s13-servizi">
        <SectionHead index={c.servicesIntro.index} title={c.servicesIntro.title} lead={c.servicesIntro.lead} id="s13-servizi" />
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.code} className={styles.panel}>
              <p className={styles.code}>{s.code}</p>
              <h3>{s.title}</h3>
              <p className={styles.muted}>{s.description}</p>
              <ul className={styles.tags}>{s.stack.map((t) => <li key={t}>{t}</li>)}</ul>
            </li>
          ))}
        </ul>
      </section>

      <section id="progetti" className={styles.section} aria-labelledby="s13-progetti">
        <SectionHead index={c.projectsIntro.index} title={c.projectsIntro.title} lead={c.projectsIntro.lead} id="s13-progetti" />
        <ul className={styles.projects}>
          {c.projects.map((p) => (
            <li key={p.file} className={`${styles.panel} ${styles.project}`}>
              <div className={styles.projectTop}>
                <p className={styles.file}>{p.file}</p>
                <p className={styles.badge}>{p.status}</p>
              </div>
              <ProjectGlyph art={p.art} />
              <h3>{p.title}</h3>
              <p className={styles.client}>{p.client}</p>
              <p className={styles.muted}>{p.summary}</p>
              <p className={styles.metric}>{p.metric}</p>
              <button type="button" className={styles.textButton} onClick={logOnly(`stile13: apri ${p.file}`)}
                aria-label={`${c.projectsIntro.open}: ${p.title}`}>
                &gt; {c.projectsIntro.open}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section id="team" className={styles.section} aria-labelledby="s13-team">
        <SectionHead index={c.teamIntro.index} title={c.teamIntro.title} lead={c.teamIntro.lead} id="s13-team" />
        <ul className={styles.team}>
          {c.team.map((m) => (
            <li key={m.handle} className={styles.card} data-visor={m.visor}>
              <VisorAvatar visor={m.visor} />
              <div>
                <p className={styles.handle}>{m.handle}</p>
                <h3>{m.name}</h3>
                <p className={styles.muted}>{m.role}</p>
                <p className={styles.level}>
                  <span>{c.teamIntro.levelLabel} {m.level}</span>
                  <span className={styles.bar} aria-hidden="true"><span style={{ width: `${m.level * 2}%` }} /></span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={styles.section} aria-labelledby="s13-contatti">
        <SectionHead index={c.contactsIntro.index} title={c.contactsIntro.title} lead={c.contactsIntro.lead} id="s13-contatti" />
        <div className={styles.contactGrid}>
          <form className={`${styles.panel} ${styles.terminal}`} onSubmit={logOnlySubmit('stile13: trasmissione modulo')}>
            <label>
              <span>&gt; {c.contactsIntro.nameLabel}:</span>
              <input name="nome" autoComplete="name" required />
            </label>
            <label>
              <span>&gt; {c.contactsIntro.emailLabel}:</span>
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <label>
              <span>&gt; {c.contactsIntro.messageLabel}:</span>
              <textarea name="messaggio" rows={4} />
            </label>
            <button type="submit" className={styles.primary}>{c.contactsIntro.submit}</button>
          </form>
          <dl className={styles.details}>
            <div><dt>{c.contactsIntro.baseLabel}</dt><dd>{c.business.address}</dd></div>
            <div><dt>{c.contactsIntro.phoneLabel}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
            <div><dt>{c.contactsIntro.mailLabel}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
            <div><dt>{c.contactsIntro.hoursLabel}</dt><dd>{c.business.hours}</dd></div>
            <div><dt>{c.contactsIntro.keyLabel}</dt><dd className={styles.key}>{c.business.key}</dd></div>
          </dl>
        </div>
      </section>
    </DemoLayout>
  );
}

function SectionHead({ index, title, lead, id }: { index: string; title: string; lead: string; id: string }) {
  return (
    <div className={styles.sectionHead}>
      <p className={styles.index} aria-hidden="true">{index}</p>
      <h2 id={id}>{title}</h2>
      <p className={styles.muted}>{lead}</p>
    </div>
  );
}

function NeonFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.logo}>{c.brand.name}<span className={styles.logoAccent}>_{c.brand.accent}</span></p>
        <address>
          {c.business.address}<br />
          <a href={c.business.phoneHref}>{c.business.phone}</a> · <a href={`mailto:${c.business.email}`}>{c.business.email}</a>
        </address>
      </div>
      <div className={styles.footerLegal}>
        <LegalFooterNote company={c.business.legalName} address={c.business.seat} details={c.business.details} />
        <p>{c.business.note}</p>
      </div>
    </footer>
  );
}
