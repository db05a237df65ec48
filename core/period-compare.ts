/**
 * Comparing a figure with the same figure in the period just before (the stats' `previous`), as the
 * dashboards show it on each card and in «Contatti dalla pagina»: a whole percentage, or nothing when there
 * is nothing to compare with. Pure, so web, mock and tests read the same rule.
 */
import { daysBetween, parseCalendarDate } from './dates';

/**
 * The change from `previous` to `current` in whole percent (rounded half away from zero), or null when
 * there is nothing to compare with: no previous period (null) or a previous value of 0 (any growth from
 * nothing is not a percentage).
 */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous <= 0 || !Number.isFinite(current)) return null;
  const change = ((current - previous) / previous) * 100;
  const rounded = Math.sign(change) * Math.round(Math.abs(change));
  // -0 reads as "0".
  return rounded === 0 ? 0 : rounded;
}

const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** «+12%», «−5%» (a true minus sign), «0%», or «—» when there is nothing to compare with. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change === 0) return '0%';
  return `${change > 0 ? '+' : '\u2212'}${integer.format(Math.abs(change))}%`;
}

/** Days in an inclusive range of `YYYY-MM-DD` calendar days (1 for a single day); null when unreadable. */
export function periodDays(range: { start_date: string; end_date: string }): number | null {
  const start = parseCalendarDate(range.start_date);
  const end = parseCalendarDate(range.end_date);
  if (!start || !end) return null;
  const days = daysBetween(start, end) + 1;
  return days > 0 ? days : null;
}
