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
import { createApp, type RunningApp } from '../../reference-server/src/app';
import { silentLogger } from '../../reference-server/src/logger';
import { createTestDatabase } from '../../reference-server/test/support/postgres';
import type { TestClock } from './clock';

export type TargetName = 'server' | 'postgres' | 'mock';
export const TARGETS: readonly TargetName[] = ['server', 'postgres', 'mock'];

export const CONTRACT_ADMIN = { username: 'operatore-contratto', password: 'password-del-contratto-9f2k' } as const;
const JWT_SECRET = 'contract-suite-secret-0123456789abcdef0123';

export interface StartedTarget {
  name: TargetName;
  /** Base of the API, without a trailing slash: `${baseUrl}/admin/stats`. */
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startTarget(name: TargetName, clock: TestClock): Promise<StartedTarget> {
  if (name === 'postgres') {
    const database = await createTestDatabase();
    let running: RunningApp;
    try {
      running = await createApp({
        dataDir: '/nonexistent',
        databaseUrl: database.url,
        adminUsername: CONTRACT_ADMIN.username,
        adminPassword: CONTRACT_ADMIN.password,
        jwtSecret: JWT_SECRET,
        logger: silentLogger,
        logRequests: false,
        scryptCost: 1024,
        clock,
      });
    } catch (error) {
      await database.drop();
      throw error;
    }
    const { url } = await running.listen(0);
    return {
      name,
      baseUrl: `${url}/api`,
      async stop() {
        await running.close();
        await database.drop();
      },
    };
  }
  if (name === 'server') {
    const dataDir = await mkdtemp(join(tmpdir(), 'landing-contract-'));
    let running: RunningApp;
    try {
      running = await createApp({
        dataDir,
        adminUsername: CONTRACT_ADMIN.username,
        adminPassword: CONTRACT_ADMIN.password,
        jwtSecret: JWT_SECRET,
        logger: silentLogger,
        logRequests: false,
        scryptCost: 1024,
        clock,
      });
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
    const { url } = await running.listen(0);
    return {
      name,
      baseUrl: `${url}/api`,
      async stop() {
        await running.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const baseUrl = 'http://mock.test/api';
  const { server, runtime } = createMockServer({
    baseUrl,
    data: { admin: CONTRACT_ADMIN },
    jwtSecret: JWT_SECRET,
    passwordIterations: 1000,
    clock,
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
