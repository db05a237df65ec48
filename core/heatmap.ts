/**
 * Pro analytics: click heatmap and scroll map of one page.
 * - Clicks are binned on a grid: x in HEATMAP_COLUMNS equal slices of the viewport width (click_x is a
 *   0..1 fraction), y in rows of ROW_HEIGHT_PX document pixels. Clicks without a position are skipped.
 * - Devices are viewport-width buckets: phone < 768 px, tablet < 1024 px, desktop otherwise; an event
 *   without a viewport width counts as desktop.
 * - Scroll map: each session's deepest scroll on the page counts once; band N% holds the share of those
 *   views that reached at least N% of the page.
 * - The page's height is the largest `document_height` the tracker reported with a scroll of that page
 *   on that device; without one, it is estimated from the lowest clicked row.
 * Pages are compared without query string and fragment.
 */
import type { Device, Heatmap, Scrollmap } from './api';
import type { StoredEvent } from './backend/store';
import { roundTo2 } from './stats';

export const HEATMAP_COLUMNS = 20;
export const ROW_HEIGHT_PX = 50;
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1023;
export const DEFAULT_DEVICE: Device = 'desktop';

export function deviceOf(viewportWidth: number | null | undefined): Device {
  if (typeof viewportWidth !== 'number') return 'desktop';
  if (viewportWidth <= PHONE_MAX_WIDTH) return 'phone';
  if (viewportWidth <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** The page a URL points at: no query string, no fragment. */
export function pageKey(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** The grid column of a click at `x` (fraction of the viewport width). */
export function columnOf(x: number): number {
  return Math.min(HEATMAP_COLUMNS - 1, Math.max(0, Math.floor(x * HEATMAP_COLUMNS)));
}

/** The grid row of a click at `y` document pixels. */
export function rowOf(y: number): number {
  return Math.max(0, Math.floor(y / ROW_HEIGHT_PX));
}

/** The page height the heatmap draws: the reported document height, or an estimate from the clicks. */
export function pageHeightOf(maxDocumentHeight: number, maxRow: number): number {
  return maxDocumentHeight > 0 ? maxDocumentHeight : (maxRow + 1) * ROW_HEIGHT_PX;
}

/** The reference scan every store is checked against; `events` are the site's events of the range. */
export function computeHeatmap(
  events: readonly StoredEvent[],
  pageUrl: string,
  device: Device = DEFAULT_DEVICE,
): Heatmap {
  const page = pageKey(pageUrl);
  const counts = new Map<string, { column: number; row: number; count: number; texts: Map<string, number> }>();
  const byDevice: Record<Device, number> = { phone: 0, tablet: 0, desktop: 0 };
  let siteClicks = 0;
  let pageClicks = 0;
  let withoutPosition = 0;
  let maxRow = -1;
  let maxDocumentHeight = 0;
  for (const e of events) {
    if (e.type === 'scroll' && typeof e.document_height === 'number' && e.page_url && pageKey(e.page_url) === page) {
      if (deviceOf(e.viewport_width) === device && e.document_height > maxDocumentHeight)
        maxDocumentHeight = e.document_height;
      continue;
    }
    if (e.type !== 'click') continue;
    siteClicks += 1;
    if (!e.page_url || pageKey(e.page_url) !== page) continue;
    pageClicks += 1;
    if (typeof e.click_x !== 'number' || typeof e.click_y !== 'number') {
      withoutPosition += 1;
      continue;
    }
    byDevice[deviceOf(e.viewport_width)] += 1;
    if (deviceOf(e.viewport_width) !== device) continue;
    const column = columnOf(e.click_x);
    const row = rowOf(e.click_y);
    const key = `${column}:${row}`;
    let cell = counts.get(key);
    if (!cell) counts.set(key, (cell = { column, row, count: 0, texts: new Map() }));
    cell.count += 1;
    const text = e.element_text ?? '';
    cell.texts.set(text, (cell.texts.get(text) ?? 0) + 1);
    if (row > maxRow) maxRow = row;
  }
  const cells = [...counts.values()].sort((a, b) => a.row - b.row || a.column - b.column);
  return {
    page_url: page,
    device,
    total_clicks: cells.reduce((sum, c) => sum + c.count, 0),
    grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
    cells: cells.map(({ column, row, count }) => ({ column, row, count })),
    max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
    page_height: pageHeightOf(maxDocumentHeight, maxRow),
    ...heatmapSummary({
      siteClicks,
      pageClicks,
      withoutPosition,
      byDevice,
      zones: cells.map((c) => ({ ...c, element: topText(c.texts) })),
    }),
  };
}

/** The text clicked most (ties: first in code-point order) and its clicks; '' stands for no text. */
export function topText(texts: Iterable<[string, number]>): { text: string; clicks: number } {
  let best = { text: '', clicks: 0 };
  for (const [text, clicks] of texts) {
    if (clicks > best.clicks || (clicks === best.clicks && text < best.text)) best = { text, clicks };
  }
  return best;
}

export const ZONES_LIMIT = 10;

export interface HeatmapSummaryParts {
  siteClicks: number;
  pageClicks: number;
  withoutPosition: number;
  byDevice: Record<Device, number>;
  /** Every cell of the map, each with its most clicked element (topText). */
  zones: Iterable<{ column: number; row: number; count: number; element: { text: string; clicks: number } }>;
}

/** What the heatmap answer adds to the grid: the busiest device, the coverage and the top zones. */
export function heatmapSummary(parts: HeatmapSummaryParts): Pick<Heatmap, 'busiest_device' | 'coverage' | 'zones'> {
  const devices: Device[] = ['phone', 'tablet', 'desktop'];
  let busiest: Device | null = null;
  for (const d of devices)
    if (parts.byDevice[d] > 0 && (busiest === null || parts.byDevice[d] > parts.byDevice[busiest])) busiest = d;
  const zones = [...parts.zones]
    .sort((a, b) => b.count - a.count || a.row - b.row || a.column - b.column)
    .slice(0, ZONES_LIMIT)
    .map((z) => ({
      column: z.column,
      row: z.row,
      count: z.count,
      element_text: z.element.text === '' ? null : z.element.text,
      element_clicks: z.element.clicks,
    }));
  return {
    busiest_device: busiest,
    coverage: {
      site_clicks: parts.siteClicks,
      page_clicks: parts.pageClicks,
      without_position: parts.withoutPosition,
      by_device: devices.map((d) => ({ device: d, clicks: parts.byDevice[d] })),
    },
    zones,
  };
}

export function computeScrollmap(
  events: readonly StoredEvent[],
  pageUrl: string,
  device: Device = DEFAULT_DEVICE,
): Scrollmap {
  const page = pageKey(pageUrl);
  const deepest = new Map<string, number>();
  for (const e of events) {
    if (e.type !== 'scroll' || !e.page_url || pageKey(e.page_url) !== page) continue;
    if (typeof e.depth_percent !== 'number') continue;
    if (deviceOf(e.viewport_width) !== device) continue;
    const previous = deepest.get(e.session_id);
    if (previous === undefined || e.depth_percent > previous) deepest.set(e.session_id, e.depth_percent);
  }
  return scrollmapOf(page, device, deepest.values());
}

/** The bands of a scroll map from each view's deepest scroll. */
export function scrollmapOf(page: string, device: Device, deepest: Iterable<number>): Scrollmap {
  const depths = [...deepest];
  const total = depths.length;
  const bands = [];
  for (let depth = 10; depth <= 100; depth += 10) {
    const views = depths.filter((d) => d >= depth).length;
    bands.push({ depth_percent: depth, views, percent: total === 0 ? 0 : roundTo2((views / total) * 100) });
  }
  return { page_url: page, device, total_views: total, bands };
}
