import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { FlowLine, HeroBlob, ProjectArt, ToneBlob, Wave } from './art';
import * as c from './content';
import styles from './StudioBranding.module.css';

/** Abstract liquid studio demo: drifting gradient blobs, soft waves between sections, geometric type. */
export default function StudioBrandingPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <span className={styles.drop} aria-hidden="true" />
            <span className={styles.brandName}>{c.brand.name}<span>{c.brand.suffix}</span></span>
          </>
        ),
        brandLabel: `${c.brand.name} ${c.brand.suffix}`,
        links: c.nav,
        action: <a className={styles.navCta} href="#contatti">{c.hero.action}</a>,
        classes: { header: styles.header, brand: styles.brand, link: styles.navLink },
      }}
      footer={<StudioFooter />}
    >
      <section className={styles.hero} aria-labelledby="s15-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 id="s15-title">
            {c.hero.titleStart} <span className={styles.flow}>{c.hero.titleFlow}</span> {c.hero.titleEnd}
          </h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={logOnly('stile15: Inizia un progetto')}>{c.hero.primary}</button>
            <a className={styles.secondary} href="#progetti">{c.hero.secondary}</a>
          </div>
        </div>
        <div className={styles.blobs}>
          <HeroBlob tone="violet" shape={0} angle={30} className={styles.blobA} />
          <HeroBlob tone="coral" shape={1} angle={120} className={styles.blobB} />
          <HeroBlob tone="aqua" shape={2} angle={70} className={styles.blobC} />
        </div>
      </section>

      <div className={styles.clients}>
        <p>{c.hero.clientsLabel}</p>
        <ul>{c.hero.clients.map((name) => <li key={name}>{name}</li>)}</ul>
      </div>

      <section id="servizi" className={styles.section} aria-labelledby="s15-servizi">
        <div className={styles.sectionHead}>
          <h2 id="s15-servizi">{c.servicesIntro.title}</h2>
          <p>{c.servicesIntro.lead}</p>
        </div>
        <ul className={styles.services}>
          {c.services.map((s, i) => (
            <li key={s.title} className={styles.service} data-tone={s.tone}>
              <ToneBlob tone={s.tone} index={i} />
              <h3>{s.title}</h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="progetti" className={styles.section} aria-labelledby="s15-progetti">
        <div className={styles.sectionHead}>
          <h2 id="s15-progetti">{c.projectsIntro.title}</h2>
          <p>{c.projectsIntro.lead}</p>
        </div>
        <ul className={styles.projects}>
          {c.projects.map((p, i) => (
            <li key={p.title} className={p.wide ? `${styles.project} ${styles.wide}` : styles.project}>
              <div className={styles.projectArt}><ProjectArt tone={p.tone} index={i} /></div>
              <div className={styles.projectBody}>
                <div>
                  <h3>{p.title}</h3>
                  <p>{p.client} · {p.kind}</p>
                </div>
                <button type="button" className={styles.roundButton} onClick={logOnly(`stile15: progetto ${p.title}`)}
                  aria-label={`${c.projectsIntro.open}: ${p.title}`}>
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Wave className={styles.waveIn} />
      <section id="processo" className={styles.process} aria-labelledby="s15-processo">
        <div className={styles.processInner}>
          <div className={styles.sectionHead}>
            <h2 id="s15-processo">{c.processIntro.title}</h2>
            <p>{c.processIntro.lead}</p>
          </div>
          <div className={styles.stepsWrap}>
            <FlowLine className={styles.flowLine} />
            <ol className={styles.steps}>
              {c.steps.map((step, i) => (
                <li key={step.title}>
                  <span className={styles.stepNumber} aria-hidden="true">{i + 1}</span>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                  <p className={styles.duration}>{step.duration}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      <Wave className={styles.waveOut} flip />

      <section id="contatti" className={styles.section} aria-labelledby="s15-contatti">
        <div className={styles.contact}>
          <div>
            <h2 id="s15-contatti">{c.contactsIntro.title}</h2>
            <p className={styles.contactLead}>{c.contactsIntro.lead}</p>
            <dl className={styles.details}>
              <div><dt>{c.contactsIntro.addressLabel}</dt><dd>{c.business.address}</dd></div>
              <div><dt>{c.contactsIntro.phoneLabel}</dt><dd><a href={c.business.phoneHref}>{c.business.phone}</a></dd></div>
              <div><dt>{c.contactsIntro.mailLabel}</dt><dd><a href={`mailto:${c.business.email}`}>{c.business.email}</a></dd></div>
              <div><dt>{c.contactsIntro.hoursLabel}</dt><dd>{c.business.hours}</dd></div>
            </dl>
          </div>
          <form className={styles.form} onSubmit={logOnlySubmit('stile15: messaggio dal modulo contatti')}>
            <label><span>{c.contactsIntro.nameLabel}</span><input name="nome" autoComplete="name" required /></label>
            <label><span>{c.contactsIntro.emailLabel}</span><input name="email" type="email" autoComplete="email" required /></label>
            <label><span>{c.contactsIntro.messageLabel}</span><textarea name="messaggio" rows={4} /></label>
            <button type="submit" className={styles.primary}>{c.contactsIntro.submit}</button>
          </form>
        </div>
      </section>
    </DemoLayout>
  );
}

function StudioFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.brandName}>{c.brand.name}<span>{c.brand.suffix}</span></p>
        <address>
          {c.business.address}<br />
          <a href={c.business.phoneHref}>{c.business.phone}</a> · <a href={`mailto:${c.business.email}`}>{c.business.email}</a> · {c.business.hours}
        </address>
      </div>
      <div className={styles.footerLegal}>
        <LegalFooterNote company={c.business.legalName} address={c.business.seat} details={c.business.details} />
        <p>{c.business.note}</p>
      </div>
    </footer>
  );
}
