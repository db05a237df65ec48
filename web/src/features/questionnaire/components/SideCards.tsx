import { Icon } from '../../../components/Icon';
import { QUESTIONNAIRE } from '../content';
import styles from './SideCards.module.css';

/** Tips for useful answers (SPEC 2: tips card). */
export function TipsCard() {
  return (
    <section className={styles.card} aria-labelledby="tips-title">
      <h2 id="tips-title" className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="spark" size={18} />
        </span>
        {QUESTIONNAIRE.tips.title}
      </h2>
      <ul className={styles.tips}>
        {QUESTIONNAIRE.tips.items.map((tip) => (
          <li key={tip}>
            <Icon name="check" size={16} /> {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The three quick steps and the guarantee (SPEC 2: fast-process card). */
export function FastProcessCard() {
  return (
    <section className={`${styles.card} ${styles.fast}`} aria-labelledby="fast-title">
      <h2 id="fast-title" className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="clock" size={18} />
        </span>
        {QUESTIONNAIRE.fast.title}
      </h2>
      <ol className={styles.steps}>
        {QUESTIONNAIRE.fast.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{step.title}</strong> {step.text}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.guarantee}>
        <Icon name="shield" size={16} /> {QUESTIONNAIRE.fast.guarantee}
      </p>
    </section>
  );
}
