import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseBilling, parsePlanId, PLANS, type Billing } from '@core/plans';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/Icon';
import { SiteFooter } from '../../components/site/SiteFooter';
import { TopBar } from '../../components/site/TopBar';
import { createSessionId } from '../../lib/analytics/session';
import { usePageMeta } from '../../lib/page-meta';
import { BillingChoice } from './BillingChoice';
import { PAYMENT } from './content';
import { CostTable } from './CostTable';
import { questionnaireHref } from './questionnaire-link';
import styles from './PaymentSelectionPage.module.css';

/**
 * Payment choice (SPEC 2, 4): the plan from ?plan= (anything but 'pro' is basic), annual by default
 * (?billing=monthly preselects monthly), then on to the questionnaire.
 */
export default function PaymentSelectionPage() {
  const [search] = useSearchParams();
  const plan = PLANS[parsePlanId(search.get('plan'))];
  const otherPlan = PLANS[plan.id === 'pro' ? 'basic' : 'pro'];
  const [billing, setBilling] = useState<Billing>(() => parseBilling(search.get('billing')));
  // One questionnaire session per visit of this screen, generated once.
  const [sessionId] = useState(createSessionId);
  usePageMeta({ title: PAYMENT.title(plan) });

  return (
    <>
      <TopBar />
      <main id="contenuto" className={styles.page}>
        <Link to="/#prezzi" className={buttonClass('ghost', { small: true, className: styles.back })}>
          <Icon name="arrowLeft" size={18} /> {PAYMENT.back}
        </Link>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{PAYMENT.eyebrow}</p>
          <h1 className={styles.heading}>{PAYMENT.heading}</h1>
          <p className={styles.lead}>{PAYMENT.lead}</p>
        </header>

        <div className={styles.layout}>
          <section
            className={`${styles.planCard} ${plan.popular ? styles.planPopular : ''}`}
            aria-labelledby="piano-scelto"
          >
            <p className={styles.planKicker}>{PAYMENT.selectedPlan}</p>
            {plan.popular && <p className={styles.badge}>{PAYMENT.popularBadge}</p>}
            <h2 id="piano-scelto" className={styles.planName}>
              {plan.name}
            </h2>
            <p className={styles.planDescription}>{plan.description}</p>
            <ul className={styles.features} aria-label={PAYMENT.featuresLabel(plan)}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} /> {feature}
                </li>
              ))}
            </ul>
            <Link to={`/payment-selection?plan=${otherPlan.id}`} replace className={styles.switchPlan}>
              {PAYMENT.changePlan(otherPlan)}
            </Link>
          </section>

          <div className={styles.checkout}>
            <BillingChoice plan={plan} billing={billing} onChange={setBilling} />
            <CostTable plan={plan} billing={billing} />
            {/* A real link (middle-click works). The analytics click listener runs in the capture phase, so
                this cta click (data-track="cta") is recorded before the router moves on. */}
            <Link
              to={questionnaireHref(plan, billing, sessionId)}
              id="proceed-button"
              data-track="cta"
              className={buttonClass('primary', { block: true, className: styles.proceed })}
              aria-describedby="nota-pagamento"
            >
              {PAYMENT.proceed} <Icon name="arrowRight" size={18} />
            </Link>
            <p id="nota-pagamento" className={styles.note}>
              {PAYMENT.note[billing](plan)}
            </p>
            <ul className={styles.reassurance}>
              {PAYMENT.reassurance.map((item) => (
                <li key={item}>
                  <Icon name="shield" size={16} /> {item}
                </li>
              ))}
            </ul>
            <p className={styles.terms}>
              {PAYMENT.terms.before}
              <Link to={PAYMENT.terms.to}>{PAYMENT.terms.link}</Link>
              {PAYMENT.terms.after}
            </p>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
