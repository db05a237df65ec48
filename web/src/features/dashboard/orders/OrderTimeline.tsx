import type { OrderEvent } from '@core/api';
import { formatWhen } from '../../../lib/format';
import { ORDER_ACTOR_LABELS, ORDER_DETAIL as TEXT, ORDER_STATUS_LABELS, sentenceCase } from './content';
import styles from './OrderDetailView.module.css';

function eventTitle(event: OrderEvent): string {
  if (event.kind === 'created') return TEXT.createdEvent;
  if (event.kind === 'renewal') return TEXT.renewal;
  if (event.kind === 'renewal_failed') return TEXT.renewalFailed;
  return `${sentenceCase(ORDER_STATUS_LABELS[event.from ?? event.to])} → ${ORDER_STATUS_LABELS[event.to]}`;
}

/** Every change of the order, oldest first: from and to, who, when and the note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className={styles.none}>{TEXT.timelineEmpty}</p>;
  return (
    <ol className={styles.timeline}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles[`event_${event.kind}`] ?? undefined}>
          <p className={styles.eventTitle}>{eventTitle(event)}</p>
          <p className={styles.eventMeta}>
            <time dateTime={event.at}>{formatWhen(event.at)}</time> · {TEXT.by(ORDER_ACTOR_LABELS[event.actor])}
          </p>
          {/* The note is what someone typed (or a provider's id): text, never markup. */}
          {event.note && <p className={styles.eventNote}>{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
