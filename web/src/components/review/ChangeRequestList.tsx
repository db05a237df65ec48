import type { Schemas } from '@core/api';
import { REVIEW_COPY as T, STATE_LABELS, formatWhen, QUEUE_COPY, requestSectionName } from './content';
import styles from './ChangeRequestList.module.css';

/**
 * The customer's requests: number, free or extra, state, due time, section (its human name, as the request
 * carries it) and text (shown as text).
 */
export function ChangeRequestList({ requests }: { requests: readonly Schemas['ChangeRequest'][] }) {
  if (requests.length === 0) return <p className={styles.muted}>{T.noRequests}</p>;
  return (
    <ol className={styles.list}>
      {requests.map((r) => {
        const section = requestSectionName(r);
        return (
          <li key={r.request_id} className={styles.item}>
            <p className={styles.row}>
              <strong>{T.number(r.number)}</strong>
              <span className={r.extra ? styles.extra : styles.free}>
                {r.correction ? T.correction : r.extra ? T.extra : T.free}
              </span>
              <span className={r.state === 'completata' ? styles.done : styles.state}>{STATE_LABELS[r.state]}</span>
              {r.late && <span className={styles.late}>{QUEUE_COPY.late}</span>}
            </p>
            {section && <p className={styles.muted}>{T.section(section)}</p>}
            <p className={styles.text}>{r.text}</p>
            {(r.state === 'ricevuta' || r.state === 'in_lavorazione') && (
              <p className={styles.hint}>{T.due(formatWhen(r.due_at))}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
