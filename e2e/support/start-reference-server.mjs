/**
 * Playwright's webServer for the `server` project: builds the production web app if needed, then runs the
 * reference server on PORT with a fresh temporary DATA_DIR and the test credentials from the environment
 * the Playwright config passes. The data directory is removed when the server stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('build', 'dist');

const dataDir = mkdtempSync(join(tmpdir(), 'landing-e2e-'));
const server = spawn(join('node_modules', '.bin', 'tsx'), ['reference-server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
