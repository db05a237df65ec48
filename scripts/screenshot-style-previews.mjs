/**
 * Regenerates the style picker's preview images from the real demo pages:
 *   web/src/features/questionnaire/style-previews/{medical,fitness,business}.jpg
 * from /template-psicologo, /template-personal-trainer and /template-studio-legale.
 *
 * Builds the production bundle into a temporary folder (dist/ and dist-demo/ stay untouched), serves it with
 * `vite preview`, and photographs the first screen of each page at 1280×800 CSS px scaled by 0.5, so each image
 * is 640×400 px, JPEG quality 70. The floating 'Crea la tua landing' button is hidden: it belongs to the demo,
 * not to the style being previewed.
 *
 *   node scripts/screenshot-style-previews.mjs            (build, serve on PREVIEW_PORT or 5122, shoot)
 *   node scripts/screenshot-style-previews.mjs --no-build (reuse the last temporary build)
 * Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(tmpdir(), 'landing-style-previews-build');
const targetDir = join(root, 'web/src/features/questionnaire/style-previews');
const port = Number(process.env.PREVIEW_PORT ?? 5122);
const vite = join(root, 'node_modules/.bin/vite');

const SHOTS = [
  { file: 'medical.jpg', route: '/template-psicologo' },
  { file: 'fitness.jpg', route: '/template-personal-trainer' },
  { file: 'business.jpg', route: '/template-studio-legale' },
];

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function build() {
  console.log(`Building the web app into ${outDir} ...`);
  const result = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
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

async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(join(outDir, 'index.html'))) build();
  const preview = spawn(vite, ['preview', '--config', 'web/vite.config.ts', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await waitForServer(`${base}/`);
    mkdirSync(targetDir, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 0.5, locale: 'it-IT', reducedMotion: 'reduce' });
    // The pages make no API calls of their own; the app-wide start and analytics calls get a quiet answer.
    await context.route('**/api/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"anteprima"}' }));
    for (const shot of SHOTS) {
      const page = await context.newPage();
      await page.goto(`${base}${shot.route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.addStyleTag({ content: '[data-testid="create-landing"] { display: none !important; }' });
      await page.evaluate(() => document.fonts.ready);
      const path = join(targetDir, shot.file);
      await page.screenshot({ path, type: 'jpeg', quality: 70 });
      console.log(`${shot.route} -> ${path} (${(statSync(path).size / 1024).toFixed(1)} KB)`);
      await page.close();
    }
  } finally {
    await browser.close();
    preview.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
