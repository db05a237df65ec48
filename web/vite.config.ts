import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Production build: web/ -> dist/ (served by the reference server).
 * Demo build (`--mode demo`): the MSW worker answers /api in the browser; output in dist-demo/,
 * under the base path given by DEMO_BASE (default '/').
 */
export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
    root: webRoot,
    base: demo ? (process.env.DEMO_BASE ?? '/') : '/',
    plugins: [react()],
    publicDir: 'public',
    define: {
      __DEMO__: JSON.stringify(demo),
    },
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
