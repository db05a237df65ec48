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

/** A 30-day period compared with the one before, with sources, devices and contacts (cards and panels). */
export const comparedStats: Stats = {
  ...emptyStats,
  total_page_views: 112,
  unique_visitors: 95,
  total_clicks: 40,
  total_conversions: 3,
  conversion_rate: 2.68,
  timeseries,
  range: { start_date: '2026-11-01', end_date: '2026-11-21' },
  previous: {
    range: { start_date: '2026-10-11', end_date: '2026-10-31' },
    total_page_views: 100,
    unique_visitors: 100,
    total_clicks: 0,
    total_conversions: 4,
    conversion_rate: 4,
    timeseries: timeseries.map((day, index) => ({
      ...day,
      date: new Date(Date.UTC(2026, 9, 11 + index)).toISOString().slice(0, 10),
      page_views: Math.round(day.page_views * 0.8),
    })),
  },
  sources: {
    channels: [
      { channel: 'search', visitors: 50 },
      { channel: 'social', visitors: 25 },
      { channel: 'direct', visitors: 20 },
      { channel: 'email', visitors: 5 },
    ],
    sources: [
      { channel: 'search', source: 'Google', visitors: 46 },
      { channel: 'direct', source: null, visitors: 20 },
      { channel: 'social', source: 'Instagram', visitors: 15 },
      { channel: 'email', source: null, visitors: 5 },
    ],
    campaigns: [{ campaign: 'menu-di-pasqua', visitors: 7 }],
  },
  devices: [
    { device: 'phone', visitors: 68 },
    { device: 'tablet', visitors: 7 },
    { device: 'desktop', visitors: 25 },
  ],
  contacts: {
    total: 18,
    previous_total: 12,
    by_kind: [
      { kind: 'call', contacts: 9, previous: 6 },
      { kind: 'whatsapp', contacts: 6, previous: 3 },
      { kind: 'email', contacts: 1, previous: 2 },
      { kind: 'directions', contacts: 2, previous: 0 },
      { kind: 'form', contacts: 0, previous: 1 },
    ],
  },
};
