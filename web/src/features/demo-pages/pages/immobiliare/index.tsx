import {
  CardList,
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  DetailList,
  Lines,
  Testimonial,
  TextList,
  cx,
  field,
  logOnly,
  sectionLook,
  telHref,
  type Detail,
} from '../../components';
import { content, type Property } from './content';
import { ArchLogo, PropertyScene, RomeSkyline, ServiceIcon } from './illustrations';
import styles from './RealEstatePage.module.css';

const ENERGY_TONE: Record<string, string> = {
  A4: styles.energyA,
  A2: styles.energyA,
  B: styles.energyB,
  C: styles.energyC,
  D: styles.energyD,
  E: styles.energyE,
};

const SPECS = ['sqm', 'rooms', 'baths'] as const;

/** The facts of a listing: size, rooms and baths, then the energy class in its colour. */
function specs(property: Property): Detail[] {
  const { labels } = content.properties;
  const energy = (
    <span className={`${styles.energy} ${ENERGY_TONE[property.energyClass]}`}>{property.energyClass}</span>
  );
  return [
    ...SPECS.map((key) => ({ label: labels[key], value: property[key] })),
    { label: labels.energy, value: energy },
  ];
}

const { hero: heroCopy } = content;
const { form } = content.contacts;
const fieldClasses = {
  field: styles.field,
  row: styles.formRow,
  consent: styles.consent,
  submit: styles.primary,
  note: styles.formNote,
};
const searchFields = [
  field.choice('contratto', heroCopy.contractLabel, heroCopy.contracts),
  field.select('zona', heroCopy.areaLabel, heroCopy.areas),
  field.select('budget', heroCopy.budgetLabel, heroCopy.budgets),
];
const contactFields = [
  field.name(form.name, { name: 'nome' }),
  field.row(field.email(form.email), field.phone(form.phone, { name: 'telefono' })),
  field.select('interesse', form.interest, form.interests),
  field.message(form.message, { name: 'messaggio', placeholder: form.messagePlaceholder }),
];

const look = sectionLook(styles, { as: 'div' });
const servicesLook = sectionLook(styles, { className: styles.services, inner: styles.servicesInner, as: 'div' });
const aboutLook = sectionLook(styles, {
  className: cx(styles.section, styles.about),
  as: 'div',
  headClassName: undefined,
  classes: { eyebrow: styles.eyebrow, intro: styles.aboutText },
});
const contactLook = sectionLook(styles, {
  className: styles.contacts,
  inner: styles.contactsInner,
  as: 'div',
  headClassName: undefined,
  classes: { eyebrow: styles.eyebrow, intro: styles.contactsText },
});

/** Real estate agency demo: warm sand, deep pine green and brass; light wide sans; listing cards with SVG pictures. */
export default function RealEstatePage() {
  const { hero, properties, services, about, contacts } = content;

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s7-hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="s7-hero-title">{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
        </div>
        <DemoForm
          className={styles.search}
          classes={{ ...fieldClasses, fieldset: styles.contract, legend: 'visually-hidden' }}
          ariaLabel={hero.searchTitle}
          fields={searchFields}
          submit={hero.searchCta}
          logLabel={hero.searchTitle}
        />
        <div className={styles.skyline}>
          <RomeSkyline label={hero.illustrationLabel} />
        </div>
        <DetailList className={styles.heroStats} items={hero.stats} />
      </section>

      <DemoSection id="immobili" titleId="s7-properties-title" heading={properties} {...look}>
        <ul className={styles.cards}>
          {properties.items.map((property) => (
            <li key={property.id}>
              <article className={styles.card} aria-labelledby={`s7-${property.id}`}>
                <div className={styles.cardImage}>
                  <PropertyScene scene={property.scene} />
                  <p className={styles.badges}>
                    <span className={styles.contractBadge}>{property.contract}</span>
                    {'highlight' in property && property.highlight && (
                      <span className={styles.highlight}>{property.highlight}</span>
                    )}
                  </p>
                </div>
                <div className={styles.cardBody}>
                  <p className={styles.cardArea}>{property.area}</p>
                  <h3 id={`s7-${property.id}`}>{property.title}</h3>
                  <p className={styles.price}>
                    {property.price}
                    {'pricePerSqm' in property && property.pricePerSqm && (
                      <span>
                        {property.pricePerSqm}
                        {properties.labels.perSqm}
                      </span>
                    )}
                  </p>
                  <DetailList className={styles.specs} items={specs(property)} />
                  <button
                    type="button"
                    className={styles.cardButton}
                    onClick={logOnly(`${properties.labels.details}: ${property.title}`)}
                  >
                    {properties.labels.details}
                    <span className="visually-hidden">: {property.title}</span>
                    <span aria-hidden="true"> →</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className={styles.center}>
          <DemoButton className={styles.secondary} label={properties.allCta} />
        </p>
      </DemoSection>

      <DemoSection id="servizi" titleId="s7-services-title" heading={services} {...servicesLook}>
        <CardList
          as="ol"
          className={styles.serviceList}
          items={services.items}
          icon={(service) => <ServiceIcon name={service.icon} />}
          iconClassName={styles.serviceIcon}
        />
        <p className={styles.commission}>{services.commission}</p>
      </DemoSection>

      <DemoSection id="chi-siamo" titleId="s7-about-title" heading={about} aside={<AboutQuote />} {...aboutLook}>
        <div className={styles.agents}>
          <h3>{about.agentsTitle}</h3>
          <ul>
            {about.agents.map((agent) => (
              <li key={agent.name}>
                <span className={styles.initials} aria-hidden="true">
                  {agent.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <div>
                  <p className={styles.agentName}>{agent.name}</p>
                  <p className={styles.agentRole}>{agent.role}</p>
                </div>
                <a href={telHref(agent.phone)} aria-label={content.a11y.callAgent(agent.name, agent.phone)}>
                  {agent.phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </DemoSection>

      <DemoSection id="contatti" titleId="s7-contacts-title" heading={contacts} aside={<Office />} {...contactLook}>
        <DemoForm {...form} className={styles.contactForm} classes={fieldClasses} fields={contactFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function AboutQuote() {
  const { about } = content;
  return (
    <>
      <Testimonial className={styles.quote} quote={about.quote} caption={about.quoteAuthor} paragraph />
      <TextList className={styles.aboutBadges} items={about.badges} />
    </>
  );
}

function Office() {
  const { contacts } = content;
  return (
    <div className={styles.office}>
      <h3>{contacts.officeTitle}</h3>
      <address>
        <Lines lines={contacts.address} />
        <PhoneAndEmail />
      </address>
      <h3>{contacts.hoursTitle}</h3>
      <TextList items={contacts.hours} />
    </div>
  );
}

function PhoneAndEmail() {
  const { phone, email } = content.contacts;
  return (
    <>
      <a href={telHref(phone)}>{phone}</a>
      <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

const footerLook = { className: styles.footer, classes: { legal: styles.legal, note: styles.footerMuted } };

function Footer() {
  const { footer, contacts } = content;
  return (
    <DemoFooter {...footerLook} legal={footer} note={footer.demoNote}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerBrand}>
            <ArchLogo /> {content.brand.name} <span>{content.brand.suffix}</span>
          </p>
          <p className={styles.footerMuted}>{footer.tagline}</p>
        </div>
        <address>
          <Lines lines={contacts.address} />
        </address>
        <p className={styles.footerContacts}>
          <PhoneAndEmail />
        </p>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <span className={styles.brand}>
      <ArchLogo />
      <span>{content.brand.name}</span> <span className={styles.brandSuffix}>{content.brand.suffix}</span>
    </span>
  ),
  brandLabel: content.a11y.brandLink,
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { header: styles.header, link: styles.navLink },
};
