/**
 * Schema migrations (node-pg-migrate, SQL files in reference-server/migrations). Applied at start-up and
 * by `npm run db:migrate`; node-pg-migrate holds an advisory lock while it runs, so several processes
 * starting at once apply each migration exactly once.
 */
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Logger } from '../../logger';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));
export const MIGRATIONS_TABLE = 'schema_migrations';

/** Applies every pending migration; returns the names applied now. */
export async function migrateDatabase(databaseUrl: string, logger?: Logger): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: MIGRATIONS_TABLE,
    direction: 'up',
    count: Number.POSITIVE_INFINITY,
    checkOrder: true,
    // Several processes starting at once: the others wait for the first, then find nothing to do.
    advisoryLockMode: 'wait',
    singleTransaction: true,
    log: () => {},
    logger: {
      debug: () => {},
      info: () => {},
      warn: (m: string) => logger?.error(m),
      error: (m: string) => logger?.error(m),
    },
  });
  return applied.map((m) => m.name);
}
