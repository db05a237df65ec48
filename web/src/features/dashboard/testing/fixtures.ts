import type { Stats } from '@core/api';
import { resolveDateRange } from '@core/dates';
import { computeStats } from '@core/stats';

/**
 * Fixed contract data for what the seeded mock cannot give: a chart's exact series (unit tests of the chart)
 * and an empty period. Page tests use the real mock backend (testing/mock-backend.ts).
 */
function day(offset: number): string {
  const date = new Date(Date.UTC(2026, 10, 1 + offset));
  return date.toISOString().slice(0, 10);
}

const WEEKLY = [1, 1.15, 1.1, 1.05, 0.95, 0.6, 0.55];

export const timeseries: Stats['timeseries'] = Array.from({ length: 21 }, (_, index) => {
  const weight = WEEKLY[(index + 6) % 7]!;
  const pageViews = Math.round((140 + index * 3) * weight);
  const visitors = Math.round(pageViews * 0.62);
  return {
    date: day(index),
    page_views: pageViews,
    unique_visitors: visitors,
    clicks: Math.round(pageViews * 0.4),
    conversions: index % 3 === 0 ? 2 : 1,
  };
});

/** An empty period, all time: what every store answers without events (core's own scan of none). */
export const emptyStats: Stats = computeStats([], resolveDateRange(), Date.now());
