/**
 * Playwright's webServer for the `demo` project (and `npm run demo`'s engine): builds the browser-only demo if
 * needed, then serves dist-demo with `vite preview` on the given port (default 4173).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const port = process.env.DEMO_PORT ?? '4173';
const trimmedBase = (process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '');
buildIfStale('build:demo', 'dist-demo', trimmedBase ? `/${trimmedBase}/` : '/');

const preview = spawn(
  join('node_modules', '.bin', 'vite'),
  [
    'preview',
    '--config',
    'web/vite.config.ts',
    '--mode',
    'demo',
    '--port',
    port,
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => preview.kill(signal));
}
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
