/**
 * Builds the Koa application over the embedded store (DATA_DIR) or PostgreSQL (DATABASE_URL). `createApp` opens
 * the store (lock or pool, secrets, admin account), wires the middleware in order and returns handles to listen and to close cleanly.
 * Tests call it with a temporary DATA_DIR and port 0.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { parse } from 'yaml';
import type { LimiterFactory } from '@core/backend/limiter-port';
import { LIMIT_RULES } from '@core/backend/limits';
import { memoryLimiterFactory } from '@core/backend/memory-limiter';
import { systemClock, type Clock } from '@core/backend/ports';
import { createMemoryStore, type MemoryStore } from '@core/backend/memory-store';
import { randomToken } from '@core/backend/crypto';
import { createBackend, type Backend } from '@core/backend/service/index';
import type { Interviewer } from '@core/interviewer';
import { createRequestValidator, type OpenApiDocument } from '@core/validation';
import { consoleLogger, type Logger } from './logger';
import { bodyParser } from './middleware/body';
import { trackCors } from './middleware/cors';
import { dispatchOperations } from './middleware/dispatch';
import { errorHandler } from './middleware/error-handler';
import { trackRateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { createServerPreviewer, type ServerPreviewerOptions } from './preview/page-previewer';
import { streamBodies } from './middleware/stream-body';
import { validateRequests } from './middleware/validate';
import { createJwtCodec } from './security/jwt-codec';
import { createScryptHasher } from './security/scrypt-hasher';
import { ensureAdmin, loadJwtSecret, type AdminBootstrap } from './security/secrets';
import { lockDataDir } from './storage/lock';
import { openEmbeddedStore, type EmbeddedStore } from './storage/embedded-store';
import { postgresLimiterFactory } from './storage/postgres/limiter';
import { openPostgresStore, type PostgresStore } from './storage/postgres/postgres-store';
import { ensureSharedAdmin, loadSharedJwtSecret } from './storage/postgres/shared-secrets';
import { staticFiles } from './web/static-files';

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
  paymentLinks?: { basic: string | null; pro: string | null };
  trackRateLimitPerMinute?: number;
  loginMaxFailures?: number;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the socket's address
   * is the client's). With N, the client address is the Nth entry from the right: the one the outermost
   * trusted proxy saw, which the client cannot forge.
   */
  trustProxyHops?: number;
  /** Rate limiters (login, tracking, questionnaire); default in memory. A shared store passes its own. */
  limiters?: LimiterFactory;
  logRequests?: boolean;
  logger?: Logger;
  interviewer?: Interviewer;
  clock?: Clock;
  /** scrypt N; tests lower it to keep logins fast. */
  scryptCost?: number;
  /** Path of openapi.yaml (default: the repository's). */
  openapiPath?: string;
  /** Chromium for the heatmap's page screenshots (PREVIEW_CHROMIUM_PATH); none: no screenshots. */
  previewChromiumPath?: string | null;
  /** The heatmap preview's settings beyond Chromium's path (tests: loopback host map, deadlines). */
  preview?: Omit<ServerPreviewerOptions, 'dataDir' | 'chromiumPath'>;
}

/** The store a server runs on: the embedded one, PostgreSQL, or (benchmark only) memory. */
export type AppStore = EmbeddedStore | PostgresStore | MemoryStore;

export interface RunningApp {
  app: Koa;
  backend: Backend;
  store: AppStore;
  admin: AdminBootstrap;
  /** Starts the HTTP server; port 0 picks a free one. */
  listen(port: number, host?: string): Promise<{ server: Server; port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish, flushes writes, releases the lock. Idempotent. */
  close(): Promise<void>;
}

interface OpenedStore {
  store: AppStore;
  admin: AdminBootstrap;
  backend: Backend;
  /** The limiters every rule counts through: in memory for the embedded store, shared in PostgreSQL. */
  limiters: LimiterFactory;
  validatorDoc: OpenApiDocument;
  /** Flushes pending writes and lets go of the store (lock file or connection pool). */
  release(): Promise<void>;
}

function backendOver(
  store: AppStore,
  limiters: LimiterFactory,
  options: AppOptions,
  secret: string,
  passwords: ReturnType<typeof createScryptHasher>,
): Backend {
  return createBackend({
    limiters,
    store,
    tokens: createJwtCodec(secret, options.clock),
    passwords,
    clock: options.clock,
    interviewer: options.interviewer,
    settings: { paymentLinks: options.paymentLinks ?? { basic: null, pro: null }, demoMode: false },
    loginThrottle: {
      maxFailures: options.loginMaxFailures ?? LIMIT_RULES.login.points,
      windowMs: LIMIT_RULES.login.windowMs,
    },
    // Page screenshots are a local cache (DATA_DIR/previews) with either store.
    previewer: createServerPreviewer({
      ...options.preview,
      clock: options.preview?.clock ?? options.clock,
      dataDir: resolve(options.dataDir),
      chromiumPath: options.previewChromiumPath ?? null,
    }),
  });
}

/**
 * What the stores one process owns (embedded, in memory) share: the admin account kept in the store and
 * the limiters in this process's memory.
 */
async function singleProcessStore(
  store: EmbeddedStore | MemoryStore,
  options: AppOptions,
  secret: string,
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
    admin,
    validatorDoc: await loadOpenApiDocument(options.openapiPath),
    limiters,
    backend: backendOver(store, limiters, options, secret, passwords),
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
    const store = await openEmbeddedStore(dataDir);
    return await singleProcessStore(store, options, secret, async () => {
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
  return singleProcessStore(createMemoryStore(), options, options.jwtSecret ?? randomToken(), async () => {});
}

/** PostgreSQL: migrations applied, secret and admin account shared through the database. */
async function openPostgres(options: AppOptions, logger: Logger): Promise<OpenedStore> {
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
    return {
      store,
      admin,
      validatorDoc,
      limiters,
      backend: backendOver(store, limiters, options, secret, passwords),
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

export async function createApp(options: AppOptions): Promise<RunningApp> {
  const logger = options.logger ?? consoleLogger;
  const opened = options.memoryStore
    ? await openInMemory(options)
    : options.databaseUrl
      ? await openPostgres(options, logger)
      : await openEmbedded(options);
  const { store, admin, backend, release, limiters } = opened;
  const validatorDoc = opened.validatorDoc;

  const hops = options.trustProxyHops ?? 0;
  // Koa keeps the last `maxIpsCount` X-Forwarded-For entries and takes the first of them as ctx.ip.
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true;
  // The request log wraps the error handler, so its line carries the status of the problem actually sent.
  app.use(requestContext(logger, options.logRequests ?? true));
  app.use(errorHandler(logger));
  app.use(securityHeaders());
  app.use(trackCors());
  app.use(
    trackRateLimit(
      limiters({ ...LIMIT_RULES.track, points: options.trackRateLimitPerMinute ?? LIMIT_RULES.track.points }),
    ),
  );
  app.use(bodyParser());
  app.use(validateRequests(createRequestValidator(validatorDoc)));
  app.use(streamBodies());
  app.use(dispatchOperations(backend));
  app.use(staticFiles(options.distDir ?? join(REPO_ROOT, 'dist')));

  let server: Server | null = null;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const handler = app.callback();
  const counted = (req: Parameters<typeof handler>[0], res: Parameters<typeof handler>[1]) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && drained) drained();
    });
    return handler(req, res);
  };

  let closing: Promise<void> | null = null;
  return {
    app,
    backend,
    store,
    admin,
    async listen(port, host = '127.0.0.1') {
      server = createServer(counted);
      server.keepAliveTimeout = 5_000;
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
        await release();
      })();
      return closing;
    },
  };
}
