import { HEATMAP_COPY as copy } from '../content';
import styles from './ProUpsell.module.css';

/** What a Basic client sees instead of the heatmaps: what Pro adds and how to get it. */
export function ProUpsell() {
  return (
    <div className={styles.upsell}>
      <h3 className={styles.title}>{copy.upsellTitle}</h3>
      <p className={styles.text}>{copy.upsellText}</p>
      <ul className={styles.points}>
        {copy.upsellPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <a className={styles.cta} href={`${import.meta.env.BASE_URL}payment-selection?plan=pro`}>
        {copy.upsellCta}
      </a>
    </div>
  );
}
