/**
 * Server settings from the environment, with their defaults (documented in docs/operating.md):
 * PORT 8080, HOST 0.0.0.0, DATA_DIR ./data, DIST_DIR ./dist, JWT_SECRET (generated into DATA_DIR),
 * ADMIN_USERNAME / ADMIN_PASSWORD (generated `admin` account), PAYMENT_URL_BASIC / PAYMENT_URL_PRO (none),
 * TRACK_RATE_LIMIT 600 requests per IP per minute, TRACK_UNKNOWN_SITES_PER_DAY 2 000 events a day for
 * sites the product does not know, LOGIN_MAX_FAILURES 10 per 15 minutes,
 * TRUST_PROXY_HOPS 0 (TRUST_PROXY=true means 1), MAX_SOCKETS_PER_ADDRESS 256, LOG_REQUESTS true, LOG_LEVEL info,
 * PREVIEW_CHROMIUM_PATH (none: no page screenshots), PREVIEW_CACHE_MB 256 MiB (disk the kept screenshots may take),
 * DNS_SERVERS (`host:port`, comma-separated: the DNS servers asked about customers' names; the system's),
 * DATABASE_URL (postgres://...: PostgreSQL instead of DATA_DIR), PG_POOL_MAX 10 connections per process,
 * PAYMENT_URL_{BASIC,PRO}_{ANNUAL,MONTHLY} (one link per plan and billing; PAYMENT_URL_BASIC / _PRO stand for
 * both billings), PUBLIC_URL (http://localhost:<PORT>: the product's own address, the start of every link in
 * emails and pages), STRIPE_WEBHOOK_SECRET (none: the webhook answers 503), SMTP_URL (none: emails wait in the
 * outbox), MAIL_FROM («Landing Facile» at the support address), COMPANY_* (the seller's legal data; production
 * refuses the placeholders),
 * SITES_DOMAIN localhost (sites on `{slug}.SITES_DOMAIN`), APP_HOST (none: the app answers on any other host),
 * CUSTOM_DOMAIN_TARGET (APP_HOST, else SITES_DOMAIN: the CNAME target of customers' domains),
 * CUSTOM_DOMAIN_ADDRESSES (the server's public IPs for their A records; none), DOMAIN_CHECKS true (the job).
 */
import { existsSync } from 'node:fs';
import { TRACK_UNKNOWN_SITES_PER_DAY } from '@core/backend/limits';
import { resolve } from 'node:path';
import type { Billing, PlanType } from '@core/api';
import { companyLegalFromEnv, placeholderVariables, type CompanyLegal } from '@core/company';
import { LOG_LEVELS, type LogLevel } from './logger';
import { hostingConfig, HostingSettingError, type HostingSettings } from '@core/hosting';
import { parseDnsServers } from './net/dns-resolver';
import { PREVIEW_CACHE_MB } from './preview/page-previewer';
import { SERVER_LIMITS, type ServerLimits } from './server-limits';
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
  /** One payment link per plan and billing (null: not configured). */
  paymentLinks: Record<PlanType, Record<Billing, string | null>>;
  /** The product's own address (an origin, no trailing slash): every link in emails starts with it, and its
   *  pages' events are always stored. */
  publicUrl: string;
  /** Stripe's webhook signing secret; undefined: the webhook answers 503. */
  stripeWebhookSecret?: string;
  /** smtp:// or smtps:// URL of the mail server; undefined: emails wait in the outbox. */
  smtpUrl?: string;
  /** The From header of every email. */
  mailFrom: string;
  /** The seller's legal data. */
  company: CompanyLegal;
  trackRateLimitPerMinute: number;
  /** Events a day, all together, stored for sites the product does not know (0: none). */
  trackUnknownSitesPerDay: number;
  loginMaxFailures: number;
  /** Trusted reverse proxies appending to X-Forwarded-For; 0 reads the socket's address. */
  trustProxyHops: number;
  /** Open sockets one address may hold (behind a proxy: the proxy's); the deadlines are fixed. */
  serverLimits: Pick<ServerLimits, 'maxSocketsPerAddress'>;
  logRequests: boolean;
  logLevel: LogLevel;
  /** Chromium binary for the heatmap's page screenshots; null: the preview frames the page or says why not. */
  previewChromiumPath: string | null;
  /** Disk the heatmap's kept screenshots may take, in bytes; the oldest are removed beyond it. */
  previewCacheBytes: number;
  /** DNS servers asked about customers' names; null: the system's. */
  dnsServers: string[] | null;
  /** Where sites and the app answer, and what custom domains point at. */
  hosting: HostingSettings;
  /** Whether this process runs the custom-domain check job. */
  domainCheckJob: boolean;
}

function hosting(env: NodeJS.ProcessEnv): HostingSettings {
  const settings: HostingSettings = {
    sitesDomain: env.SITES_DOMAIN,
    appHost: env.APP_HOST,
    targetHost: env.CUSTOM_DOMAIN_TARGET,
    targetAddresses: (env.CUSTOM_DOMAIN_ADDRESSES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
  try {
    hostingConfig(settings);
  } catch (error) {
    if (error instanceof HostingSettingError) throw new ConfigError(error.message);
    throw error;
  }
  return settings;
}

function dnsServers(env: NodeJS.ProcessEnv): string[] | null {
  try {
    return parseDnsServers(env.DNS_SERVERS);
  } catch (error) {
    throw new ConfigError(
      `DNS_SERVERS deve essere un elenco di indirizzi IP con porta separati da virgole, per esempio 127.0.0.1:53 (${(error as Error).message}).`,
    );
  }
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

function countOrZero(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ConfigError(`${name} deve essere un numero intero, zero o più (ricevuto «${raw}»).`);
  return value;
}

/** PUBLIC_URL: the address people reach the product at (default http://localhost:PORT). */
function publicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL non è un indirizzo valido: «${raw}» (atteso https://dominio).`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname)
    throw new ConfigError(`PUBLIC_URL deve iniziare con https:// (ricevuto «${raw}»).`);
  return url.origin;
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

/**
 * PAYMENT_URL_<PLAN>_<BILLING>, falling back to PAYMENT_URL_<PLAN> for both billings (the older setting).
 */
function paymentLinks(env: NodeJS.ProcessEnv): Record<PlanType, Record<Billing, string | null>> {
  const plan = (name: 'BASIC' | 'PRO') => {
    const both = paymentUrl(env, `PAYMENT_URL_${name}`);
    return {
      annual: paymentUrl(env, `PAYMENT_URL_${name}_ANNUAL`) ?? both,
      monthly: paymentUrl(env, `PAYMENT_URL_${name}_MONTHLY`) ?? both,
    };
  };
  return { basic: plan('BASIC'), pro: plan('PRO') };
}

/** SMTP_URL: smtp:// or smtps://, user and password in it when the server wants them. */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'SMTP_URL non è un indirizzo valido (atteso smtps://utente:password@smtp.esempio.it:465 o smtp://host:587).',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL deve iniziare con smtp:// o smtps:// (ricevuto «${url.protocol}//…»).`);
  if (!url.hostname) throw new ConfigError('SMTP_URL non indica il server (atteso smtps://utente:password@host:465).');
  return raw;
}

/** The seller's data from COMPANY_*; in production every legal field must be set. */
function company(env: NodeJS.ProcessEnv): CompanyLegal {
  const legal = companyLegalFromEnv(env);
  const missing = placeholderVariables(legal);
  if (env.NODE_ENV === 'production' && missing.length > 0)
    throw new ConfigError(
      `In produzione i dati legali dell'azienda non possono essere quelli di esempio: imposta ${missing.join(', ')}.`,
    );
  return legal;
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
  const legal = company(env);
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
    paymentLinks: paymentLinks(env),
    publicUrl: publicUrl(env, port),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    smtpUrl: smtpUrl(env),
    mailFrom: env.MAIL_FROM?.trim() || `"Landing Facile" <${legal.supportEmail}>`,
    company: legal,
    trackRateLimitPerMinute: positiveInt(env, 'TRACK_RATE_LIMIT', 600),
    trackUnknownSitesPerDay: countOrZero(env, 'TRACK_UNKNOWN_SITES_PER_DAY', TRACK_UNKNOWN_SITES_PER_DAY),
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', 10),
    trustProxyHops: trustProxyHops(env),
    serverLimits: {
      maxSocketsPerAddress: positiveInt(env, 'MAX_SOCKETS_PER_ADDRESS', SERVER_LIMITS.maxSocketsPerAddress),
    },
    logRequests: flag(env, 'LOG_REQUESTS', true),
    logLevel: logLevel(env),
    previewChromiumPath: chromiumPath(env, cwd),
    previewCacheBytes: positiveInt(env, 'PREVIEW_CACHE_MB', PREVIEW_CACHE_MB) * 1024 * 1024,
    dnsServers: dnsServers(env),
    hosting: hosting(env),
    domainCheckJob: flag(env, 'DOMAIN_CHECKS', true),
  };
}
