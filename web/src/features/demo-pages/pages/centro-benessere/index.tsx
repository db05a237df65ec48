import {
  DemoButton,
  DemoFooter,
  DemoLayout,
  DemoSection,
  DetailList,
  HeroIntro,
  Testimonial,
  TextList,
  cx,
  emailDetail,
  heroClasses,
  logOnly,
  phoneDetail,
  sectionLook,
  telHref,
} from '../../components';
import { HeroArt, LeafMark, MapArt, Portrait } from './art';
import { content as c } from './content';
import styles from './CentroBenessere.module.css';

const euro = (value: number) => `${value} €`;

const L = c.contactsIntro;
const look = sectionLook(styles, { as: 'div' });
const packagesLook = sectionLook(styles, { as: 'div', className: cx(styles.section, styles.packagesBand) });
const contactLook = sectionLook(styles, {
  as: 'div',
  className: cx(styles.section, styles.contacts),
  headClassName: styles.contactText,
});
const heroLook = heroClasses(styles, { actions: styles.heroActions });

/** Beauty spa demo: calm serif typography, sage and sand tones, a menu-like price list. */
export default function CentroBenesserePage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<SpaFooter />}>
      <section className={styles.hero} aria-labelledby="s10-title">
        <HeroIntro {...c.hero} id="s10-title" classes={heroLook} secondaryHref="#pacchetti">
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              ★★★★★
            </span>
            <strong>{c.hero.rating}</strong> {c.hero.ratingNote}
          </p>
        </HeroIntro>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </section>

      <TextList className={styles.promises} label="Perché sceglierci" items={c.promises} />

      <DemoSection id="trattamenti" titleId="s10-trattamenti" heading={c.treatmentsIntro} {...look}>
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
                    <button
                      type="button"
                      className={styles.book}
                      onClick={logOnly(`stile10: Prenota ${t.name}`)}
                      aria-label={`${c.treatmentsIntro.book} ${t.name}`}
                    >
                      {c.treatmentsIntro.book}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </DemoSection>

      <DemoSection id="pacchetti" titleId="s10-pacchetti" heading={c.packagesIntro} {...packagesLook}>
        <div className={styles.packages}>
          {c.packages.map((p) => (
            <article key={p.name} className={styles.package} aria-labelledby={`s10-pkg-${p.price}`}>
              {p.highlight && <p className={styles.badge}>{p.highlight}</p>}
              <p className={styles.duration}>{p.duration}</p>
              <h3 id={`s10-pkg-${p.price}`}>{p.name}</h3>
              <p className={styles.pkgPrice}>
                <span className={styles.now}>{euro(p.price)}</span>{' '}
                <span className={styles.was}>
                  {c.packagesIntro.instead} <s>{euro(p.fullPrice)}</s>
                </span>
              </p>
              <p className={styles.save}>
                {c.packagesIntro.save} {euro(p.fullPrice - p.price)}
              </p>
              <TextList className={styles.includes} items={p.includes} />
              <button
                type="button"
                className={styles.primary}
                onClick={logOnly(`stile10: Prenota Pacchetto ${p.name}`)}
                aria-label={`${c.packagesIntro.book} ${p.name}`}
              >
                {c.packagesIntro.book}
              </button>
            </article>
          ))}
        </div>
        <Testimonial className={styles.quote} quote={c.quote.text} caption={c.quote.author} paragraph />
      </DemoSection>

      <DemoSection id="team" titleId="s10-team" heading={c.teamIntro} {...look}>
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
      </DemoSection>

      <DemoSection id="contatti" titleId="s10-contatti" heading={L} aside={<ContactDetails />} {...contactLook}>
        <div className={styles.map}>
          <MapArt />
        </div>
      </DemoSection>
    </DemoLayout>
  );
}

function ContactDetails() {
  return (
    <DetailList
      className={styles.contactList}
      items={[
        { label: L.addressLabel, value: c.business.address },
        phoneDetail(L.phoneLabel, c.business.phone),
        emailDetail(L.emailLabel, c.business.email),
        {
          label: L.hoursLabel,
          value: c.business.hours.map((h) => (
            <span key={h} className={styles.block}>
              {h}
            </span>
          )),
        },
      ]}
    />
  );
}

const footerLook = { className: styles.footer, classes: { legalBlock: styles.legal, note: styles.demoNote } };

function SpaFooter() {
  return (
    <DemoFooter {...footerLook} legal={c.business.legal} note={c.footer.note}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerBrand}>
            <LeafMark /> {c.brand.name}
          </p>
          <p>{c.brand.tagline}</p>
        </div>
        <address className={styles.footerCol}>
          <p>{c.business.address}</p>
          <p>
            <a href={telHref(c.business.phone)}>{c.business.phone}</a>
          </p>
          <p>
            <a href={`mailto:${c.business.email}`}>{c.business.email}</a>
          </p>
        </address>
        <div className={styles.footerCol}>
          <p className={styles.footerLabel}>{L.hoursLabel}</p>
          {c.business.hours.map((h) => (
            <p key={h}>{h}</p>
          ))}
        </div>
      </div>
    </DemoFooter>
  );
}

const nav = {
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
  action: <DemoButton className={styles.headerCta} label={c.hero.bookShort} />,
  classes: { header: styles.header, brand: styles.brand },
};
