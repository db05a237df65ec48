import type { Schemas } from '@core/api';
import { formatInteger } from '../../../lib/format';
import { UNKNOWN_SITES } from '../content';
import { Panel } from './Panel';
import styles from './UnknownSitesNote.module.css';

interface UnknownSitesNoteProps {
  counts: Schemas['UnknownSitesToday'];
}

/**
 * The admin's note on today's events for unknown sites: how many the daily quota let through and how many it
 * dropped, so an operator sees a flood (or a client whose domain was never entered) at a glance.
 */
export function UnknownSitesNote({ counts }: UnknownSitesNoteProps) {
  return (
    <Panel title={UNKNOWN_SITES.title}>
      <p className={styles.text}>{UNKNOWN_SITES.stored(formatInteger(counts.stored), formatInteger(counts.limit))}</p>
      <p className={counts.dropped > 0 ? styles.dropped : styles.text}>
        {counts.dropped > 0 ? UNKNOWN_SITES.dropped(formatInteger(counts.dropped)) : UNKNOWN_SITES.none}
      </p>
    </Panel>
  );
}
