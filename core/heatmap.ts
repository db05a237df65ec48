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

export function computeHeatmap(
  events: readonly StoredEvent[],
  pageUrl: string,
  device: Device = DEFAULT_DEVICE,
): Heatmap {
  const page = pageKey(pageUrl);
  const counts = new Map<string, { column: number; row: number; count: number }>();
  let total = 0;
  let maxRow = -1;
  let maxDocumentHeight = 0;
  for (const e of events) {
    if (e.type === 'scroll' && typeof e.document_height === 'number' && e.page_url && pageKey(e.page_url) === page) {
      if (deviceOf(e.viewport_width) === device && e.document_height > maxDocumentHeight)
        maxDocumentHeight = e.document_height;
      continue;
    }
    if (e.type !== 'click' || !e.page_url || pageKey(e.page_url) !== page) continue;
    if (typeof e.click_x !== 'number' || typeof e.click_y !== 'number') continue;
    if (deviceOf(e.viewport_width) !== device) continue;
    const column = columnOf(e.click_x);
    const row = rowOf(e.click_y);
    const key = `${column}:${row}`;
    const cell = counts.get(key);
    if (cell) cell.count += 1;
    else counts.set(key, { column, row, count: 1 });
    total += 1;
    if (row > maxRow) maxRow = row;
  }
  const cells = [...counts.values()].sort((a, b) => a.row - b.row || a.column - b.column);
  return {
    page_url: page,
    device,
    total_clicks: total,
    grid: { columns: HEATMAP_COLUMNS, row_height_px: ROW_HEIGHT_PX },
    cells,
    max_count: cells.reduce((m, c) => Math.max(m, c.count), 0),
    page_height: pageHeightOf(maxDocumentHeight, maxRow),
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
