/**
 * The analytics reads over the rollups (and the raw tail for the recent activity), answering exactly as
 * core's computeStats / computeHeatmap / computeScrollmap would over the same events:
 * - a range that covers every day holding events of the scope reads the all-time rows ('-infinity');
 *   any other range sums its days (at most one row per scope and day, page, element or cell);
 * - unique visitors are exact: distinct sessions of the range from rollup_sessions (the all-time row
 *   and single days need no counting at all);
 * - the timeseries follows core's rules for open ranges (today, the last event, the 366-day cap).
 */
import type pg from 'pg';
import { dayBoundsOf, dayOfNumber as dayNumberToDay, romeDayNumber } from '../../../../core/analytics/day-numbers';
import type { Device, Heatmap, Schemas, Scrollmap, Stats } from '../../../../core/api';
import type { StoredEvent } from '../../../../core/backend/store';
import { formatCalendarDay, type CalendarDay, type DateRange } from '../../../../core/dates';
import { HEATMAP_COLUMNS, pageHeightOf, ROW_HEIGHT_PX } from '../../../../core/heatmap';
import { assembleStats, MAX_TIMESERIES_DAYS, RECENT_LIMIT, roundTo2, toActivity, TOP_LIMIT, type PageTally } from '../../../../core/stats';
import { eventFromRow, type EventRow } from './event-rows';

type Activity = Schemas['Activity'];
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

  async stats(scopeOrNull: string | null, range: DateRange, nowMs: number): Promise<Stats> {
    const scope = scopeOrNull ?? ALL_SCOPE;
    const period = await this.periodOf(scope, range);
    const [totals, visitors, pages, elements, recent, span] = await Promise.all([
      this.totals(scope, period),
      this.visitors(scope, period),
      this.topPages(scope, period),
      this.topElements(scope, period),
      this.recent(scopeOrNull, range),
      this.countedSpan(scope, period),
    ]);
    // The timeseries' days: the range's, or for an open bound today / the first or last counted day
    // (assembleStats applies core's rules); at most 366 days are read.
    const today = romeDayNumber(nowMs);
    const { first, last } = dayBoundsOf(range);
    const lastDay = span.last === null ? null : dayNumber(span.last);
    const firstDay = span.first === null ? null : dayNumber(span.first);
    const end = last ?? Math.max(today, lastDay ?? today, first ?? today);
    const start = first ?? (firstDay !== null ? Math.min(firstDay, end) : end);
    const from = Math.max(start, end - (MAX_TIMESERIES_DAYS - 1));
    const byDay = from <= end ? await this.days(scope, dayOfNumber(from), dayOfNumber(end)) : new Map<string, DayRow>();
    return assembleStats({
      pageViews: totals.page_views,
      clicks: totals.clicks,
      conversions: totals.conversions,
      uniqueVisitors: visitors,
      pages: pages.map((p): [string, PageTally] => [p.page_url, { views: p.views, title: p.page_title }]),
      elements,
      recent,
      firstDay: totals.counted > 0 ? firstDay : null,
      lastDay: totals.counted > 0 ? lastDay : null,
      day: (n) => {
        const row = byDay.get(dayOfNumber(n));
        return row ? { page_views: row.page_views, unique_visitors: row.visitors, clicks: row.clicks, conversions: row.conversions } : null;
      },
      range,
      nowMs,
    });
  }

  private async totals(scope: string, period: Period) {
    const params: unknown[] = [scope];
    const { rows } = await this.pool.query<{ counted: number; page_views: number; clicks: number; conversions: number }>(
      `SELECT coalesce(sum(counted), 0)::bigint AS counted, coalesce(sum(page_views), 0)::bigint AS page_views,
              coalesce(sum(clicks), 0)::bigint AS clicks, coalesce(sum(conversions), 0)::bigint AS conversions
         FROM rollup_days WHERE scope = $1 AND ${periodCondition(period, params)}`,
      params,
    );
    return rows[0]!;
  }

  /** Exact distinct sessions: the all-time row and single days are counted already. */
  private async visitors(scope: string, period: Period): Promise<number> {
    if (period.allTime || (period.from !== null && period.from === period.to)) {
      const params: unknown[] = [scope];
      const { rows } = await this.pool.query<{ visitors: number }>(
        `SELECT coalesce(sum(visitors), 0)::bigint AS visitors FROM rollup_days WHERE scope = $1 AND ${periodCondition(period, params)}`,
        params,
      );
      return rows[0]!.visitors;
    }
    const params: unknown[] = [scope];
    const { rows } = await this.pool.query<{ visitors: number }>(
      // GROUP BY lets the planner hash the sessions (count(DISTINCT) always sorts them).
      `SELECT count(*)::bigint AS visitors FROM (
         SELECT session_id FROM rollup_sessions WHERE scope = $1 AND ${periodCondition(period, params)} GROUP BY session_id
       ) AS sessions`,
      params,
    );
    return rows[0]!.visitors;
  }

  /** First and last day with counted events within the period (open ranges start and end there). */
  private async countedSpan(scope: string, period: Period): Promise<{ first: string | null; last: string | null }> {
    const params: unknown[] = [scope];
    const condition = period.allTime ? `day > '-infinity'` : periodCondition(period, params);
    const { rows } = await this.pool.query<{ first: string | null; last: string | null }>(
      `SELECT min(day) AS first, max(day) AS last FROM rollup_days WHERE scope = $1 AND ${condition} AND counted > 0`,
      params,
    );
    return rows[0] ?? { first: null, last: null };
  }

  private async days(scope: string, from: string, to: string): Promise<Map<string, DayRow>> {
    const { rows } = await this.pool.query<DayRow>(
      `SELECT day, page_views, clicks, conversions, visitors FROM rollup_days WHERE scope = $1 AND day BETWEEN $2 AND $3`,
      [scope, from, to],
    );
    return new Map(rows.map((r) => [r.day, r]));
  }

  private async topPages(scope: string, period: Period): Promise<Stats['most_visited_pages']> {
    const params: unknown[] = [scope];
    const { rows } = await this.pool.query<{ page_url: string; views: number; page_title: string | null }>(
      `SELECT page_url, sum(views)::bigint AS views,
              (array_agg(title ORDER BY title_ts DESC, title_seq DESC) FILTER (WHERE title IS NOT NULL))[1] AS page_title
         FROM rollup_pages WHERE scope = $1 AND ${periodCondition(period, params)}
        GROUP BY page_url ORDER BY views DESC, page_url LIMIT ${TOP_LIMIT}`,
      params,
    );
    return rows.map((r) => ({ page_url: r.page_url, page_title: r.page_title, views: r.views }));
  }

  private async topElements(scope: string, period: Period): Promise<Stats['most_clicked_elements']> {
    const params: unknown[] = [scope];
    const { rows } = await this.pool.query<{ text_is_null: boolean; element_text: string; click_type: string; page_url: string; clicks: number }>(
      `SELECT text_is_null, element_text, click_type, page_url, sum(clicks)::bigint AS clicks
         FROM rollup_elements WHERE scope = $1 AND ${periodCondition(period, params)}
        GROUP BY text_is_null, element_text, click_type, page_url
        ORDER BY clicks DESC, element_text, page_url, click_type, min(first_ts), min(first_seq) LIMIT ${TOP_LIMIT}`,
      params,
    );
    return rows.map((r) => ({
      element_text: r.text_is_null ? null : r.element_text,
      click_type: r.click_type as Schemas['ClickType'],
      page_url: r.page_url,
      clicks: r.clicks,
    }));
  }

  /** The newest counted events, from the raw table (index on (site, ts, seq) or (ts, seq)). */
  private async recent(scope: string | null, range: DateRange): Promise<Activity[]> {
    const params: unknown[] = [];
    const where = [`type <> 'scroll'`];
    if (scope !== null) where.push(`site = $${params.push(scope)}`);
    if (range.fromMs !== null) where.push(`ts >= $${params.push(new Date(range.fromMs).toISOString())}`);
    if (range.toMs !== null) where.push(`ts < $${params.push(new Date(range.toMs).toISOString())}`);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM events WHERE ${where.join(' AND ')} ORDER BY ts DESC, seq DESC LIMIT ${RECENT_LIMIT}`,
      params,
    );
    return rows.map((row) => toActivity(eventFromRow(row)));
  }

  async heatmap(site: string, page: string, device: Device, range: DateRange): Promise<Heatmap> {
    const period = await this.periodOf(site, range);
    const params: unknown[] = [site, page, device];
    const { rows } = await this.pool.query<{ column: number; row: number; count: number }>(
      `SELECT col AS column, row_index AS row, sum(clicks)::bigint AS count
         FROM rollup_heatmap WHERE site = $1 AND page = $2 AND device = $3 AND ${periodCondition(period, params)}
        GROUP BY col, row_index ORDER BY row_index, col`,
      params,
    );
    const total = rows.reduce((sum, c) => sum + c.count, 0);
    const maxRow = rows.reduce((m, c) => Math.max(m, c.row), -1);
    const heightParams: unknown[] = [site, page, device];
    const heights = await this.pool.query<{ height: number | null }>(
      `SELECT max(height) AS height FROM rollup_page_heights
        WHERE site = $1 AND page = $2 AND device = $3 AND ${periodCondition(period, heightParams)}`,
      heightParams,
    );
    return {
      page_url: page,
      device,
      total_clicks: total,
      grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
      cells: rows.map((c) => ({ column: c.column, row: c.row, count: c.count })),
      max_count: rows.reduce((m, c) => Math.max(m, c.count), 0),
      page_height: pageHeightOf(Math.max(0, heights.rows[0]?.height ?? 0), maxRow),
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
        this.pool.query<EventRow>(`SELECT * FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ts, seq LIMIT ${pageSize}`, params),
      );
      for (const row of rows) yield eventFromRow(row);
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { ts: last.ts.toISOString(), seq: last.seq };
    }
  }
}
