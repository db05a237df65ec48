/**
 * For scripts that photograph or measure the real pages: build the production web app into a temporary
 * folder as `npm run build` does (dist/ and dist-demo/ stay untouched), serve it with `vite preview` (one page
 * per route, as the reference server), launch Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = join(root, 'node_modules/.bin/vite');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Builds (unless `--no-build` was passed and a build exists) and serves the app; returns its base URL and a stop function. */
export async function serveBuiltApp({ outDir, port }) {
  if (!process.argv.includes('--no-build') || !existsSync(join(outDir, 'index.html'))) {
    console.log(`Building the web app into ${outDir} ...`);
    const result = spawnSync(
      vite,
      [
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
    // As `npm run build` does: each route its own page, the home and demo pages prerendered.
    const prerendered = spawnSync(process.execPath, ['scripts/prerender.mjs', outDir], { cwd: root, stdio: 'inherit' });
    if (prerendered.status !== 0) throw new Error(`prerender failed (exit ${prerendered.status})`);
  }
  const preview = spawn(
    vite,
    [
      'preview',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/`);
  return { base, stop: () => preview.kill('SIGTERM') };
}

async function waitForServer(url, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms`);
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The pages make no API calls of their own; the app-wide start and analytics calls get a quiet answer. */
export async function quietApi(context) {
  await context.route('**/api/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"anteprima"}' }),
  );
}

/**
 * A browser context for photographing or measuring the pages: Italian locale, reduced motion, the API quiet.
 * `options` are Playwright's context options (viewport, deviceScaleFactor, isMobile...).
 */
export async function pageContext(browser, options) {
  const context = await browser.newContext({ locale: 'it-IT', reducedMotion: 'reduce', ...options });
  await quietApi(context);
  return context;
}

/** Opens `url` in a new page of `context` and waits until the page shows its `<h1>`. */
export async function openPage(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The floating 'Crea la tua landing' button belongs to the demo, not to the page it decorates. */
export const HIDE_DEMO_CHROME = '[data-testid="create-landing"] { display: none !important; }';
