/**
 * A fresh PostgreSQL database per test file (random name, dropped afterwards), on the run's server
 * (see postgres-global-setup.ts), so test files run in parallel without sharing rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database, ending any connection still open on it. */
  drop(): Promise<void>;
}

export function testPostgresAdminUrl(): string {
  const url = inject('pgAdminUrl');
  if (!url) throw new Error(`No PostgreSQL for the tests: ${inject('pgUnavailable') ?? 'unknown reason'}`);
  return url;
}

/** The throwaway cluster's data directory, or null when the tests use TEST_DATABASE_URL. */
export function testClusterDataDir(): string | null {
  return inject('pgDataDir');
}

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `lf_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(testPostgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => asAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Ends every connection to the database from outside (as a restarting server would). */
export async function terminateBackends(name: string): Promise<number> {
  return asAdmin(async (c) => {
    const result = await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return result.rowCount ?? 0;
  });
}
