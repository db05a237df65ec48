/**
 * Dashboard figures from a list of events (already limited to the date range and, for a client,
 * to its domain). The semantics are the contract's (openapi.yaml, getAdminStats):
 * - total_page_views: page-view events; unique_visitors: distinct session_id among all counted events;
 * - conversion_rate: conversions / unique_visitors x 100, 2 decimals, 0 without visitors;
 * - most_visited_pages: top 10 by views per page_url, title = latest non-empty title seen;
 * - most_clicked_elements: top 10 per (element_text, click_type, page_url);
 * - recent_activity: newest 20 events with an Italian `details`;
 * - timeseries: one entry per Rome day of the range, at most the last 366 days;
 * - previous: the same totals and series for the period of the same length just before (`previousDays`);
 * - sources, devices, contacts: core/breakdowns.ts.
 * Scroll events and forms sent are measurements of a page view, not activity: they feed only the scroll
 * map and the contacts.
 */
import type { Schemas, Stats } from './api';
import { formatCalendarDay, isoToMs, type DateRange } from './dates';
import { dayBoundsOf, dayOfNumber, romeDayNumber } from './analytics/day-numbers';
import type { StoredEvent } from './backend/store';
import { PLANS } from './plans';
import { assembleBreakdowns, audienceKeysOf, contactOf, noContacts, type ContactCounts } from './breakdowns';

type Activity = Schemas['Activity'];
type DayStat = Schemas['DayStat'];

export const TOP_LIMIT = 10;
export const RECENT_LIMIT = 20;
export const MAX_TIMESERIES_DAYS = 366;

export function roundTo2(value: number): number {
  return Math.round(value * 100 + Number.EPSILON * 100) / 100;
}

export function conversionRate(conversions: number, visitors: number): number {
  if (visitors === 0) return 0;
  return roundTo2((conversions / visitors) * 100);
}

function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const euro = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** The readable Italian line of the recent-activity list. */
export function activityDetails(event: StoredEvent): string {
  switch (event.type) {
    case 'page_view':
      return event.page_title ? `Visualizzazione di «${clip(event.page_title)}»` : 'Visualizzazione della pagina';
    case 'click': {
      const kind = event.click_type ?? 'unknown';
      if (event.element_text) return `Click su «${clip(event.element_text)}» (${kind})`;
      if (event.element_id) return `Click su #${clip(event.element_id, 60)} (${kind})`;
      return `Click su un elemento senza testo (${kind})`;
    }
    case 'conversion': {
      const parts = [`Conversione «${clip(event.conversion_type ?? 'sconosciuta', 60)}»`];
      if (event.plan_type) parts.push(`piano ${PLANS[event.plan_type].name}`);
      if (typeof event.value === 'number') parts.push(`valore ${euro.format(event.value)} €`);
      return parts.join(' · ');
    }
    default:
      return 'Evento';
  }
}

interface DayAccumulator {
  page_views: number;
  clicks: number;
  conversions: number;
  sessions: Set<string>;
}

/** Events that count as activity (totals, visitors, recent activity): all but measurements of a page view. */
export function isActivity(type: StoredEvent['type']): boolean {
  return type !== 'scroll' && type !== 'form_submit';
}

/**
 * The days of the period compared with a range: the `n` days just before its first day, `n` being the
 * range's length (an open end runs to today, or to the first day should that be later). None without a
 * first day (all time, or everything up to an end: nothing comes before it).
 */
export function previousDays(range: DateRange, nowMs: number): { first: number; last: number } | null {
  const { first, last } = dayBoundsOf(range);
  if (first === null) return null;
  const end = last ?? Math.max(romeDayNumber(nowMs), first);
  const length = end - first + 1;
  return { first: first - length, last: first - 1 };
}

/** The figures of the previous period, however they were counted. */
export interface PreviousParts {
  first: number;
  last: number;
  pageViews: number;
  clicks: number;
  conversions: number;
  uniqueVisitors: number;
  contacts: ContactCounts;
  day(dayNumber: number): Omit<DayStat, 'date'> | null;
}

/** Per-day figures of a scan: totals and the day's visitors. */
function dayFigures(days: Map<number, DayAccumulator>) {
  return (n: number) => {
    const day = days.get(n);
    return day
      ? {
          page_views: day.page_views,
          unique_visitors: day.sessions.size,
          clicks: day.clicks,
          conversions: day.conversions,
        }
      : null;
  };
}

function scanPrevious(events: readonly StoredEvent[], days: { first: number; last: number }): PreviousParts {
  const figures: PreviousParts = {
    ...days,
    pageViews: 0,
    clicks: 0,
    conversions: 0,
    uniqueVisitors: 0,
    contacts: noContacts(),
    day: () => null,
  };
  const sessions = new Set<string>();
  const byDay = new Map<number, DayAccumulator>();
  for (const event of events) {
    const t = isoToMs(event.timestamp);
    if (Number.isNaN(t)) continue;
    const n = romeDayNumber(t);
    if (n < days.first || n > days.last) continue;
    const contact = contactOf(event);
    if (contact) figures.contacts[contact] += 1;
    if (!isActivity(event.type)) continue;
    sessions.add(event.session_id);
    let day = byDay.get(n);
    if (!day) byDay.set(n, (day = { page_views: 0, clicks: 0, conversions: 0, sessions: new Set() }));
    day.sessions.add(event.session_id);
    if (event.type === 'page_view') {
      figures.pageViews += 1;
      day.page_views += 1;
    } else if (event.type === 'click') {
      figures.clicks += 1;
      day.clicks += 1;
    } else if (event.type === 'conversion') {
      figures.conversions += 1;
      day.conversions += 1;
    }
  }
  figures.uniqueVisitors = sessions.size;
  figures.day = dayFigures(byDay);
  return figures;
}

/**
 * The reference scan every store is checked against.
 * @param events the scope's events, oldest first (any order works; recent_activity sorts when needed);
 *   those outside the range count only in the previous period
 * @param range the requested range (bounds may be null)
 * @param nowMs the clock, to end an open range today
 */
export function computeStats(events: readonly StoredEvent[], range: DateRange, nowMs: number): Stats {
  let pageViews = 0;
  let clicks = 0;
  let conversions = 0;
  const sessions = new Set<string>();
  const pages = new Map<string, { views: number; title: string | null }>();
  const elements = new Map<string, ElementAccumulator>();
  const days = new Map<number, DayAccumulator>();
  const audience = new Map<string, Set<string>>();
  const contacts = noContacts();
  const recent = new NewestEvents(RECENT_LIMIT);
  let countedEvents = 0;
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;

  for (const event of events) {
    const t = isoToMs(event.timestamp);
    if (Number.isNaN(t)) continue;
    if ((range.fromMs !== null && t < range.fromMs) || (range.toMs !== null && t >= range.toMs)) continue;
    const contact = contactOf(event);
    if (contact) contacts[contact] += 1;
    if (!isActivity(event.type)) continue;
    for (const key of audienceKeysOf(event)) {
      const visitors = audience.get(key);
      if (visitors) visitors.add(event.session_id);
      else audience.set(key, new Set([event.session_id]));
    }
    countedEvents += 1;
    recent.offer(event, t);
    sessions.add(event.session_id);
    const dayNumber = romeDayNumber(t);
    if (dayNumber < firstDay) firstDay = dayNumber;
    if (dayNumber > lastDay) lastDay = dayNumber;
    let day = days.get(dayNumber);
    if (!day) {
      day = { page_views: 0, clicks: 0, conversions: 0, sessions: new Set() };
      days.set(dayNumber, day);
    }
    day.sessions.add(event.session_id);

    if (event.type === 'page_view') {
      pageViews += 1;
      day.page_views += 1;
      const url = event.page_url ?? '';
      const page = pages.get(url);
      if (page) {
        page.views += 1;
        if (event.page_title) page.title = event.page_title;
      } else {
        pages.set(url, { views: 1, title: event.page_title || null });
      }
    } else if (event.type === 'click') {
      clicks += 1;
      day.clicks += 1;
      const text = event.element_text ?? null;
      const clickType = event.click_type ?? 'unknown';
      const url = event.page_url ?? '';
      const key = elementKey(text, clickType, url);
      const element = elements.get(key);
      if (element) element.clicks += 1;
      else elements.set(key, { element_text: text, click_type: clickType, page_url: url, clicks: 1 });
    } else if (event.type === 'conversion') {
      conversions += 1;
      day.conversions += 1;
    }
  }

  return assembleStats({
    pageViews,
    clicks,
    conversions,
    uniqueVisitors: sessions.size,
    pages: pages.entries(),
    elements: elements.values(),
    recent: recent.newestFirst().map(toActivity),
    firstDay: countedEvents > 0 ? firstDay : null,
    lastDay: countedEvents > 0 ? lastDay : null,
    day: dayFigures(days),
    audience: [...audience].map(([key, visitors]): [string, number] => [key, visitors.size]),
    contacts,
    previous: ((before) => before && scanPrevious(events, before))(previousDays(range, nowMs)),
    range,
    nowMs,
  });
}

/** One line of the recent-activity list. */
export function toActivity(event: StoredEvent): Activity {
  return {
    type: event.type as Activity['type'],
    page_url: event.page_url ?? null,
    details: activityDetails(event),
    timestamp: event.timestamp,
  };
}

export interface PageTally {
  views: number;
  title: string | null;
}

/** The figures of a scope and range, however they were counted (a scan here, aggregates in core/analytics). */
export interface StatsParts {
  pageViews: number;
  clicks: number;
  conversions: number;
  uniqueVisitors: number;
  pages: Iterable<[string, PageTally]>;
  elements: Iterable<ElementAccumulator>;
  /** Newest first, at most RECENT_LIMIT. */
  recent: Activity[];
  /** Rome day numbers of the first and last counted event (null without events). */
  firstDay: number | null;
  lastDay: number | null;
  /** The figures of one Rome day, or null when nothing was counted on it. */
  day(dayNumber: number): Omit<DayStat, 'date'> | null;
  /** Distinct visitors per audience key (core/breakdowns.ts), any order. */
  audience: Iterable<[string, number]>;
  contacts: ContactCounts;
  /** The period before (`previousDays`), null when the range has no first day. */
  previous: PreviousParts | null;
  range: DateRange;
  nowMs: number;
}

/** One entry per day from `first` to `last`, at most the last MAX_TIMESERIES_DAYS. */
function seriesOf(first: number, last: number, day: StatsParts['day']): DayStat[] {
  const series: DayStat[] = [];
  for (let n = Math.max(first, last - (MAX_TIMESERIES_DAYS - 1)); n <= last; n += 1) {
    const figures = day(n);
    series.push({
      date: formatCalendarDay(dayOfNumber(n)),
      page_views: figures?.page_views ?? 0,
      unique_visitors: figures?.unique_visitors ?? 0,
      clicks: figures?.clicks ?? 0,
      conversions: figures?.conversions ?? 0,
    });
  }
  return series;
}

/** Ranks, trims and lays out the figures: the single place the answer's shape and order are decided. */
export function assembleStats(parts: StatsParts): Stats {
  const most_visited_pages = [...parts.pages]
    .map(([page_url, p]) => ({ page_url, page_title: p.title, views: p.views }))
    .sort(comparePages)
    .slice(0, TOP_LIMIT);

  const most_clicked_elements = [...parts.elements]
    .sort(compareElements)
    .slice(0, TOP_LIMIT)
    .map((e) => ({ element_text: e.element_text, click_type: e.click_type, page_url: e.page_url, clicks: e.clicks }));

  const hasData = parts.firstDay !== null && parts.lastDay !== null;
  const today = romeDayNumber(parts.nowMs);
  const bounds = dayBoundsOf(parts.range);
  let startNumber = bounds.first;
  let endNumber = bounds.last;
  if (hasData || startNumber !== null || endNumber !== null) {
    // An open end runs to today (or to the last event, or the start, should either be later).
    endNumber ??= Math.max(today, hasData ? parts.lastDay! : today, startNumber ?? today);
    startNumber ??= hasData ? Math.min(parts.firstDay!, endNumber) : endNumber;
  }

  const timeseries = startNumber !== null && endNumber !== null ? seriesOf(startNumber, endNumber, parts.day) : [];
  const before = parts.previous;

  return {
    total_page_views: parts.pageViews,
    unique_visitors: parts.uniqueVisitors,
    total_clicks: parts.clicks,
    total_conversions: parts.conversions,
    conversion_rate: conversionRate(parts.conversions, parts.uniqueVisitors),
    most_visited_pages,
    most_clicked_elements,
    recent_activity: parts.recent,
    timeseries,
    range: {
      start_date: startNumber === null ? null : formatCalendarDay(dayOfNumber(startNumber)),
      end_date: endNumber === null ? null : formatCalendarDay(dayOfNumber(endNumber)),
    },
    previous: before && {
      range: {
        start_date: formatCalendarDay(dayOfNumber(before.first)),
        end_date: formatCalendarDay(dayOfNumber(before.last)),
      },
      total_page_views: before.pageViews,
      unique_visitors: before.uniqueVisitors,
      total_clicks: before.clicks,
      total_conversions: before.conversions,
      conversion_rate: conversionRate(before.conversions, before.uniqueVisitors),
      timeseries: seriesOf(before.first, before.last, before.day),
    },
    ...assembleBreakdowns(parts.audience, parts.contacts, before?.contacts ?? null),
  };
}

/** The key of one clicked element: its text (null apart from ''), click type and page. */
export function elementKey(text: string | null, clickType: string, pageUrl: string): string {
  return `${text === null ? '\u0000' : text}\u0001${clickType}\u0001${pageUrl}`;
}

export interface ElementAccumulator {
  element_text: string | null;
  click_type: Schemas['ClickType'];
  page_url: string;
  clicks: number;
}

/** The order of the most visited pages: views, then address. */
export function comparePages(a: { page_url: string; views: number }, b: { page_url: string; views: number }): number {
  return b.views - a.views || compareText(a.page_url, b.page_url);
}

/** The order of the most clicked elements: clicks, then text, page and click type. */
export function compareElements(a: ElementAccumulator, b: ElementAccumulator): number {
  return (
    b.clicks - a.clicks ||
    compareText(a.element_text ?? '', b.element_text ?? '') ||
    compareText(a.page_url, b.page_url) ||
    compareText(a.click_type, b.click_type)
  );
}

/**
 * The first `limit` items in `compare` order, kept as they are offered: a store with thousands of
 * pages or elements ranks them without sorting (or building) all of them. `weight` is the leading
 * key of `compare` (higher first), so an item lighter than the last kept one is skipped unbuilt.
 */
export class TopList<T> {
  readonly items: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
    private readonly weight: (item: T) => number,
  ) {}

  offer(weight: number, build: () => T): void {
    const { items, limit } = this;
    if (items.length === limit && weight < this.weight(items[limit - 1]!)) return;
    const item = build();
    let at = items.length;
    while (at > 0 && this.compare(item, items[at - 1]!) < 0) at -= 1;
    if (at >= limit) return;
    items.splice(at, 0, item);
    if (items.length > limit) items.pop();
  }
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Keeps the `limit` newest events seen, newest first; on equal times the later one offered wins. */
class NewestEvents {
  private readonly events: StoredEvent[] = [];
  private readonly times: number[] = [];

  constructor(private readonly limit: number) {}

  offer(event: StoredEvent, t: number): void {
    const n = this.times.length;
    if (n === this.limit && t < this.times[n - 1]!) return;
    let i = n;
    while (i > 0 && this.times[i - 1]! <= t) i -= 1;
    this.events.splice(i, 0, event);
    this.times.splice(i, 0, t);
    if (this.times.length > this.limit) {
      this.events.pop();
      this.times.pop();
    }
  }

  newestFirst(): StoredEvent[] {
    return [...this.events];
  }
}
