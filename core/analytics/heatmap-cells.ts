/** Clicks binned on the heatmap grid (HEATMAP_COLUMNS x ROW_HEIGHT_PX) for one page, device and day. */
import type { Heatmap } from '../api';
import { columnOf, HEATMAP_COLUMNS, rowOf } from '../heatmap';
import { NumberTally } from './number-tally';

export class HeatmapCells {
  /** row * HEATMAP_COLUMNS + column -> clicks. */
  readonly counts = new NumberTally();
  total = 0;
  maxRow = -1;

  /** Counts a click; returns its cell (row * HEATMAP_COLUMNS + column). */
  add(x: number, y: number): number {
    const row = rowOf(y);
    const cell = row * HEATMAP_COLUMNS + columnOf(x);
    this.counts.add(cell);
    this.total += 1;
    if (row > this.maxRow) this.maxRow = row;
    return cell;
  }
}

/** Sums days' cells into the answer's cell list (sorted by row, then column). */
export function mergeCells(days: Iterable<HeatmapCells>): { cells: Heatmap['cells']; total: number; maxRow: number } {
  const sum = new Map<number, number>();
  let total = 0;
  let maxRow = -1;
  for (const day of days) {
    total += day.total;
    if (day.maxRow > maxRow) maxRow = day.maxRow;
    day.counts.forEach((count, cell) => sum.set(cell, (sum.get(cell) ?? 0) + count));
  }
  const cells = [...sum.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([cell, count]) => ({ column: cell % HEATMAP_COLUMNS, row: Math.floor(cell / HEATMAP_COLUMNS), count }));
  return { cells, total, maxRow };
}
