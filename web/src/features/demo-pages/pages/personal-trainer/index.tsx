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
  PlanCard,
  SectionHeader,
  Testimonial,
  field,
} from '../../components';
import { Check, HeroArt, Logo } from './art';
import { content as c } from './content';
import styles from './Trainer.module.css';

const eyebrow = { eyebrow: styles.eyebrow };
const planClasses = {
  card: styles.offer,
  featuredCard: styles.offerHighlight,
  features: styles.features,
  button: styles.outline,
  featuredButton: styles.primary,
};
const { form } = c.contacts;

/** Demo page: a personal trainer. Dark, energetic, condensed uppercase type and an electric lime accent. */
export default function PersonalTrainerPage() {
  usePageMeta(c.meta);
  return (
    <DemoLayout
      className={styles.page}
      nav={{
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
      }}
      footer={<Footer />}
    >
      <section className={styles.hero} aria-labelledby="pt-hero-title">
        <HeroIntro
          {...c.hero}
          id="pt-hero-title"
          className={styles.heroText}
          classes={{
            eyebrow: styles.eyebrow,
            title: styles.heroTitle,
            lead: styles.lead,
            actions: styles.actions,
            primary: styles.primary,
            secondary: styles.ghost,
          }}
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

      <section id="servizi" className={styles.section} aria-labelledby="pt-servizi">
        <SectionHeader id="pt-servizi" className={styles.sectionHead} classes={eyebrow} {...c.services} />
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
      </section>

      <section id="programmi" className={`${styles.section} ${styles.programs}`} aria-labelledby="pt-programmi">
        <div className={styles.inner}>
          <SectionHeader id="pt-programmi" className={styles.sectionHead} classes={eyebrow} {...c.programs} />
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
        </div>
      </section>

      <section className={`${styles.section} ${styles.method}`} aria-labelledby="pt-metodo">
        <h2 id="pt-metodo">{c.method.title}</h2>
        <ol className={styles.methodSteps}>
          {c.method.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        id="testimonianze"
        className={`${styles.section} ${styles.testimonialsSection}`}
        aria-labelledby="pt-testimonianze"
      >
        <div className={styles.inner}>
          <SectionHeader id="pt-testimonianze" className={styles.sectionHead} classes={eyebrow} {...c.testimonials} />
          <div className={styles.testimonials}>
            {c.testimonials.items.map((item) => (
              <Testimonial
                key={item.author}
                className={styles.testimonial}
                before={<p className={styles.result}>{item.result}</p>}
                quote={item.quote}
                caption={item.author}
              />
            ))}
          </div>
        </div>
      </section>

      <section id="contatti" className={`${styles.section} ${styles.contacts}`} aria-labelledby="pt-contatti">
        <SectionHeader as="div" id="pt-contatti" classes={{ ...eyebrow, intro: styles.contactIntro }} {...c.contacts}>
          <DetailList className={styles.contactList} items={c.contacts.details} />
        </SectionHeader>
        <DemoForm
          {...form}
          className={styles.form}
          classes={{ choice: styles.choice, consent: styles.consent, submit: styles.primary }}
          fields={[
            field.name(form.name),
            field.phone(form.phone, { required: true }),
            field.select('goal', form.goal, form.goals),
            field.choice('formula', form.formula, form.formulas),
          ]}
        />
      </section>
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
