import {
  ButtonList,
  CardList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailAddress,
  DetailList,
  HeroIntro,
  TestimonialList,
  TextList,
  cx,
  field,
  heroClasses,
  sectionLook,
} from '../../components';
import { MapArt, Monogram, ScalesArt } from './art';
import { content as c } from './content';
import styles from './StudioLegale.module.css';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

const look = sectionLook(styles);
const testimonialsLook = sectionLook(styles, { className: styles.testimonialsSection, inner: styles.section });
const contactLook = sectionLook(styles, {
  className: cx(styles.section, styles.contacts),
  as: 'div',
  classes: { eyebrow: styles.eyebrow, intro: styles.contactIntro },
  headClassName: undefined,
});

const { form } = c.contacts;
const areas = c.practices.items.map((practice) => practice.title);
const contactFields = [
  field.name(form.name),
  field.email(form.email),
  field.select('area', form.area, areas),
  field.message(form.message),
];
const formClasses = { consent: styles.consent, submit: styles.primary };
const heroLook = heroClasses(styles, { secondary: styles.textLink });

/** Demo page: a law firm. Classical serif type, navy and brass on ivory, hairlines and roman numerals. */
export default function StudioLegalePage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="sl-hero-title">
        <HeroIntro {...c.hero} id="sl-hero-title" classes={heroLook} secondaryHref="#specializzazioni">
          <DetailList className={styles.facts} items={c.hero.facts} />
        </HeroIntro>
        <div className={styles.heroArt}>
          <ScalesArt label={c.hero.artLabel} />
        </div>
      </section>

      <DemoSection id="servizi" titleId="sl-servizi" heading={c.services} {...look}>
        <CardList
          as="ol"
          className={styles.services}
          items={c.services.items}
          number={(index) => ROMAN[index]}
          numberClassName={styles.numeral}
        />
      </DemoSection>

      <section className={styles.consultation} aria-labelledby="sl-consulenza">
        <div className={styles.consultationInner}>
          <div>
            <h2 id="sl-consulenza">{c.consultation.title}</h2>
            <p>{c.consultation.text}</p>
          </div>
          <div className={styles.consultationSide}>
            <TextList items={c.consultation.points} />
            <DemoButton className={styles.brassButton} label={c.consultation.cta} />
          </div>
        </div>
      </section>

      <DemoSection id="specializzazioni" titleId="sl-specializzazioni" heading={c.practices} {...look}>
        <div className={styles.practices}>
          {c.practices.items.map((practice) => (
            <article key={practice.title} className={styles.practice}>
              <h3>{practice.title}</h3>
              <p>{practice.text}</p>
              <TextList label={`Temi di ${practice.title.toLowerCase()}`} items={practice.topics} />
            </article>
          ))}
        </div>
      </DemoSection>

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

      <DemoSection id="testimonianze" titleId="sl-testimonianze" heading={c.testimonials} {...testimonialsLook}>
        <TestimonialList
          className={styles.testimonials}
          items={c.testimonials.items}
          caption={(item) => (
            <>
              <strong>{item.author}</strong>
              <span>{item.matter}</span>
            </>
          )}
        />
      </DemoSection>

      <DemoSection id="contatti" titleId="sl-contatti" heading={c.contacts} aside={<ContactDetails />} {...contactLook}>
        <DemoForm {...form} className={styles.form} classes={formClasses} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function ContactDetails() {
  return (
    <>
      <DetailList className={styles.contactList} items={c.contacts.details} />
      <div className={styles.map}>
        <MapArt label={c.contacts.mapLabel} />
      </div>
    </>
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

const nav = {
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
};
