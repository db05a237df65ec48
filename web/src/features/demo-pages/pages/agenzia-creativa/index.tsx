import {
  ButtonList,
  CardList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailList,
  TextList,
  cx,
  field,
  logOnly,
  sectionLook,
  telHref,
  twoDigits,
} from '../../components';
import { Avatar, Bolt, ProjectArt } from './art';
import { content as c } from './content';
import styles from './Agency.module.css';

const look = sectionLook(styles);
const teamLook = sectionLook(styles, { className: cx(styles.section, styles.team) });
const contactLook = sectionLook(styles, {
  className: styles.contactsSection,
  inner: cx(styles.section, styles.contacts),
  as: 'div',
  headClassName: undefined,
});

const { form } = c.contacts;
const formClasses = { choices: styles.chips, consent: styles.consent, submit: styles.primary };
const contactFields = [
  field.name(form.name),
  field.email(form.email),
  field.choice('budget', form.budget, form.budgets, 1),
  field.message(form.message),
];

/** Demo page /stile2: a creative agency. Oversized geometric type, serif italics, bold colour blocks. */
export default function AgencyPage() {
  return (
    <DemoLayout meta={c.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s2-hero-title">
        <p className={styles.kicker}>{c.hero.kicker}</p>
        <h1 id="s2-hero-title" className={styles.heroTitle}>
          {c.hero.titleA} <em>{c.hero.titleB}</em> <span className={styles.heroSmall}>{c.hero.titleC}</span>
        </h1>
        <div className={styles.heroBottom}>
          <p className={styles.lead}>{c.hero.lead}</p>
          <div className={styles.actions}>
            <DemoButton className={styles.primary} label={c.hero.primary} />
            <a className={styles.secondary} href="#portfolio">
              {c.hero.secondary} ↓
            </a>
          </div>
          <DetailList className={styles.stats} items={c.hero.stats} />
        </div>
        <p className={styles.sticker} aria-hidden="true">
          {c.hero.sticker}
        </p>
      </section>

      <DemoSection id="portfolio" titleId="s2-portfolio" heading={c.portfolio} {...look}>
        <ul className={styles.projects}>
          {c.portfolio.items.map((project) => (
            <li key={project.title} className={project.wide ? `${styles.project} ${styles.wide}` : styles.project}>
              <div className={styles.cover}>
                <ProjectArt motif={project.motif} palette={project.palette} label={project.artLabel} />
              </div>
              <div className={styles.projectInfo}>
                <div>
                  <h3>{project.title}</h3>
                  <p>{project.client}</p>
                </div>
                <TextList className={styles.tags} label="Ambiti" items={project.tags} />
              </div>
              <button
                type="button"
                className={styles.caseButton}
                onClick={logOnly(`${c.portfolio.cta}: ${project.title}`)}
              >
                {c.portfolio.cta}
                <span className="visually-hidden">: {project.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </DemoSection>

      <div className={styles.ticker} aria-label="Alcuni clienti">
        <TextList items={c.clients} />
      </div>

      <DemoSection id="servizi" titleId="s2-servizi" heading={c.services} {...look}>
        <CardList
          as="ol"
          className={styles.services}
          items={c.services.items}
          number={twoDigits}
          numberClassName={styles.serviceIndex}
          after={(service) => (
            <TextList className={styles.tags} label="Cosa consegniamo" items={service.deliverables} />
          )}
        />
      </DemoSection>

      <DemoSection id="team" titleId="s2-team" heading={c.team} {...teamLook}>
        <ul className={styles.members}>
          {c.team.items.map((member, index) => (
            <li key={member.name}>
              <Avatar palette={member.palette} variant={index} />
              <h3>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.fun}>{member.fun}</p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="contatti" titleId="s2-contatti" heading={c.contacts} aside={<ContactLines />} {...contactLook}>
        <DemoForm
          {...form}
          className={styles.form}
          classes={formClasses}
          ariaLabel="Modulo di contatto"
          fields={contactFields}
        />
      </DemoSection>
    </DemoLayout>
  );
}

function ContactLines() {
  return (
    <>
      <p className={styles.bigMail}>
        <a href={`mailto:${c.contacts.email}`}>{c.contacts.email}</a>
      </p>
      <p className={styles.contactLine}>
        <a href={telHref(c.contacts.phone)}>{c.contacts.phone}</a>
        <br />
        {c.contacts.address}
      </p>
    </>
  );
}

function Footer() {
  return (
    <DemoFooter className={styles.footer} classes={{ inner: styles.footerInner, legal: styles.legal }} legal={c.footer}>
      <p className={styles.footerBrand} aria-hidden="true">
        {c.brand}
      </p>
      <ButtonList className={styles.social} items={c.footer.social} />
      <address>
        <a href={`mailto:${c.contacts.email}`}>{c.contacts.email}</a> · {c.contacts.phone} · {c.contacts.address}
      </address>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <span className={styles.brand}>
      <Bolt />
      {c.brand}
    </span>
  ),
  links: c.nav,
  action: <DemoButton className={styles.headerButton} label={c.headerAction} />,
};
