/**
 * The home page's JavaScript budget (scripts/web-budget.mjs, run by `npm test` on the build the e2e run made):
 * it counts what the prerendered home page loads first, the entry script and the modulepreloads, and nothing
 * else; it fails over budget and refuses a build whose index.html is not the prerendered home page.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHomeBudget, HOME_JS_BUDGET_KB, homeInitialJs, initialScripts } from './web-budget.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'web-budget.mjs');

const HOME = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root" data-prerendered="/"><main></main></div></body></html>`;

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A build folder with the home page and its files; random bytes do not compress, so gzip ≈ size. */
async function fakeBuild(entryBytes: number, html = HOME): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'web-budget-'));
  dirs.push(dir);
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(join(dir, 'assets/index-abc.js'), randomBytes(entryBytes));
  await writeFile(join(dir, 'assets/rolldown-runtime-def.js'), 'export const runtime = 1;\n');
  await writeFile(join(dir, 'assets/index-ghi.css'), randomBytes(50_000));
  await writeFile(join(dir, 'assets/HomeContent-jkl.js'), randomBytes(50_000));
  return dir;
}

describe('home page JavaScript budget', () => {
  it('counts the entry script and the modulepreloads, not the style sheets or the lazy chunks', async () => {
    expect(initialScripts(HOME)).toEqual(['assets/index-abc.js', 'assets/rolldown-runtime-def.js']);
    const dir = await fakeBuild(10_000);
    const size = await homeInitialJs(dir);
    expect(size.files).toEqual(['assets/index-abc.js', 'assets/rolldown-runtime-def.js']);
    const runtimeGzip = gzipSync('export const runtime = 1;\n', { level: 9 }).length;
    expect(size.gzip).toBeGreaterThan(10_000 + runtimeGzip);
    expect(size.gzip).toBeLessThan(10_100 + runtimeGzip);
  });

  it('on a page with a boot script, also counts the entry and the chunks it loads after the first paint', () => {
    const booted = `<head><script type="module" crossorigin src="/demo/assets/boot-x1.js" data-app-entry="/demo/assets/index-abc.js" data-app-preload="/demo/assets/rolldown-runtime-def.js /demo/assets/page-mno.js"></script>
<link rel="stylesheet" crossorigin href="/demo/assets/index-ghi.css"></head>`;
    expect(initialScripts(booted, '/demo/')).toEqual([
      'assets/boot-x1.js',
      'assets/index-abc.js',
      'assets/rolldown-runtime-def.js',
      'assets/page-mno.js',
    ]);
  });

  it(`passes at most ${HOME_JS_BUDGET_KB} kB gzip and fails above`, async () => {
    expect((await checkHomeBudget(await fakeBuild(80_000))).ok).toBe(true);
    const over = await checkHomeBudget(await fakeBuild(86_000));
    expect(over.ok).toBe(false);
    expect(over.line).toMatch(/gzip 86\.\d kB \(budget 85 kB gzip, over by 1\.\d kB\)/);
  });

  it('the command exits 1 over budget, 0 within it, 2 without a prerendered home page', async () => {
    const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    const within = run(await fakeBuild(80_000));
    expect(within.status, within.stderr).toBe(0);
    expect(within.stdout).toMatch(/^ok: home page initial JavaScript/);
    const over = run(await fakeBuild(86_000));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/^OVER BUDGET: /);
    const shell = run(await fakeBuild(1_000, HOME.replace(' data-prerendered="/"', '')));
    expect(shell.status).toBe(2);
    expect(shell.stderr).toContain('not the prerendered home page');
    expect(run(resolve(tmpdir(), 'no-such-build-folder')).status).toBe(2);
  });
});
