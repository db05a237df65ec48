import { Icon } from '../../../components/Icon';
import { BENEFITS, SECTION_IDS } from '../content-sections';
import { Section } from './Section';
import styles from './Benefits.module.css';

export function Benefits() {
  return (
    <Section id={SECTION_IDS.benefits} eyebrow={BENEFITS.eyebrow} title={BENEFITS.title}>
      <ul className={styles.grid}>
        {BENEFITS.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={24} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
