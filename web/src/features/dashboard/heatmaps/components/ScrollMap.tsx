import type { Scrollmap } from '@core/api';
import { HEATMAP_COPY as copy } from '../content';
import { heatColour } from '../heat-colour';
import styles from './ScrollMap.module.css';

/** Ten bands down the page: how many visitors reached at least that depth. */
export function ScrollMap({ scrollmap }: { scrollmap: Scrollmap }) {
  return (
    <div className={styles.wrap}>
      <p className={styles.explain}>
        {copy.scrollExplain} <span className={styles.views}>{copy.views(scrollmap.total_views)}</span>
      </p>
      <ol className={styles.bands} data-testid="scrollmap">
        {scrollmap.bands.map((band) => (
          <li
            key={band.depth_percent}
            className={styles.band}
            data-depth={band.depth_percent}
            data-percent={band.percent}
          >
            <span className={styles.depth}>{copy.depth(band.depth_percent)}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.bar}
                style={{ width: `${band.percent}%`, background: heatColour(band.percent / 100) }}
              />
            </span>
            <span className={styles.value}>{copy.reached(band.percent)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
