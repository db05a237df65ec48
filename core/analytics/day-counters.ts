/**
 * Per-day totals of one scope: page views, clicks, conversions, and who visited (interned session ids).
 * A day that is over is compacted: its visitor set becomes a sorted Int32Array (4 bytes a visitor
 * instead of a hash-set entry), which is what keeps a million events' aggregates small. A late event
 * for a compacted day turns it back into a set.
 */
import type { StoredEvent } from '../backend/store';

export class DayCounters {
  pageViews = 0;
  clicks = 0;
  conversions = 0;
  /** Events that count as activity (every type but scroll). */
  counted = 0;
  private set: Set<number> | null = new Set();
  private compacted: Int32Array | null = null;

  add(event: StoredEvent, session: number): void {
    this.counted += 1;
    if (this.compacted) this.expand();
    this.set!.add(session);
    if (event.type === 'page_view') this.pageViews += 1;
    else if (event.type === 'click') this.clicks += 1;
    else if (event.type === 'conversion') this.conversions += 1;
  }

  /** Distinct visitors of the day. */
  get visitors(): number {
    return this.set ? this.set.size : this.compacted!.length;
  }

  /** The day's visitors (interned ids). */
  sessions(): Iterable<number> {
    return this.set ?? this.compacted!;
  }

  compact(): void {
    if (!this.set) return;
    this.compacted = Int32Array.from(this.set);
    this.set = null;
  }

  private expand(): void {
    this.set = new Set(this.compacted);
    this.compacted = null;
  }
}
