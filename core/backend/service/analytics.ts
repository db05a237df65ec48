/** What the dashboards read: stats, heatmaps, scroll maps and CSV exports, for the operator or one client. */
import type { Schemas, Stats } from '../../api';
import { ADMIN_CSV_FILENAME, attachmentHeader, CLIENT_CSV_FILENAME, CSV_CONTENT_TYPE, eventsToCsv } from '../../csv';
import { resolveDateRange, romeDateOf, type DateRange } from '../../dates';
import { domainMatcher } from '../../domains';
import { computeHeatmap, computeScrollmap, DEFAULT_DEVICE } from '../../heatmap';
import { problems } from '../../problems';
import { computeStats } from '../../stats';
import { MESSAGES } from '../messages';
import type { OperationResult } from '../operations';
import type { StoredClient, StoredEvent } from '../store';
import { getClientOr404, ok, requireRole, type BackendContext, type Operations } from './context';

type AnalyticsOperations = Pick<
  Operations,
  | 'getAdminStats'
  | 'getAdminClientStats'
  | 'getAdminClientHeatmap'
  | 'getAdminClientScrollmap'
  | 'exportAdminCsv'
  | 'getClientStats'
  | 'getClientHeatmap'
  | 'getClientScrollmap'
  | 'exportClientCsv'
>;

/** The map queries; an empty device (`device=`) never gets here (the validator drops empty optional values). */
type MapQuery = { page_url: string; device?: Schemas['Device'] | ''; start_date?: string; end_date?: string };

function requirePro(client: StoredClient): void {
  if (client.plan !== 'pro') throw problems.forbidden(MESSAGES.proOnly);
}

function csvResult(csv: string, filename: string): OperationResult {
  return ok(csv, 200, { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': attachmentHeader(filename) });
}

export function analyticsOperations(ctx: BackendContext): AnalyticsOperations {
  const { store, clock } = ctx;

  /**
   * Stats cache: valid while the store's revision and the Rome day are unchanged (open ranges end
   * today). Skipped when the store has no revision counter.
   */
  const statsCache = new Map<string, { revision: number; stats: Stats }>();
  async function cachedStats(scope: string, range: DateRange, events: () => Promise<readonly StoredEvent[]>): Promise<Stats> {
    const revision = store.revision?.();
    const now = clock.now();
    const key = `${scope}|${range.fromMs}|${range.toMs}|${romeDateOf(now)}`;
    const hit = statsCache.get(key);
    if (revision !== undefined && hit && hit.revision === revision) return hit.stats;
    const stats = computeStats(await events(), range, now);
    if (revision !== undefined) {
      if (statsCache.size >= 64) statsCache.delete(statsCache.keys().next().value!);
      statsCache.set(key, { revision, stats });
    }
    return stats;
  }

  async function clientEvents(client: StoredClient, range: DateRange): Promise<StoredEvent[]> {
    if (!client.domain) return [];
    const matches = domainMatcher(client.domain);
    const events = await store.listEvents({ fromMs: range.fromMs, toMs: range.toMs });
    return events.filter((e) => matches(e.page_url));
  }

  async function clientStats(client: StoredClient, query: { start_date?: string; end_date?: string }) {
    const range = resolveDateRange(query.start_date, query.end_date);
    return cachedStats(`client:${client.client_id}:${client.domain ?? ''}`, range, () => clientEvents(client, range));
  }

  async function heatmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    return computeHeatmap(await clientEvents(client, range), query.page_url, query.device || DEFAULT_DEVICE);
  }

  async function scrollmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    return computeScrollmap(await clientEvents(client, range), query.page_url, query.device || DEFAULT_DEVICE);
  }

  return {
    getAdminStats: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const range = resolveDateRange(query.start_date, query.end_date);
      return ok(await cachedStats('admin', range, () => store.listEvents({ fromMs: range.fromMs, toMs: range.toMs })));
    },

    getAdminClientStats: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(await clientStats(await getClientOr404(store, params.client_id), query));
    },

    getAdminClientHeatmap: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(await heatmapFor(await getClientOr404(store, params.client_id), query));
    },

    getAdminClientScrollmap: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(await scrollmapFor(await getClientOr404(store, params.client_id), query));
    },

    exportAdminCsv: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const range = resolveDateRange(query.start_date, query.end_date);
      return csvResult(eventsToCsv(await store.listEvents({ fromMs: range.fromMs, toMs: range.toMs })), ADMIN_CSV_FILENAME);
    },

    getClientStats: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      return ok(await clientStats(client, query));
    },

    getClientHeatmap: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      requirePro(client);
      return ok(await heatmapFor(client, query));
    },

    getClientScrollmap: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      requirePro(client);
      return ok(await scrollmapFor(client, query));
    },

    exportClientCsv: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      const range = resolveDateRange(query.start_date, query.end_date);
      return csvResult(eventsToCsv(await clientEvents(client, range)), CLIENT_CSV_FILENAME);
    },
  };
}
