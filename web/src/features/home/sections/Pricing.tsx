import { Link } from 'react-router-dom';
import { planIdFromName } from '@core/plans';
import { buttonClass } from '../../../components/button';
import { Icon } from '../../../components/Icon';
import { PRICING, SECTION_IDS } from '../content-sections';
import { Section } from './Section';
import styles from './Pricing.module.css';

export function Pricing() {
  return (
    <Section id={SECTION_IDS.pricing} eyebrow={PRICING.eyebrow} title={PRICING.title} lead={PRICING.lead}>
      <div className={styles.cards}>
        {PRICING.cards.map((card) => {
          const plan = planIdFromName(card.name); // SPEC 4: basic when the name contains "basic", else pro
          const titleId = `piano-${plan}`;
          return (
            <article
              key={card.plan}
              className={`${styles.card} ${card.popular ? styles.popular : ''}`}
              aria-labelledby={titleId}
            >
              {card.popular && <p className={styles.badge}>{PRICING.popularBadge}</p>}
              <h3 id={titleId} className={styles.name}>
                {card.name}
              </h3>
              <p className={styles.description}>{card.description}</p>
              <p className={styles.price}>
                <span className={styles.amount}>{card.price}</span>
                <span className={styles.period}>{card.period}</span>
              </p>
              <p className={styles.billing}>{card.billingNote}</p>
              <Link
                to={`/payment-selection?plan=${plan}`}
                className={buttonClass(card.popular ? 'light' : 'primary', { block: true })}
                data-track="cta"
              >
                {card.cta}
              </Link>
              <p className={styles.alternative}>{card.alternative}</p>
              <ul className={styles.features} aria-label={PRICING.featuresLabel(card.name)}>
                {card.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} /> {feature}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
