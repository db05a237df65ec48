import { usePageMeta } from '../../../../lib/page-meta';
import {
  ButtonList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DetailAddress,
  DetailList,
  HeroIntro,
  SectionHeader,
  Testimonial,
  field,
} from '../../components';
import { MapArt, Monogram, ScalesArt } from './art';
import { content as c } from './content';
import styles from './StudioLegale.module.css';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

const eyebrow = { eyebrow: styles.eyebrow };
const { form } = c.contacts;

/** Demo page: a law firm. Classical serif type, navy and brass on ivory, hairlines and roman numerals. */
export default function StudioLegalePage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: (
          <>
            <Monogram />
            <span className={styles.brandText}>
              <span>{c.brand.name}</span>
              <small>{c.brand.tag}</small>
            </span>
          </>
        ),
        links: c.nav,
        action: <DemoButton className={styles.headerButton} label={c.headerAction} />,
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="sl-hero-title">
        <HeroIntro
          {...c.hero}
          id="sl-hero-title"
          className={styles.heroText}
          classes={{
            eyebrow: styles.eyebrow,
            lead: styles.lead,
            actions: styles.actions,
            primary: styles.primary,
            secondary: styles.textLink,
          }}
          secondaryHref="#specializzazioni"
        >
          <DetailList className={styles.facts} items={c.hero.facts} />
        </HeroIntro>
        <div className={styles.heroArt}>
          <ScalesArt label={c.hero.artLabel} />
        </div>
      </section>

      <section id="servizi" className={styles.section} aria-labelledby="sl-servizi">
        <SectionHeader id="sl-servizi" className={styles.sectionHead} classes={eyebrow} {...c.services} />
        <ol className={styles.services}>
          {c.services.items.map((service, index) => (
            <li key={service.title}>
              <span className={styles.numeral} aria-hidden="true">
                {ROMAN[index]}
              </span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.consultation} aria-labelledby="sl-consulenza">
        <div className={styles.consultationInner}>
          <div>
            <h2 id="sl-consulenza">{c.consultation.title}</h2>
            <p>{c.consultation.text}</p>
          </div>
          <div className={styles.consultationSide}>
            <ul>
              {c.consultation.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <DemoButton className={styles.brassButton} label={c.consultation.cta} />
          </div>
        </div>
      </section>

      <section id="specializzazioni" className={styles.section} aria-labelledby="sl-specializzazioni">
        <SectionHeader id="sl-specializzazioni" className={styles.sectionHead} classes={eyebrow} {...c.practices} />
        <div className={styles.practices}>
          {c.practices.items.map((practice) => (
            <article key={practice.title} className={styles.practice}>
              <h3>{practice.title}</h3>
              <p>{practice.text}</p>
              <ul aria-label={`Temi di ${practice.title.toLowerCase()}`}>
                {practice.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.team}`} aria-labelledby="sl-team">
        <h2 id="sl-team">{c.team.title}</h2>
        <ul>
          {c.team.items.map((lawyer) => (
            <li key={lawyer.name}>
              <span className={styles.initials} aria-hidden="true">
                {lawyer.initials}
              </span>
              <div>
                <h3>{lawyer.name}</h3>
                <p className={styles.role}>{lawyer.role}</p>
                <p>{lawyer.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="testimonianze" className={styles.testimonialsSection} aria-labelledby="sl-testimonianze">
        <div className={styles.section}>
          <SectionHeader id="sl-testimonianze" className={styles.sectionHead} classes={eyebrow} {...c.testimonials} />
          <div className={styles.testimonials}>
            {c.testimonials.items.map((item) => (
              <Testimonial
                key={item.author}
                quote={item.quote}
                caption={
                  <>
                    <strong>{item.author}</strong>
                    <span>{item.matter}</span>
                  </>
                }
              />
            ))}
          </div>
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="sl-contatti">
        <SectionHeader as="div" id="sl-contatti" classes={{ ...eyebrow, intro: styles.contactIntro }} {...c.contacts}>
          <DetailList className={styles.contactList} items={c.contacts.details} />
          <div className={styles.map}>
            <MapArt label={c.contacts.mapLabel} />
          </div>
        </SectionHeader>
        <DemoForm
          {...form}
          className={styles.form}
          classes={{ consent: styles.consent, submit: styles.primary }}
          fields={[
            field.name(form.name),
            field.email(form.email),
            field.select(
              'area',
              form.area,
              c.practices.items.map((practice) => practice.title),
            ),
            field.message(form.message),
          ]}
        />
      </section>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <div className={styles.footerBrand}>
        <Monogram />
        <p>
          <strong>{c.brand.name}</strong>
          <br />
          {c.brand.tag}
        </p>
      </div>
      <DetailAddress items={c.contacts.details} />
      <ButtonList className={styles.footerLinks} items={c.footer.links} />
    </DemoFooter>
  );
}
