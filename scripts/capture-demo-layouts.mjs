/**
 * Measures the demo pages behind the sample customers' sites (mock/seed/demo-sites.ts), as a visitor's
 * browser renders them, and writes mock/seed/demo-layouts.json: per page and device (phone 390, tablet 820,
 * desktop 1280 CSS px wide, core/backend/preview-port.ts), the document height and every element the
 * trackers record clicks on (found and described by the trackers' own core/tracking module, bundled into
 * the page), with its box in document pixels, its link's address and whether it sends a form. The seed clicks those boxes and scrolls that height, so the
 * heatmap of a sample site lands on the page's real buttons and links.
 *
 *   npx tsx scripts/capture-demo-layouts.mjs            (build, serve on PREVIEW_PORT or 5123, measure)
 *   npx tsx scripts/capture-demo-layouts.mjs --no-build (reuse the last temporary build)
 * Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else /usr/bin/chromium. Run it again after changing a demo page.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { PREVIEW_VIEWPORT_HEIGHT, PREVIEW_WIDTH } from '../core/backend/preview-port.ts';
import { SAMPLE_SITE_ROUTES } from '../mock/seed/demo-sites.ts';
import { HIDE_DEMO_CHROME, launchChromium, quietApi, root, serveBuiltApp } from './support/built-app.mjs';

const outDir = join(tmpdir(), 'landing-demo-layouts-build');
const target = join(root, 'mock/seed/demo-layouts.json');
const port = Number(process.env.PREVIEW_PORT ?? 5123);
const DEVICES = ['phone', 'tablet', 'desktop'];

async function trackingBundle() {
  const result = await build({
    entryPoints: [join(root, 'core/tracking/index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__lfTracking',
    target: ['es2020'],
  });
  return result.outputFiles[0].text;
}

/** Runs in the page: every tracked element with a box, as the tracker would describe a click on it. */
function measure() {
  const tracking = window.__lfTracking;
  const seen = new Set();
  const elements = [];
  for (const node of document.querySelectorAll(tracking.TRACKED_SELECTOR)) {
    const element = tracking.trackedElement(node);
    if (!element || seen.has(element)) continue;
    seen.add(element);
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    // Off-screen elements (a skip link waiting for focus) are not where visitors click.
    if (box.right <= 0 || box.left >= innerWidth || box.bottom + scrollY <= 0) continue;
    const fields = tracking.clickFieldsOf(element, null, window);
    elements.push({
      text: fields.element_text,
      id: fields.element_id,
      class: fields.element_class,
      type: fields.click_type,
      // The link's address as the tracker sends it (the server reads the contact it opens), and whether a
      // click sends a form: the seed's contacts are those the page really offers.
      ...(fields.link_url ? { href: fields.link_url } : {}),
      ...(element.matches('button:not([type]),[type=submit]') && element.closest('form') ? { submits: true } : {}),
      left: Math.round(box.left + scrollX),
      top: Math.round(box.top + scrollY),
      width: Math.round(box.width),
      height: Math.round(box.height),
    });
  }
  return { title: document.title, document_height: tracking.documentHeightOf(document), elements };
}

async function main() {
  const app = await serveBuiltApp({ outDir, port });
  const browser = await launchChromium();
  const bundle = await trackingBundle();
  const layouts = {};
  try {
    for (const route of [...new Set(Object.values(SAMPLE_SITE_ROUTES))].sort()) {
      layouts[route] = { title: '', devices: {} };
      for (const device of DEVICES) {
        const width = PREVIEW_WIDTH[device];
        const height = PREVIEW_VIEWPORT_HEIGHT[device];
        const context = await browser.newContext({
          viewport: { width, height },
          locale: 'it-IT',
          reducedMotion: 'reduce',
          isMobile: device === 'phone',
          hasTouch: device !== 'desktop',
        });
        await quietApi(context);
        const page = await context.newPage();
        await page.goto(`${app.base}${route}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.addStyleTag({ content: HIDE_DEMO_CHROME });
        await page.addScriptTag({ content: bundle });
        await page.evaluate(() => document.fonts.ready);
        const measured = await page.evaluate(measure);
        layouts[route].title = measured.title;
        layouts[route].devices[device] = {
          width,
          viewport_height: height,
          document_height: measured.document_height,
          elements: measured.elements,
        };
        console.log(`${route} ${device}: ${measured.document_height} px, ${measured.elements.length} elements`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    app.stop();
  }
  writeFileSync(target, JSON.stringify(layouts, null, 2) + '\n');
  console.log(`-> ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
