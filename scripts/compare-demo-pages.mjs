/**
 * Photographs every demo page (the routes in web/src/features/demo-pages/registry.ts) full page at 360 and
 * 1280 CSS px wide, and compares the pictures with an earlier set, pixel by pixel: for refactors that must not
 * change how any page looks.
 *
 *   node scripts/compare-demo-pages.mjs --out /tmp/demo-shots/before            (build, serve, shoot)
 *   node scripts/compare-demo-pages.mjs --out /tmp/demo-shots/after --compare /tmp/demo-shots/before
 *   add --no-build to reuse the last temporary build, --only stile5,template-psicologo to shoot some routes.
 *
 * Builds the production bundle into a temporary folder (dist/ stays untouched) and serves it with `vite preview`
 * on COMPARE_PORT or 5187. Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else /usr/bin/chromium. Motion is reduced
 * and the API gets a quiet answer, so two runs of the same code give the same bytes.
 * With --compare, each pair of PNGs is compared: equal bytes are identical; otherwise both are decoded in the
 * browser and the differing pixels are counted. Exits 1 when any picture differs or is missing.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, openPage, pageContext, root, serveBuiltApp } from './support/built-app.mjs';

const WIDTHS = [360, 1280];
const outDir = join(tmpdir(), 'landing-compare-demo-build');
const port = Number(process.env.COMPARE_PORT ?? 5187);

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function demoRoutes() {
  const registry = readFileSync(join(root, 'web/src/features/demo-pages/registry.ts'), 'utf8');
  const routes = [...registry.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  const only = option('--only');
  if (!only) return routes;
  const wanted = new Set(only.split(',').map((route) => (route.startsWith('/') ? route : `/${route}`)));
  return routes.filter((route) => wanted.has(route));
}

const shotName = (route, width) => `${route.slice(1)}-${width}.png`;

async function shoot(browser, base, routes, target) {
  mkdirSync(target, { recursive: true });
  for (const width of WIDTHS) {
    const context = await pageContext(browser, { viewport: { width, height: 800 }, deviceScaleFactor: 1 });
    for (const route of routes) {
      const page = await openPage(context, `${base}${route}`);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(target, shotName(route, width)), fullPage: true, animations: 'disabled' });
      await page.close();
    }
    await context.close();
  }
}

/** Counts differing pixels of two PNGs by decoding them on canvases; returns a short description. */
async function pixelDiff(page, a, b) {
  return page.evaluate(
    async ([left, right]) => {
      const decode = async (base64) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return {
          width: bitmap.width,
          height: bitmap.height,
          data: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
        };
      };
      const [x, y] = await Promise.all([decode(left), decode(right)]);
      if (x.width !== y.width || x.height !== y.height) return `size ${x.width}x${x.height} -> ${y.width}x${y.height}`;
      let differing = 0;
      let firstRow = -1;
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          x.data[i] !== y.data[i] ||
          x.data[i + 1] !== y.data[i + 1] ||
          x.data[i + 2] !== y.data[i + 2] ||
          x.data[i + 3] !== y.data[i + 3]
        ) {
          differing += 1;
          if (firstRow === -1) firstRow = Math.floor(i / 4 / x.width);
        }
      }
      return differing === 0 ? 'identical' : `${differing} pixels differ (first at row ${firstRow})`;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

async function compare(browser, routes, before, after) {
  const page = await browser.newPage();
  let failures = 0;
  const report = [];
  for (const route of routes) {
    for (const width of WIDTHS) {
      const name = shotName(route, width);
      const [a, b] = [join(before, name), join(after, name)];
      let verdict;
      if (!existsSync(a) || !existsSync(b)) verdict = 'missing';
      else {
        const [x, y] = [readFileSync(a), readFileSync(b)];
        verdict = x.equals(y) ? 'identical' : await pixelDiff(page, x, y);
      }
      if (verdict !== 'identical') failures += 1;
      report.push(`${verdict === 'identical' ? 'same' : 'DIFF'}  ${route} @${width}: ${verdict}`);
    }
  }
  await page.close();
  writeFileSync(join(after, 'comparison.txt'), `${report.join('\n')}\n`);
  console.log(report.join('\n'));
  console.log(failures === 0 ? 'All pictures are pixel-identical.' : `${failures} picture(s) differ.`);
  return failures;
}

async function main() {
  const target = option('--out');
  if (!target)
    throw new Error('usage: node scripts/compare-demo-pages.mjs --out DIR [--compare DIR] [--no-build] [--only r1,r2]');
  const routes = demoRoutes();
  const app = await serveBuiltApp({ outDir, port });
  let browser;
  try {
    browser = await launchChromium();
    await shoot(browser, app.base, routes, target);
    const before = option('--compare');
    if (before && (await compare(browser, routes, before, target)) > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
