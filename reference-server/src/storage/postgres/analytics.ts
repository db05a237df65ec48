/**
 * The analytics reads over the rollups (and the raw tail for the recent activity), answering exactly as
 * core's computeStats / computeHeatmap / computeScrollmap would over the same events:
 * - a range that covers every day holding events of the scope reads the all-time rows ('-infinity');
 *   any other range sums its days (at most one row per scope and day, page, element or cell);
 * - unique visitors are exact: the all-time row and single days hold them; a range of several days adds
 *   up its sessions' first days within it (rollup_session_gaps);
 * - the timeseries follows core's rules for open ranges (today, the last event, the 366-day cap).
 */
import type pg from 'pg';
import { dayBoundsOf, dayOfNumber as dayNumberToDay, romeDayNumber } from '@core/analytics/day-numbers';
import type { Device, Heatmap, Schemas, Scrollmap, Stats } from '@core/api';
import type { StoredEvent } from '@core/backend/store';
import { formatCalendarDay, type CalendarDay, type DateRange } from '@core/dates';
import { HEATMAP_COLUMNS, heatmapSummary, pageHeightOf, ROW_HEIGHT_PX, topText, ZONES_LIMIT } from '@core/heatmap';
import {
  assembleStats,
  MAX_TIMESERIES_DAYS,
  RECENT_LIMIT,
  previousDays,
  roundTo2,
  toActivity,
  TOP_LIMIT,
  type PageTally,
} from '@core/stats';
import { addContacts, noContacts, type ContactCounts } from '@core/breakdowns';
import { eventFromRow, type EventRow } from './event-rows';

type Totals = { counted: number; page_views: number; clicks: number; conversions: number; visitors: number };
interface StatsRow {
  totals: Totals;
  distinct_visitors: number | null;
  span: { first: string | null; last: string | null };
  pages: { page_url: string; views: number; page_title: string | null }[];
  elements: { text_is_null: boolean; element_text: string; click_type: string; page_url: string; clicks: number }[];
  recent: EventRow[];
  days: DayRow[];
  audience: [string, number][];
  contacts: Partial<ContactCounts>;
  previous_totals: Totals | null;
  previous_visitors: number | null;
  previous_days: DayRow[] | null;
  previous_contacts: Partial<ContactCounts> | null;
}
interface DayRow {
  day: string;
  page_views: number;
  clicks: number;
  conversions: number;
  visitors: number;
}
const DAY_MS = 86_400_000;
const ALL_SCOPE = '*';

/** Rome day numbers (core/analytics/day-numbers.ts) to and from the `YYYY-MM-DD` of a SQL date. */
const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dayOfNumber = (n: number): string => formatCalendarDay(dayNumberToDay(n));
const dayText = (d: CalendarDay | null): string | null => (d ? formatCalendarDay(d) : null);

/** Which rollup rows answer a range: the all-time row, or the days from..to (inclusive, null = open). */
type Period = { allTime: true } | { allTime: false; from: string | null; to: string | null };

/** SQL condition on `day` for a period; parameters are appended to `params`. */
function periodCondition(period: Period, params: unknown[]): string {
  if (period.allTime) return `day = '-infinity'`;
  const parts = [`day > '-infinity'`];
  if (period.from) parts.push(`day >= $${params.push(period.from)}`);
  if (period.to) parts.push(`day <= $${params.push(period.to)}`);
  return parts.join(' AND ');
}

/**
 * Picks, in rollup_session_gaps, each session's first day within a range of days (migration
 * 1764300000000): its first day of all, or a day further from the session's previous one than from the
 * range's start. A range open at the start keeps first days of all only.
 */
function firstInRange(period: Period, params: unknown[]): string {
  if (period.allTime || period.from === null) return 'gap = 0';
  return `(gap = 0 OR gap > day - $${params.push(period.from)}::date)`;
}

/** The days of a gaps table a period reads (those tables have no all-time row: all time is every day). */
function gapDays(period: Period, params: unknown[]): string {
  return period.allTime ? `day > '-infinity'` : periodCondition(period, params);
}

/** Contacts per kind as the rollup's JSON object holds them, every kind present. */
function contactCounts(row: Partial<ContactCounts> | null): ContactCounts {
  const counts = noContacts();
  addContacts(counts, { ...noContacts(), ...row });
  return counts;
}

/** Per-day figures from rollup_days rows. */
function dayFiguresOf(days: DayRow[]) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return (n: number) => {
    const row = byDay.get(dayOfNumber(n));
    return row
      ? { page_views: row.page_views, unique_visitors: row.visitors, clicks: row.clicks, conversions: row.conversions }
      : null;
  };
}

const TOTALS_SQL = `json_build_object('counted', coalesce(sum(counted), 0), 'page_views', coalesce(sum(page_views), 0),
  'clicks', coalesce(sum(clicks), 0), 'conversions', coalesce(sum(conversions), 0), 'visitors', coalesce(sum(visitors), 0))`;

export class PostgresAnalytics {
  constructor(private readonly pool: pg.Pool) {}

  /** First and last day holding any event of the scope (null when none). */
  private async bounds(scope: string): Promise<{ first: string | null; last: string | null }> {
    const { rows } = await this.pool.query<{ first: string | null; last: string | null }>(
      `SELECT min(day) AS first, max(day) AS last FROM rollup_days WHERE scope = $1 AND day > '-infinity' AND events > 0`,
      [scope],
    );
    return rows[0] ?? { first: null, last: null };
  }

  private async periodOf(scope: string, range: DateRange): Promise<Period> {
    const from = dayText(range.start);
    const to = dayText(range.end);
    if (!from && !to) return { allTime: true };
    const { first, last } = await this.bounds(scope);
    if (first === null || last === null) return { allTime: true };
    if ((!from || from <= first) && (!to || to >= last)) return { allTime: true };
    return { allTime: false, from, to };
  }

  /**
   * One round trip for the whole dashboard (plus one for the scope's bounds when the range is bounded):
   * totals, visitors, the counted span, top pages and elements, the raw tail and the timeseries' days.
   */
  async stats(scopeOrNull: string | null, range: DateRange, nowMs: number): Promise<Stats> {
    const scope = scopeOrNull ?? ALL_SCOPE;
    const period = await this.periodOf(scope, range);
    const today = romeDayNumber(nowMs);
    const { first, last } = dayBoundsOf(range);
    // The timeseries ends on the range's end, or today, unless the last counted day is later (a clock
    // ahead of ours): the days are fetched for that guess and again in the rare case it was wrong.
    const guessEnd = last ?? Math.max(today, first ?? today);
    const window = (end: number) => ({
      from: dayOfNumber(Math.max(first ?? -Infinity, end - (MAX_TIMESERIES_DAYS - 1))),
      to: dayOfNumber(end),
    });

    const params: unknown[] = [scope];
    const p = () => periodCondition(period, params);
    const spanCondition = period.allTime ? `day > '-infinity'` : p();
    const visitorsSql =
      period.allTime || (period.from !== null && period.from === period.to)
        ? 'NULL'
        : `(SELECT coalesce(sum(sessions), 0) FROM rollup_session_gaps WHERE scope = $1 AND ${p()} AND ${firstInRange(period, params)})`;
    const recentWhere = [`type NOT IN ('scroll', 'form_submit')`];
    if (scopeOrNull !== null) recentWhere.push('site = $1');
    if (range.fromMs !== null) recentWhere.push(`ts >= $${params.push(new Date(range.fromMs).toISOString())}`);
    if (range.toMs !== null) recentWhere.push(`ts < $${params.push(new Date(range.toMs).toISOString())}`);
    const guess = window(guessEnd);
    const daysFrom = `$${params.push(guess.from)}`;
    const daysTo = `$${params.push(guess.to)}`;
    const audienceSql = `SELECT coalesce(json_agg(json_build_array(key, visitors)), '[]') FROM (
         SELECT key, sum(sessions)::bigint AS visitors FROM rollup_audience_gaps
          WHERE scope = $1 AND ${gapDays(period, params)} AND ${firstInRange(period, params)} GROUP BY key) AS t`;
    // The period before (previousDays): its totals, visitors (first days within it), days and contacts.
    const before = previousDays(range, nowMs);
    let previousSql =
      'NULL AS previous_totals, NULL AS previous_visitors, NULL AS previous_days, NULL AS previous_contacts';
    if (before) {
      const from = `$${params.push(dayOfNumber(before.first))}::date`;
      const to = `$${params.push(dayOfNumber(before.last))}::date`;
      const seriesFrom = `$${params.push(dayOfNumber(Math.max(before.first, before.last - (MAX_TIMESERIES_DAYS - 1))))}::date`;
      const inPeriod = `scope = $1 AND day BETWEEN ${from} AND ${to}`;
      previousSql = `
      (SELECT ${TOTALS_SQL} FROM rollup_days WHERE ${inPeriod}) AS previous_totals,
      (SELECT coalesce(sum(sessions), 0) FROM rollup_session_gaps WHERE ${inPeriod} AND (gap = 0 OR gap > day - ${from})) AS previous_visitors,
      (SELECT coalesce(json_agg(t), '[]') FROM (
         SELECT day, page_views, clicks, conversions, visitors FROM rollup_days WHERE scope = $1 AND day BETWEEN ${seriesFrom} AND ${to}) AS t) AS previous_days,
      (SELECT coalesce(json_object_agg(kind, contacts), '{}') FROM (
         SELECT kind, sum(contacts) AS contacts FROM rollup_contacts WHERE ${inPeriod} GROUP BY kind) AS t) AS previous_contacts`;
    }

    const sql = `SELECT
      (SELECT ${TOTALS_SQL} FROM rollup_days WHERE scope = $1 AND ${p()}) AS totals,
      ${visitorsSql} AS distinct_visitors,
      (SELECT json_build_object('first', min(day), 'last', max(day)) FROM rollup_days
        WHERE scope = $1 AND ${spanCondition} AND counted > 0) AS span,
      (WITH top AS MATERIALIZED (
         SELECT page_url, sum(views) AS views FROM rollup_pages WHERE scope = $1 AND ${p()}
          GROUP BY page_url ORDER BY views DESC, page_url LIMIT ${TOP_LIMIT})
       SELECT coalesce(json_agg(t ORDER BY t.views DESC, t.page_url), '[]') FROM (
         SELECT page_url, top.views, titled.title AS page_title FROM top LEFT JOIN (
           -- The latest title of the top pages only: sorting every page's titles was most of a long range's cost.
           SELECT DISTINCT ON (page_url) page_url, title FROM rollup_pages JOIN top USING (page_url)
            WHERE scope = $1 AND ${p()} AND title IS NOT NULL
            ORDER BY page_url, title_ts DESC, title_seq DESC) AS titled USING (page_url)) AS t) AS pages,
      (SELECT coalesce(json_agg(t ORDER BY t.clicks DESC, t.element_text, t.page_url, t.click_type, t.first_ts, t.first_seq), '[]') FROM (
         SELECT text_is_null, element_text, click_type, page_url, sum(clicks) AS clicks, min(first_ts) AS first_ts, min(first_seq) AS first_seq
           FROM rollup_elements WHERE scope = $1 AND ${p()}
          GROUP BY text_is_null, element_text, click_type, page_url
          ORDER BY clicks DESC, element_text, page_url, click_type, min(first_ts), min(first_seq) LIMIT ${TOP_LIMIT}) AS t) AS elements,
      (SELECT coalesce(json_agg(t ORDER BY t.ts DESC, t.seq DESC), '[]') FROM (
         SELECT * FROM events WHERE ${recentWhere.join(' AND ')} ORDER BY ts DESC, seq DESC LIMIT ${RECENT_LIMIT}) AS t) AS recent,
      (SELECT coalesce(json_agg(t), '[]') FROM (
         SELECT day, page_views, clicks, conversions, visitors FROM rollup_days WHERE scope = $1 AND day BETWEEN ${daysFrom} AND ${daysTo}) AS t) AS days,
      (${audienceSql}) AS audience,
      (SELECT coalesce(json_object_agg(kind, contacts), '{}') FROM (
         SELECT kind, sum(contacts) AS contacts FROM rollup_contacts WHERE scope = $1 AND ${p()} GROUP BY kind) AS t) AS contacts,
      ${previousSql}`;
    const { rows } = await this.pool.query<StatsRow>(sql, params);
    const figures = rows[0]!;
    const { totals, span } = figures;
    const visitors = figures.distinct_visitors ?? totals.visitors;
    const lastDay = span.last === null ? null : dayNumber(span.last);
    const firstDay = span.first === null ? null : dayNumber(span.first);
    const end = last ?? Math.max(today, lastDay ?? today, first ?? today);
    let days = figures.days;
    if (end !== guessEnd) days = await this.days(scope, window(end).from, window(end).to);
    const previous = figures.previous_totals;
    return assembleStats({
      pageViews: totals.page_views,
      clicks: totals.clicks,
      conversions: totals.conversions,
      uniqueVisitors: Number(visitors),
      pages: figures.pages.map((row): [string, PageTally] => [
        row.page_url,
        { views: row.views, title: row.page_title },
      ]),
      elements: figures.elements.map((row) => ({
        element_text: row.text_is_null ? null : row.element_text,
        click_type: row.click_type as Schemas['ClickType'],
        page_url: row.page_url,
        clicks: row.clicks,
      })),
      recent: figures.recent.map((row) =>
        toActivity(eventFromRow({ ...row, ts: new Date(row.ts as unknown as string) })),
      ),
      firstDay: totals.counted > 0 ? firstDay : null,
      lastDay: totals.counted > 0 ? lastDay : null,
      day: dayFiguresOf(days),
      audience: figures.audience.map(([key, visitors]): [string, number] => [key, Number(visitors)]),
      contacts: contactCounts(figures.contacts),
      previous:
        before && previous
          ? {
              ...before,
              pageViews: previous.page_views,
              clicks: previous.clicks,
              conversions: previous.conversions,
              uniqueVisitors: Number(figures.previous_visitors),
              contacts: contactCounts(figures.previous_contacts),
              day: dayFiguresOf(figures.previous_days ?? []),
            }
          : null,
      range,
      nowMs,
    });
  }

  private async days(scope: string, from: string, to: string): Promise<DayRow[]> {
    const { rows } = await this.pool.query<DayRow>(
      `SELECT day, page_views, clicks, conversions, visitors FROM rollup_days WHERE scope = $1 AND day BETWEEN $2 AND $3`,
      [scope, from, to],
    );
    return rows;
  }

  async heatmap(site: string, page: string, device: Device, range: DateRange): Promise<Heatmap> {
    const period = await this.periodOf(site, range);
    const params: unknown[] = [site, page, device];
    const inPeriod = () => periodCondition(period, params);
    const { rows } = await this.pool.query<{
      cells: { column: number; row: number; count: number }[];
      height: number | null;
      by_device: Partial<Record<Device, number>>;
      unpositioned: number;
      site_clicks: number;
      zone_texts: { column: number; row: number; text: string; clicks: number }[];
    }>(
      `WITH cells AS MATERIALIZED (
         SELECT col, row_index, sum(clicks) AS count
           FROM rollup_heatmap WHERE site = $1 AND page = $2 AND device = $3 AND ${inPeriod()}
          GROUP BY col, row_index),
       top AS (SELECT col, row_index FROM cells ORDER BY count DESC, row_index, col LIMIT ${ZONES_LIMIT})
       SELECT
         (SELECT coalesce(json_agg(json_build_object('column', col, 'row', row_index, 'count', count) ORDER BY row_index, col), '[]')
            FROM cells) AS cells,
         (SELECT max(height) FROM rollup_page_heights
           WHERE site = $1 AND page = $2 AND device = $3 AND ${inPeriod()}) AS height,
         (SELECT coalesce(json_object_agg(device, clicks), '{}') FROM (
            SELECT device, sum(clicks) AS clicks FROM rollup_heatmap WHERE site = $1 AND page = $2 AND ${inPeriod()}
             GROUP BY device) AS t) AS by_device,
         (SELECT coalesce(sum(unpositioned), 0)::bigint FROM rollup_page_clicks WHERE site = $1 AND page = $2 AND ${inPeriod()}) AS unpositioned,
         (SELECT coalesce(sum(clicks), 0)::bigint FROM rollup_days WHERE scope = $1 AND ${inPeriod()}) AS site_clicks,
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT z.col AS column, z.row_index AS row, z.element_text AS text, sum(z.clicks) AS clicks
              FROM rollup_zone_texts z JOIN top USING (col, row_index)
             WHERE z.site = $1 AND z.page = $2 AND z.device = $3 AND ${inPeriod()}
             GROUP BY z.col, z.row_index, z.element_text) AS t) AS zone_texts`,
      params,
    );
    const { cells, height, by_device, zone_texts } = rows[0]!;
    const maxRow = cells.reduce((m, c) => Math.max(m, c.row), -1);
    const byDevice: Record<Device, number> = { phone: 0, tablet: 0, desktop: 0, ...by_device };
    const texts = new Map<string, [string, number][]>();
    for (const z of zone_texts) {
      const key = `${z.column}:${z.row}`;
      texts.set(key, [...(texts.get(key) ?? []), [z.text, z.clicks]]);
    }
    const positioned = byDevice.phone + byDevice.tablet + byDevice.desktop;
    const unpositioned = Number(rows[0]!.unpositioned);
    return {
      page_url: page,
      device,
      total_clicks: cells.reduce((sum, c) => sum + c.count, 0),
      grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
      cells: cells.map((c) => ({ column: c.column, row: c.row, count: c.count })),
      max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
      page_height: pageHeightOf(Math.max(0, height ?? 0), maxRow),
      ...heatmapSummary({
        siteClicks: Number(rows[0]!.site_clicks),
        pageClicks: positioned + unpositioned,
        withoutPosition: unpositioned,
        byDevice,
        zones: cells.map((c) => ({ ...c, element: topText(texts.get(`${c.column}:${c.row}`) ?? []) })),
      }),
    };
  }

  async scrollmap(site: string, page: string, device: Device, range: DateRange): Promise<Scrollmap> {
    const period = await this.periodOf(site, range);
    const params: unknown[] = [site, page, device];
    const bands = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
    const { rows } = await this.pool.query<Record<string, number>>(
      `SELECT count(*)::bigint AS total, ${bands.map((b) => `count(*) FILTER (WHERE deepest >= ${b})::bigint AS b${b}`).join(', ')}
         FROM (SELECT max(depth) AS deepest FROM rollup_scroll
                WHERE site = $1 AND page = $2 AND device = $3 AND ${periodCondition(period, params)}
                GROUP BY session_id) AS sessions`,
      params,
    );
    const counts = rows[0]!;
    const total = counts.total!;
    return {
      page_url: page,
      device,
      total_views: total,
      bands: bands.map((depth) => {
        const views = counts[`b${depth}`]!;
        return { depth_percent: depth, views, percent: total === 0 ? 0 : roundTo2((views / total) * 100) };
      }),
    };
  }

  /** Events of the scope and range, oldest first, read in pages by (ts, seq): no long transaction. */
  async *exportEvents(
    scope: string | null,
    range: DateRange,
    guard: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
    pageSize = 2_000,
  ): AsyncIterable<StoredEvent> {
    let after: { ts: string; seq: number } | null = null;
    for (;;) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (scope !== null) where.push(`site = $${params.push(scope)}`);
      if (range.fromMs !== null) where.push(`ts >= $${params.push(new Date(range.fromMs).toISOString())}`);
      if (range.toMs !== null) where.push(`ts < $${params.push(new Date(range.toMs).toISOString())}`);
      if (after) where.push(`(ts, seq) > ($${params.push(after.ts)}::timestamptz, $${params.push(after.seq)}::bigint)`);
      const { rows } = await guard(() =>
        this.pool.query<EventRow>(
          `SELECT * FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ts, seq LIMIT ${pageSize}`,
          params,
        ),
      );
      for (const row of rows) yield eventFromRow(row);
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { ts: last.ts.toISOString(), seq: last.seq };
    }
  }
}
