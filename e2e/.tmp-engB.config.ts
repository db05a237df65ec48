// Temporary local config of demo-pages engineer B (not committed): runs the demo-pages spec against a dev server on 5131.
import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  testMatch: 'demo-pages.spec.ts',
  outputDir: '/tmp/engB/test-results',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'line',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:5131/',
    locale: 'it-IT',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] },
  },
});
