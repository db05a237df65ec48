/**
 * `npm run demo`: builds the browser-only demo (the MSW service worker answers /api inside the browser)
 * into dist-demo/ and serves it on http://localhost:4173. dist-demo/ is a static folder: it can go on any
 * static host, under a base path given at build time with DEMO_BASE (e.g. DEMO_BASE=/demo/).
 * Options: DEMO_PORT (default 4173).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const port = process.env.DEMO_PORT ?? '4173';
const trimmed = (process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '');
const base = trimmed ? `/${trimmed}/` : '/';

const built = spawnSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

console.log(`\nDemo: http://localhost:${port}${base}  (dati di esempio nel browser; Ctrl+C per fermare)\n`);
const preview = spawn(
  join('node_modules', '.bin', 'vite'),
  ['preview', '--config', 'web/vite.config.ts', '--mode', 'demo', '--port', port, '--strictPort'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
