/**
 * npm run bench:web — the public site's weight and Lighthouse scores.
 *
 * 1. Production build (the same steps as `npm run build`: vite build + prerender) into a temporary folder.
 * 2. Sizes (bytes and gzip, level 9): the JavaScript and CSS the home page's HTML loads (`<script>`,
 *    `modulepreload`, stylesheets; scripts/web-budget.mjs, the check `npm test` runs), what it fetches after
 *    the first paint (the home page's content chunk: hero and sections; analytics and the API client),
 *    and each demo page's own chunks.
 * 3. Lighthouse 12 (mobile preset, simulated throttling) with the local Chromium on the home page and on
 *    each demo page, served by `vite preview` with each route its own page as from the real server (the home
 *    and demo pages prerendered); /api answers with a fixed healthy reply, the backend is not measured here.
 *
 * Options: --no-lighthouse (or --size-only: sizes only, no browser), --pages=/,/stile1 (Lighthouse only on
 * these), --port=5102.
 * Environment: CHROME_PATH (default /usr/bin/chromium; scripts/lighthouse.mjs). Results also go to bench-results/web.json.
 * Targets: home JS ≤ 85 kB gzip; Lighthouse 100 in every category and LCP ≤ 1.2 s on every page (idle machine).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { prerender } from './prerender.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { HOME_JS_BUDGET_KB, initialScripts, kb, sizeOf } from './web-budget.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, 'web/vite.config.ts');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const PORT = Number(option('port') ?? 5102);
const RUN_LIGHTHOUSE = !args.includes('--no-lighthouse') && !args.includes('--size-only');
const TARGETS = {
  homeJsGzipKb: HOME_JS_BUDGET_KB,
  performance: 100,
  accessibility: 100,
  seo: 100,
  'best-practices': 100,
  lcpMs: 1200,
};

/** A module's own chunk plus the static imports it needs that are not already loaded. */
function chunkClosure(manifest, key, exclude) {
  const js = new Set();
  const css = new Set();
  const visit = (entryKey) => {
    const entry = manifest[entryKey];
    if (!entry || exclude.has(entry.file) || js.has(entry.file)) return;
    js.add(entry.file);
    (entry.css ?? []).forEach((file) => css.add(file));
    (entry.imports ?? []).forEach(visit);
  };
  visit(key);
  return { js, css };
}

async function buildSite(outDir) {
  await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  await prerender(outDir, { keepManifest: true });
}

async function measure(outDir) {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const local = (href) => href.replace(/^\//, '');
  const initialJs = initialScripts(html);
  const initialCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => local(match[1]));
  const loaded = new Set(initialJs);

  const deferred = { js: new Set(), css: new Set() };
  for (const key of ['src/features/home/HomeContent.tsx', 'src/lib/analytics/index.ts']) {
    const closure = chunkClosure(manifest, key, loaded);
    closure.js.forEach((file) => deferred.js.add(file));
  }

  const registry = await readFile(join(ROOT, 'web/src/features/demo-pages/registry.ts'), 'utf8');
  const demoPages = [...registry.matchAll(/path: '([^']+)',\s*slug: '([^']+)'/g)].map((match) => ({
    path: match[1],
    slug: match[2],
  }));
  const demo = [];
  for (const page of demoPages) {
    const closure = chunkClosure(manifest, `src/features/demo-pages/pages/${page.slug}/index.tsx`, loaded);
    demo.push({ ...page, js: await sizeOf(outDir, closure.js), css: await sizeOf(outDir, closure.css) });
  }

  return {
    home: {
      initialJs: await sizeOf(outDir, initialJs),
      css: await sizeOf(outDir, initialCss),
      deferredJs: await sizeOf(outDir, deferred.js),
      htmlGzip: gzipSync(html, { level: 9 }).length,
    },
    demo,
  };
}

const API_INFO = {
  message: 'Landing Facile API (bench)',
  settings: { payment_links: { basic: null, pro: null }, demo_mode: false },
};

/**
 * vite preview answers as the reference server does: each route its own page (web/vite.config.ts, routePages).
 * /api answers a fixed healthy reply: the backend is not what this bench measures.
 */
async function startPreview(outDir) {
  const healthyApi = {
    name: 'bench-healthy-api',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0];
        if (!path.startsWith('/api/')) return next();
        // The calls the pages make at start, answered like a healthy API, so failed requests do not show up
        // as console errors in Lighthouse's best-practices audit.
        response.statusCode = path.startsWith('/api/track/') ? 202 : 200;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(path === '/api/' ? API_INFO : { accepted: true }));
      });
    },
  };
  return preview({
    configFile: CONFIG,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: PORT, strictPort: true, host: '127.0.0.1', proxy: {} },
    plugins: [healthyApi],
  });
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  try {
    console.log('bench:web — production build (vite build + prerender)…');
    await buildSite(outDir);
    const sizes = await measure(outDir);
    const { home } = sizes;
    console.log('\nHome page (/)');
    console.log(
      `  initial JS (script + modulepreload): ${kb(home.initialJs.bytes)}, gzip ${kb(home.initialJs.gzip)}  [target ≤ ${TARGETS.homeJsGzipKb} kB gzip]  ${home.initialJs.files.join(', ')}`,
    );
    console.log(`  CSS (render-blocking stylesheets):    ${kb(home.css.bytes)}, gzip ${kb(home.css.gzip)}`);
    console.log(
      `  fetched after the first paint (the content chunk: hero and sections; analytics, API client): ${kb(home.deferredJs.bytes)}, gzip ${kb(home.deferredJs.gzip)}`,
    );
    console.log(`  HTML (prerendered): gzip ${kb(home.htmlGzip)}`);
    console.log('\nDemo pages (own chunks, beyond the shared entry)');
    for (const page of sizes.demo) {
      console.log(
        `  ${page.path.padEnd(28)} JS gzip ${kb(page.js.gzip).padStart(9)}   CSS gzip ${kb(page.css.gzip).padStart(8)}`,
      );
    }

    let lighthouseResults = [];
    if (RUN_LIGHTHOUSE) {
      const server = await startPreview(outDir);
      try {
        const base = `http://127.0.0.1:${PORT}`;
        const wanted = option('pages')?.split(',') ?? ['/', ...sizes.demo.map((page) => page.path)];
        // Total blocking time (and so performance) depends on what else runs: say how busy the machine was.
        console.log(
          `\nLighthouse 12 (mobile, simulated throttling) on ${base}, load average ${loadavg()
            .map((value) => value.toFixed(2))
            .join(' ')}`,
        );
        lighthouseResults = await runLighthouse(wanted.map((path) => `${base}${path}`));
      } finally {
        await server.close();
      }
    }

    const misses = [];
    if (home.initialJs.gzip / 1000 > TARGETS.homeJsGzipKb) misses.push(`home JS ${kb(home.initialJs.gzip)} gzip`);
    for (const result of lighthouseResults) {
      for (const category of ['performance', 'accessibility', 'seo', 'best-practices']) {
        if (result[category] < TARGETS[category])
          misses.push(`${new URL(result.url).pathname} ${category} ${result[category]}`);
      }
      if (result.lcpMs > TARGETS.lcpMs) misses.push(`${new URL(result.url).pathname} LCP ${result.lcpMs} ms`);
    }
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    await writeFile(
      join(ROOT, 'bench-results', 'web.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          loadAverage: loadavg(),
          targets: TARGETS,
          sizes,
          lighthouse: lighthouseResults,
          misses,
        },
        null,
        2,
      ),
    );
    console.log(misses.length ? `\nBelow target: ${misses.join('; ')}` : '\nAll targets met.');
    console.log('Details: bench-results/web.json');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
