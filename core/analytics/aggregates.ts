/**
 * Every dashboard figure kept incrementally, in memory: events are added one at a time as they are
 * stored (or replayed at start-up), and a query merges the buckets of the days in its range instead of
 * scanning events. It answers exactly as `computeStats`/`computeHeatmap`/`computeScrollmap` over the
 * same events (aggregates.test.ts compares them on generated events).
 *
 * Layout:
 * - per scope (null: every event; otherwise a site) and Rome day: totals and visitors (DayCounters),
 *   page views per page (PageTallies), clicks per element (ElementTallies), the newest activities
 *   (RecentActivity). Scroll events are measurements of a page view, not activity: not counted here.
 * - per site, page and device, and Rome day: heatmap cells, each session's deepest scroll, and the
 *   largest reported document height.
 * Memory grows with days x (pages + elements + daily visitors), not with the number of events.
 */
import type { Device, Heatmap, Scrollmap, Stats } from '../api';
import type { AnalyticsScope } from '../backend/analytics-port';
import type { StoredEvent } from '../backend/store';
import { isoToMs, type DateRange } from '../dates';
import { deviceOf, HEATMAP_COLUMNS, pageHeightOf, pageKey, ROW_HEIGHT_PX, scrollmapOf } from '../heatmap';
import { assembleStats, RECENT_LIMIT, toActivity, type ElementAccumulator, type PageTally } from '../stats';
import { DayCounters } from './day-counters';
import { DayIndex } from './day-index';
import { dayBoundsOf, romeDayNumber } from './day-numbers';
import { DocumentHeight, largestHeight } from './document-heights';
import { ElementTallies } from './element-tallies';
import { HeatmapCells, mergeCells } from './heatmap-cells';
import { PageTallies } from './page-tallies';
import { RecentActivity } from './recent-activity';
import { mergeDepths, ScrollDepths } from './scroll-depths';
import { SessionIds } from './session-ids';

class ScopeDay {
  readonly counters = new DayCounters();
  readonly pages = new PageTallies();
  readonly elements = new ElementTallies();
  readonly recent = new RecentActivity();
}

class PageDay {
  cells: HeatmapCells | null = null;
  depths: ScrollDepths | null = null;
  height: DocumentHeight | null = null;
}

const pageMapKey = (site: string, device: Device, page: string) => `${site}\n${device}\n${page}`;

export class AnalyticsAggregates {
  private readonly sessions = new SessionIds();
  private readonly scopes = new Map<AnalyticsScope, DayIndex<ScopeDay>>();
  private readonly pageMaps = new Map<string, DayIndex<PageDay>>();
  /** Arrival order: breaks ties between events of the same instant, as a scan in time order would. */
  private seq = 0;
  /** Events added (every type). */
  size = 0;

  add(event: StoredEvent): void {
    const t = isoToMs(event.timestamp);
    if (Number.isNaN(t)) return;
    this.size += 1;
    const seq = (this.seq += 1);
    const day = romeDayNumber(t);
    const session = this.sessions.idOf(event.session_id);

    if (event.type !== 'scroll') {
      let activity: ReturnType<typeof toActivity> | null = null;
      const describe = () => (activity ??= toActivity(event));
      this.addToScope(null, day, event, t, seq, session, describe);
      if (event.site) this.addToScope(event.site, day, event, t, seq, session, describe);
    }

    if (!event.site || !event.page_url) return;
    if (event.type === 'click') {
      if (typeof event.click_x !== 'number' || typeof event.click_y !== 'number') return;
      const bucket = this.pageDay(event, day);
      (bucket.cells ??= new HeatmapCells()).add(event.click_x, event.click_y);
    } else if (event.type === 'scroll') {
      const hasDepth = typeof event.depth_percent === 'number';
      const hasHeight = typeof event.document_height === 'number';
      if (!hasDepth && !hasHeight) return;
      const bucket = this.pageDay(event, day);
      if (hasDepth) (bucket.depths ??= new ScrollDepths()).add(session, event.depth_percent!);
      if (hasHeight) (bucket.height ??= new DocumentHeight()).add(event.document_height!);
    }
  }

  stats(scope: AnalyticsScope, range: DateRange, nowMs: number): Stats {
    const { first, last } = dayBoundsOf(range);
    const index = this.scopes.get(scope);
    const days = index ? [...index.bucketsIn(first, last)] : [];
    let pageViews = 0;
    let clicks = 0;
    let conversions = 0;
    const pages = new Map<string, PageTally>();
    const elements = new Map<string, ElementAccumulator>();
    const byDay = new Map<number, DayCounters>();
    for (const [n, day] of days) {
      pageViews += day.counters.pageViews;
      clicks += day.counters.clicks;
      conversions += day.counters.conversions;
      day.pages.mergeInto(pages);
      day.elements.mergeInto(elements);
      byDay.set(n, day.counters);
    }
    const recent = [];
    for (let i = days.length - 1; i >= 0 && recent.length < RECENT_LIMIT; i -= 1) {
      for (const activity of days[i]![1].recent.list()) {
        if (recent.length === RECENT_LIMIT) break;
        recent.push(activity);
      }
    }
    return assembleStats({
      pageViews,
      clicks,
      conversions,
      uniqueVisitors: this.sessions.countDistinct(days.map(([, day]) => day.counters.sessions)),
      pages: pages.entries(),
      elements: elements.values(),
      recent,
      firstDay: days.length > 0 ? days[0]![0] : null,
      lastDay: days.length > 0 ? days[days.length - 1]![0] : null,
      day: (n) => {
        const counters = byDay.get(n);
        return counters
          ? { page_views: counters.pageViews, unique_visitors: counters.sessions.size, clicks: counters.clicks, conversions: counters.conversions }
          : null;
      },
      range,
      nowMs,
    });
  }

  heatmap(site: string, pageUrl: string, device: Device, range: DateRange): Heatmap {
    const page = pageKey(pageUrl);
    const days = this.pageDaysIn(site, page, device, range);
    const { cells, total, maxRow } = mergeCells(days.flatMap((d) => (d.cells ? [d.cells] : [])));
    const height = largestHeight(days.flatMap((d) => (d.height ? [d.height] : [])));
    return {
      page_url: page,
      device,
      total_clicks: total,
      grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
      cells,
      max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
      page_height: pageHeightOf(height, maxRow),
    };
  }

  scrollmap(site: string, pageUrl: string, device: Device, range: DateRange): Scrollmap {
    const page = pageKey(pageUrl);
    const days = this.pageDaysIn(site, page, device, range);
    return scrollmapOf(page, device, mergeDepths(days.flatMap((d) => (d.depths ? [d.depths] : []))));
  }

  private addToScope(
    scope: AnalyticsScope,
    dayNumber: number,
    event: StoredEvent,
    t: number,
    seq: number,
    session: number,
    describe: () => ReturnType<typeof toActivity>,
  ): void {
    let index = this.scopes.get(scope);
    if (!index) {
      index = new DayIndex(() => new ScopeDay());
      this.scopes.set(scope, index);
    }
    const day = index.at(dayNumber);
    day.counters.add(event, session);
    if (event.type === 'page_view') day.pages.add(event, t, seq);
    else if (event.type === 'click') day.elements.add(event);
    day.recent.offer(t, seq, describe);
  }

  private pageDay(event: StoredEvent, day: number): PageDay {
    const key = pageMapKey(event.site!, deviceOf(event.viewport_width), pageKey(event.page_url!));
    let index = this.pageMaps.get(key);
    if (!index) {
      index = new DayIndex(() => new PageDay());
      this.pageMaps.set(key, index);
    }
    return index.at(day);
  }

  private pageDaysIn(site: string, page: string, device: Device, range: DateRange): PageDay[] {
    const index = this.pageMaps.get(pageMapKey(site, device, page));
    if (!index) return [];
    const { first, last } = dayBoundsOf(range);
    return [...index.bucketsIn(first, last)].map(([, day]) => day);
  }
}
