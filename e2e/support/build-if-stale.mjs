/**
 * Builds a web bundle only when it is missing or older than its sources, so a local e2e run does not pay
 * for a rebuild it does not need (CI always builds: it sets CI).
 * Usage: node e2e/support/build-if-stale.mjs <npm script> <output dir>
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_ROOTS = ['web', 'core', 'mock', 'themes', 'tracker', 'openapi.yaml', 'package.json'];
const IGNORED = new Set(['node_modules', '.vite']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (
      IGNORED.has(entry) ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx') ||
      entry.endsWith('.stories.tsx')
    )
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The base path a build was made for, read from its index.html (`src="/demo/assets/..."`). */
function builtBase(indexHtml) {
  const match = /src="([^"]*?)assets\//.exec(readFileSync(indexHtml, 'utf8'));
  return match ? match[1] : null;
}

export function buildIfStale(script, outDir, base = '/') {
  const marker = join(outDir, 'index.html');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCE_ROOTS.map(newestMtime));
  if (!process.env.CI && builtAt > sourcesAt && builtBase(marker) === base) {
    console.log(`[e2e] ${outDir} is up to date`);
    return;
  }
  console.log(`[e2e] npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [script, outDir, base] = process.argv.slice(2);
  if (!script || !outDir) {
    console.error('usage: build-if-stale.mjs <npm script> <output dir>');
    process.exit(2);
  }
  buildIfStale(script, outDir, base);
}
