/** The largest document height the tracker reported for one page and device on one day. */
export class DocumentHeight {
  max = 0;

  add(height: number): void {
    if (height > this.max) this.max = height;
  }
}

export function largestHeight(days: Iterable<DocumentHeight>): number {
  let max = 0;
  for (const day of days) if (day.max > max) max = day.max;
  return max;
}
