/**
 * PostgreSQL for the tests, without Docker: `TEST_DATABASE_URL` when set (any server the tests may
 * create databases on), otherwise a throwaway cluster started from the machine's PostgreSQL binaries
 * (Debian's `postgresql` package) in a temporary directory on a free port, stopped after the run.
 *
 * Vitest's global setup (reference-server/test/support/postgres-global-setup.ts) starts the cluster once
 * per run and hands its URL to every test file; each file then creates its own database (see
 * postgres.ts), so files run in parallel without seeing each other's rows.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCluster {
  /** URL of the maintenance database (`postgres`) with rights to create databases. */
  adminUrl: string;
  /** Stops the cluster and removes its files (no-op for TEST_DATABASE_URL). */
  stop(): void;
  /** The throwaway cluster's data directory (for `controlCluster`); null with TEST_DATABASE_URL. */
  dataDir: string | null;
}

/** The newest installed `initdb`, e.g. /usr/lib/postgresql/15/bin. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0]!, 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool; as root through `su postgres` (initdb and pg_ctl refuse to run as root). */
export function runPgTool(bin: string, tool: string, args: string[]): void {
  const command = join(bin, tool);
  const result = isRoot()
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `ownCluster`: always a throwaway cluster, even with TEST_DATABASE_URL (a test that stops it). */
export async function startTestCluster(options: { ownCluster?: boolean; config?: string } = {}): Promise<TestCluster> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv && !options.ownCluster) return { adminUrl: fromEnv, dataDir: null, stop() {} };

  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL tests need TEST_DATABASE_URL or the PostgreSQL binaries (apt-get install postgresql): no /usr/lib/postgresql/*/bin/initdb found.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'landing-pg-'));
  chmodSync(dir, 0o700);
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  runPgTool(bin, 'initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  // In the cluster's own configuration, so a restart (controlCluster) keeps the port. fsync stays on:
  // the crash tests rely on what an acknowledged commit means.
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 300\n${options.config ?? 'shared_buffers = 64MB'}\n`,
  );
  controlCluster(dataDir, 'start');
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      try {
        runPgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped (a test stopped it): nothing to do but remove the files.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Stops (fast shutdown) or starts the throwaway cluster's server, on the same port. */
export function controlCluster(dataDir: string, action: 'stop' | 'start'): void {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries found.');
  if (action === 'stop') runPgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  else runPgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', join(dataDir, '..', 'server.log'), '-w', '-t', '30', 'start']);
}
