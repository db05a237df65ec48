/** Clicks per element (interned text, click type and page) for one day of a scope, merged over a range. */
import { NumberTally } from './number-tally';

export class ElementTallies {
  private readonly clicks = new NumberTally();

  add(element: number): void {
    this.clicks.add(element);
  }

  mergeInto(total: Map<number, number>): void {
    this.clicks.forEach((clicks, element) => total.set(element, (total.get(element) ?? 0) + clicks));
  }

  /** The day is over: keep its counts compactly (see NumberTally). */
  compact(): void {
    this.clicks.compact();
  }
}
