/**
 * Build step after `vite build --manifest`: puts the home page's HTML into dist/index.html (the browser
 * hydrates it) and writes dist/shell.html, the same document with an empty root and a neutral title, which
 * the server sends for the other app routes and as the 404 body.
 *
 * Usage: node scripts/prerender.mjs [outDir=dist] [--keep-manifest]
 * It builds web/src/app/entry-server.tsx for Node with the same Vite config (same CSS-module class names),
 * renders '/' inside a StaticRouter and injects the result at <!--app-html-->. The stylesheets of the home
 * page's lazily hydrated part are linked in <head>, since its HTML is there from the start.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const MARKER = '<!--app-html-->';
const HEAD_MARKER = '<!--head-meta-->';
/** Lazy modules whose HTML is prerendered: their CSS must not wait for their JavaScript. */
const PRERENDERED_LAZY_MODULES = ['src/features/home/BelowTheFold.tsx'];
/** The router's catch-all (the eighteen demo pages and the 404 page), served from shell.html. */
const CATCH_ALL_MODULE = 'src/app/DemoOrNotFound.tsx';

async function renderHome() {
  // Inside node_modules so the server bundle resolves react & co. from the project's own packages.
  const ssrDir = await mkdtemp(join(ROOT, 'node_modules', '.prerender-'));
  try {
    await build({
      configFile: join(ROOT, 'web/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
      },
    });
    const { render, homeHead } = await import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href);
    return { html: await render('/'), head: homeHead() };
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** modulepreload links for a lazy module's chunk and the chunks it imports (not the entry's). */
async function chunkPreloads(outDir, base, key) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const collect = (name) => {
    const entry = manifest[name];
    if (!entry || entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(collect);
  };
  collect(key);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
}

/** <link> tags for the CSS of the prerendered lazy modules, from Vite's manifest. */
async function lazyStylesheets(outDir, base) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const collect = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in the Vite manifest`);
    (entry.css ?? []).forEach((file) => seen.add(file));
    (entry.imports ?? []).forEach((imported) => (manifest[imported]?.isEntry ? null : collect(imported)));
  };
  PRERENDERED_LAZY_MODULES.forEach(collect);
  return [...seen].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`).join('\n    ');
}

export async function prerender(outDir = join(ROOT, 'dist'), { keepManifest = false } = {}) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  for (const marker of [MARKER, HEAD_MARKER]) {
    if (!template.includes(marker)) throw new Error(`${outDir}/index.html has no ${marker} marker`);
  }
  const base = template.match(/<script type="module" crossorigin src="([^"]*?)assets\//)?.[1] ?? '/';

  const rendered = await renderHome();
  let appHtml = rendered.html;
  if (!appHtml.includes('id="prezzi"')) throw new Error('prerender: the home page lacks the #prezzi section');
  if (appHtml.includes('<script')) throw new Error('prerender: unexpected script in the home page HTML');
  // React puts resource hints (the hero image preload) first; they belong in <head>.
  const hints = [];
  appHtml = appHtml.replace(/^(?:<link [^>]*\/>)+/, (links) => {
    hints.push(links);
    return '';
  });

  const stylesheets = await lazyStylesheets(outDir, base);
  const { title, tags } = rendered.head;
  const home = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/</g, '&lt;')}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(HEAD_MARKER, tags)
    // After the entry's own stylesheet, in the order the browser would load them without prerendering.
    .replace('</head>', `  ${[...hints, stylesheets].filter(Boolean).join('\n    ')}\n  </head>`)
    .replace(MARKER, appHtml);
  await writeFile(join(outDir, 'index.html'), home);

  // The other routes set their own titles once rendered; the shell stays neutral. The catch-all route's
  // chunk (demo pages and 404) is preloaded so it downloads alongside the entry instead of after it.
  const catchAll = (await chunkPreloads(outDir, base, CATCH_ALL_MODULE))
    .split('\n    ')
    .filter((link) => !template.includes(link.match(/href="([^"]+)"/)?.[1] ?? '\0'))
    .join('\n    ');
  const shell = template.replace(MARKER, '').replace(/\s*<!--head-meta-->/, catchAll ? `\n    ${catchAll}` : '');
  await writeFile(join(outDir, 'shell.html'), shell);
  if (!keepManifest) await rm(join(outDir, '.vite'), { recursive: true, force: true });
  console.log(`prerender: ${outDir}/index.html (${(appHtml.length / 1024).toFixed(1)} KB of home HTML) and shell.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const outDir = args.find((arg) => !arg.startsWith('--'));
  await prerender(outDir ? resolve(outDir) : undefined, { keepManifest: args.includes('--keep-manifest') });
}
