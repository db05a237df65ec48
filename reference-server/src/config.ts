/**
 * Server settings from the environment, with their defaults (documented in README):
 * PORT 8080, HOST 0.0.0.0, DATA_DIR ./data, DIST_DIR ./dist, JWT_SECRET (generated into DATA_DIR),
 * ADMIN_USERNAME / ADMIN_PASSWORD (generated `admin` account), PAYMENT_URL_BASIC / PAYMENT_URL_PRO (none),
 * TRACK_RATE_LIMIT 600 requests per IP per minute, LOGIN_MAX_FAILURES 10 per 15 minutes,
 * TRUST_PROXY_HOPS 0 (TRUST_PROXY=true means 1), LOG_REQUESTS true, LOG_LEVEL info,
 * PREVIEW_CHROMIUM_PATH (none: no page screenshots),
 * DATABASE_URL (postgres://...: PostgreSQL instead of DATA_DIR), PG_POOL_MAX 10 connections per process.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from './logger';
import { ConfigError } from './security/secrets';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... when PostgreSQL holds the data; undefined for the embedded store in dataDir. */
  databaseUrl?: string;
  databasePoolMax: number;
  distDir: string;
  jwtSecret?: string;
  adminUsername?: string;
  adminPassword?: string;
  paymentLinks: { basic: string | null; pro: string | null };
  trackRateLimitPerMinute: number;
  loginMaxFailures: number;
  /** Trusted reverse proxies appending to X-Forwarded-For; 0 reads the socket's address. */
  trustProxyHops: number;
  logRequests: boolean;
  logLevel: LogLevel;
  /** Chromium binary for the heatmap's page screenshots; null: the preview frames the page or says why not. */
  previewChromiumPath: string | null;
}

function chromiumPath(env: NodeJS.ProcessEnv, cwd: string): string | null {
  const raw = env.PREVIEW_CHROMIUM_PATH?.trim();
  if (!raw) return null;
  const path = resolve(cwd, raw);
  if (!existsSync(path)) throw new ConfigError(`PREVIEW_CHROMIUM_PATH indica «${raw}», ma il file non esiste.`);
  return path;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} deve essere un numero intero positivo (ricevuto «${raw}»).`);
  return value;
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10)
    throw new ConfigError(`${name} deve essere un numero intero da 0 a 10 (ricevuto «${raw}»).`);
  return value;
}

/**
 * TRUST_PROXY_HOPS=N: N proxies of our own append to X-Forwarded-For, so the client is the Nth entry from
 * the right (what the outermost of them saw; whatever the client wrote sits further left). TRUST_PROXY=true,
 * the older setting, means one hop.
 */
function trustProxyHops(env: NodeJS.ProcessEnv): number {
  return nonNegativeInt(env, 'TRUST_PROXY_HOPS') ?? (flag(env, 'TRUST_PROXY', false) ? 1 : 0);
}

function paymentUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} non è un indirizzo valido: «${raw}».`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} deve iniziare con https://.`);
  return url.toString();
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return ['1', 'true', 'yes', 'si', 'sì', 'on'].includes(raw);
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (!raw) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new ConfigError(`LOG_LEVEL deve essere uno tra ${LOG_LEVELS.join(', ')} (ricevuto «${raw}»).`);
  return raw as LogLevel;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'DATABASE_URL non è un indirizzo valido (atteso postgres://utente:password@host:5432/database).',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL deve iniziare con postgres:// (ricevuto «${url.protocol}//…»).`);
  }
  return raw;
}

/** The database a URL points at, without its password (for the start-up line). */
export function describeDatabase(url: string): string {
  const u = new URL(url);
  return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT non valida: «${env.PORT}».`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: databaseUrl(env),
    databasePoolMax: positiveInt(env, 'PG_POOL_MAX', 10),
    distDir: resolve(cwd, env.DIST_DIR || 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    paymentLinks: { basic: paymentUrl(env, 'PAYMENT_URL_BASIC'), pro: paymentUrl(env, 'PAYMENT_URL_PRO') },
    trackRateLimitPerMinute: positiveInt(env, 'TRACK_RATE_LIMIT', 600),
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', 10),
    trustProxyHops: trustProxyHops(env),
    logRequests: flag(env, 'LOG_REQUESTS', true),
    logLevel: logLevel(env),
    previewChromiumPath: chromiumPath(env, cwd),
  };
}
