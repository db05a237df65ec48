/**
 * Build step after `vite build --manifest`: one HTML file per app route, so that the reference server and any
 * static host send each route its own page.
 * - The prerendered routes (the home page and the eighteen demo pages: PRERENDERED_ROUTES in
 *   web/src/app/entry-server.tsx) get their complete HTML, which the browser hydrates: the screen's title and
 *   description (and the home page's Open Graph tags), the style sheets of the lazy modules the HTML holds,
 *   and, for a demo page, its chunks preloaded so it hydrates without a waterfall. Their JavaScript starts after
 *   the first paint: the entry script becomes the boot script (web/src/app/boot/load-app-after-paint.js, copied
 *   to assets/boot-<hash>.js), whose tag names the entry and the chunks to preload. Not in the demo build (--mode
 *   demo), whose pages start a backend in the browser before they hydrate: the entry and preloads as before.
 * - The other app routes (payment, chat, dashboards, privacy) get the shell: the same document with an empty
 *   root and a neutral title; they render in the browser. shell.html and 404.html are the shell too (the
 *   reference server's 404 body, a static host's not-found page).
 * `/` is index.html, any other route <route>/index.html (a folder per route works on any static host).
 *
 * Usage: node scripts/prerender.mjs [outDir=dist] [--mode demo] [--keep-manifest]
 * It builds web/src/app/entry-server.tsx for Node with the same Vite config and mode (same CSS-module class
 * names, same base path) and renders each route inside a StaticRouter.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const MARKER = '<!--app-html-->';
const ROOT_ELEMENT = `<div id="root">${MARKER}</div>`;
const HEAD_MARKER = '<!--head-meta-->';
/** Routes whose lazy chunks load after the first render instead of with it (the home page's budget). */
const NOT_PRELOADED = new Set(['/']);

async function loadServerEntry(mode, ssrDir) {
  await build({
    configFile: join(ROOT, 'web/vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  return import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href);
}

/** The JavaScript and CSS files of lazy modules and of the chunks they import, the entry's excepted. */
function lazyAssets(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const collect = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in the Vite manifest`);
    if (entry.isEntry || js.has(entry.file)) return;
    js.add(entry.file);
    (entry.imports ?? []).forEach(collect);
    // After the chunks it imports, as Vite's preload loads them: the page's own rules win the cascade.
    (entry.css ?? []).forEach((file) => css.add(file));
  };
  keys.forEach(collect);
  return { js: [...js], css: [...css] };
}

const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const BOOT_MARKER = '<!--app-boot-->';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Writes the boot script, minified, under a name that changes with its content (an immutable asset). */
async function writeBootScript(outDir, base) {
  const path = join(ROOT, 'web/src/app/boot/load-app-after-paint.js');
  const { code: source } = await minify(path, await readFile(path, 'utf8'), {
    compress: true,
    mangle: true,
    module: true,
  });
  const file = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, file), source);
  return `${base}${file}`;
}

/**
 * The template of a prerendered page: the entry script and the template's modulepreloads give way to a
 * placeholder for the boot script's tag, which names them (`bootTag(preloads)` adds the route's chunks).
 */
function deferAppScripts(template, bootSrc) {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const withoutApp = template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `\n    ${BOOT_MARKER}`);
  const bootTag = (routePreloads) =>
    `<script type="module" crossorigin src="${bootSrc}" data-app-entry="${entry}" ` +
    `data-app-preload="${[...preloads, ...routePreloads].join(' ')}"></script>`;
  return { template: withoutApp, bootTag };
}

/** The demo's pages: the route's chunks as modulepreload links beside the entry script. */
const preloadLinks = (routePreloads) =>
  routePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');

/** The template with one route's HTML, title, meta tags, resource links and boot script. */
function pageHtml(template, { path, html, title, tags, links, boot }) {
  if (html.includes('<script')) throw new Error(`prerender: unexpected script in the HTML of ${path}`);
  // React puts resource hints (the hero image preload) first; they belong in <head>.
  const hints = [];
  const body = html.replace(/^(?:<link [^>]*\/>)+/, (found) => {
    hints.push(found);
    return '';
  });
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(HEAD_MARKER, tags)
      .replace(BOOT_MARKER, boot)
      // After the entry's own stylesheet, in the order the browser would load them without prerendering.
      .replace('</head>', `  ${[...hints, ...links].join('\n    ')}\n  </head>`)
      // The route the HTML belongs to: main.tsx hydrates it only there (a static host may send it elsewhere).
      .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${path}">${body}</div>`)
  );
}

async function writeRoute(outDir, path, html) {
  const dir = path === '/' ? outDir : join(outDir, ...path.split('/').filter(Boolean));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), html);
}

export async function prerender(outDir = join(ROOT, 'dist'), { mode = 'production', keepManifest = false } = {}) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  for (const marker of [ROOT_ELEMENT, HEAD_MARKER]) {
    if (!template.includes(marker)) throw new Error(`${outDir}/index.html has no ${marker}`);
  }
  const base = template.match(/<script type="module" crossorigin src="([^"]*?)assets\//)?.[1] ?? '/';
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const inTemplate = (file) => template.includes(`${base}${file}"`);
  // The browser-only demo starts its backend in the page (a service worker and seeded data) before it can
  // hydrate: waiting for the first paint would only add to that, so its pages load their code at once.
  const deferred =
    mode === 'demo'
      ? { template: template.replace(ENTRY_SCRIPT, (tag) => `${tag}\n    ${BOOT_MARKER}`), bootTag: preloadLinks }
      : deferAppScripts(template, await writeBootScript(outDir, base));

  // Inside node_modules so the server bundle resolves react & co. from the project's own packages.
  const ssrDir = await mkdtemp(join(ROOT, 'node_modules', '.prerender-'));
  const sizes = [];
  let shellRoutes;
  try {
    const server = await loadServerEntry(mode, ssrDir);
    const prerendered = new Set(server.PRERENDERED_ROUTES.map((route) => route.path));
    shellRoutes = server.APP_ROUTES.filter((path) => !prerendered.has(path));
    for (const { path, lazyModules } of server.PRERENDERED_ROUTES) {
      const rendered = await server.render(path);
      const assets = lazyAssets(manifest, lazyModules);
      const preloads = (NOT_PRELOADED.has(path) ? [] : assets.js.filter((file) => !inTemplate(file))).map(
        (file) => `${base}${file}`,
      );
      const links = assets.css
        .filter((file) => !inTemplate(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
      const boot = deferred.bootTag(preloads);
      await writeRoute(outDir, path, pageHtml(deferred.template, { path, ...rendered, links, boot }));
      sizes.push(rendered.html.length);
    }
    if (!(await readFile(join(outDir, 'index.html'), 'utf8')).includes('id="prezzi"'))
      throw new Error('prerender: the home page lacks the #prezzi section');
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }

  // The other routes set their own titles once rendered; the shell stays neutral.
  const shell = template.replace(MARKER, '').replace(/\s*<!--head-meta-->/, '');
  for (const name of ['shell.html', '404.html']) await writeFile(join(outDir, name), shell);
  for (const path of shellRoutes) await writeRoute(outDir, path, shell);
  if (!keepManifest) await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `prerender: ${sizes.length} routes prerendered in ${outDir} (${(total / 1024).toFixed(0)} KB of HTML), ` +
      `${shellRoutes.length} with the shell (${shellRoutes.join(' ')}), shell.html and 404.html`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const modeAt = args.indexOf('--mode');
  const mode = modeAt === -1 ? 'production' : args[modeAt + 1];
  const outDir = args.find((arg, index) => !arg.startsWith('--') && (modeAt === -1 || index !== modeAt + 1));
  await prerender(outDir ? resolve(outDir) : undefined, { mode, keepManifest: args.includes('--keep-manifest') });
}
