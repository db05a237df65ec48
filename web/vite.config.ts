import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from '../aliases.config.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

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
 * Production build: web/ -> dist/ (served by the reference server).
 * Demo build (`--mode demo`): the MSW worker answers /api in the browser; output in dist-demo/,
 * under the base path given by DEMO_BASE (default '/').
 */
export default defineConfig(({ command, mode }) => {
  const demo = mode === 'demo';
  return {
    root: webRoot,
    base: demo ? demoBase() : '/',
    plugins: demo ? [react(), mswWorker()] : [react()],
    publicDir: 'public',
    resolve: { alias: aliases },
    define: {
      __DEMO__: JSON.stringify(demo),
    },
    // Short hashed CSS-module class names in builds: they ship inside the JavaScript (home page budget).
    css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:6]' } } : undefined,
    build: {
      outDir: fileURLToPath(new URL(demo ? '../dist-demo' : '../dist', import.meta.url)),
      emptyOutDir: true,
      sourcemap: false,
    },
    server: {
      proxy: demo ? undefined : { '/api': 'http://localhost:8080' },
    },
  };
});
