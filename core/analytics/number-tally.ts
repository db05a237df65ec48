/**
 * Numbers kept per small integer key (an interned element, a heatmap cell, an interned session) for one
 * day's bucket. While the day is live it is a Map. Once the day is over it is compacted into one plain
 * array of key, value pairs: 16 bytes an entry and one small header, instead of a hash table sized for
 * growth (and typed arrays, which cost two objects and a separate buffer each: more than the few entries
 * of a typical page's day). Most of a million events' heatmaps and element counts are such settled days.
 * The pairs keep the Map's order (first seen first): merges depend on it, since equal counts are ranked by
 * first appearance. A write after compaction (a late event for that day) turns it back into a Map.
 */
export class NumberTally {
  private map: Map<number, number> | null = new Map();
  /** key0, value0, key1, value1, ... once compacted. */
  private pairs: number[] | null = null;

  get size(): number {
    return this.map ? this.map.size : this.pairs!.length / 2;
  }

  get(key: number): number | undefined {
    if (this.map) return this.map.get(key);
    // A compacted day is read whole (forEach); a lookup comes only before a late write, so a scan will do.
    const pairs = this.pairs!;
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === key) return pairs[i + 1];
    return undefined;
  }

  set(key: number, value: number): void {
    this.writable().set(key, value);
  }

  /** Adds `amount` to the key's number (absent: 0). */
  add(key: number, amount = 1): void {
    const map = this.writable();
    map.set(key, (map.get(key) ?? 0) + amount);
  }

  /** Calls `visit(value, key)` for every entry, in the order the keys were first set. */
  forEach(visit: (value: number, key: number) => void): void {
    if (this.map) {
      this.map.forEach(visit);
      return;
    }
    const pairs = this.pairs!;
    for (let i = 0; i < pairs.length; i += 2) visit(pairs[i + 1]!, pairs[i]!);
  }

  compact(): void {
    if (!this.map) return;
    // Sized once: an array grown by push keeps spare capacity, which is what compaction is here to drop.
    const pairs = new Array<number>(this.map.size * 2);
    let i = 0;
    for (const [key, value] of this.map) {
      pairs[i] = key;
      pairs[i + 1] = value;
      i += 2;
    }
    this.pairs = pairs;
    this.map = null;
  }

  private writable(): Map<number, number> {
    if (!this.map) {
      const map = new Map<number, number>();
      this.forEach((value, key) => map.set(key, value));
      this.map = map;
      this.pairs = null;
    }
    return this.map;
  }
}
