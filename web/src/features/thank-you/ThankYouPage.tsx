import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/Icon';
import { SiteFooter } from '../../components/site/SiteFooter';
import { TopBar } from '../../components/site/TopBar';
import { usePageMeta } from '../../lib/page-meta';
import { THANK_YOU, thankYouPlan } from './content';
import styles from './ThankYouPage.module.css';

/** The screen after the questionnaire (SPEC 2, Thank-you screen). */
export default function ThankYouPage() {
  const [search] = useSearchParams();
  const plan = thankYouPlan(search.get('plan'));
  usePageMeta({ title: THANK_YOU.title });

  return (
    <>
      <TopBar />
      <main id="contenuto" className={styles.page}>
        <header className={styles.hero}>
          <span className={styles.seal} aria-hidden="true">
            <Icon name="check" size={40} />
          </span>
          <h1 className={styles.heading}>{THANK_YOU.heading}</h1>
          <p className={styles.lead}>{THANK_YOU.lead}</p>
          <p className={styles.plan}>
            {THANK_YOU.planLabel}: <strong>{plan.name}</strong>
          </p>
        </header>

        <div className={styles.cards}>
          <section className={styles.card} aria-labelledby="dati-ricevuti">
            <span className={styles.cardIcon} aria-hidden="true">
              <Icon name="check" size={22} />
            </span>
            <h2 id="dati-ricevuti" className={styles.cardTitle}>
              {THANK_YOU.cards.received.title}
            </h2>
            <p>{THANK_YOU.cards.received.text(plan)}</p>
          </section>
          <section className={styles.card} aria-labelledby="tempi-consegna">
            <span className={`${styles.cardIcon} ${styles.clock}`} aria-hidden="true">
              <Icon name="clock" size={22} />
            </span>
            <h2 id="tempi-consegna" className={styles.cardTitle}>
              {THANK_YOU.cards.delivery.title}
            </h2>
            <p>{THANK_YOU.cards.delivery.text}</p>
          </section>
        </div>

        <p className={styles.email}>
          <Icon name="mail" size={20} /> {THANK_YOU.email}
        </p>

        <section className={styles.steps} aria-labelledby="prossimi-passi">
          <h2 id="prossimi-passi" className={styles.stepsTitle}>
            {THANK_YOU.nextStepsTitle}
          </h2>
          <ol className={styles.stepList}>
            {THANK_YOU.nextSteps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.support} aria-labelledby="supporto">
          <div>
            <h2 id="supporto" className={styles.supportTitle}>
              {THANK_YOU.supportTitle}
            </h2>
            <p>{THANK_YOU.supportText}</p>
          </div>
          <ul className={styles.contacts}>
            <li>
              <Icon name="mail" size={18} /> {THANK_YOU.emailLabel}{' '}
              <a href={`mailto:${THANK_YOU.supportEmail}`}>{THANK_YOU.supportEmail}</a>
            </li>
            <li>
              <Icon name="call" size={18} /> {THANK_YOU.phoneLabel}{' '}
              <a href={THANK_YOU.supportPhoneHref}>{THANK_YOU.supportPhone}</a>
            </li>
          </ul>
        </section>

        <p className={styles.homeRow}>
          <Link to="/" className={buttonClass('secondary')}>
            {THANK_YOU.home}
          </Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
