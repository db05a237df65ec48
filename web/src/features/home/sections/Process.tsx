import { PROCESS, SECTION_IDS } from '../content-sections';
import { Section } from './Section';
import styles from './Process.module.css';

export function Process() {
  return (
    <Section id={SECTION_IDS.process} eyebrow={PROCESS.eyebrow} title={PROCESS.title} tone="alt">
      <ol className={styles.steps}>
        {PROCESS.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
