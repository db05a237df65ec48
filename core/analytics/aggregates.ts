/**
 * Every dashboard figure kept incrementally, in memory: events are added one at a time as they are
 * stored (or replayed at start-up), and a query merges the buckets of the days in its range instead of
 * scanning events. It answers exactly as `computeStats`/`computeHeatmap`/`computeScrollmap` over the
 * same events (aggregates.test.ts compares them on generated events).
 *
 * Layout:
 * - per scope (null: every event; otherwise a site) and Rome day: totals and visitors (DayCounters),
 *   page views per page (PageTallies), clicks per element (ElementTallies), the newest activities
 *   (RecentActivity), visitors per audience key (AudienceSets: device, channel, source, campaign), and
 *   in an index of their own the contacts per kind. Scroll events and forms sent are measurements of a
 *   page view, not activity: not counted here (a form sent counts as a contact).
 * - per site, page and device, and Rome day: heatmap cells, each session's deepest scroll, and the
 *   largest reported document height.
 * Memory grows with days x (pages + elements + daily visitors), not with the number of events.
 */
import type { Device, Heatmap, Scrollmap, Stats } from '../api';
import type { AnalyticsScope } from '../backend/analytics-port';
import type { StoredEvent } from '../backend/store';
import { isoToMs, type DateRange } from '../dates';
import {
  deviceOf,
  HEATMAP_COLUMNS,
  heatmapSummary,
  pageHeightOf,
  pageKey,
  ROW_HEIGHT_PX,
  scrollmapOf,
  topText,
} from '../heatmap';
import { addContacts, audienceKeysOf, contactOf, DEVICES, noContacts, type ContactCounts } from '../breakdowns';
import {
  assembleStats,
  compareElements,
  comparePages,
  elementKey,
  isActivity,
  previousDays,
  RECENT_LIMIT,
  TopList,
  TOP_LIMIT,
  toActivity,
  type ElementAccumulator,
  type PreviousParts,
} from '../stats';
import { AudienceSets } from './audience-sets';
import { DayCounters } from './day-counters';
import { DayIndex } from './day-index';
import { dayBoundsOf, romeDayNumber } from './day-numbers';
import { DocumentHeight, largestHeight } from './document-heights';
import { ElementTallies } from './element-tallies';
import { HeatmapCells, mergeCells } from './heatmap-cells';
import { Interner } from './interner';
import { PageTallies, type PageSum } from './page-tallies';
import { RecentActivity } from './recent-activity';
import { NumberTally } from './number-tally';
import { mergeDepths, ScrollDepths } from './scroll-depths';
import { SessionIds } from './session-ids';

class ScopeDay {
  readonly counters = new DayCounters();
  readonly pages = new PageTallies();
  readonly elements = new ElementTallies();
  readonly recent = new RecentActivity();
  readonly audience = new AudienceSets();

  /** The day is over (a later one began): its visitors and element counts are kept compactly. */
  compact(): void {
    this.counters.compact();
    this.elements.compact();
    this.audience.compact();
  }
}

class PageDay {
  cells: HeatmapCells | null = null;
  /** Clicks per cell and element text: `cell * TEXT_SPAN + interned text` -> clicks. */
  zoneTexts: NumberTally | null = null;
  /** Clicks without a position (keyboard activations). */
  unpositioned = 0;
  depths: ScrollDepths | null = null;
  height: DocumentHeight | null = null;

  /** The day is over for this page (a later one began): its cells and depths are kept compactly. */
  compact(): void {
    this.cells?.counts.compact();
    this.zoneTexts?.compact();
    this.depths?.deepest.compact();
  }
}

/** Interned element texts per zone key stay below this (2^22 texts; cells below 2^30: exact in a double). */
const TEXT_SPAN = 4_194_304;

const pageMapKey = (site: string, device: Device, page: string) => `${site}\n${device}\n${page}`;

type ElementInfo = Omit<ElementAccumulator, 'clicks'>;

/** The merged figures of a scope's days before its newest one: reused while none of those days changes. */
interface Settled {
  revision: number;
  pageViews: number;
  clicks: number;
  conversions: number;
  pages: Map<number, PageSum>;
  elements: Map<number, number>;
  /** Distinct visitors of the settled days, sorted (4 bytes each; membership by binary search). */
  sessions: Int32Array;
  /** The same per audience key (interned). */
  audience: Map<number, Int32Array>;
}

function includes(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === value;
}

const SETTLED_CACHE_SIZE = 8;

/** The figures of one day from its counters (the timeseries'). */
function dayFigures(byDay: Map<number, DayCounters>) {
  return (n: number) => {
    const counters = byDay.get(n);
    return counters
      ? {
          page_views: counters.pageViews,
          unique_visitors: counters.visitors,
          clicks: counters.clicks,
          conversions: counters.conversions,
        }
      : null;
  };
}

export class AnalyticsAggregates {
  private readonly sessions = new SessionIds();
  private readonly scopes = new Map<AnalyticsScope, DayIndex<ScopeDay>>();
  private readonly pageMaps = new Map<string, DayIndex<PageDay>>();
  private readonly pages = new Interner<string>();
  private readonly elements = new Interner<ElementInfo>();
  private readonly audienceKeys = new Interner<string>();
  private readonly zoneTexts = new Interner<string>();
  private readonly contacts = new Map<AnalyticsScope, DayIndex<ContactCounts>>();
  /** Per scope: bumped when an event lands on a day before the scope's newest (a late arrival). */
  private readonly settledRevision = new Map<AnalyticsScope, number>();
  private readonly settledCache = new Map<string, Settled>();
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

    const contact = contactOf(event);
    if (contact) {
      this.contactDay(null, day)[contact] += 1;
      if (event.site) this.contactDay(event.site, day)[contact] += 1;
    }

    if (isActivity(event.type)) {
      let activity: ReturnType<typeof toActivity> | null = null;
      const describe = () => (activity ??= toActivity(event));
      this.addToScope(null, day, event, t, seq, session, describe);
      if (event.site) this.addToScope(event.site, day, event, t, seq, session, describe);
    }

    if (!event.site || !event.page_url) return;
    if (event.type === 'click') {
      const bucket = this.pageDay(event, day);
      if (typeof event.click_x !== 'number' || typeof event.click_y !== 'number') {
        bucket.unpositioned += 1;
        return;
      }
      const cell = (bucket.cells ??= new HeatmapCells()).add(event.click_x, event.click_y);
      const text = event.element_text ?? '';
      (bucket.zoneTexts ??= new NumberTally()).add(cell * TEXT_SPAN + this.zoneTexts.idOf(text, () => text));
    } else if (event.type === 'scroll') {
      const hasDepth = typeof event.depth_percent === 'number';
      const hasHeight = typeof event.document_height === 'number';
      if (!hasDepth && !hasHeight) return;
      const bucket = this.pageDay(event, day);
      if (hasDepth) (bucket.depths ??= new ScrollDepths()).add(session, event.depth_percent!);
      if (hasHeight) (bucket.height ??= new DocumentHeight()).add(event.document_height!);
    }
  }

  /**
   * A range's figures merge its days' buckets. Every day but the newest rarely changes (a late event),
   * so their merge is cached per scope and range start, and a call merges only the newest day into a
   * copy of it: a live dashboard over 90 busy days costs about one day's work.
   */
  stats(scope: AnalyticsScope, range: DateRange, nowMs: number): Stats {
    const { first, last } = dayBoundsOf(range);
    const index = this.scopes.get(scope);
    const days = index ? [...index.bucketsIn(first, last)] : [];
    const newest = days.length > 0 ? days[days.length - 1]! : null;
    const settled = this.settled(scope, first, days.slice(0, -1));
    const audience = new Map<number, number>();
    for (const [key, sessions] of settled.audience) audience.set(key, sessions.length);
    // The newest day is laid over the settled sums without copying them, and only the top of each
    // list is ever built: a dashboard refreshing every few seconds allocates next to nothing.
    const newestPages = new Map<number, PageSum>();
    const newestElements = new Map<number, number>();
    let { pageViews, clicks, conversions } = settled;
    let uniqueVisitors = settled.sessions.length;
    if (newest) {
      const counters = newest[1].counters;
      pageViews += counters.pageViews;
      clicks += counters.clicks;
      conversions += counters.conversions;
      newest[1].pages.mergeInto(newestPages);
      newest[1].elements.mergeInto(newestElements);
      for (const session of counters.sessions()) if (!includes(settled.sessions, session)) uniqueVisitors += 1;
      for (const [key, sessions] of newest[1].audience.entries()) {
        const before = settled.audience.get(key);
        let added = 0;
        for (const session of sessions) if (!before || !includes(before, session)) added += 1;
        audience.set(key, (audience.get(key) ?? 0) + added);
      }
    }
    const topPages = new TopList<{ page_url: string; views: number; title: string | null }>(
      TOP_LIMIT,
      comparePages,
      (p) => p.views,
    );
    const offerPage = (page: number, views: number, title: string | null) =>
      topPages.offer(views, () => ({ page_url: this.pages.valueOf(page), views, title }));
    for (const [page, sum] of settled.pages) {
      const later = newestPages.get(page);
      offerPage(page, sum.views + (later?.views ?? 0), later?.title ?? sum.title);
    }
    for (const [page, sum] of newestPages) if (!settled.pages.has(page)) offerPage(page, sum.views, sum.title);
    const topElements = new TopList<ElementAccumulator>(TOP_LIMIT, compareElements, (e) => e.clicks);
    const offerElement = (element: number, count: number) =>
      topElements.offer(count, () => ({ ...this.elements.valueOf(element), clicks: count }));
    for (const [element, count] of settled.elements) offerElement(element, count + (newestElements.get(element) ?? 0));
    for (const [element, count] of newestElements) if (!settled.elements.has(element)) offerElement(element, count);
    const recent = [];
    for (let i = days.length - 1; i >= 0 && recent.length < RECENT_LIMIT; i -= 1) {
      for (const activity of days[i]![1].recent.list()) {
        if (recent.length === RECENT_LIMIT) break;
        recent.push(activity);
      }
    }
    const byDay = new Map(days.map(([n, day]) => [n, day.counters]));
    return assembleStats({
      pageViews,
      clicks,
      conversions,
      uniqueVisitors,
      pages: topPages.items.map((p): [string, PageSum] => [p.page_url, { views: p.views, title: p.title }]),
      elements: topElements.items,
      recent,
      firstDay: days.length > 0 ? days[0]![0] : null,
      lastDay: newest ? newest[0] : null,
      day: dayFigures(byDay),
      audience: [...audience].map(([key, visitors]): [string, number] => [this.audienceKeys.valueOf(key), visitors]),
      contacts: this.contactsIn(scope, first, last),
      previous: this.previous(scope, range, nowMs),
      range,
      nowMs,
    });
  }

  /** The totals of the period before the range (previousDays), merged as the range's own are. */
  private previous(scope: AnalyticsScope, range: DateRange, nowMs: number): PreviousParts | null {
    const before = previousDays(range, nowMs);
    if (!before) return null;
    const index = this.scopes.get(scope);
    const days = index ? [...index.bucketsIn(before.first, before.last)] : [];
    const newest = days.pop();
    const settled = this.settled(scope, before.first, days);
    let uniqueVisitors = settled.sessions.length;
    let { pageViews, clicks, conversions } = settled;
    if (newest) {
      const counters = newest[1].counters;
      pageViews += counters.pageViews;
      clicks += counters.clicks;
      conversions += counters.conversions;
      for (const session of counters.sessions()) if (!includes(settled.sessions, session)) uniqueVisitors += 1;
      days.push(newest);
    }
    const byDay = new Map(days.map(([n, day]) => [n, day.counters]));
    return {
      ...before,
      pageViews,
      clicks,
      conversions,
      uniqueVisitors,
      contacts: this.contactsIn(scope, before.first, before.last),
      day: dayFigures(byDay),
    };
  }

  private contactsIn(scope: AnalyticsScope, first: number | null, last: number | null): ContactCounts {
    const total = noContacts();
    const index = this.contacts.get(scope);
    if (index) for (const [, day] of index.bucketsIn(first, last)) addContacts(total, day);
    return total;
  }

  private contactDay(scope: AnalyticsScope, day: number): ContactCounts {
    let index = this.contacts.get(scope);
    if (!index) this.contacts.set(scope, (index = new DayIndex(noContacts)));
    return index.at(day);
  }

  private settled(scope: AnalyticsScope, first: number | null, days: [number, ScopeDay][]): Settled {
    const revision = this.settledRevision.get(scope) ?? 0;
    const key = `${scope ?? ''}\n${scope === null ? 0 : 1}\n${first ?? ''}\n${days.length > 0 ? days[days.length - 1]![0] : ''}`;
    const hit = this.settledCache.get(key);
    if (hit && hit.revision === revision) {
      // Most recently used last.
      this.settledCache.delete(key);
      this.settledCache.set(key, hit);
      return hit;
    }
    const merged: Settled = {
      revision,
      pageViews: 0,
      clicks: 0,
      conversions: 0,
      pages: new Map(),
      elements: new Map(),
      sessions: new Int32Array(0),
      audience: new Map(),
    };
    const sessions = new Set<number>();
    const audience = new Map<number, Set<number>>();
    for (const [, day] of days) {
      merged.pageViews += day.counters.pageViews;
      merged.clicks += day.counters.clicks;
      merged.conversions += day.counters.conversions;
      day.pages.mergeInto(merged.pages);
      day.elements.mergeInto(merged.elements);
      for (const session of day.counters.sessions()) sessions.add(session);
      for (const [key, visitors] of day.audience.entries()) {
        let keyed = audience.get(key);
        if (!keyed) audience.set(key, (keyed = new Set()));
        for (const session of visitors) keyed.add(session);
      }
    }
    merged.sessions = Int32Array.from(sessions).sort();
    for (const [key, visitors] of audience) merged.audience.set(key, Int32Array.from(visitors).sort());
    this.settledCache.delete(key);
    this.settledCache.set(key, merged);
    if (this.settledCache.size > SETTLED_CACHE_SIZE) this.settledCache.delete(this.settledCache.keys().next().value!);
    return merged;
  }

  heatmap(site: string, pageUrl: string, device: Device, range: DateRange): Heatmap {
    const page = pageKey(pageUrl);
    const days = this.pageDaysIn(site, page, device, range);
    const { cells, total, maxRow } = mergeCells(days.flatMap((d) => (d.cells ? [d.cells] : [])));
    const height = largestHeight(days.flatMap((d) => (d.height ? [d.height] : [])));
    const byDevice: Record<Device, number> = { phone: 0, tablet: 0, desktop: 0 };
    let pageClicks = 0;
    let withoutPosition = 0;
    for (const d of DEVICES) {
      for (const day of d === device ? days : this.pageDaysIn(site, page, d, range)) {
        const positioned = day.cells?.total ?? 0;
        byDevice[d] += positioned;
        withoutPosition += day.unpositioned;
        pageClicks += positioned + day.unpositioned;
      }
    }
    const { first, last } = dayBoundsOf(range);
    let siteClicks = 0;
    for (const [, day] of this.scopes.get(site)?.bucketsIn(first, last) ?? []) siteClicks += day.counters.clicks;
    // Each cell's clicks per text, summed over the days, then the cell's most clicked text.
    const texts = new Map<number, Map<string, number>>();
    for (const day of days) {
      day.zoneTexts?.forEach((clicks, key) => {
        const cell = Math.floor(key / TEXT_SPAN);
        const text = this.zoneTexts.valueOf(key % TEXT_SPAN);
        let cellTexts = texts.get(cell);
        if (!cellTexts) texts.set(cell, (cellTexts = new Map()));
        cellTexts.set(text, (cellTexts.get(text) ?? 0) + clicks);
      });
    }
    return {
      page_url: page,
      device,
      total_clicks: total,
      grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
      cells,
      max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
      page_height: pageHeightOf(height, maxRow),
      ...heatmapSummary({
        siteClicks,
        pageClicks,
        withoutPosition,
        byDevice,
        zones: cells.map((c) => ({ ...c, element: topText(texts.get(c.row * HEATMAP_COLUMNS + c.column) ?? []) })),
      }),
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
    const newest = index.newestDay();
    const day = index.at(dayNumber);
    // A new day began for this scope: the one before is over, compact it.
    if (newest !== null && dayNumber > newest) index.get(newest)!.compact();
    // A late event changes a settled day: cached merges of this scope are stale.
    if (newest !== null && dayNumber < newest)
      this.settledRevision.set(scope, (this.settledRevision.get(scope) ?? 0) + 1);
    day.counters.add(event, session);
    for (const key of audienceKeysOf(event))
      day.audience.add(
        this.audienceKeys.idOf(key, () => key),
        session,
      );
    if (event.type === 'page_view') {
      const url = event.page_url ?? '';
      day.pages.add(
        this.pages.idOf(url, () => url),
        event,
        t,
        seq,
      );
    } else if (event.type === 'click') {
      const text = event.element_text ?? null;
      const clickType = event.click_type ?? 'unknown';
      const url = event.page_url ?? '';
      day.elements.add(
        this.elements.idOf(elementKey(text, clickType, url), () => ({
          element_text: text,
          click_type: clickType,
          page_url: url,
        })),
      );
    }
    day.recent.offer(t, seq, describe);
  }

  private pageDay(event: StoredEvent, day: number): PageDay {
    const key = pageMapKey(event.site!, deviceOf(event.viewport_width), pageKey(event.page_url!));
    let index = this.pageMaps.get(key);
    if (!index) {
      index = new DayIndex(() => new PageDay());
      this.pageMaps.set(key, index);
    }
    const newest = index.newestDay();
    if (newest !== null && day > newest) index.get(newest)!.compact();
    return index.at(day);
  }

  private pageDaysIn(site: string, page: string, device: Device, range: DateRange): PageDay[] {
    const index = this.pageMaps.get(pageMapKey(site, device, page));
    if (!index) return [];
    const { first, last } = dayBoundsOf(range);
    return [...index.bucketsIn(first, last)].map(([, day]) => day);
  }
}
