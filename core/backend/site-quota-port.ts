/**
 * The daily quota of events for sites the product does not know (TRACK_UNKNOWN_SITES_PER_DAY).
 *
 * Tracking is open to any page on the web, so without a bound anyone could fill the disk with events for
 * made-up hosts (about 15 kB an event, 13 GB a day from one address at the tracking limit). Events for a
 * known site (known-sites.ts) are stored as always; the others share one quota per Rome calendar day, and
 * past it they are answered 202 `accepted: false` and not stored, as bots are. The drops are counted for
 * the operator's dashboard.
 *
 * A counter per day, not a count of events: one row (PostgreSQL, atomic across processes), one entry in
 * memory (the mock, the embedded store, which also keeps it in DATA_DIR).
 */
import type { Schemas } from '../api';

/** One Rome day's events for unknown sites: how many were stored and how many dropped past the quota. */
export interface UnknownSiteDay {
  stored: number;
  dropped: number;
}

export interface UnknownSiteQuota {
  /**
   * Counts one event for an unknown site on `day` (`YYYY-MM-DD`, Rome): true when it is within `limit`
   * and is to be stored, false when the day's quota is used up (counted as dropped). Atomic: of calls made
   * at once, on any process, exactly `limit` a day get true.
   */
  admit(day: string, limit: number): Promise<boolean>;
  /** The day's counts (zeros for a day without any). */
  countsOf(day: string): Promise<UnknownSiteDay>;
}

/** What the operator's stats say about the quota (contract `UnknownSitesToday`). */
export type UnknownSitesToday = Schemas['UnknownSitesToday'];

/** Days kept in memory: today and yesterday are all the dashboard and the quota read. */
const DAYS_KEPT = 7;

/**
 * The quota in this process's memory (the mock; the embedded store, which passes `initial` and is told
 * of every change to keep it in DATA_DIR). Each call runs to its end without awaiting: atomic in one process.
 */
export function createMemoryUnknownSiteQuota(
  initial: Readonly<Record<string, UnknownSiteDay>> = {},
  changed: (days: Readonly<Record<string, UnknownSiteDay>>) => void = () => {},
): UnknownSiteQuota & { days(): Readonly<Record<string, UnknownSiteDay>> } {
  const days = new Map(Object.entries(initial).map(([day, counts]) => [day, { ...counts }]));
  return {
    async admit(day, limit) {
      let counts = days.get(day);
      if (!counts) {
        counts = { stored: 0, dropped: 0 };
        days.set(day, counts);
        // Calendar days sort as text: the oldest go first.
        for (const old of [...days.keys()].sort().slice(0, Math.max(0, days.size - DAYS_KEPT))) days.delete(old);
      }
      const admitted = counts.stored < limit;
      if (admitted) counts.stored += 1;
      else counts.dropped += 1;
      changed(Object.fromEntries(days));
      return admitted;
    },
    async countsOf(day) {
      const counts = days.get(day);
      return counts ? { ...counts } : { stored: 0, dropped: 0 };
    },
    days: () => Object.fromEntries([...days].map(([day, counts]) => [day, { ...counts }])),
  };
}
