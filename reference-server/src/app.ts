/**
 * Builds the Koa application over the embedded store (DATA_DIR). `createApp` opens DATA_DIR (lock, secrets,
 * admin account), wires the middleware in order and returns handles to listen and to close cleanly.
 * Tests call it with a temporary DATA_DIR and port 0.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { parse } from 'yaml';
import type { Clock } from '../../core/backend/ports';
import { createBackend, type Backend } from '../../core/backend/service/index';
import type { Interviewer } from '../../core/interviewer';
import { createRequestValidator, type OpenApiDocument } from '../../core/validation';
import { consoleLogger, type Logger } from './logger';
import { bodyParser } from './middleware/body';
import { trackCors } from './middleware/cors';
import { errorHandler } from './middleware/error-handler';
import { trackRateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { streamBodies } from './middleware/stream-body';
import { validateRequests } from './middleware/validate';
import { adminRouter } from './routes/admin';
import { appRouter } from './routes/app-info';
import { clientRouter } from './routes/client';
import { createDispatcher } from './routes/dispatch';
import { questionnaireRouter } from './routes/questionnaire';
import { trackRouter } from './routes/track';
import { createJwtCodec } from './security/jwt-codec';
import { createScryptHasher } from './security/scrypt-hasher';
import { ensureAdmin, loadJwtSecret, type AdminBootstrap } from './security/secrets';
import { lockDataDir } from './storage/lock';
import { openEmbeddedStore, type EmbeddedStore } from './storage/embedded-store';
import { openPostgresStore, type PostgresStore } from './storage/postgres/postgres-store';
import { ensureSharedAdmin, loadSharedJwtSecret } from './storage/postgres/shared-secrets';
import { staticFiles } from './web/static-files';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface AppOptions {
  /** The embedded store's directory (unused when `databaseUrl` is set). */
  dataDir: string;
  /** postgres://... selects PostgreSQL; unset keeps the embedded store in `dataDir`. */
  databaseUrl?: string;
  /** Connections per process to PostgreSQL (default 10). */
  databasePoolMax?: number;
  distDir?: string;
  jwtSecret?: string;
  adminUsername?: string;
  adminPassword?: string;
  paymentLinks?: { basic: string | null; pro: string | null };
  trackRateLimitPerMinute?: number;
  loginMaxFailures?: number;
  trustProxy?: boolean;
  logRequests?: boolean;
  logger?: Logger;
  interviewer?: Interviewer;
  clock?: Clock;
  /** scrypt N; tests lower it to keep logins fast. */
  scryptCost?: number;
  /** Path of openapi.yaml (default: the repository's). */
  openapiPath?: string;
}

export interface RunningApp {
  app: Koa;
  backend: Backend;
  store: EmbeddedStore | PostgresStore;
  admin: AdminBootstrap;
  /** Starts the HTTP server; port 0 picks a free one. */
  listen(port: number, host?: string): Promise<{ server: Server; port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish, flushes writes, releases the lock. Idempotent. */
  close(): Promise<void>;
}

interface OpenedStore {
  store: EmbeddedStore | PostgresStore;
  admin: AdminBootstrap;
  backend: Backend;
  validatorDoc: OpenApiDocument;
  /** Flushes pending writes and lets go of the store (lock file or connection pool). */
  release(): Promise<void>;
}

function backendOver(store: EmbeddedStore | PostgresStore, options: AppOptions, secret: string, passwords: ReturnType<typeof createScryptHasher>): Backend {
  return createBackend({
    store,
    tokens: createJwtCodec(secret, options.clock),
    passwords,
    clock: options.clock,
    interviewer: options.interviewer,
    settings: { paymentLinks: options.paymentLinks ?? { basic: null, pro: null }, demoMode: false },
    loginThrottle: { maxFailures: options.loginMaxFailures ?? 10, windowMs: 15 * 60 * 1000 },
  });
}

/** The embedded store: DATA_DIR, one process (lock file), secrets in files. */
async function openEmbedded(options: AppOptions): Promise<OpenedStore> {
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(join(dataDir, 'server.lock'));
  try {
    const validatorDoc = await loadOpenApiDocument(options.openapiPath);
    const secret = await loadJwtSecret(dataDir, options.jwtSecret);
    const store = await openEmbeddedStore(dataDir);
    const passwords = createScryptHasher(options.scryptCost);
    const admin = await ensureAdmin(store, passwords, { username: options.adminUsername, password: options.adminPassword });
    return {
      store,
      admin,
      validatorDoc,
      backend: backendOver(store, options, secret, passwords),
      async release() {
        await store.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PostgreSQL: migrations applied, secret and admin account shared through the database. */
async function openPostgres(options: AppOptions, logger: Logger): Promise<OpenedStore> {
  const validatorDoc = await loadOpenApiDocument(options.openapiPath);
  const store = await openPostgresStore(options.databaseUrl!, logger, { max: options.databasePoolMax });
  try {
    const secret = await loadSharedJwtSecret(store.pool, options.jwtSecret);
    const passwords = createScryptHasher(options.scryptCost);
    const admin = await ensureSharedAdmin(store.pool, store, passwords, { username: options.adminUsername, password: options.adminPassword });
    return { store, admin, validatorDoc, backend: backendOver(store, options, secret, passwords), release: () => store.close() };
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
  const opened = options.databaseUrl ? await openPostgres(options, logger) : await openEmbedded(options);
  const { store, admin, backend, release } = opened;
  const validatorDoc = opened.validatorDoc;

  const app = new Koa({ proxy: options.trustProxy ?? false });
  app.silent = true;
  const operation = createDispatcher(backend);
  app.use(errorHandler(logger));
  app.use(requestContext(logger, options.logRequests ?? true));
  app.use(securityHeaders());
  app.use(trackCors());
  app.use(trackRateLimit(options.trackRateLimitPerMinute ?? 600, options.clock ? () => options.clock!.now() : undefined));
  app.use(bodyParser());
  app.use(validateRequests(createRequestValidator(validatorDoc)));
  app.use(streamBodies());
  for (const router of [appRouter, trackRouter, questionnaireRouter, adminRouter, clientRouter]) {
    app.use(router(operation).routes());
  }
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
