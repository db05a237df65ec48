import {
  BusinessFooter,
  DemoButton,
  DemoForm,
  DemoLayout,
  DetailList,
  HeroIntro,
  SectionHeader,
  TextList,
  businessDetails,
  field,
  heroClasses,
} from '../../components';
import { ProjectGlyph, Skyline, VisorAvatar } from './art';
import { content as c } from './content';
import styles from './SoftwareHouse.module.css';

const L = c.contactsIntro;

const heroLook = heroClasses(styles, { eyebrow: styles.status, title: styles.glitch });

/** Cyberpunk studio demo: neon on near-black, chamfered panels, monospace HUD details and a glitching title. */
export default function SoftwareHousePage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<NeonFooter />}>
      <section className={styles.hero} aria-labelledby="s13-title">
        <HeroIntro
          {...c.hero}
          id="s13-title"
          classes={heroLook}
          eyebrow={
            <>
              <span className={styles.dot} aria-hidden="true" />
              {c.hero.status}
            </>
          }
          title={
            <>
              {c.hero.title}{' '}
              <span aria-hidden="true" className={styles.glitchA}>
                {c.hero.title}
              </span>{' '}
              <span aria-hidden="true" className={styles.glitchB}>
                {c.hero.title}
              </span>
            </>
          }
          secondaryHref="#progetti"
        />
        <div className={styles.heroArt}>
          <Skyline />
          <DetailList className={styles.hud} items={c.hero.hud} />
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="s13-servizi">
        <SectionHead id="s13-servizi" {...c.servicesIntro} />
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.code} className={styles.panel}>
              <p className={styles.code}>{s.code}</p>
              <h3>{s.title}</h3>
              <p className={styles.muted}>{s.description}</p>
              <TextList className={styles.tags} items={s.stack} />
            </li>
          ))}
        </ul>
      </section>

      <section id="progetti" className={styles.section} aria-labelledby="s13-progetti">
        <SectionHead id="s13-progetti" {...c.projectsIntro} />
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
              <DemoButton
                className={styles.textButton}
                label={c.projectsIntro.open}
                ariaLabel={`${c.projectsIntro.open}: ${p.title}`}
              >
                &gt; {c.projectsIntro.open}
              </DemoButton>
            </li>
          ))}
        </ul>
      </section>

      <section id="team" className={styles.section} aria-labelledby="s13-team">
        <SectionHead id="s13-team" {...c.teamIntro} />
        <ul className={styles.team}>
          {c.team.map((m) => (
            <li key={m.handle} className={styles.card} data-visor={m.visor}>
              <VisorAvatar visor={m.visor} />
              <div>
                <p className={styles.handle}>{m.handle}</p>
                <h3>{m.name}</h3>
                <p className={styles.muted}>{m.role}</p>
                <p className={styles.level}>
                  <span>
                    {c.teamIntro.levelLabel} {m.level}
                  </span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${m.level * 2}%` }} />
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={styles.section} aria-labelledby="s13-contatti">
        <SectionHead id="s13-contatti" {...c.contactsIntro} />
        <div className={styles.contactGrid}>
          <DemoForm
            className={`${styles.panel} ${styles.terminal}`}
            classes={{ submit: styles.primary }}
            fields={[
              field.name(`> ${L.nameLabel}:`, { name: 'nome' }),
              field.email(`> ${L.emailLabel}:`),
              field.message(`> ${L.messageLabel}:`, { name: 'messaggio' }),
            ]}
            submit={L.submit}
            logLabel="stile13: trasmissione modulo"
          />
          <DetailList
            className={styles.details}
            items={[
              ...businessDetails(c.business, {
                address: L.baseLabel,
                phone: L.phoneLabel,
                email: L.mailLabel,
                hours: L.hoursLabel,
              }),
              { label: L.keyLabel, value: <span className={styles.key}>{c.business.key}</span> },
            ]}
          />
        </div>
      </section>
    </DemoLayout>
  );
}

function SectionHead({ id, index, title, lead }: { id: string; index: string; title: string; lead: string }) {
  return (
    <SectionHeader
      as="div"
      id={id}
      className={styles.sectionHead}
      classes={{ eyebrow: styles.index, intro: styles.muted }}
      eyebrow={index}
      decorativeEyebrow
      title={title}
      intro={lead}
    />
  );
}

function NeonFooter() {
  return (
    <BusinessFooter
      className={styles.footer}
      classes={{ legalBlock: styles.footerLegal, inner: styles.footerInner }}
      business={c.business}
      lines={[['address'], ['phone', 'email']]}
      brand={
        <p className={styles.logo}>
          {c.brand.name}
          <span className={styles.logoAccent}>_{c.brand.accent}</span>
        </p>
      }
    />
  );
}

const nav = {
  brand: (
    <span className={styles.logo}>
      {c.brand.name}
      <span className={styles.logoAccent}>_{c.brand.accent}</span>
      <span className={styles.cursor} aria-hidden="true" />
    </span>
  ),
  brandLabel: `${c.brand.name} ${c.brand.accent}`,
  links: c.nav,
  action: <DemoButton className={styles.navButton} label={c.hero.action} />,
  classes: { header: styles.header, brand: styles.brand, link: styles.navLink, action: styles.headerAction },
};
