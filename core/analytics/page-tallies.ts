/**
 * Page views per page for one day of a scope, with the latest non-empty title (by time, then by
 * arrival), and the merge over the days of a range.
 */
import type { StoredEvent } from '../backend/store';
import type { PageTally } from '../stats';

interface DayPage {
  views: number;
  title: string | null;
  titleAt: number;
  titleSeq: number;
}

export class PageTallies {
  private readonly pages = new Map<string, DayPage>();

  add(event: StoredEvent, t: number, seq: number): void {
    const url = event.page_url ?? '';
    let page = this.pages.get(url);
    if (!page) {
      page = { views: 0, title: null, titleAt: -Infinity, titleSeq: -1 };
      this.pages.set(url, page);
    }
    page.views += 1;
    if (event.page_title && (t > page.titleAt || (t === page.titleAt && seq > page.titleSeq))) {
      page.title = event.page_title;
      page.titleAt = t;
      page.titleSeq = seq;
    }
  }

  /** Adds this day's pages into a range's tally (days merged in ascending order). */
  mergeInto(total: Map<string, PageTally>): void {
    for (const [url, page] of this.pages) {
      const sum = total.get(url);
      if (sum) {
        sum.views += page.views;
        // A later day's title is the later one.
        if (page.title !== null) sum.title = page.title;
      } else {
        total.set(url, { views: page.views, title: page.title });
      }
    }
  }
}
