/** Clicks per element (interned text, click type and page) for one day of a scope, merged over a range. */
export class ElementTallies {
  private readonly clicks = new Map<number, number>();

  add(element: number): void {
    this.clicks.set(element, (this.clicks.get(element) ?? 0) + 1);
  }

  mergeInto(total: Map<number, number>): void {
    for (const [element, clicks] of this.clicks) total.set(element, (total.get(element) ?? 0) + clicks);
  }
}
