import type { operations } from '@core/api';

/** The contract's date query of the stats and export calls (`start_date`, `end_date`: Rome calendar days). */
type DateQuery = Pick<NonNullable<operations['getAdminStats']['parameters']['query']>, 'start_date' | 'end_date'>;

/**
 * The date filter as the dashboard holds it: the contract's two query parameters, where an empty string
 * means "no bound" and is never sent (SPEC 5). (core/dates.ts's DateRange is the resolved form the backend
 * computes with: calendar days and instants.)
 */
export type DateFilter = Required<{ [K in keyof DateQuery]: DateQuery[K] | '' }>;

export const NO_RANGE: DateFilter = { start_date: '', end_date: '' };

/** Only the non-empty dates, as query parameters. */
export function rangeQuery(range: DateFilter): DateQuery {
  const query: DateQuery = {};
  if (range.start_date) query.start_date = range.start_date;
  if (range.end_date) query.end_date = range.end_date;
  return query;
}
