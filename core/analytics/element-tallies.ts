/** Clicks per element (text, click type, page) for one day of a scope, merged over a range. */
import type { StoredEvent } from '../backend/store';
import { elementKey, type ElementAccumulator } from '../stats';

export class ElementTallies {
  private readonly elements = new Map<string, ElementAccumulator>();

  add(event: StoredEvent): void {
    const text = event.element_text ?? null;
    const clickType = event.click_type ?? 'unknown';
    const url = event.page_url ?? '';
    const key = elementKey(text, clickType, url);
    const element = this.elements.get(key);
    if (element) element.clicks += 1;
    else this.elements.set(key, { element_text: text, click_type: clickType, page_url: url, clicks: 1 });
  }

  mergeInto(total: Map<string, ElementAccumulator>): void {
    for (const [key, element] of this.elements) {
      const sum = total.get(key);
      if (sum) sum.clicks += element.clicks;
      else total.set(key, { ...element });
    }
  }
}
