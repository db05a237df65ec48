/**
 * The newest RECENT_LIMIT activities of one day of a scope, newest first (equal instants: the later
 * arrival first, as a scan in time order would see them). A range's recent activity walks its days
 * from the last one back, so only a few days are read however long the range is.
 */
import type { Schemas } from '../api';
import { RECENT_LIMIT } from '../stats';

type Activity = Schemas['Activity'];

interface Entry {
  t: number;
  seq: number;
  activity: Activity;
}

export class RecentActivity {
  private readonly entries: Entry[] = [];

  /** `activity` is built only when the event makes it into the list. */
  offer(t: number, seq: number, activity: () => Activity): void {
    const entries = this.entries;
    const n = entries.length;
    const newer = (e: Entry) => e.t > t || (e.t === t && e.seq > seq);
    if (n === RECENT_LIMIT && newer(entries[n - 1]!)) return;
    let i = n;
    while (i > 0 && !newer(entries[i - 1]!)) i -= 1;
    entries.splice(i, 0, { t, seq, activity: activity() });
    if (entries.length > RECENT_LIMIT) entries.pop();
  }

  /** Newest first. */
  list(): readonly Activity[] {
    return this.entries.map((e) => e.activity);
  }
}
