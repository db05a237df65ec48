import {
  DemoButton,
  DemoFooter,
  DemoForm,
  DemoLayout,
  DemoSection,
  Lines,
  TextList,
  field,
  logOnly,
  sectionLook,
  telHref,
} from '../../components';
import { content } from './content';
import { CoastAtSunset, CompassMark, DestinationScene, ExperienceIcon } from './illustrations';
import styles from './TravelPage.module.css';

const { search } = content.hero;
const { form } = content.contacts;
const searchFields = [
  field.select('destinazione', search.destination, search.destinations),
  field.select('mese', search.month, search.months),
  field.select('viaggiatori', search.travellers, search.travellerOptions, search.travellerOptions[1]),
];
const quoteFields = [
  field.row(field.name(form.name, { name: 'nome' }), field.email(form.email)),
  field.row(field.text('destinazione', form.destination), field.text('periodo', form.period)),
  field.message(form.message, { name: 'messaggio' }),
];

const formClasses = {
  field: styles.field,
  row: styles.formRow,
  consent: styles.consent,
  submit: styles.primary,
  note: styles.formNote,
};

const look = sectionLook(styles, { as: 'div' });
const bandHead = {
  as: 'div',
  headClassName: undefined,
  classes: { eyebrow: styles.eyebrow, intro: styles.sectionText },
} as const;
const tourLook = sectionLook(styles, { ...bandHead, className: styles.tour, inner: styles.tourInner });
const contactLook = sectionLook(styles, { ...bandHead, className: styles.contacts, inner: styles.contactsInner });

/** Travel agency demo: sunset coral on deep sea navy and sand, high-contrast italic serif headlines, postcard details. */
export default function TravelPage() {
  const { hero, destinations, tour, experiences, contacts } = content;

  return (
    <DemoLayout meta={content.meta} className={styles.page} nav={nav} footer={<Footer />}>
      <section className={styles.hero} aria-labelledby="s9-hero-title">
        <div className={styles.heroArt}>
          <CoastAtSunset label={hero.illustrationLabel} />
        </div>
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>{hero.eyebrow}</p>
          <h1 id="s9-hero-title">{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
          <DemoForm
            className={styles.search}
            classes={{ field: styles.searchField, submit: styles.primary }}
            ariaLabel={search.title}
            fields={searchFields}
            submit={search.submit}
            logLabel={search.title}
          />
          <TextList className={styles.trust} items={hero.trust} />
        </div>
      </section>

      <DemoSection id="destinazioni" titleId="s9-destinations-title" heading={destinations} {...look}>
        <ul className={styles.destinations}>
          {destinations.items.map((destination) => (
            <li key={destination.id}>
              <article className={styles.destination} aria-labelledby={`s9-${destination.id}`}>
                <div className={styles.destinationArt}>
                  <DestinationScene scene={destination.scene} />
                </div>
                <div className={styles.destinationBody}>
                  {'note' in destination && destination.note && <p className={styles.note}>{destination.note}</p>}
                  <p className={styles.country}>
                    {destination.country} · {destination.days} {destinations.labels.days}
                  </p>
                  <h3 id={`s9-${destination.id}`}>{destination.name}</h3>
                  <dl className={styles.destinationMeta}>
                    <div>
                      <dt>{destinations.labels.dates}</dt>
                      <dd>{destination.dates}</dd>
                    </div>
                    <div className={styles.priceItem}>
                      <dt>{destinations.labels.from}</dt>
                      <dd>{destination.price}</dd>
                    </div>
                  </dl>
                  <button
                    type="button"
                    className={styles.discover}
                    onClick={logOnly(`${destinations.labels.discover}: ${destination.name}`)}
                  >
                    {destinations.labels.discover}
                    <span className="visually-hidden">: {destination.name}</span> <span aria-hidden="true">→</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="tour" titleId="s9-tour-title" heading={tour} aside={<Itinerary />} {...tourLook}>
        <div className={styles.ticket}>
          <p className={styles.ticketLabel}>{tour.priceLabel}</p>
          <p className={styles.ticketPrice}>{tour.price}</p>
          <p className={styles.ticketNote}>{tour.priceNote}</p>
          <h3>{tour.departuresTitle}</h3>
          <ul className={styles.departures}>
            {tour.departures.map((departure) => (
              <li
                key={departure.date}
                className={'soldOut' in departure && departure.soldOut ? styles.soldOut : undefined}
              >
                <span>{departure.date}</span>
                <span>{departure.seats}</span>
              </li>
            ))}
          </ul>
          <DemoButton className={styles.primary} label={tour.cta} />
          <p className={styles.ticketNote}>{tour.ctaNote}</p>
        </div>
      </DemoSection>

      <DemoSection id="esperienze" titleId="s9-experiences-title" heading={experiences} {...look}>
        <ul className={styles.experiences}>
          {experiences.items.map((experience) => (
            <li key={experience.title} className={styles.experience}>
              <span className={styles.experienceIcon}>
                <ExperienceIcon name={experience.icon} />
              </span>
              <div>
                <h3>{experience.title}</h3>
                <p className={styles.experiencePlace}>
                  {experience.place} · {experience.duration}
                </p>
              </div>
              <p className={styles.experiencePrice}>{experience.price}</p>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="contatti" titleId="s9-contacts-title" heading={contacts} aside={<Postcard />} {...contactLook}>
        <DemoForm {...form} className={styles.quoteForm} classes={formClasses} fields={quoteFields} />
      </DemoSection>
    </DemoLayout>
  );
}

function Itinerary() {
  const { tour } = content;
  return (
    <>
      <ol className={styles.itinerary}>
        {tour.itinerary.map((stop) => (
          <li key={stop.days}>
            <p className={styles.stopDays}>{stop.days}</p>
            <h3>{stop.place}</h3>
            <p>{stop.text}</p>
          </li>
        ))}
      </ol>
      <h3 className={styles.includedTitle}>{tour.includedTitle}</h3>
      <TextList className={styles.included} items={tour.included} />
    </>
  );
}

function Postcard() {
  const { contacts } = content;
  return (
    <div className={styles.postcard}>
      <h3>{contacts.officeTitle}</h3>
      <address>
        <Lines lines={contacts.address} />
      </address>
      <p>
        <a href={telHref(contacts.phone)}>{contacts.phone}</a>
      </p>
      <p>
        {contacts.whatsappLabel} <a href={telHref(contacts.whatsapp)}>{contacts.whatsapp}</a>
      </p>
      <p>
        <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
      </p>
      <p className={styles.hours}>{contacts.hours}</p>
      <span className={styles.stamp} aria-hidden="true">
        GE
      </span>
    </div>
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
            <CompassMark /> {content.brand} <span>{content.brandSuffix}</span>
          </p>
          <p className={styles.footerMuted}>{footer.tagline}</p>
        </div>
        <address>
          <Lines lines={contacts.address} />
        </address>
        <p className={styles.footerContacts}>
          <a href={telHref(contacts.phone)}>{contacts.phone}</a>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </p>
      </div>
    </DemoFooter>
  );
}

const nav = {
  brand: (
    <span className={styles.brand}>
      <CompassMark />
      {content.brand} <span className={styles.brandSuffix}>{content.brandSuffix}</span>
    </span>
  ),
  brandLabel: content.a11y.brandLink,
  links: content.nav,
  action: <DemoButton className={styles.headerCta} label={content.headerCta} />,
  classes: { link: styles.navLink },
};
