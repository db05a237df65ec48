/**
 * The analytics half of the storage port: the store does the counting. The service never lists raw
 * events to count them; it asks the store for the figures of a scope and a date range.
 *
 * Implementations:
 * - in memory, incrementally (core/analytics, shared by the mock and the embedded store);
 * - PostgreSQL rollups plus the recent raw tail (reference-server/src/storage/postgres).
 * Every implementation must answer exactly as core's `computeStats`/`computeHeatmap`/
 * `computeScrollmap` would over the same events (core/analytics/aggregates.test.ts, the contract suite
 * and the parity test check it).
 *
 * Scope: `null` is every event (the operator's own figures); a string is one site, the bare host of
 * the event's page (`siteOf` in core/urls.ts, resolved once when the event arrives and stored with it
 * as `StoredEvent.site`). A client's scope is `foldHost(client.domain)`.
 * Ranges are whole Rome days (`resolveDateRange`): `fromMs`/`toMs` are Rome midnights or null.
 */
import type { Device, Heatmap, Scrollmap, Stats } from '../api';
import type { DateRange } from '../dates';
import type { StoredEvent } from './store';

/** null: all events; otherwise a bare site (`pizzeria.it`). */
export type AnalyticsScope = string | null;

export interface AnalyticsStore {
  /** Dashboard figures for the scope and range; `nowMs` ends an open range today. */
  stats(scope: AnalyticsScope, range: DateRange, nowMs: number): Promise<Stats>;
  /** Click grid of one page (already normalised with `normalizePageUrl`) of a site. */
  heatmap(site: string, pageUrl: string, device: Device, range: DateRange): Promise<Heatmap>;
  /** Scroll bands of one page (already normalised) of a site. */
  scrollmap(site: string, pageUrl: string, device: Device, range: DateRange): Promise<Scrollmap>;
  /** The events of the scope and range, oldest first, as a stream (CSV export). */
  exportEvents(scope: AnalyticsScope, range: DateRange): AsyncIterable<StoredEvent>;
}
