/**
 * The production build must not carry the in-browser backend: no MSW, no @msw/data, no seed, no demo
 * credentials. Both builds are made here into temporary folders; the demo build is checked for the same
 * markers, so the test would notice if they stopped meaning anything.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WEBHOOK_SECRET } from '@core/orders/stripe-signature';
import { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from './seed/credentials';

const configFile = fileURLToPath(new URL('../web/vite.config.ts', import.meta.url));
const MARKERS = {
  'the MSW worker script': 'mockServiceWorker',
  MSW: '[MSW]',
  'the demo admin password': DEMO_ADMIN.password,
  'a demo client token': DEMO_CLIENT_TOKENS.pizzeria,
  'the seed questionnaires': 'Pizzeria da Gennaro',
  "the demo's payment simulation": 'Simula pagamento',
  "the demo's webhook secret": DEMO_WEBHOOK_SECRET,
} as const;

function readAll(dir: string): { files: string[]; text: string } {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return { files, text: files.map((file) => readFileSync(file, 'utf8')).join('\n') };
}

async function buildInto(mode: 'production' | 'demo'): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `landing-${mode}-`));
  await build({ configFile, mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
}

describe('production bundle', () => {
  let production: string;
  let demo: string;

  beforeAll(async () => {
    production = await buildInto('production');
    demo = await buildInto('demo');
  }, 180_000);
  afterAll(() => {
    for (const dir of [production, demo]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds no MSW code, seed data or demo credentials', () => {
    const { files, text } = readAll(production);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false);
    for (const [what, marker] of Object.entries(MARKERS)) {
      expect(text.includes(marker), `${what} found in the production build`).toBe(false);
    }
  });

  it('the demo build has them (so the markers above are meaningful)', () => {
    const { files, text } = readAll(demo);
    expect(files.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(true);
    for (const [what, marker] of Object.entries(MARKERS)) {
      expect(text.includes(marker), `${what} missing from the demo build`).toBe(true);
    }
  });
});
