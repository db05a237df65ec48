/**
 * What the dashboards read: stats, heatmaps, scroll maps and CSV exports, for the operator or one
 * client. The store does the counting (analytics-port.ts); a client's scope is its folded domain, the
 * same key the ingestion pipeline stored on each event.
 */
import type { Schemas } from '../../api';
import { ADMIN_CSV_FILENAME, attachmentHeader, CLIENT_CSV_FILENAME, CSV_CONTENT_TYPE } from '../../csv';
import { eventsToCsvChunks, StreamedBody } from '../../csv-stream';
import { resolveDateRange, romeDateOf } from '../../dates';
import { computeHeatmap, computeScrollmap, DEFAULT_DEVICE } from '../../heatmap';
import { problems } from '../../problems';
import { computeStats } from '../../stats';
import { foldHost, normalizePageUrl } from '../../urls';
import type { AnalyticsScope } from '../analytics-port';
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

/**
 * The host of a client's published page on the product's subdomain (`{slug}.{SITES_DOMAIN}`), or null: the
 * scope of a client without a domain of its own, so a Basic client sees the views its page gets.
 */
export type PublishedHostOf = (clientId: string) => Promise<string | null>;

/** The CSV body is a stream of text chunks: the server sends it as it is produced, the mock collects it. */
function csvResult(csv: AsyncIterable<string>, filename: string): OperationResult {
  return ok(new StreamedBody(CSV_CONTENT_TYPE, csv), 200, {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': attachmentHeader(filename),
  });
}

async function* noEvents(): AsyncIterable<StoredEvent> {}

export function analyticsOperations(
  ctx: BackendContext,
  publishedHostOf: PublishedHostOf = async () => null,
): AnalyticsOperations {
  const { store, clock } = ctx;

  /** A client's scope: its folded domain, else its published subdomain; null when neither (it sees nothing). */
  async function siteOfClient(client: StoredClient): Promise<string | null> {
    if (client.domain) return foldHost(client.domain);
    const host = await publishedHostOf(client.client_id);
    return host ? foldHost(host) : null;
  }

  async function statsFor(scope: AnalyticsScope, query: { start_date?: string; end_date?: string }) {
    return store.stats(scope, resolveDateRange(query.start_date, query.end_date), clock.now());
  }

  async function clientStats(client: StoredClient, query: { start_date?: string; end_date?: string }) {
    const site = await siteOfClient(client);
    if (site === null) return computeStats([], resolveDateRange(query.start_date, query.end_date), clock.now());
    return statsFor(site, query);
  }

  async function heatmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    const page = normalizePageUrl(query.page_url);
    const device = query.device || DEFAULT_DEVICE;
    const site = await siteOfClient(client);
    return site === null ? computeHeatmap([], page, device) : store.heatmap(site, page, device, range);
  }

  async function scrollmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    const page = normalizePageUrl(query.page_url);
    const device = query.device || DEFAULT_DEVICE;
    const site = await siteOfClient(client);
    return site === null ? computeScrollmap([], page, device) : store.scrollmap(site, page, device, range);
  }

  return {
    getAdminStats: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const today = romeDateOf(clock.now());
      const [stats, counts] = await Promise.all([statsFor(null, query), ctx.tracking.quota.countsOf(today)]);
      // The operator's own figure beside the SPEC's: what the daily quota of unknown sites let through and dropped.
      const unknownSites: Schemas['UnknownSitesToday'] = {
        day: today,
        limit: ctx.tracking.unknownSitesPerDay,
        ...counts,
      };
      return ok({ ...stats, unknown_sites: unknownSites });
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
      return csvResult(eventsToCsvChunks(store.exportEvents(null, range)), ADMIN_CSV_FILENAME);
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
      const site = await siteOfClient(client);
      const events = site === null ? noEvents() : store.exportEvents(site, range);
      return csvResult(eventsToCsvChunks(events), CLIENT_CSV_FILENAME);
    },
  };
}
