import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from '../aliases.config.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package exports only its development build (invariant messages, warnings); builds bundle the
 * production build it ships beside it. Subpath first: an alias also matches the paths below its key.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
const REACT_ROUTER_PRODUCTION = {
  'react-router/dom': join(routerDist, 'dom-export.mjs'),
  'react-router': join(routerDist, 'index.mjs'),
};

/**
 * react-router's build calls React.forwardRef / React.memo / React.createContext without a pure annotation and
 * names its components (`NavLink.displayName = "NavLink"`) at the top level, so the bundler keeps every
 * component it defines (NavLink, Form, ScrollRestoration...) and what they use, whether or not the app uses
 * them: about 2 kB gzip in the home page's first JavaScript. Those calls are pure, and the names only serve
 * React's developer tools: annotating the calls and dropping the names lets tree-shaking remove the rest.
 */
function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1')
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
        return { code: shakable, map: null };
      },
    },
  };
}

/** '/', '/demo/', ...: DEMO_BASE with exactly one leading and one trailing slash. */
function demoBase(raw = process.env.DEMO_BASE ?? '/'): string {
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Demo mode only: serves and emits MSW's service worker at `<base>mockServiceWorker.js`, taken from the
 * installed msw package so it always matches the library version. The production build never gets it.
 */
function mswWorker(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  const fileName = 'mockServiceWorker.js';
  return {
    name: 'demo-msw-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${server.config.base}${fileName}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(workerPath, 'utf8') });
    },
  };
}

/**
 * `vite preview` (the demo's server, the benchmarks and screenshots) answers as the reference server and a
 * static host do with the build's one page per route (scripts/prerender.mjs): `/stile1` gets stile1/index.html,
 * a path that is neither a file nor a route gets shell.html with status 404 (the app shows its 404 page)
 * rather than the prerendered home page.
 */
function routePages(): Plugin {
  return {
    name: 'route-pages',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !path.startsWith(base)) return next();
        const route = path.slice(base.length).replace(/\/+$/, '');
        if (route === '' || route === 'api' || route.startsWith('api/') || route.split('/').pop()!.includes('.'))
          return next();
        const segments = route.split('/').filter((segment) => segment && segment !== '..');
        if (existsSync(join(outDir, ...segments, 'index.html'))) {
          request.url = `${base}${segments.join('/')}/index.html`;
          return next();
        }
        const shell = join(outDir, 'shell.html');
        if (!existsSync(shell)) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(shell));
      });
    },
  };
}

/**
 * Production build: web/ -> dist/ (served by the reference server).
 * Demo build (`--mode demo`): the MSW worker answers /api in the browser; output in dist-demo/,
 * under the base path given by DEMO_BASE (default '/').
 */
export default defineConfig(({ command, mode }) => {
  const demo = mode === 'demo';
  return {
    root: webRoot,
    base: demo ? demoBase() : '/',
    plugins: [react(), pureReactRouter(), ...(demo ? [mswWorker()] : []), routePages()],
    publicDir: 'public',
    resolve: { alias: command === 'build' ? { ...REACT_ROUTER_PRODUCTION, ...aliases } : aliases },
    define: {
      __DEMO__: JSON.stringify(demo),
    },
    // Short hashed CSS-module class names in builds: they ship inside the JavaScript (home page budget).
    css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:6]' } } : undefined,
    build: {
      outDir: fileURLToPath(new URL(demo ? '../dist-demo' : '../dist', import.meta.url)),
      emptyOutDir: true,
      sourcemap: false,
      // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
      modulePreload: { polyfill: false },
      // React DOM in a chunk of its own, loaded beside the entry: the browser compiles the two files apart, so
      // the task that finishes compiling and runs the app's code is shorter. Measured with Lighthouse, each
      // build's runs alternating (docs/benchmarks.md, «React DOM apart»): the median blocking time fell on
      // the three pages tried; it costs 0.4 kB gzip of the home page's budget.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
    server: {
      proxy: demo ? undefined : { '/api': 'http://localhost:8080' },
    },
  };
});
