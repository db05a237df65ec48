import type { Stats } from '@core/api';
import { formatDateTime } from '../../../lib/format';
import { ACTIVITY_TYPES, LISTS } from '../content';
import { Panel } from './Panel';
import styles from './ActivityList.module.css';

const TONES = { page_view: styles.view, click: styles.click, conversion: styles.conversion } as const;

/** Attività Recente: type in Italian, page url, details, Italian timestamp (SPEC 2). */
export function ActivityList({ activity }: { activity: Stats['recent_activity'] }) {
  return (
    <Panel title={LISTS.activity}>
      {activity.length === 0 ? (
        <p className={styles.empty}>{LISTS.activityEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {activity.map((item, index) => (
            <li key={`${item.timestamp}-${index}`} className={styles.item}>
              <span className={`${styles.type} ${TONES[item.type]}`}>{ACTIVITY_TYPES[item.type]}</span>
              <span className={styles.body}>
                <span className={styles.details}>{item.details}</span>
                {item.page_url && <span className={styles.url}>{item.page_url}</span>}
              </span>
              <time className={styles.time} dateTime={item.timestamp}>
                {formatDateTime(item.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
