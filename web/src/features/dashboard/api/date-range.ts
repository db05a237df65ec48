/** The applied date filter. Empty strings mean "no bound" and are never sent (SPEC 5). */
export interface DateRange {
  start_date: string;
  end_date: string;
}

export const NO_RANGE: DateRange = { start_date: '', end_date: '' };

/** Only the non-empty dates, as query parameters. */
export function rangeQuery(range: DateRange): { start_date?: string; end_date?: string } {
  const query: { start_date?: string; end_date?: string } = {};
  if (range.start_date) query.start_date = range.start_date;
  if (range.end_date) query.end_date = range.end_date;
  return query;
}
