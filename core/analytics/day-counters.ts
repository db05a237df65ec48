/** Per-day totals of one scope: page views, clicks, conversions, and who visited (interned session ids). */
import type { StoredEvent } from '../backend/store';

export class DayCounters {
  pageViews = 0;
  clicks = 0;
  conversions = 0;
  /** Events that count as activity (every type but scroll). */
  counted = 0;
  readonly sessions = new Set<number>();

  add(event: StoredEvent, session: number): void {
    this.counted += 1;
    this.sessions.add(session);
    if (event.type === 'page_view') this.pageViews += 1;
    else if (event.type === 'click') this.clicks += 1;
    else if (event.type === 'conversion') this.conversions += 1;
  }
}
