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
  PlanCard,
  TestimonialList,
  cx,
  field,
  heroClasses,
  sectionLook,
} from '../../components';
import { Check, HeroArt, Logo } from './art';
import { content as c } from './content';
import styles from './Trainer.module.css';

const look = sectionLook(styles);
const programsLook = sectionLook(styles, { className: cx(styles.section, styles.programs), inner: styles.inner });
const testimonialsLook = sectionLook(styles, {
  className: cx(styles.section, styles.testimonialsSection),
  inner: styles.inner,
});
const contactLook = sectionLook(styles, {
  className: cx(styles.section, styles.contacts),
  as: 'div',
  classes: { eyebrow: styles.eyebrow, intro: styles.contactIntro },
  headClassName: undefined,
});
const contactDetails = <DetailList className={styles.contactList} items={c.contacts.details} />;
const planClasses = {
  card: styles.offer,
  featuredCard: styles.offerHighlight,
  features: styles.features,
  button: styles.outline,
  featuredButton: styles.primary,
};
const { form } = c.contacts;
const formClasses = { choice: styles.choice, consent: styles.consent, submit: styles.primary };
const contactFields = [
  field.name(form.name),
  field.phone(form.phone, { required: true }),
  field.select('goal', form.goal, form.goals),
  field.choice('formula', form.formula, form.formulas),
];

/** Demo page: a personal trainer. Dark, energetic, condensed uppercase type and an electric lime accent. */
export default function PersonalTrainerPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="pt-hero-title">
        <HeroIntro
          {...c.hero}
          id="pt-hero-title"
          classes={heroClasses(styles, { title: styles.heroTitle, secondary: styles.ghost })}
          title={
            <>
              <span>{c.hero.titleTop}</span> <span className={styles.accent}>{c.hero.titleBottom}</span>
            </>
          }
          secondaryHref="#programmi"
        >
          <DetailList className={styles.stats} items={c.hero.stats} />
        </HeroIntro>
        <div className={styles.heroArt}>
          <HeroArt label={c.hero.artLabel} />
        </div>
      </section>

      <div className={styles.marquee} aria-hidden="true">
        <p>
          {[...c.marquee, ...c.marquee].map((word, index) => (
            <span key={`${word}-${index}`}>{word}</span>
          ))}
        </p>
      </div>

      <DemoSection id="servizi" titleId="pt-servizi" heading={c.services} {...look}>
        <ul className={styles.offers}>
          {c.services.items.map((offer) => (
            <PlanCard
              key={offer.name}
              {...offer}
              featured={offer.highlight}
              featureIcon={<Check />}
              classes={planClasses}
            >
              <p className={styles.price}>
                <strong>{offer.price}</strong> <span>{offer.unit}</span>
              </p>
              <p>{offer.text}</p>
            </PlanCard>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="programmi" titleId="pt-programmi" heading={c.programs} {...programsLook}>
        <ol className={styles.programList}>
          {c.programs.items.map((program, index) => (
            <li key={program.name} className={styles.program}>
              <span className={styles.programIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className={styles.programBody}>
                <h3>{program.name}</h3>
                <p>{program.text}</p>
              </div>
              <ul className={styles.programMeta}>
                <li>{program.weeks}</li>
                <li>{program.frequency}</li>
                <li>{program.level}</li>
              </ul>
              <p className={styles.intensity}>
                <span className={styles.intensityLabel}>
                  {c.programs.intensityLabel} {program.intensity}/5
                </span>
                <span className={styles.bars} aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((level) => (
                    <span key={level} data-on={level <= program.intensity ? 'true' : undefined} />
                  ))}
                </span>
              </p>
            </li>
          ))}
        </ol>
      </DemoSection>

      <section className={`${styles.section} ${styles.method}`} aria-labelledby="pt-metodo">
        <h2 id="pt-metodo">{c.method.title}</h2>
        <CardList as="ol" className={styles.methodSteps} items={c.method.steps} />
      </section>

      <DemoSection id="testimonianze" titleId="pt-testimonianze" heading={c.testimonials} {...testimonialsLook}>
        <TestimonialList
          className={styles.testimonials}
          itemClassName={styles.testimonial}
          items={c.testimonials.items}
          before={(item) => <p className={styles.result}>{item.result}</p>}
          caption={(item) => item.author}
        />
      </DemoSection>

      <DemoSection id="contatti" titleId="pt-contatti" heading={c.contacts} aside={contactDetails} {...contactLook}>
        <DemoForm {...form} className={styles.form} classes={formClasses} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <p className={styles.footerBrand}>
        {c.brand.first} <strong>{c.brand.last}</strong>
      </p>
      <DetailAddress items={c.contacts.details} />
      <ButtonList className={styles.social} items={c.footer.social} />
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <>
      <Logo />
      <span className={styles.brandText}>
        {c.brand.first} <strong>{c.brand.last}</strong>
        <small>{c.brand.tag}</small>
      </span>
    </>
  ),
  links: c.nav,
  action: <DemoButton className={styles.headerButton} label={c.headerAction} />,
};
