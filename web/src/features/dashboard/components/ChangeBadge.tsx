import { formatChange, percentChange } from '@core/period-compare';
import { COMPARE } from '../content';
import styles from './ChangeBadge.module.css';

interface ChangeBadgeProps {
  current: number;
  /** The same figure in the period before; null when there is no period before. */
  previous: number | null;
  /** Days of the period compared (the stats' range); null when there is no period before. */
  days: number | null;
  className?: string;
}

/**
 * «+12%», «−5%» or «—» against the period before, coloured by direction. Screen readers hear the whole
 * sentence («+12% rispetto ai 30 giorni precedenti»), not a bare sign.
 */
export function ChangeBadge({ current, previous, days, className }: ChangeBadgeProps) {
  const change = days === null ? null : percentChange(current, previous);
  const tone = change === null || change === 0 ? styles.flat : change > 0 ? styles.up : styles.down;
  const spoken =
    days === null
      ? COMPARE.noPeriod
      : change === null
        ? COMPARE.nothingText
        : COMPARE.changeText(formatChange(change), days);
  return (
    <span className={`${styles.badge} ${tone} ${className ?? ''}`} data-change={change ?? 'none'}>
      <span aria-hidden="true">{formatChange(change)}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
