import { HEATMAP_COPY as copy } from '../content';
import { HEAT_GRADIENT } from '../heat-colour';
import styles from './HeatLegend.module.css';

export function HeatLegend() {
  return (
    <div className={styles.legend}>
      <span>{copy.scaleLow}</span>
      <span className={styles.scale} style={{ background: HEAT_GRADIENT }} aria-hidden="true" />
      <span>{copy.scaleHigh}</span>
    </div>
  );
}
