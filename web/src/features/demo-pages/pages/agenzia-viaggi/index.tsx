import { usePageMeta } from '../../../../lib/page-meta';
import { DemoLayout, LegalFooterNote, logOnly, logOnlySubmit } from '../../components';
import { content } from './content';
import { CoastAtSunset, CompassMark, DestinationScene, ExperienceIcon } from './illustrations';
import styles from './TravelPage.module.css';

function TripSearch() {
  const { search } = content.hero;
  return (
    <form className={styles.search} onSubmit={logOnlySubmit(search.title)} aria-label={search.title}>
      <label className={styles.searchField}>
        <span>{search.destination}</span>
        <select name="destinazione" defaultValue={search.destinations[0]}>
          {search.destinations.map((option) => <option key={option}>{option}</option>)}
        </select>
      </label>
      <label className={styles.searchField}>
        <span>{search.month}</span>
        <select name="mese" defaultValue={search.months[0]}>
          {search.months.map((option) => <option key={option}>{option}</option>)}
        </select>
      </label>
      <label className={styles.searchField}>
        <span>{search.travellers}</span>
        <select name="viaggiatori" defaultValue={search.travellerOptions[1]}>
          {search.travellerOptions.map((option) => <option key={option}>{option}</option>)}
        </select>
      </label>
      <button type="submit" className={styles.primary}>{search.submit}</button>
    </form>
  );
}

function QuoteForm() {
  const { form } = content.contacts;
  return (
    <form className={styles.quoteForm} onSubmit={logOnlySubmit(form.submit)}>
      <div className={styles.formRow}>
        <label className={styles.field}>
          <span>{form.name}</span>
          <input name="nome" autoComplete="name" required />
        </label>
        <label className={styles.field}>
          <span>{form.email}</span>
          <input name="email" type="email" autoComplete="email" required />
        </label>
      </div>
      <div className={styles.formRow}>
        <label className={styles.field}>
          <span>{form.destination}</span>
          <input name="destinazione" />
        </label>
        <label className={styles.field}>
          <span>{form.period}</span>
          <input name="periodo" />
        </label>
      </div>
      <label className={styles.field}>
        <span>{form.message}</span>
        <textarea name="messaggio" rows={4} />
      </label>
      <label className={styles.consent}>
        <input type="checkbox" name="privacy" required />
        <span>{form.privacy}</span>
      </label>
      <button type="submit" className={styles.primary}>{form.submit}</button>
      <p className={styles.formNote}>{form.note}</p>
    </form>
  );
}

/** Travel agency demo: sunset coral on deep sea navy and sand, high-contrast italic serif headlines, postcard details. */
export default function TravelPage() {
  usePageMeta(content.meta);
  const { hero, destinations, tour, experiences, contacts, footer } = content;

  return (
    <DemoLayout
      className={styles.page}
      nav={{
        brand: <span className={styles.brand}><CompassMark />{content.brand}{' '}<span className={styles.brandSuffix}>{content.brandSuffix}</span></span>,
        brandLabel: content.a11y.brandLink,
        links: content.nav,
        action: <button type="button" className={styles.headerCta} onClick={logOnly(content.headerCta)}>{content.headerCta}</button>,
        classes: { link: styles.navLink },
      }}
      footer={
        <footer className={styles.footer}>
          <div className={styles.footerGrid}>
            <div>
              <p className={styles.footerBrand}><CompassMark /> {content.brand} <span>{content.brandSuffix}</span></p>
              <p className={styles.footerMuted}>{footer.tagline}</p>
            </div>
            <address>
              {contacts.address.map((line) => <span key={line}>{line}</span>)}
            </address>
            <p className={styles.footerContacts}>
              <a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </p>
          </div>
          <LegalFooterNote className={styles.legal} company={footer.company} address={footer.address} details={footer.details} />
          <p className={styles.footerMuted}>{footer.demoNote}</p>
        </footer>
      }
    >
      <section className={styles.hero} aria-labelledby="s9-hero-title">
        <div className={styles.heroArt}>
          <CoastAtSunset label={hero.illustrationLabel} />
        </div>
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>{hero.eyebrow}</p>
          <h1 id="s9-hero-title">{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
          <TripSearch />
          <ul className={styles.trust}>
            {hero.trust.map((item) => <li key={item}>{item}</li>)}
          </ul>
        </div>
      </section>

      <section id="destinazioni" className={styles.section} aria-labelledby="s9-destinations-title">
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>{destinations.eyebrow}</p>
          <h2 id="s9-destinations-title">{destinations.title}</h2>
          <p>{destinations.text}</p>
        </div>
        <ul className={styles.destinations}>
          {destinations.items.map((destination) => (
            <li key={destination.id}>
              <article className={styles.destination} aria-labelledby={`s9-${destination.id}`}>
                <div className={styles.destinationArt}><DestinationScene scene={destination.scene} /></div>
                <div className={styles.destinationBody}>
                  {'note' in destination && destination.note && <p className={styles.note}>{destination.note}</p>}
                  <p className={styles.country}>{destination.country} · {destination.days} {destinations.labels.days}</p>
                  <h3 id={`s9-${destination.id}`}>{destination.name}</h3>
                  <dl className={styles.destinationMeta}>
                    <div><dt>{destinations.labels.dates}</dt><dd>{destination.dates}</dd></div>
                    <div className={styles.priceItem}><dt>{destinations.labels.from}</dt><dd>{destination.price}</dd></div>
                  </dl>
                  <button type="button" className={styles.discover} onClick={logOnly(`${destinations.labels.discover}: ${destination.name}`)}>
                    {destinations.labels.discover}<span className={styles.visuallyHidden}>: {destination.name}</span> <span aria-hidden="true">→</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section id="tour" className={styles.tour} aria-labelledby="s9-tour-title">
        <div className={styles.tourInner}>
          <div>
            <p className={styles.eyebrow}>{tour.eyebrow}</p>
            <h2 id="s9-tour-title">{tour.title}</h2>
            <p className={styles.sectionText}>{tour.text}</p>
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
            <ul className={styles.included}>
              {tour.included.map((item) => <li key={item}>{item}</li>)}
            </ul>
          </div>
          <div className={styles.ticket}>
            <p className={styles.ticketLabel}>{tour.priceLabel}</p>
            <p className={styles.ticketPrice}>{tour.price}</p>
            <p className={styles.ticketNote}>{tour.priceNote}</p>
            <h3>{tour.departuresTitle}</h3>
            <ul className={styles.departures}>
              {tour.departures.map((departure) => (
                <li key={departure.date} className={'soldOut' in departure && departure.soldOut ? styles.soldOut : undefined}>
                  <span>{departure.date}</span>
                  <span>{departure.seats}</span>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.primary} onClick={logOnly(tour.cta)}>{tour.cta}</button>
            <p className={styles.ticketNote}>{tour.ctaNote}</p>
          </div>
        </div>
      </section>

      <section id="esperienze" className={styles.section} aria-labelledby="s9-experiences-title">
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>{experiences.eyebrow}</p>
          <h2 id="s9-experiences-title">{experiences.title}</h2>
          <p>{experiences.text}</p>
        </div>
        <ul className={styles.experiences}>
          {experiences.items.map((experience) => (
            <li key={experience.title} className={styles.experience}>
              <span className={styles.experienceIcon}><ExperienceIcon name={experience.icon} /></span>
              <div>
                <h3>{experience.title}</h3>
                <p className={styles.experiencePlace}>{experience.place} · {experience.duration}</p>
              </div>
              <p className={styles.experiencePrice}>{experience.price}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="contatti" className={styles.contacts} aria-labelledby="s9-contacts-title">
        <div className={styles.contactsInner}>
          <div>
            <p className={styles.eyebrow}>{contacts.eyebrow}</p>
            <h2 id="s9-contacts-title">{contacts.title}</h2>
            <p className={styles.sectionText}>{contacts.text}</p>
            <div className={styles.postcard}>
              <h3>{contacts.officeTitle}</h3>
              <address>
                {contacts.address.map((line) => <span key={line}>{line}</span>)}
              </address>
              <p><a href={`tel:${contacts.phone.replace(/\s/g, '')}`}>{contacts.phone}</a></p>
              <p>{contacts.whatsappLabel} <a href={`tel:${contacts.whatsapp.replace(/\s/g, '')}`}>{contacts.whatsapp}</a></p>
              <p><a href={`mailto:${contacts.email}`}>{contacts.email}</a></p>
              <p className={styles.hours}>{contacts.hours}</p>
              <span className={styles.stamp} aria-hidden="true">GE</span>
            </div>
          </div>
          <QuoteForm />
        </div>
      </section>
    </DemoLayout>
  );
}
