/**
 * Page views per page (interned address) for one day of a scope, with the latest non-empty title (by
 * time, then by arrival), and the merge over the days of a range.
 */
import type { StoredEvent } from '../backend/store';

interface DayPage {
  views: number;
  title: string | null;
  titleAt: number;
  titleSeq: number;
}

export interface PageSum {
  views: number;
  title: string | null;
}

export class PageTallies {
  private readonly pages = new Map<number, DayPage>();

  add(page: number, event: StoredEvent, t: number, seq: number): void {
    let tally = this.pages.get(page);
    if (!tally) {
      tally = { views: 0, title: null, titleAt: -Infinity, titleSeq: -1 };
      this.pages.set(page, tally);
    }
    tally.views += 1;
    if (event.page_title && (t > tally.titleAt || (t === tally.titleAt && seq > tally.titleSeq))) {
      tally.title = event.page_title;
      tally.titleAt = t;
      tally.titleSeq = seq;
    }
  }

  /** Adds this day's pages into a range's sums (days merged in ascending order: a later title wins). */
  mergeInto(total: Map<number, PageSum>): void {
    for (const [page, tally] of this.pages) {
      const sum = total.get(page);
      if (sum) {
        sum.views += tally.views;
        if (tally.title !== null) sum.title = tally.title;
      } else {
        total.set(page, { views: tally.views, title: tally.title });
      }
    }
  }
}
