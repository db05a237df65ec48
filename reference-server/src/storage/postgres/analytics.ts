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
import { HEATMAP_COLUMNS, pageHeightOf, ROW_HEIGHT_PX } from '@core/heatmap';
import {
  assembleStats,
  MAX_TIMESERIES_DAYS,
  RECENT_LIMIT,
  roundTo2,
  toActivity,
  TOP_LIMIT,
  type PageTally,
} from '@core/stats';
import { eventFromRow, type EventRow } from './event-rows';

interface StatsRow {
  totals: { counted: number; page_views: number; clicks: number; conversions: number; visitors: number };
  distinct_visitors: number | null;
  span: { first: string | null; last: string | null };
  pages: { page_url: string; views: number; page_title: string | null }[];
  elements: { text_is_null: boolean; element_text: string; click_type: string; page_url: string; clicks: number }[];
  recent: EventRow[];
  days: DayRow[];
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
    const recentWhere = [`type <> 'scroll'`];
    if (scopeOrNull !== null) recentWhere.push('site = $1');
    if (range.fromMs !== null) recentWhere.push(`ts >= $${params.push(new Date(range.fromMs).toISOString())}`);
    if (range.toMs !== null) recentWhere.push(`ts < $${params.push(new Date(range.toMs).toISOString())}`);
    const guess = window(guessEnd);
    const daysFrom = `$${params.push(guess.from)}`;
    const daysTo = `$${params.push(guess.to)}`;

    const sql = `SELECT
      (SELECT json_build_object('counted', coalesce(sum(counted), 0), 'page_views', coalesce(sum(page_views), 0),
              'clicks', coalesce(sum(clicks), 0), 'conversions', coalesce(sum(conversions), 0), 'visitors', coalesce(sum(visitors), 0))
         FROM rollup_days WHERE scope = $1 AND ${p()}) AS totals,
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
         SELECT day, page_views, clicks, conversions, visitors FROM rollup_days WHERE scope = $1 AND day BETWEEN ${daysFrom} AND ${daysTo}) AS t) AS days`;
    const { rows } = await this.pool.query<StatsRow>(sql, params);
    const figures = rows[0]!;
    const { totals, span } = figures;
    const visitors = figures.distinct_visitors ?? totals.visitors;
    const lastDay = span.last === null ? null : dayNumber(span.last);
    const firstDay = span.first === null ? null : dayNumber(span.first);
    const end = last ?? Math.max(today, lastDay ?? today, first ?? today);
    let days = figures.days;
    if (end !== guessEnd) days = await this.days(scope, window(end).from, window(end).to);
    const byDay = new Map(days.map((d) => [d.day, d]));
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
      day: (n) => {
        const row = byDay.get(dayOfNumber(n));
        return row
          ? {
              page_views: row.page_views,
              unique_visitors: row.visitors,
              clicks: row.clicks,
              conversions: row.conversions,
            }
          : null;
      },
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
    const { rows } = await this.pool.query<{
      cells: { column: number; row: number; count: number }[];
      height: number | null;
    }>(
      `SELECT
         (SELECT coalesce(json_agg(t ORDER BY t.row, t.column), '[]') FROM (
            SELECT col AS column, row_index AS row, sum(clicks) AS count
              FROM rollup_heatmap WHERE site = $1 AND page = $2 AND device = $3 AND ${periodCondition(period, params)}
             GROUP BY col, row_index) AS t) AS cells,
         (SELECT max(height) FROM rollup_page_heights
           WHERE site = $1 AND page = $2 AND device = $3 AND ${periodCondition(period, params)}) AS height`,
      params,
    );
    const { cells, height } = rows[0]!;
    const maxRow = cells.reduce((m, c) => Math.max(m, c.row), -1);
    return {
      page_url: page,
      device,
      total_clicks: cells.reduce((sum, c) => sum + c.count, 0),
      grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
      cells: cells.map((c) => ({ column: c.column, row: c.row, count: c.count })),
      max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
      page_height: pageHeightOf(Math.max(0, height ?? 0), maxRow),
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
