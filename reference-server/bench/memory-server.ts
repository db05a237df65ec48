/**
 * The reference server with no storage behind it, for `npm run bench:server`: the same Koa app, middleware,
 * contract validation, rate limiter (in memory) and ingestion pipeline as `npm start`, over core's
 * in-memory store (nothing written to disk or a database). Its ingestion throughput is what the server
 * itself allows on this machine: a store can at best match it, so the benchmark reports each store's
 * ingestion against it as well as against bare Koa. Started by the benchmark only, as main.ts is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { silentLogger } from '../src/logger';

async function main(): Promise<void> {
  const config = readConfig();
  // Page screenshots (unused here) keep their cache under dataDir: a directory of its own, removed at exit.
  const dataDir = await mkdtemp(join(tmpdir(), 'landing-facile-bench-memory-'));
  const running = await createApp({ ...config, dataDir, memoryStore: true, logger: silentLogger });
  const { url } = await running.listen(config.port, config.host);
  process.stdout.write(`Landing Facile in ascolto su ${url} (dati in memoria)\n`);
  const stop = () => {
    void running
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
