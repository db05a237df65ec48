/**
 * The heatmap's page preview over real HTTP, with a real customer page: a small site served on loopback under
 * the client's domain (Chromium resolves it there with --host-resolver-rules, the header fetch through the
 * server's test-only host map) and the real Chromium at /usr/bin/chromium (or PLAYWRIGHT_CHROMIUM_EXECUTABLE).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { SCREENSHOT_MAX_AGE_MS } from '../src/preview/page-previewer';
import { startServer, type TestServer } from './helpers';

const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM);
const DOMAIN = 'negozio-prova.it';
/** Another site, also on loopback in these tests: the browser must never be let go there. */
const OTHER = 'altro-sito.example';
/** The capture's height cap in these tests, lower than the tall page. */
const MAX_HEIGHT = 2000;

/** The customer's site: what it serves, and how many times each path was asked for. */
function startCustomerSite(): Promise<{ server: Server; port: number; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const page = (height: number) =>
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Negozio</title>
     <style>body{margin:0}header{height:100vh;background:#c0392b}main{height:${height}px;background:#2980b9}</style></head>
     <body><header><a href="/">Negozio di prova</a></header><main></main></body></html>`;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/') {
      // 800 px of first screen (100vh at desktop) + 1000 px: shorter than the cap.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' });
      response.end(page(1000));
    } else if (path === '/lunga') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "frame-ancestors 'self'",
      });
      response.end(page(5000));
    } else if (path === '/scappa') {
      // A page that tries to take the browser elsewhere and to load something from an internal address.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' });
      response.end(
        `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Via</title></head>
         <body style="margin:0"><div style="height:1200px;background:#27ae60"></div>
         <img src="http://127.0.0.1:${(server.address() as AddressInfo).port}/interno.png" alt="">
         <script>setTimeout(() => { location.href = 'http://${OTHER}:${(server.address() as AddressInfo).port}/bersaglio'; }, 50);</script></body></html>`,
      );
    } else if (path === '/altrove') {
      response.writeHead(302, { Location: 'http://altro-sito.example/' });
      response.end();
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('no');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, hits })),
  );
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
function jpegSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no SOF marker');
}

describe('heatmap page preview', () => {
  let site: Awaited<ReturnType<typeof startCustomerSite>>;
  let s: TestServer;
  let session: string;
  let now = Date.parse('2026-11-22T10:00:00Z');
  const base = () => `http://${DOMAIN}:${site.port}`;
  const preview = (pageUrl: string, device = 'desktop', token = session) =>
    s.request('GET', `/api/client/heatmap/preview?page_url=${encodeURIComponent(pageUrl)}&device=${device}`, { token });

  beforeAll(async () => {
    site = await startCustomerSite();
    s = await startServer({
      previewChromiumPath: HAS_CHROMIUM ? CHROMIUM : null,
      preview: {
        testHosts: { [DOMAIN]: '127.0.0.1', [OTHER]: '127.0.0.1' },
        clock: { now: () => now },
        maxHeight: MAX_HEIGHT,
        timeoutMs: 20_000,
      },
    });
    ({ session } = await s.createClient({ domain: DOMAIN, plan: 'pro' }));
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it.skipIf(!HAS_CHROMIUM)(
    'photographs a page that refuses framing, at the device width and the page height, and caches it for a day',
    { timeout: 120_000 },
    async () => {
      const first = await preview(`${base()}/`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        mode: 'image',
        device: 'desktop',
        width: 1280,
        reason: 'frame_refused',
        page_height: 1800,
        url: null,
      });
      expect(jpegSize(first.body.image)).toEqual({ width: 1280, height: 1800 });
      expect(first.body.captured_at).toBe(new Date(now).toISOString());
      expect((await readdir(`${s.dataDir}/previews`)).filter((name) => name.endsWith('.jpg'))).toHaveLength(1);
      const visits = site.hits.get('/');

      // Phone: another picture, at 390 px, where 100vh is the phone's 844 px.
      const phone = await preview(`${base()}/`, 'phone');
      expect(phone.body).toMatchObject({ mode: 'image', width: 390, page_height: 1844 });
      expect(jpegSize(phone.body.image)).toEqual({ width: 390, height: 1844 });

      // Within the day: the cached picture, the page is not visited again.
      now += SCREENSHOT_MAX_AGE_MS - 60_000;
      const cached = await preview(`${base()}/`);
      expect(cached.body.image).toBe(first.body.image);
      expect(cached.body.captured_at).toBe(first.body.captured_at);
      expect(site.hits.get('/')).toBe(visits! + 2); // the phone's header check and its capture only

      // A day later: taken again.
      now += 2 * 60_000;
      const fresh = await preview(`${base()}/`);
      expect(fresh.body.mode).toBe('image');
      expect(fresh.body.captured_at).toBe(new Date(now).toISOString());
      expect(site.hits.get('/')!).toBeGreaterThan(visits! + 2);
    },
  );

  it.skipIf(!HAS_CHROMIUM)(
    'cuts a page taller than the cap (frame-ancestors refuses framing too)',
    { timeout: 120_000 },
    async () => {
      const tall = await preview(`${base()}/lunga`);
      expect(tall.body).toMatchObject({ mode: 'image', page_height: MAX_HEIGHT, reason: 'frame_refused' });
      expect(jpegSize(tall.body.image)).toEqual({ width: 1280, height: MAX_HEIGHT });
    },
  );

  it.skipIf(!HAS_CHROMIUM)(
    'keeps Chromium on the client’s site: no navigation elsewhere, nothing from internal addresses',
    { timeout: 120_000 },
    async () => {
      const answer = await preview(`${base()}/scappa`);
      expect(answer.body).toMatchObject({ mode: 'image', reason: 'frame_refused' });
      // The page itself (1200 px of content and a broken image), not another site's nor an error page.
      expect(answer.body.page_height).toBeGreaterThanOrEqual(1200);
      expect(answer.body.page_height).toBeLessThan(1300);
      expect(site.hits.get('/bersaglio')).toBeUndefined();
      expect(site.hits.get('/interno.png')).toBeUndefined();
    },
  );

  it('fetches and photographs only the client’s own site, with the host read as a browser reads it', async () => {
    const before = [...site.hits.values()].reduce((a, b) => a + b, 0);
    for (const pageUrl of [
      `http://altro-sito.example:${site.port}/`,
      `http://altro-sito.example\\@${DOMAIN}:${site.port}/`, // a browser reads altro-sito.example
      `http://${DOMAIN}@altro-sito.example:${site.port}/`,
      `http://${DOMAIN}.altro-sito.example:${site.port}/`,
      `http://utente:segreto@${DOMAIN}:${site.port}/`,
      `ftp://${DOMAIN}/`,
    ]) {
      const answer = await preview(pageUrl);
      expect(answer.status, pageUrl).toBe(200);
      expect(answer.body, pageUrl).toMatchObject({
        mode: 'unavailable',
        reason: 'outside_domain',
        image: null,
        url: null,
      });
    }
    expect([...site.hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
    // A redirect off the site is not followed.
    const away = await preview(`${base()}/altrove`);
    expect(away.body).toMatchObject({ mode: 'unavailable', reason: 'outside_domain' });
  });

  it('says when the page does not answer, and keeps the preview a Pro feature (the admin sees any client)', async () => {
    const down = await preview(`http://${DOMAIN}:1/`);
    expect(down.body).toMatchObject({ mode: 'unavailable', reason: 'unreachable' });

    const basic = await s.createClient({ domain: 'negozio-basic.it', plan: 'basic' });
    expect((await preview('https://negozio-basic.it/', 'desktop', basic.session)).status).toBe(403);
    const admin = await s.request(
      'GET',
      `/api/admin/clients/${basic.clientId}/heatmap/preview?page_url=${encodeURIComponent('http://altro.example/')}`,
      {
        token: await s.adminToken(),
      },
    );
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ mode: 'unavailable', reason: 'outside_domain', device: 'desktop', width: 1280 });
    const noDomain = await s.createClient({ plan: 'pro' });
    expect((await preview(`${base()}/`, 'desktop', noDomain.session)).body).toMatchObject({
      mode: 'unavailable',
      reason: 'no_domain',
    });
    const anonymous = await s.request(
      'GET',
      `/api/client/heatmap/preview?page_url=${encodeURIComponent(`${base()}/`)}`,
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('heatmap page preview without Chromium', () => {
  it('says screenshots are not configured when the page refuses framing', { timeout: 30_000 }, async () => {
    const site = await startCustomerSite();
    const s = await startServer({ preview: { testHosts: { [DOMAIN]: '127.0.0.1' } } });
    try {
      const { session } = await s.createClient({ domain: DOMAIN, plan: 'pro' });
      const answer = await s.request(
        'GET',
        `/api/client/heatmap/preview?page_url=${encodeURIComponent(`http://${DOMAIN}:${site.port}/`)}&device=phone`,
        { token: session },
      );
      expect(answer.body).toMatchObject({
        mode: 'unavailable',
        reason: 'screenshots_disabled',
        width: 390,
        image: null,
      });
    } finally {
      await s.close();
      await new Promise((resolve) => site.server.close(resolve));
    }
  });

  it('refuses to start with a PREVIEW_CHROMIUM_PATH that does not exist', () => {
    expect(() => readConfig({ PREVIEW_CHROMIUM_PATH: '/nessun/chromium' })).toThrow(/PREVIEW_CHROMIUM_PATH/);
    expect(readConfig({}).previewChromiumPath).toBeNull();
  });
});
