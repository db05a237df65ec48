/**
 * PostgreSQL as a benchmark target of `npm run bench:server`: a fresh database each start (a throwaway
 * cluster from the machine's binaries, or a new database on BENCH_DATABASE_URL's server), the seed
 * written straight into it through the ingestion statement in batches and folded into the rollups
 * (never over HTTP), then the reference server with DATABASE_URL. `grow` adds millions more inside the
 * database with generate_series (postgres-seed.ts, as `npm run bench:postgres` does) while the server runs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { StoredEvent } from '@core/backend/store';
import { silentLogger } from '../src/logger';
import { createPool } from '../src/storage/postgres/pool';
import { openPostgresStore } from '../src/storage/postgres/postgres-store';
import { startTestCluster } from '../test/support/postgres-cluster';
import { startServer, stopChild } from './common';
import { seedEvents } from './postgres-seed';
import type { BenchTarget, RunningTarget } from './targets';

const SEED_BATCH = 5_000;

async function freshDatabase(): Promise<{ url: string; postmasterPid?: number; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    const cluster = await startTestCluster({ ownCluster: true, config: 'shared_buffers = 512MB\nmax_wal_size = 4GB' });
    // The first line of postmaster.pid: the cluster's processes are the postmaster and its children.
    const postmasterPid = Number(readFileSync(join(cluster.dataDir!, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: cluster.adminUrl, postmasterPid, drop: async () => cluster.stop() };
  }
  const name = `lf_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const postgresTarget: BenchTarget = {
  name: 'PostgreSQL',
  async start(seed, env): Promise<RunningTarget> {
    const database = await freshDatabase();
    try {
      const store = await openPostgresStore(database.url, silentLogger, { max: 2, statementTimeoutMs: 600_000 });
      try {
        let batch: StoredEvent[] = [];
        for (const event of seed) {
          batch.push(event);
          if (batch.length === SEED_BATCH) {
            await store.importEvents(batch);
            batch = [];
          }
        }
        if (batch.length > 0) await store.importEvents(batch);
        // Counted before the server starts, as on a server that has been running: the reads measure
        // dashboards, not the first fold of a million-event import.
        await store.flush();
        await store.pool.query('ANALYZE');
      } finally {
        await store.close();
      }
      const started = Date.now();
      const { child, url } = await startServer({ ...env, DATABASE_URL: database.url });
      return {
        url,
        pid: child.pid!,
        postmasterPid: database.postmasterPid,
        startMs: Date.now() - started,
        async grow(count, fromMs, toMs) {
          const pool = createPool(database.url, silentLogger, { max: 2, statementTimeoutMs: 3_600_000 });
          try {
            await seedEvents(pool, 0, count, fromMs, toMs);
            await pool.query('ANALYZE');
          } finally {
            await pool.end();
          }
        },
        async stop() {
          await stopChild(child);
          await database.drop();
        },
      };
    } catch (error) {
      await database.drop();
      throw error;
    }
  },
};
