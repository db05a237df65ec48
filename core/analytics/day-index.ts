/**
 * Buckets keyed by Rome day number, with the day numbers kept sorted so a range is a slice found by
 * binary search. Events arrive almost in time order, so a new day is nearly always appended.
 */
export class DayIndex<T> {
  private readonly days: number[] = [];
  private readonly buckets = new Map<number, T>();

  constructor(private readonly create: () => T) {}

  /** The day's bucket, created empty on first use. */
  at(day: number): T {
    let bucket = this.buckets.get(day);
    if (bucket === undefined) {
      bucket = this.create();
      this.buckets.set(day, bucket);
      const n = this.days.length;
      if (n === 0 || this.days[n - 1]! < day) this.days.push(day);
      else this.days.splice(lowerBound(this.days, day), 0, day);
    }
    return bucket;
  }

  /** The latest day with a bucket, or null. */
  newestDay(): number | null {
    return this.days.length > 0 ? this.days[this.days.length - 1]! : null;
  }

  get(day: number): T | undefined {
    return this.buckets.get(day);
  }

  /** Day numbers with a bucket within [first, last] (null: unbounded), ascending. */
  daysIn(first: number | null, last: number | null): number[] {
    const from = first === null ? 0 : lowerBound(this.days, first);
    const to = last === null ? this.days.length : lowerBound(this.days, last + 1);
    return this.days.slice(from, Math.max(from, to));
  }

  /** Buckets within [first, last], ascending by day. */
  *bucketsIn(first: number | null, last: number | null): Generator<[number, T]> {
    for (const day of this.daysIn(first, last)) yield [day, this.buckets.get(day)!];
  }
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
