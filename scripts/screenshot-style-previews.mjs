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
import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIDE_DEMO_CHROME, launchChromium, openPage, pageContext, root, serveBuiltApp } from './support/built-app.mjs';

const outDir = join(tmpdir(), 'landing-style-previews-build');
const targetDir = join(root, 'web/src/features/questionnaire/style-previews');
const port = Number(process.env.PREVIEW_PORT ?? 5122);

const SHOTS = [
  { file: 'medical.jpg', route: '/template-psicologo' },
  { file: 'fitness.jpg', route: '/template-personal-trainer' },
  { file: 'business.jpg', route: '/template-studio-legale' },
];

async function main() {
  const app = await serveBuiltApp({ outDir, port });
  const base = app.base;
  const browser = await launchChromium();
  try {
    mkdirSync(targetDir, { recursive: true });
    const context = await pageContext(browser, { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 0.5 });
    for (const shot of SHOTS) {
      const page = await openPage(context, `${base}${shot.route}`);
      await page.addStyleTag({ content: HIDE_DEMO_CHROME });
      await page.evaluate(() => document.fonts.ready);
      const path = join(targetDir, shot.file);
      await page.screenshot({ path, type: 'jpeg', quality: 70 });
      console.log(`${shot.route} -> ${path} (${(statSync(path).size / 1024).toFixed(1)} KB)`);
      await page.close();
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
