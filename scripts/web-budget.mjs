/**
 * The home page's JavaScript budget: what its prerendered HTML makes the browser load before anything else
 * (the entry `<script type="module">` and the `<link rel="modulepreload">`s, or on a prerendered page the boot
 * script and what it loads once the page has painted), gzip level 9, at most 85 kB
 * (decimal, as Vite prints sizes). What loads after the first paint (the home page's own chunk, the sections
 * below the fold, analytics, the API client) does not count.
 *
 * `npm run check:budget` (node scripts/web-budget.mjs [outDir=dist]) checks an existing production build and
 * exits 1 over budget; `npm test` runs it after the e2e run, which has just built dist/ (`npm run build`), so
 * the check costs no build of its own. `npm run bench:web` reports the same figure.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_KB = 85;

/** Decimal kB (1000 bytes), as Vite reports sizes. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Total bytes and gzip (level 9) bytes of files under outDir. */
export async function sizeOf(outDir, files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(join(outDir, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files], bytes, gzip };
}

/**
 * The JavaScript files an HTML page loads first (paths in outDir): its module scripts and modulepreload links,
 * and on a prerendered page what its boot script loads after the first paint (the entry and the chunks its tag
 * names in data-app-entry and data-app-preload: scripts/prerender.mjs).
 */
export function initialScripts(html, base = '/') {
  const local = (href) => (href.startsWith(base) ? href.slice(base.length) : href.replace(/^\//, ''));
  return [
    ...[...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/\sdata-app-entry="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/\sdata-app-preload="([^"]*)"/g)].flatMap((match) => match[1].split(' ').filter(Boolean)),
  ].map(local);
}

/** The prerendered home page's initial JavaScript in a build (dist/ or a bench's temporary folder). */
export async function homeInitialJs(outDir) {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!html.includes('data-prerendered="/"'))
    throw new Error(`${outDir}/index.html is not the prerendered home page (run npm run build)`);
  return sizeOf(outDir, initialScripts(html));
}

/** Checks a build against the budget: a line to print and whether it passes. */
export async function checkHomeBudget(outDir, budgetKb = HOME_JS_BUDGET_KB) {
  const size = await homeInitialJs(outDir);
  const ok = size.gzip <= budgetKb * 1000;
  const line =
    `home page initial JavaScript (script + modulepreload): ${kb(size.bytes)}, gzip ${kb(size.gzip)} ` +
    `(budget ${budgetKb} kB gzip${ok ? '' : `, over by ${kb(size.gzip - budgetKb * 1000)}`}): ${size.files.join(', ')}`;
  return { ok, line, size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  try {
    const { ok, line } = await checkHomeBudget(outDir);
    console.log(`${ok ? 'ok' : 'OVER BUDGET'}: ${line}`);
    if (!ok) {
      console.error(
        'The home page must stay fast on a phone: move what its first screen does not need into a lazy chunk ' +
          '(docs/benchmarks.md, «Home page budget»).',
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`check:budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
