import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { PORTFOLIO, SECTION_IDS } from '../content-sections';
import { Section } from './Section';
import styles from './Portfolio.module.css';

/** Three sample pages, each opened in a new tab (the visitor keeps this page). */
export function Portfolio() {
  return (
    <Section
      id={SECTION_IDS.portfolio}
      eyebrow={PORTFOLIO.eyebrow}
      title={PORTFOLIO.title}
      lead={PORTFOLIO.lead}
      tone="alt"
    >
      <ul className={styles.grid}>
        {PORTFOLIO.items.map((item) => (
          <li key={item.to} className={styles.card}>
            <div className={`${styles.thumb} ${styles[item.theme]}`} aria-hidden="true">
              <span className={styles.thumbNav} />
              <span className={styles.thumbTitle} />
              <span className={styles.thumbLine} />
              <span className={styles.thumbButton} />
            </div>
            <div className={styles.body}>
              <p className={styles.category}>{item.category}</p>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.description}>{item.description}</p>
              <p className={styles.result}>
                <span className={styles.resultLabel}>{PORTFOLIO.resultLabel}</span> {item.result}
              </p>
              <Link
                to={item.to}
                target="_blank"
                rel="noopener"
                className={styles.link}
                aria-label={`${PORTFOLIO.open}: ${item.title} ${PORTFOLIO.newTab}`}
              >
                {PORTFOLIO.open}
                <Icon name="external" size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
