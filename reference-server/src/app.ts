/**
 * Builds the Koa application over the embedded store (DATA_DIR) or PostgreSQL (DATABASE_URL). `createApp` opens
 * the store (lock or pool, secrets, admin account), wires the middleware in order and returns handles to listen and to close cleanly.
 * Tests call it with a temporary DATA_DIR and port 0.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { parse } from 'yaml';
import type { LimiterFactory } from '@core/backend/limiter-port';
import { LIMIT_RULES } from '@core/backend/limits';
import { memoryLimiterFactory } from '@core/backend/memory-limiter';
import { systemClock, type Clock } from '@core/backend/ports';
import { createMemoryStore, type MemoryStore } from '@core/backend/memory-store';
import { createMemorySessionRevocations, type SessionRevocations } from '@core/backend/session-port';
import { createMemoryUnknownSiteQuota, type UnknownSiteQuota } from '@core/backend/site-quota-port';
import { randomToken } from '@core/backend/crypto';
import { createServerWarningLog, type ServerWarningLog } from '@core/backend/server-warnings-port';
import { createBackend, type Backend, type BackendSettings } from '@core/backend/service/index';
import type { Mailer } from '@core/backend/mail-port';
import { createMemoryOrderStore } from '@core/backend/memory-order-store';
import type { OrdersPort } from '@core/backend/order-store';
import type { Store } from '@core/backend/store';
import type { CompanyLegal } from '@core/company';
import type { Interviewer } from '@core/interviewer';
import type { SiteCopywriter } from '@core/sites/llm-copy';
import {
  createMemoryDomainStore,
  hostingConfig,
  servedHost,
  type DomainVerificationStore,
  type HostingSettings,
  type PublishedSiteIndex,
  type PublishedSiteReader,
} from '@core/hosting';
import { createRequestValidator, type OpenApiDocument } from '@core/validation';
import { foldHost } from '@core/urls';
import { consoleLogger, type Logger } from './logger';
import { bodyParser, closeUnfinishedRequests } from './middleware/body';
import { trackCors } from './middleware/cors';
import { dispatchOperations } from './middleware/dispatch';
import { errorHandler } from './middleware/error-handler';
import { proxyCheck } from './middleware/proxy-check';
import { trackRateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { createDnsDomainProbe } from './hosting/dns-domain-probe';
import type { DomainCheckJob } from './hosting/domain-check-job';
import { startHosting } from './hosting/hosting-wiring';
import { forgetSiteAnswersOnChanges } from './hosting/forget-on-changes';
import { createSiteAnswerCache } from './hosting/site-answer-cache';
import { createDnsResolver } from './net/dns-resolver';
import { createServerPreviewer, type ServerPreviewerOptions } from './preview/page-previewer';
import { streamBodies } from './middleware/stream-body';
import { validateRequests } from './middleware/validate';
import { createJwtCodec } from './security/jwt-codec';
import { createScryptHasher } from './security/scrypt-hasher';
import { ensureAdmin, loadJwtSecret, type AdminBootstrap } from './security/secrets';
import { lockDataDir } from './storage/lock';
import { openDomainVerificationsFile } from './storage/domain-verifications-file';
import { openEmbeddedStore, type EmbeddedStore } from './storage/embedded-store';
import { createLimitedServer, SERVER_LIMITS, type ServerLimits } from './server-limits';
import { openEndedSessionsFile } from './storage/ended-sessions-file';
import { openUnknownSitesFile } from './storage/unknown-sites-file';
import type { PostgresStore } from './storage/postgres/postgres-store';
import { staticFiles } from './web/static-files';
import { serverSites } from './sites/server-sites';
import { openEmbeddedSiteStore } from './storage/embedded-sites';
import { createMemorySiteStore, type SiteStore } from '@core/backend/site-store';
import { createSmtpMailer } from './mail/smtp-mailer';
import { stripeWebhookVerifier } from './security/stripe-webhooks';
import { openEmbeddedOrders } from './storage/embedded-orders';
import { startWorkers, type Workers } from './workers';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface AppOptions {
  /** The embedded store's directory (unused when `databaseUrl` is set). */
  dataDir: string;
  /** postgres://... selects PostgreSQL; unset keeps the embedded store in `dataDir`. */
  databaseUrl?: string;
  /**
   * Keeps every record in memory and persists nothing (core's in-memory store, as the mock's): the
   * server's own cost with no storage behind it, the reference `npm run bench:server` measures the stores
   * against. Not an operator's setting: no variable of the environment selects it.
   */
  memoryStore?: boolean;
  /** Connections per process to PostgreSQL (default 10). */
  databasePoolMax?: number;
  distDir?: string;
  jwtSecret?: string;
  adminUsername?: string;
  adminPassword?: string;
  /** Per plan: one link for both billings, or one per billing (config.ts reads PAYMENT_URL_*). */
  paymentLinks?: BackendSettings['paymentLinks'];
  /** PUBLIC_URL: every link in emails starts with it, and its pages' events are always stored (default http://localhost:8080). */
  publicUrl?: string;
  /** The seller's legal data (COMPANY_*); placeholders when absent. */
  company?: CompanyLegal;
  /** STRIPE_WEBHOOK_SECRET; absent: the webhook answers 503. */
  stripeWebhookSecret?: string;
  /** SMTP_URL; absent (and no `mailer`): emails wait in the outbox. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  mailFrom?: string;
  /** A mailer of its own (tests); takes precedence over `smtpUrl`. */
  mailer?: Mailer;
  /** The periodic jobs (email sender, monthly report); default on. */
  workers?: { enabled?: boolean; emailIntervalMs?: number; reportIntervalMs?: number };
  trackRateLimitPerMinute?: number;
  /** Events a day stored for sites the product does not know (default 2 000; TRACK_UNKNOWN_SITES_PER_DAY). */
  trackUnknownSitesPerDay?: number;
  loginMaxFailures?: number;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the socket's address
   * is the client's). With N, the client address is the Nth entry from the right: the one the outermost
   * trusted proxy saw, which the client cannot forge.
   */
  trustProxyHops?: number;
  /**
   * Deadlines and the per-address socket cap of the HTTP server (server-limits.ts); each defaults to
   * SERVER_LIMITS (MAX_SOCKETS_PER_ADDRESS sets the cap). Tests shorten the deadlines.
   */
  serverLimits?: Partial<ServerLimits>;
  /** Where the server records what it notices about its set-up (the dashboard reads it); createApp makes one. */
  serverWarnings?: ServerWarningLog;
  /** Rate limiters (login, tracking, questionnaire); default in memory. A shared store passes its own. */
  limiters?: LimiterFactory;
  logRequests?: boolean;
  logger?: Logger;
  interviewer?: Interviewer;
  /** Writes the site drafts' copy with a language model (main: from LLM_*); none: the templates alone. */
  siteCopywriter?: SiteCopywriter;
  clock?: Clock;
  /** scrypt N; tests lower it to keep logins fast. */
  scryptCost?: number;
  /** Path of openapi.yaml (default: the repository's). */
  openapiPath?: string;
  /** Chromium for the heatmap's page screenshots (PREVIEW_CHROMIUM_PATH); none: no screenshots. */
  previewChromiumPath?: string | null;
  /** Disk the heatmap's kept screenshots may take (PREVIEW_CACHE_MB), in bytes. */
  previewCacheBytes?: number;
  /**
   * DNS servers (`host:port`) asked about customers' names instead of the system's (DNS_SERVERS): the
   * heatmap preview resolves and checks every host it connects to through them.
   */
  dnsServers?: readonly string[] | null;
  /**
   * The heatmap preview's settings beyond Chromium's path (tests: loopback host map, deadlines). Set by code
   * only: no variable of the environment reaches `testHosts`, the one way past the address check.
   */
  preview?: Omit<ServerPreviewerOptions, 'dataDir' | 'chromiumPath'>;
  /** SITES_DOMAIN, APP_HOST, CUSTOM_DOMAIN_TARGET, CUSTOM_DOMAIN_ADDRESSES (core/hosting/hosting-config.ts). */
  hosting?: HostingSettings;
  /**
   * The published sites and how to read them: the site storage plugs in here. Default: none published
   * (every product subdomain is a 404; a verified custom domain answers «Sito in preparazione»).
   */
  sites?: { index: PublishedSiteIndex; reader: PublishedSiteReader };
  /**
   * How long a published site's answer is kept ready in this process at most (hosting/site-answer-cache.ts;
   * default 1 s; 0 keeps nothing). Changes in this process and, on PostgreSQL, announced by others, empty it at once.
   */
  siteAnswerTtlMs?: number;
  /** Runs the custom-domain check job in this process (main: on; tests: off unless they ask, with its tick). */
  domainCheckJob?: boolean | { tickMs?: number };
}

/** The store a server runs on: the embedded one, PostgreSQL, or (benchmark only) memory. */
export type AppStore = EmbeddedStore | PostgresStore | MemoryStore;

export interface RunningApp {
  app: Koa;
  backend: Backend;
  store: AppStore;
  /** Orders, their timeline and the email outbox. */
  orders: OrdersPort;
  /** Customers' sites: their store and the published pages host routing serves. */
  sites: ServerSites;
  /** The periodic jobs of this process (null when disabled). */
  workers: Workers | null;
  admin: AdminBootstrap;
  /** The custom-domain check job of this process (AppOptions.domainCheckJob), or null. */
  domainCheckJob: DomainCheckJob | null;
  /** Starts the HTTP server; port 0 picks a free one. */
  listen(port: number, host?: string): Promise<{ server: Server; port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish, flushes writes, releases the lock. Idempotent. */
  close(): Promise<void>;
}

interface OpenedStore {
  store: AppStore;
  orders: OrdersPort;
  sites: ServerSites;
  admin: AdminBootstrap;
  backend: Backend;
  /** The limiters every rule counts through: in memory for the embedded store, shared in PostgreSQL. */
  limiters: LimiterFactory;
  validatorDoc: OpenApiDocument;
  /** The custom-domain verifications (DATA_DIR journal, PostgreSQL table, or memory). */
  domains: DomainVerificationStore;
  /** Flushes pending writes and lets go of the store (lock file or connection pool). */
  release(): Promise<void>;
}

/**
 * What a store keeps besides its records: sessions ended by logout, the unknown sites' daily quota, the
 * customers' sites.
 */
interface StoreGuards {
  sessions: SessionRevocations;
  quota: UnknownSiteQuota;
  sites: ServerSites;
}

type ServerSites = ReturnType<typeof serverSites>;

/** A Pro client's custom domain once active (its verification says so for the domain it has now). */
function activeCustomDomainOf(store: Store, domains: DomainVerificationStore) {
  return async (clientId: string): Promise<string | null> => {
    const [client, record] = await Promise.all([store.getClient(clientId), domains.get(clientId)]);
    if (!client?.domain || client.plan !== 'pro' || record?.status !== 'active') return null;
    return record.domain === foldHost(client.domain) ? servedHost(client.domain) : null;
  };
}

async function sitesOver(store: SiteStore, options: AppOptions): Promise<ServerSites> {
  return serverSites(store, await loadOpenApiDocument(options.openapiPath), siteSettings(options));
}

/** PUBLIC_URL and SITES_DOMAIN as the sites need them. */
const siteSettings = (options: AppOptions) => ({
  publicUrl: options.publicUrl,
  sitesDomain: hostingConfig(options.hosting).sitesDomain,
});

function backendOver(
  store: AppStore,
  orders: OrdersPort,
  domains: DomainVerificationStore,
  limiters: LimiterFactory,
  options: AppOptions,
  secret: string,
  passwords: ReturnType<typeof createScryptHasher>,
  guards: StoreGuards,
): Backend {
  const resolver = createDnsResolver({ servers: options.dnsServers ?? undefined });
  return createBackend({
    limiters,
    store,
    sessions: guards.sessions,
    tracking: {
      quota: guards.quota,
      unknownSitesPerDay: options.trackUnknownSitesPerDay,
      ownSites: options.publicUrl ? [new URL(options.publicUrl).hostname] : [],
      // A published site's product subdomain is a known site.
      knownSiteSources: [() => guards.sites.pages.publishedHosts()],
    },
    sites: {
      ...guards.sites,
      activeCustomDomain: activeCustomDomainOf(store, domains),
      copywriter: options.siteCopywriter,
    },
    orders,
    webhooks: options.stripeWebhookSecret ? stripeWebhookVerifier(options.stripeWebhookSecret) : null,
    tokens: createJwtCodec(secret, options.clock),
    passwords,
    clock: options.clock,
    interviewer: options.interviewer,
    serverWarnings: options.serverWarnings,
    settings: {
      paymentLinks: options.paymentLinks ?? { basic: null, pro: null },
      demoMode: false,
      publicUrl: options.publicUrl,
      company: options.company,
    },
    loginThrottle: {
      maxFailures: options.loginMaxFailures ?? LIMIT_RULES.login.points,
      windowMs: LIMIT_RULES.login.windowMs,
    },
    // Page screenshots are a local cache (DATA_DIR/previews) with either store.
    previewer: createServerPreviewer({
      cacheBytes: options.previewCacheBytes,
      resolver,
      ...options.preview,
      clock: options.preview?.clock ?? options.clock,
      dataDir: resolve(options.dataDir),
      chromiumPath: options.previewChromiumPath ?? null,
    }),
    hosting: {
      config: hostingConfig(options.hosting),
      domains,
      probe: createDnsDomainProbe(resolver),
      sites: options.sites?.index ?? guards.sites.pages,
    },
  });
}

/**
 * What the stores one process owns (embedded, in memory) share: the admin account kept in the store and
 * the limiters in this process's memory.
 */
async function singleProcessStore(
  store: EmbeddedStore | MemoryStore,
  orders: OrdersPort,
  domains: DomainVerificationStore,
  options: AppOptions,
  secret: string,
  guards: StoreGuards,
  release: () => Promise<void>,
): Promise<OpenedStore> {
  const passwords = createScryptHasher(options.scryptCost);
  const admin = await ensureAdmin(store, passwords, {
    username: options.adminUsername,
    password: options.adminPassword,
  });
  const limiters = options.limiters ?? memoryLimiterFactory(options.clock ?? systemClock);
  return {
    store,
    orders,
    admin,
    validatorDoc: await loadOpenApiDocument(options.openapiPath),
    limiters,
    domains,
    backend: backendOver(store, orders, domains, limiters, options, secret, passwords, guards),
    sites: guards.sites,
    release,
  };
}

/** The embedded store: DATA_DIR, one process (lock file), secrets in files. */
async function openEmbedded(options: AppOptions): Promise<OpenedStore> {
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(join(dataDir, 'server.lock'));
  try {
    const secret = await loadJwtSecret(dataDir, options.jwtSecret);
    const quota = await openUnknownSitesFile(dataDir);
    const sessions = await openEndedSessionsFile(dataDir, options.clock ?? systemClock);
    const store = await openEmbeddedStore(dataDir);
    const orders = await openEmbeddedOrders(dataDir, store);
    const siteStore = await openEmbeddedSiteStore(dataDir);
    const sites = await sitesOver(siteStore, options);
    const domains = await openDomainVerificationsFile(dataDir);
    return await singleProcessStore(store, orders, domains, options, secret, { sessions, quota, sites }, async () => {
      // Best effort: counts and a logout a full disk refused are written if there is room now.
      await quota.flush().catch(() => {});
      await sessions.flush().catch(() => {});
      await siteStore.close();
      await orders.close();
      await domains.close();
      await store.close();
      await lock.release();
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Everything in memory, nothing persisted (see AppOptions.memoryStore). */
async function openInMemory(options: AppOptions): Promise<OpenedStore> {
  const guards = {
    sessions: createMemorySessionRevocations(options.clock ?? systemClock),
    quota: createMemoryUnknownSiteQuota(),
    sites: await sitesOver(createMemorySiteStore(), options),
  };
  const store = createMemoryStore();
  const orders = createMemoryOrderStore(undefined, {
    async ensureClient(client) {
      if (!(await store.getClient(client.client_id))) await store.insertClient(client);
    },
  });
  return singleProcessStore(
    store,
    orders,
    createMemoryDomainStore(),
    options,
    options.jwtSecret ?? randomToken(),
    guards,
    async () => {},
  );
}

/** PostgreSQL: migrations applied, secret and admin account shared through the database. */
async function openPostgres(options: AppOptions, logger: Logger): Promise<OpenedStore> {
  const {
    createPostgresOrders,
    createPostgresSiteStore,
    ensureSharedAdmin,
    loadSharedJwtSecret,
    openPostgresStore,
    postgresDomainStore,
    postgresLimiterFactory,
    postgresSessionRevocations,
    postgresUnknownSiteQuota,
  } = await import('./storage/postgres/app-modules');
  const validatorDoc = await loadOpenApiDocument(options.openapiPath);
  const store = await openPostgresStore(options.databaseUrl!, logger, { max: options.databasePoolMax });
  try {
    const secret = await loadSharedJwtSecret(store.pool, options.jwtSecret);
    const passwords = createScryptHasher(options.scryptCost);
    const admin = await ensureSharedAdmin(store.pool, store, passwords, {
      username: options.adminUsername,
      password: options.adminPassword,
    });
    // Every process on the database counts in the same table, so limits hold across processes.
    const limiters = options.limiters ?? postgresLimiterFactory(store.pool, options.clock ?? systemClock);
    const orders = createPostgresOrders(store.pool);
    const domains = postgresDomainStore(store.pool);
    const sites = serverSites(createPostgresSiteStore(store.pool), validatorDoc, siteSettings(options));
    return {
      store,
      orders,
      sites,
      admin,
      validatorDoc,
      limiters,
      domains,
      backend: backendOver(store, orders, domains, limiters, options, secret, passwords, {
        sessions: postgresSessionRevocations(store.pool, options.clock ?? systemClock),
        quota: postgresUnknownSiteQuota(store.pool),
        sites,
      }),
      release: () => store.close(),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

export async function loadOpenApiDocument(path = join(REPO_ROOT, 'openapi.yaml')): Promise<OpenApiDocument> {
  return parse(await readFile(path, 'utf8')) as OpenApiDocument;
}

export async function createApp(appOptions: AppOptions): Promise<RunningApp> {
  const options = { ...appOptions, serverWarnings: appOptions.serverWarnings ?? createServerWarningLog() };
  const logger = options.logger ?? consoleLogger;
  const opened = options.memoryStore
    ? await openInMemory(options)
    : options.databaseUrl
      ? await openPostgres(options, logger)
      : await openEmbedded(options);
  const { store, orders, admin, backend, limiters } = opened;
  const smtp =
    !options.mailer && options.smtpUrl
      ? createSmtpMailer({
          url: options.smtpUrl,
          from: options.mailFrom ?? 'Landing Facile <supporto@landingfacile.it>',
        })
      : null;
  const workers =
    options.workers?.enabled === false
      ? null
      : startWorkers({
          backend,
          mailer: options.mailer ?? smtp,
          logger,
          emailIntervalMs: options.workers?.emailIntervalMs,
          reportIntervalMs: options.workers?.reportIntervalMs,
        });
  // The site storage answers for the published sites unless a caller plugs its own in.
  const sitesPorts = options.sites ?? { index: opened.sites.pages, reader: opened.sites.pages };
  const logRequests = options.logRequests ?? true;
  const siteAnswers =
    options.siteAnswerTtlMs === 0
      ? null
      : createSiteAnswerCache({ ttlMs: options.siteAnswerTtlMs, logger: logRequests ? logger : null });
  const hosting = startHosting({
    options: { ...options, sites: sitesPorts },
    backend,
    store,
    domains: opened.domains,
    logger,
    answers: siteAnswers ?? undefined,
  });
  // Other processes on the same database announce their changes: forgotten here within milliseconds.
  const watch =
    siteAnswers && !options.memoryStore && options.databaseUrl
      ? await (
          await import('./storage/postgres/app-modules')
        ).watchHostingChanges(options.databaseUrl, logger, {
          onChange: () => siteAnswers.invalidate(),
          onListening: (listening) => siteAnswers.setListening(listening),
        })
      : null;
  const release = async () => {
    await watch?.stop();
    await hosting.stop();
    await opened.release();
  };
  const validatorDoc = opened.validatorDoc;

  const hops = options.trustProxyHops ?? 0;
  // Koa keeps the last `maxIpsCount` X-Forwarded-For entries and takes the first of them as ctx.ip.
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true;
  const limits: ServerLimits = { ...SERVER_LIMITS, ...options.serverLimits };
  app.use(closeUnfinishedRequests());
  // The request log wraps the error handler, so its line carries the status of the problem actually sent.
  app.use(requestContext(logger, logRequests));
  app.use(errorHandler(logger));
  app.use(securityHeaders());
  const trackPoints = options.trackRateLimitPerMinute ?? LIMIT_RULES.track.points;
  app.use(
    proxyCheck({
      trustProxyHops: hops,
      trackRateLimitPerMinute: trackPoints,
      logger,
      warnings: options.serverWarnings,
      clock: options.clock,
    }),
  );
  // Customers' sites by host, before every route of the app: a site's request never reaches /api or the SPA.
  app.use(hosting.routing);
  // Whatever an API call changes may be what a kept site answer shows (a publish, a disabled client...).
  if (siteAnswers) app.use(forgetSiteAnswersOnChanges(siteAnswers));
  app.use(trackCors());
  app.use(trackRateLimit(limiters({ ...LIMIT_RULES.track, points: trackPoints })));
  const validator = createRequestValidator(validatorDoc);
  app.use(bodyParser({ timeoutMs: limits.bodyTimeoutMs, validator }));
  app.use(validateRequests(validator));
  app.use(streamBodies());
  app.use(dispatchOperations(backend));
  app.use(staticFiles(options.distDir ?? join(REPO_ROOT, 'dist')));

  let server: Server | null = null;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const handler = app.callback();
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && drained) drained();
    });
    // A published site's kept answer goes out before Koa and its middleware; anything else is Koa's.
    if (siteAnswers?.serve(req, res)) return;
    return handler(req, res);
  };

  let closing: Promise<void> | null = null;
  return {
    app,
    backend,
    store,
    orders,
    workers,
    sites: opened.sites,
    admin,
    domainCheckJob: hosting.job,
    async listen(port, host = '127.0.0.1') {
      server = createLimitedServer(counted, limits);
      await new Promise<void>((res, rej) => {
        server!.once('error', rej);
        server!.listen(port, host, () => res());
      });
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return { server, port: actual, url: `http://${shownHost}:${actual}` };
    },
    close() {
      closing ??= (async () => {
        if (server) {
          const stopped = new Promise<void>((res) => server!.close(() => res()));
          server.closeIdleConnections();
          if (inFlight > 0) {
            await Promise.race([
              new Promise<void>((res) => (drained = res)),
              new Promise<void>((res) => setTimeout(res, 10_000).unref()),
            ]);
          }
          server.closeAllConnections();
          await stopped;
        }
        await workers?.stop();
        smtp?.close();
        await release();
      })();
      return closing;
    },
  };
}
