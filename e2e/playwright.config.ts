import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';
import { PORTS, SERVER_ADMIN, SERVER_JWT_SECRET, SERVER_STRIPE_WEBHOOK_SECRET } from './support/credentials';
import type { BackendOptions } from './support/fixtures';

/**
 * One set of specs, two backends:
 * - `server`: the production build served by the Koa reference server (temporary DATA_DIR);
 * - `demo`: the browser-only demo build, where the MSW service worker answers /api.
 */

const SERVER_URL = `http://127.0.0.1:${PORTS.server}`;
/** The demo may live under a base path (DEMO_BASE, e.g. `/demo/`); its baseURL follows it. */
const DEMO_BASE = `/${(process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const DEMO_URL = `http://127.0.0.1:${PORTS.demo}${DEMO_BASE}`;

/** Start only the web servers of the projects this run selects (`--project server`, `--project=demo`). */
function selectedProjects(argv: readonly string[]): Set<string> {
  const names = new Set<string>();
  argv.forEach((arg, index) => {
    if (arg === '--project' && argv[index + 1]) names.add(argv[index + 1]!);
    else if (arg.startsWith('--project=')) names.add(arg.slice('--project='.length));
  });
  return names.size > 0 ? names : new Set(['server', 'demo']);
}
const selected = selectedProjects(process.argv);
const reuseExistingServer = !process.env.CI;
/**
 * CI runs both backends and two software-rendered Chromiums on one shared 2-core machine: at a load of 11
 * (23 November 2026) a demo page's lazy chunk took over 7 s to appear and clicking through the heaviest style
 * over 30 s, on steps that take a second or two when the machine is quiet. The limits catch hangs, not
 * slowness, so CI gives every step twice the time.
 */
const timeScale = process.env.CI ? 2 : 1;

export default defineConfig<BackendOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000 * timeScale,
  expect: { timeout: 7_000 * timeScale },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // demo-mode.spec.ts is about the demo's own control and storage: nothing to test on the server.
    { name: 'server', use: { baseURL: `${SERVER_URL}/`, backend: 'server' }, testIgnore: '**/demo-mode.spec.ts' },
    // tracker.spec.ts puts the customer tracker on a page of another origin: the demo's service worker cannot
    // answer for that page, and the tracker is served by the reference server only.
    {
      name: 'demo',
      use: { baseURL: DEMO_URL, backend: 'demo', serviceWorkers: 'allow' },
      testIgnore: '**/tracker.spec.ts',
    },
  ],
  webServer: [
    ...(selected.has('server')
      ? [
          {
            name: 'reference server',
            command: 'node e2e/support/start-reference-server.mjs',
            cwd: '..',
            url: `${SERVER_URL}/api/`,
            reuseExistingServer,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            env: {
              PORT: String(PORTS.server),
              HOST: '127.0.0.1',
              ADMIN_USERNAME: SERVER_ADMIN.username,
              ADMIN_PASSWORD: SERVER_ADMIN.password,
              JWT_SECRET: SERVER_JWT_SECRET,
              STRIPE_WEBHOOK_SECRET: SERVER_STRIPE_WEBHOOK_SECRET,
              LOG_LEVEL: 'warn',
            },
          },
        ]
      : []),
    ...(selected.has('demo')
      ? [
          {
            name: 'demo preview',
            command: 'node e2e/support/start-demo.mjs',
            cwd: '..',
            url: DEMO_URL,
            reuseExistingServer,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            env: { DEMO_PORT: String(PORTS.demo) },
          },
        ]
      : []),
  ],
});
