/**
 * Rome calendar days as integers (days since 1970-01-01 on Rome's wall clock): every daily figure and
 * every aggregate bucket is keyed by one, so a date range is a contiguous run of integers.
 */
import { romeOffsetMs, type CalendarDay, type DateRange } from '../dates';

const DAY_MS = 86_400_000;

/** The Rome day an instant falls on. */
export function romeDayNumber(instantMs: number): number {
  return Math.floor((instantMs + romeOffsetMs(instantMs)) / DAY_MS);
}

export function dayNumberOf(d: CalendarDay): number {
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
}

export function dayOfNumber(n: number): CalendarDay {
  const t = new Date(n * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The range's first and last day numbers (null bounds stay null: unbounded). */
export function dayBoundsOf(range: DateRange): { first: number | null; last: number | null } {
  return {
    first: range.start ? dayNumberOf(range.start) : null,
    last: range.end ? dayNumberOf(range.end) : null,
  };
}
