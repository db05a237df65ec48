import {
  BusinessAddress,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailList,
  SectionHeader,
  TextList,
  businessDetails,
  field,
  logOnly,
  sectionLook,
} from '../../components';
import { WorkCover } from './art';
import { content as c } from './content';
import styles from './StudioProgettazione.module.css';

const L = c.contactsIntro;
const lead = { intro: styles.sectionLead };

const look = sectionLook(styles, { classes: lead });

/** Brutalist studio demo: raw grid, heavy black rules, grotesque capitals and monospace labels. */
export default function StudioProgettazionePage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<StudioFooter />}>
      <section className={styles.hero} aria-labelledby="s11-title">
        <p className={styles.kicker}>{c.hero.kicker}</p>
        <h1 id="s11-title" className={styles.heroTitle}>
          {c.hero.titleLines.map((line, i) => (
            <span key={line} className={i === 1 ? styles.highlight : undefined}>
              {line}{' '}
            </span>
          ))}
        </h1>
        <div className={styles.heroSide}>
          <p className={styles.lead}>{c.hero.lead}</p>
          <p className={styles.slot}>
            <span>{c.hero.slotLabel}</span> <span>{c.hero.slotValue}</span>
          </p>
          <DemoButton className={styles.bigButton} label={c.hero.cta} />
        </div>
        <DetailList className={styles.facts} items={c.hero.facts} />
      </section>

      <div className={styles.ticker} aria-hidden="true">
        <p>{c.hero.ticker.repeat(4)}</p>
      </div>

      <section id="lavori" className={styles.section} aria-labelledby="s11-lavori">
        <SectionHeader
          id="s11-lavori"
          className={styles.sectionHead}
          classes={lead}
          title={c.worksIntro.title}
          ornament={<p className={styles.mono}>[{c.worksIntro.count}]</p>}
          intro={c.worksIntro.intro}
        />
        <ul className={styles.works}>
          {c.works.map((w) => (
            <li key={w.code} className={styles.work}>
              <WorkCover art={w.art} />
              <div className={styles.workBody}>
                <p className={styles.mono}>
                  [{w.code}] {w.year}
                </p>
                <h3>{w.title}</h3>
                <p>
                  {w.client} — {w.kind}
                </p>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={logOnly(`stile11: caso studio ${w.title}`)}
                  aria-label={`${c.worksIntro.open}: ${w.title}`}
                >
                  {c.worksIntro.open} ↗
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <DemoSection id="servizi" titleId="s11-servizi" heading={c.servicesIntro} {...look}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Codice</span>
              </th>
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
      </DemoSection>

      <section id="manifesto" className={styles.manifesto} aria-labelledby="s11-manifesto">
        <h2 id="s11-manifesto">{c.manifestoIntro.title}</h2>
        <TextList as="ol" items={c.manifesto} />
        <p className={styles.mono}>{c.manifestoIntro.signature}</p>
      </section>

      <DemoSection id="contatti" titleId="s11-contatti" heading={c.contactsIntro} {...look}>
        <div className={styles.contactGrid}>
          <DemoForm
            className={styles.form}
            classes={{ submit: styles.bigButton }}
            fields={[
              field.name(L.nameLabel, { name: 'nome' }),
              field.email(L.emailLabel),
              field.message(L.messageLabel, { name: 'messaggio' }),
            ]}
            submit={L.submit}
            logLabel="stile11: modulo contatti"
          />
          <DetailList
            className={styles.contactList}
            items={businessDetails(c.business, {
              address: L.addressLabel,
              phone: L.phoneLabel,
              email: L.mailLabel,
              hours: L.hoursLabel,
            })}
          />
        </div>
      </DemoSection>
    </DemoLayout>
  );
}

function StudioFooter() {
  return (
    <DemoFooter className={styles.footer} classes={{ legal: styles.legal }} legal={c.business.legal}>
      <p className={styles.footerGiant} aria-hidden="true">
        {c.brand.name}
      </p>
      <div className={styles.footerGrid}>
        <BusinessAddress business={c.business} lines={[['address'], ['phone'], ['email']]} />
        <p>{c.business.hours}</p>
        <p>{c.business.note}</p>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <>
      <span className={styles.mark} aria-hidden="true">
        {c.brand.mark}
      </span>
      <span className={styles.brandName}>{c.brand.name}</span>
    </>
  ),
  brandLabel: c.brand.name,
  links: c.nav,
  action: (
    <a className={styles.headerCta} href="#contatti">
      {c.hero.actionLabel}
    </a>
  ),
  classes: {
    header: styles.header,
    inner: styles.headerInner,
    brand: styles.brand,
    link: styles.navLink,
    action: styles.headerAction,
  },
};
