import type { Stats } from '@core/api';
import { DEVICE_LABELS } from '@core/csv-columns';
import { formatInteger, formatPercent } from '../../../lib/format';
import { Panel } from '../components/Panel';
import { AUDIENCE } from '../content';
import { shareOf } from './share';
import styles from './Audience.module.css';

/** «Dispositivi»: visitors on phone, tablet and computer, each with its share of the three. */
export function DevicesPanel({ devices }: { devices: Stats['devices'] }) {
  const total = devices.reduce((sum, row) => sum + row.visitors, 0);
  return (
    <Panel title={AUDIENCE.devicesTitle} className={styles.panel}>
      {total === 0 ? (
        <p className={styles.empty}>{AUDIENCE.devicesEmpty}</p>
      ) : (
        <>
          <p className={styles.intro}>{AUDIENCE.devicesIntro}</p>
          <ul className={styles.devices}>
            {devices.map((row) => {
              const share = Math.round(shareOf(row.visitors, total));
              return (
                <li key={row.device} className={styles.device} data-device={row.device}>
                  <span className={styles.deviceHead}>
                    <span className={styles.name}>{DEVICE_LABELS[row.device]}</span>
                    <span className={styles.share}>{formatPercent(share)}</span>
                  </span>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ inlineSize: `${shareOf(row.visitors, total)}%` }} />
                  </span>
                  <span className={styles.detail}>{AUDIENCE.visitors(row.visitors, formatInteger(row.visitors))}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Panel>
  );
}
