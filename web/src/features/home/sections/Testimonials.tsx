import { SECTION_IDS, TESTIMONIALS } from '../content-sections';
import { Section } from './Section';
import styles from './Testimonials.module.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function Testimonials() {
  return (
    <Section id={SECTION_IDS.testimonials} eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title} tone="alt">
      <ul className={styles.grid}>
        {TESTIMONIALS.items.map((item) => (
          <li key={item.name}>
            <figure className={styles.card}>
              <span className={styles.stars} aria-hidden="true">
                ★★★★★
              </span>
              <blockquote className={styles.quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className={styles.company}>{item.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
