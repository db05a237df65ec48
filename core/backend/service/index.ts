/**
 * The backend: one implementation of every /api operation, over the Store and the other ports, so the
 * reference server and the in-browser mock behave the same. The HTTP layer validates the request
 * against openapi.yaml, then calls `handle` (or one operation directly) and writes the result.
 * Operations return `{status, body, headers}` or throw an `ApiProblem`.
 *
 * Each domain lives in its own module (tracking, questionnaire, clients, analytics, auth); this file
 * only wires them over one shared context.
 */
import { deterministicInterviewer, type Interviewer } from '../../interviewer';
import { ApiProblem, problems } from '../../problems';
import type { BinaryBody } from '../../validation/request';
import { ATTIVA_MESSAGE } from '../messages';
import type { OperationId, OperationResult, OperationRole, Principal, RequestMeta } from '../operations';
import { systemClock, type Audience, type Clock, type PasswordHasher, type TokenCodec } from '../ports';
import type { LimiterFactory, LimitRule } from '../limiter-port';
import { LIMIT_RULES, TRACK_UNKNOWN_SITES_PER_DAY } from '../limits';
import { createKnownSites, type KnownSiteSource } from '../known-sites';
import { createMemoryUnknownSiteQuota, type UnknownSiteQuota } from '../site-quota-port';
import { memoryLimiterFactory } from '../memory-limiter';
import { createMemorySessionRevocations, type SessionRevocations } from '../session-port';
import { createMemoryOrderStore } from '../memory-order-store';
import type { Mailer } from '../mail-port';
import type { OrdersPort } from '../order-store';
import type { Store } from '../store';
import type { WebhookVerifier } from '../webhook-port';
import { companyInfo, PLACEHOLDER_COMPANY_LEGAL } from '../../company';
import { deliverDueEmails, type DeliveryReport } from './email-sender';
import { monthlyReports } from './monthly-reports';
import { orderOperations } from './orders';
import { stripeWebhookOperations } from './stripe-webhook';
import { analyticsOperations } from './analytics';
import { authOperations } from './auth';
import { clientOperations } from './clients';
import {
  ok,
  type BackendContext,
  type BackendSettings,
  type Handler,
  type Operations,
  type PaymentLinks,
} from './context';
import type { PagePreviewer } from '../preview-port';
import { previewOperations } from './preview';
import { hostingOperations, type HostingDeps } from './hosting';
import { createMemoryDomainStore, hostingConfig, simulatedDomainProbe, type SiteDirectory } from '../../hosting';
import { questionnaireOperations } from './questionnaire';
import { questionnaireAdminOperations } from './questionnaire-admin';
import type { ServerWarningSource } from '../server-warnings-port';
import { serverStatusOperations } from './server-status';
import { siteOrders } from './site-orders';
import { reviewOperations } from './review';
import { siteService, unavailableSites, type SitesDeps } from './sites';
import { productHost } from '../../sites/addresses';
import { trackingOperations } from './tracking';

export { SESSION_TTL_SECONDS } from './auth';
export { ACCESS_TOKEN_BYTES } from './clients';
export { CHAT_MAX_LENGTH } from './questionnaire';
export { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from './tracking';
export type { BackendLimiters, BackendSettings, Operations, PaymentLinks } from './context';
export type { SitesDeps } from './sites';
export type { DeliveryReport } from './email-sender';
export { DOMAIN_MESSAGES, type HostingDeps } from './hosting';

export interface BackendDeps {
  store: Store;
  /** Orders and the email outbox (default: in memory, for tests that need none). */
  orders?: OrdersPort;
  /** Verifies Stripe's webhook signatures; none: the webhook answers 503. */
  webhooks?: WebhookVerifier | null;
  tokens: TokenCodec;
  passwords: PasswordHasher;
  settings: BackendSettings;
  clock?: Clock;
  /** Defaults to the deterministic Italian interviewer. */
  interviewer?: Interviewer;
  /** Failed logins per IP before 429 (default LIMIT_RULES.login: 10 within 15 minutes). */
  loginThrottle?: { maxFailures: number; windowMs: number };
  /** Shows the page under the heatmap; without one the preview is `unavailable`. */
  previewer?: PagePreviewer;
  /**
   * Builds the rate limiters (login, questionnaire start and chat, previews). Default: in memory, on the backend's
   * clock. Several server processes on one database pass one that shares its counts.
   */
  limiters?: LimiterFactory;
  /** What the server noticed about its own set-up (the admin dashboard shows it); none: an empty list. */
  serverWarnings?: ServerWarningSource;
  /** Customers' sites (issue 28): their store, the renderer, the image pipeline, the orders' side. */
  sites?: SitesDeps;
  /**
   * Sessions ended by logout. Default: in this process's memory (the mock). A server passes its store's,
   * so that a logout holds across restarts and on every process.
   */
  sessions?: SessionRevocations;
  /** Which tracked events are stored (known sites, the daily quota of the others). */
  tracking?: TrackingDeps;
  /**
   * Sites by host and custom domains: where sites answer, the domain verifications and the DNS probe.
   * Default: SITES_DOMAIN `localhost`, verifications in memory, no DNS (the demo's simulated check).
   */
  hosting?: HostingDeps;
}

export interface TrackingDeps {
  /** Events a day for unknown sites, all together (default TRACK_UNKNOWN_SITES_PER_DAY: 2 000). */
  unknownSitesPerDay?: number;
  /** The product's own hosts (the server's PUBLIC_URL, the demo's own host). */
  ownSites?: readonly string[];
  /** Further sources of known sites besides the own ones and the clients' domains (published sites). */
  knownSiteSources?: readonly KnownSiteSource[];
  /** The day counter. Default: in memory. A server passes its store's (shared by every process). */
  quota?: UnknownSiteQuota;
}

export interface HandleRequest {
  operationId: OperationId;
  /**
   * The role the contract's `security` declares for the operation, as the request validator read it
   * from openapi.yaml (`ValidatedRequest.role`): the contract is the one table of who may call what.
   */
  role: OperationRole;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** Header parameters the contract declares, as validated. */
  headers?: Record<string, unknown>;
  body?: unknown;
  /** The bytes of a binary body (ValidatedRequest.binaryBody). */
  binaryBody?: BinaryBody;
  /** The exact body text of an `x-raw-body` operation. */
  rawBody?: string;
  /** The raw Authorization header, if any. */
  authorization?: string | null;
  meta: RequestMeta;
}

/** The periodic work of orders, run by each server process (reference-server/src/workers.ts). */
export interface BackendJobs {
  /** Sends the emails due now (one batch), holding leases as `owner`. */
  deliverDueEmails(mailer: Mailer, owner: string): Promise<DeliveryReport>;
  /** Queues the monthly reports due now (idempotent); returns how many were queued. */
  enqueueMonthlyReports(): Promise<number>;
}

export interface Backend extends Operations {
  jobs: BackendJobs;
  /** Applies every token rule; returns who is calling or throws 401/403. */
  authenticate(role: Audience, authorizationHeader: string | null | undefined): Promise<Principal>;
  /** Authenticates when the operation needs it, then runs it. Authenticated answers get `no-store`. */
  handle(request: HandleRequest): Promise<OperationResult>;
  /** Which published site answers on a host (the host routing middleware asks it). */
  directory: SiteDirectory;
}

export function createBackend(deps: BackendDeps): Backend {
  const clock = deps.clock ?? systemClock;
  const limiterOf = deps.limiters ?? memoryLimiterFactory(clock);
  const loginRule: LimitRule = deps.loginThrottle
    ? { name: LIMIT_RULES.login.name, points: deps.loginThrottle.maxFailures, windowMs: deps.loginThrottle.windowMs }
    : LIMIT_RULES.login;
  const ctx: BackendContext = {
    store: deps.store,
    orders: deps.orders ?? createMemoryOrderStore(),
    paymentLinks: resolvePaymentLinks(deps.settings.paymentLinks),
    publicUrl: (deps.settings.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    company: deps.settings.company ?? PLACEHOLDER_COMPANY_LEGAL,
    webhooks: deps.webhooks ?? null,
    tokens: deps.tokens,
    passwords: deps.passwords,
    settings: deps.settings,
    clock,
    interviewer: deps.interviewer ?? deterministicInterviewer,
    limiters: {
      login: limiterOf(loginRule),
      questionnaireStart: limiterOf(LIMIT_RULES.questionnaireStart),
      questionnaireChat: limiterOf(LIMIT_RULES.questionnaireChat),
      preview: limiterOf(LIMIT_RULES.preview),
    },
    sessions: deps.sessions ?? createMemorySessionRevocations(clock),
    tracking: {
      knownSites: createKnownSites([
        async () => deps.tracking?.ownSites ?? [],
        async () => (await deps.store.listClients()).map((client) => client.domain),
        ...(deps.tracking?.knownSiteSources ?? []),
      ]),
      quota: deps.tracking?.quota ?? createMemoryUnknownSiteQuota(),
      unknownSitesPerDay: deps.tracking?.unknownSitesPerDay ?? TRACK_UNKNOWN_SITES_PER_DAY,
    },
    nowIso: () => new Date(clock.now()).toISOString(),
  };

  const { authenticate, ...logins } = authOperations(ctx);
  const orders = orderOperations(ctx);
  const reports = monthlyReports(ctx);
  const { directory, withDomainRecords, ...hosting } = hostingOperations(
    ctx,
    deps.hosting ?? { config: hostingConfig(), domains: createMemoryDomainStore(), probe: simulatedDomainProbe },
    limiterOf(LIMIT_RULES.domainCheck),
  );
  const sites = siteService(ctx, deps.sites ?? unavailableSites(), siteOrders(ctx, orders.moves));
  const operations: Operations = {
    getAppInfo: async () =>
      ok({
        message: ATTIVA_MESSAGE,
        settings: {
          // SPEC's shape: one link per plan, the annual one (the default billing).
          payment_links: { basic: ctx.paymentLinks.basic.annual, pro: ctx.paymentLinks.pro.annual },
          payment_links_by_billing: ctx.paymentLinks,
          company: companyInfo(ctx.company),
          demo_mode: ctx.settings.demoMode,
        },
      }),
    ...trackingOperations(ctx),
    ...questionnaireOperations(ctx, orders.orderForCompletion),
    ...orders.operations,
    ...stripeWebhookOperations(ctx, orders.moves),
    ...reports.operations,
    ...questionnaireAdminOperations(ctx),
    ...logins,
    ...withDomainRecords(clientOperations(ctx)),
    ...analyticsOperations(ctx, async (clientId) => {
      if (!deps.sites) return null;
      const site = await deps.sites.store.getPublishedSiteOfClient(clientId);
      return site ? productHost(site.slug, deps.sites.addressing.sitesDomain) : null;
    }),
    ...previewOperations(ctx, deps.previewer),
    ...serverStatusOperations(deps.serverWarnings),
    ...sites.operations,
    ...reviewOperations(ctx, sites.internals, orders.moves, {
      perLink: limiterOf(LIMIT_RULES.reviewChangesPerLink),
      perAddress: limiterOf(LIMIT_RULES.reviewChangesPerAddress),
    }),
    ...hosting,
  };

  async function handle(request: HandleRequest): Promise<OperationResult> {
    const operation = operations[request.operationId] as Handler<OperationId> | undefined;
    if (!operation) throw problems.notFound();
    const principal = request.role ? await authenticate(request.role, request.authorization) : null;
    const result = await operation({
      params: (request.params ?? {}) as never,
      query: (request.query ?? {}) as never,
      headers: (request.headers ?? {}) as never,
      body: request.body as never,
      binaryBody: request.binaryBody,
      rawBody: request.rawBody,
      principal,
      meta: request.meta,
    });
    if (principal) result.headers['Cache-Control'] = 'no-store';
    return result;
  }

  const jobs: BackendJobs = {
    deliverDueEmails: (mailer, owner) => deliverDueEmails({ orders: ctx.orders, mailer, clock, owner }),
    enqueueMonthlyReports: () => reports.enqueueDue(),
  };

  return { ...operations, authenticate, handle, jobs, directory };
}

/** Links per plan and billing; a plan's single link (PAYMENT_URL_BASIC) stands for both billings. */
function resolvePaymentLinks(links: BackendSettings['paymentLinks']): PaymentLinks {
  const of = (value: BackendSettings['paymentLinks']['basic']) =>
    value === null || typeof value === 'string' ? { annual: value, monthly: value } : { ...value };
  return { basic: of(links.basic), pro: of(links.pro) };
}

export { ApiProblem };
