/**
 * Vitest global setup of the node project: one PostgreSQL for the whole run (TEST_DATABASE_URL or a
 * throwaway cluster, see postgres-cluster.ts), handed to the test files with `provide`. Without
 * binaries and without TEST_DATABASE_URL the run goes on; only the PostgreSQL tests fail, saying why.
 */
import type { TestProject } from 'vitest/node';
import { startTestCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance database URL of the run's PostgreSQL, or null when none could be started. */
    pgAdminUrl: string | null;
    /** The throwaway cluster's data directory (null with TEST_DATABASE_URL). */
    pgDataDir: string | null;
    /** Why there is no PostgreSQL, when pgAdminUrl is null. */
    pgUnavailable: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  try {
    const cluster = await startTestCluster();
    project.provide('pgAdminUrl', cluster.adminUrl);
    project.provide('pgDataDir', cluster.dataDir);
    project.provide('pgUnavailable', null);
    return () => cluster.stop();
  } catch (error) {
    project.provide('pgAdminUrl', null);
    project.provide('pgDataDir', null);
    project.provide('pgUnavailable', error instanceof Error ? error.message : String(error));
    return () => {};
  }
}
