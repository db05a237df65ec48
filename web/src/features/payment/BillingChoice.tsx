import type { Billing, Plan } from '@core/plans';
import { PAYMENT } from './content';
import styles from './PaymentSelectionPage.module.css';

const BILLINGS: readonly Billing[] = ['annual', 'monthly'];

/** Annual or monthly as a native radio group: arrow keys move the choice, a click on a card selects it. */
export function BillingChoice({
  plan,
  billing,
  onChange,
}: {
  plan: Plan;
  billing: Billing;
  onChange: (billing: Billing) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{PAYMENT.billingLegend}</legend>
      {BILLINGS.map((option) => {
        const copy = PAYMENT.options[option];
        const checked = billing === option;
        return (
          <label key={option} className={`${styles.choice} ${checked ? styles.choiceChecked : ''}`}>
            <input
              type="radio"
              name="billing"
              value={option}
              checked={checked}
              onChange={() => onChange(option)}
              className={styles.radio}
            />
            <span className={styles.choiceTop}>
              <span className={styles.choiceLabel}>{copy.label}</span>
              <span className={`${styles.choiceBadge} ${option === 'annual' ? styles.saving : ''}`}>
                {copy.badge(plan)}
              </span>
            </span>
            <span className={styles.choicePrice}>
              {copy.price(plan)}
              <span className={styles.perMonth}>{PAYMENT.perMonth}</span>
            </span>
            <span className={styles.choiceDetail}>{copy.detail(plan)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
