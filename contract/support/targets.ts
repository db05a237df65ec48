/**
 * The backends the contract suite runs against, started the same way: empty data but for one admin
 * account, a clock the test controls, and a base URL to call with fetch.
 * - server: the Koa reference server over real HTTP on an ephemeral port, with a temporary DATA_DIR;
 * - postgres: the same server on PostgreSQL, in a fresh database of the run's test server;
 * - mock: the in-browser backend (MSW handlers over @msw/data) through msw/node at http://mock.test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../../mock/node';
import { DEMO_HOSTING } from '../../mock/runtime';
import { startDnsServer } from '../../reference-server/test/support/dns-server';
import { createApp, type RunningApp } from '../../reference-server/src/app';
import { silentLogger } from '../../reference-server/src/logger';
import { createTestDatabase } from '../../reference-server/test/support/postgres';
import type { TestClock } from './clock';

export type TargetName = 'server' | 'postgres' | 'mock';
export const TARGETS: readonly TargetName[] = ['server', 'postgres', 'mock'];

export const CONTRACT_ADMIN = { username: 'operatore-contratto', password: 'password-del-contratto-9f2k' } as const;
const JWT_SECRET = 'contract-suite-secret-0123456789abcdef0123';
/** Every target verifies Stripe webhooks signed with this secret. */
export const CONTRACT_WEBHOOK_SECRET = 'whsec_contract_suite_0123456789';
/** The address links in emails start with. */
export const CONTRACT_PUBLIC_URL = 'https://landing.example';

export interface StartedTarget {
  name: TargetName;
  /** Base of the API, without a trailing slash: `${baseUrl}/admin/stats`. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The servers ask a DNS server of the suite's own, with no records (every name NXDOMAIN at once), never the
 * machine's; they point customers' domains where the demo does, so records and reasons read alike.
 */
async function serverHosting() {
  const dns = await startDnsServer();
  return { dns, options: { dnsServers: [dns.address], hosting: DEMO_HOSTING } };
}

/** Settings a block of scenarios gives every target alike (each backend's own defaults otherwise). */
export interface TargetSettings {
  /** TRACK_UNKNOWN_SITES_PER_DAY: events a day stored for sites the product does not know. */
  trackUnknownSitesPerDay?: number;
}

export async function startTarget(
  name: TargetName,
  clock: TestClock,
  settings: TargetSettings = {},
): Promise<StartedTarget> {
  if (name === 'postgres') {
    const { dns, options: hosting } = await serverHosting();
    const database = await createTestDatabase();
    let running: RunningApp;
    try {
      running = await createApp({
        dataDir: '/nonexistent',
        databaseUrl: database.url,
        adminUsername: CONTRACT_ADMIN.username,
        adminPassword: CONTRACT_ADMIN.password,
        jwtSecret: JWT_SECRET,
        stripeWebhookSecret: CONTRACT_WEBHOOK_SECRET,
        publicUrl: CONTRACT_PUBLIC_URL,
        logger: silentLogger,
        logRequests: false,
        scryptCost: 1024,
        clock,
        ...settings,
        ...hosting,
      });
    } catch (error) {
      await database.drop();
      await dns.close();
      throw error;
    }
    const { url } = await running.listen(0);
    return {
      name,
      baseUrl: `${url}/api`,
      async stop() {
        await running.close();
        await database.drop();
        await dns.close();
      },
    };
  }
  if (name === 'server') {
    const { dns, options: hosting } = await serverHosting();
    const dataDir = await mkdtemp(join(tmpdir(), 'landing-contract-'));
    let running: RunningApp;
    try {
      running = await createApp({
        dataDir,
        adminUsername: CONTRACT_ADMIN.username,
        adminPassword: CONTRACT_ADMIN.password,
        jwtSecret: JWT_SECRET,
        stripeWebhookSecret: CONTRACT_WEBHOOK_SECRET,
        publicUrl: CONTRACT_PUBLIC_URL,
        logger: silentLogger,
        logRequests: false,
        scryptCost: 1024,
        clock,
        ...settings,
        ...hosting,
      });
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      await dns.close();
      throw error;
    }
    const { url } = await running.listen(0);
    return {
      name,
      baseUrl: `${url}/api`,
      async stop() {
        await running.close();
        await rm(dataDir, { recursive: true, force: true });
        await dns.close();
      },
    };
  }

  const baseUrl = 'http://mock.test/api';
  const { server, runtime } = createMockServer({
    baseUrl,
    data: { admin: CONTRACT_ADMIN },
    jwtSecret: JWT_SECRET,
    webhookSecret: CONTRACT_WEBHOOK_SECRET,
    publicUrl: CONTRACT_PUBLIC_URL,
    passwordIterations: 1000,
    clock,
    ...settings,
  });
  // Requests to other hosts (none expected) go to the network untouched.
  server.listen({ onUnhandledRequest: 'bypass' });
  await runtime.ready;
  return {
    name,
    baseUrl,
    async stop() {
      server.close();
    },
  };
}
