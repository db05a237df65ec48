/**
 * The heatmap's page preview over real HTTP, with a real customer page: a small site served on loopback under
 * the client's domain (reached through the server's test-only host map, the one way past the address check)
 * and the real Chromium at /usr/bin/chromium (or PLAYWRIGHT_CHROMIUM_EXECUTABLE). Other names resolve through
 * a DNS server of the test's own (DNS_SERVERS), which points some of them at loopback, as a client's DNS can.
 */
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { LIMIT_RULES } from '@core/backend/limits';
import { SCREENSHOT_MAX_AGE_MS } from '../src/preview/page-previewer';
import type { Screenshotter } from '../src/preview/screenshot';
import { startDnsServer, type TestDnsServer } from './support/dns-server';
import { startServer, type TestServer } from './helpers';

const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM);
const DOMAIN = 'negozio-prova.it';
/** Another site, also on loopback in these tests: the browser must never be let go there. */
const OTHER = 'altro-sito.example';
/** The capture's height cap in these tests, lower than the tall page. */
const MAX_HEIGHT = 2000;

/** The customer's site: what it serves, and how many times each path was asked for. */
function startCustomerSite(
  extraPages: Map<string, string> = new Map(),
): Promise<{ server: Server; port: number; hits: Map<string, number> }> {
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
    } else if (extraPages.has(path) || path.startsWith('/pagina-')) {
      // Any number of ordinary pages (`/pagina-…`), and the ones a test adds.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' });
      response.end(extraPages.get(path) ?? page(100));
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

/**
 * A service on the server's own loopback that must never be reached through a preview (an admin panel, a
 * cache, the cloud's metadata service): it counts every TCP connection, whatever protocol comes after.
 */
async function startInternalService(): Promise<{ server: Server; port: number; connections: string[] }> {
  const connections: string[] = [];
  const server = createServer((request, response) => {
    connections.push(`${request.headers.host} ${request.url}`);
    response.end('credenziali segrete');
  });
  server.on('connection', () => connections.push('tcp'));
  server.on('upgrade', (request, socket) => {
    connections.push(`websocket ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections };
}

/** The machine's own name when the system resolves it to loopback (/etc/hosts), as `vm` is here; else null. */
async function loopbackHostname(): Promise<string | null> {
  try {
    const { address } = await lookup(hostname());
    return address.startsWith('127.') || address === '::1' ? hostname() : null;
  } catch {
    return null;
  }
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
  let dns: TestDnsServer;
  let internal: Awaited<ReturnType<typeof startInternalService>>;
  const extraPages = new Map<string, string>();
  let s: TestServer;
  let session: string;
  let now = Date.parse('2026-11-22T10:00:00Z');
  const base = () => `http://${DOMAIN}:${site.port}`;
  const preview = (pageUrl: string, device = 'desktop', token = session) =>
    s.request('GET', `/api/client/heatmap/preview?page_url=${encodeURIComponent(pageUrl)}&device=${device}`, { token });

  beforeAll(async () => {
    site = await startCustomerSite(extraPages);
    dns = await startDnsServer();
    internal = await startInternalService();
    s = await startServer({
      dnsServers: [dns.address],
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
    await dns?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    await new Promise((resolve) => internal?.server.close(resolve));
  });

  it('refuses a page whose host the client’s own DNS points inside, and opens no connection for it', async () => {
    const zone = {
      'sito-interno.it': { A: ['127.0.0.1'] },
      'metadati-cloud.it': { A: ['169.254.169.254'] },
      'nas-ufficio.it': { CNAME: 'nas.rete.nas-ufficio.it' },
      'nas.rete.nas-ufficio.it': { A: ['192.168.1.10'] },
      'operatore-cgnat.it': { A: ['100.64.0.7'] },
      'solo-ipv6.it': { AAAA: ['::1'] },
      'mappato-ipv6.it': { AAAA: ['::ffff:10.0.0.1'] },
      'nat64-metadati.it': { AAAA: ['64:ff9b::a9fe:a9fe'] },
    };
    for (const [name, records] of Object.entries(zone)) dns.set(name, records);
    for (const domain of Object.keys(zone).filter((name) => !name.startsWith('nas.'))) {
      const { session: token } = await s.createClient({ domain, plan: 'pro' });
      for (const pageUrl of [`http://${domain}/latest/meta-data/iam/`, `https://www.${domain}/?x=1`]) {
        dns.set(`www.${domain}`, zone[domain as keyof typeof zone]);
        const answer = await preview(pageUrl, 'desktop', token);
        expect(answer.status, pageUrl).toBe(200);
        expect(answer.body, pageUrl).toMatchObject({ mode: 'unavailable', reason: 'internal_address', image: null });
      }
      expect(dns.queries, domain).toContain(`A ${domain}`);
    }
    expect(internal.connections).toEqual([]);
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

  it.skipIf(!HAS_CHROMIUM)(
    'lets nothing in a photographed page reach an internal service: frames, images, popups, WebSockets, beacons',
    { timeout: 120_000 },
    async () => {
      dns.set('pannello.negozio-prova.it', { A: ['127.0.0.1'] });
      const port = internal.port;
      const machine = await loopbackHostname();
      const targets = [
        `http://pannello.negozio-prova.it:${port}`, // the client's own DNS points it at loopback
        `http://127.0.0.1:${port}`,
        `http://[::ffff:127.0.0.1]:${port}`,
        `http://localhost:${port}`,
        ...(machine ? [`http://${machine}:${port}`] : []), // /etc/hosts says loopback
      ];
      extraPages.set(
        '/trappola',
        `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Trappola</title>
         <link rel="preconnect" href="${targets[1]}"></head>
         <body style="margin:0"><div style="height:900px;background:#8e44ad"></div>
         ${targets.map((target, i) => `<iframe src="${target}/cornice-${i}"></iframe><img src="${target}/immagine-${i}.png" alt="">`).join('')}
         <a id="fuori" href="${targets[1]}/scheda" target="_blank">scheda</a>
         <script>
           const targets = ${JSON.stringify(targets)};
           targets.forEach((target, i) => {
             try { window.open(target + '/popup-' + i); } catch {}
             try { new WebSocket(target.replace('http', 'ws') + '/socket-' + i); } catch {}
             fetch(target + '/fetch-' + i, { mode: 'no-cors' }).catch(() => {});
             navigator.sendBeacon(target + '/beacon-' + i, 'x');
           });
           // A popup opened through a frame's own window.open, and a link opened in a new tab.
           const frame = document.createElement('iframe');
           document.body.append(frame);
           try { frame.contentWindow.open(targets[1] + '/popup-da-cornice'); } catch {}
           document.getElementById('fuori').click();
         </script></body></html>`,
      );
      const answer = await preview(`${base()}/trappola`);
      expect(answer.body).toMatchObject({ mode: 'image', reason: 'frame_refused' });
      expect(site.hits.get('/trappola')).toBeGreaterThanOrEqual(1);
      // Whatever the page tried had time to arrive: the capture waits for the network to calm down.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(internal.connections).toEqual([]);
    },
  );
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

  it('limits new previews per client: a query string is not a new page, and one client’s limit is its own', async () => {
    const site = await startCustomerSite();
    const s = await startServer({ preview: { testHosts: { [DOMAIN]: '127.0.0.1' } } });
    try {
      const first = await s.createClient({ domain: DOMAIN, plan: 'pro' });
      const second = await s.createClient({ domain: DOMAIN, plan: 'pro' });
      const ask = async (path: string, token = first.session) =>
        (
          await s.request(
            'GET',
            `/api/client/heatmap/preview?page_url=${encodeURIComponent(`http://${DOMAIN}:${site.port}${path}`)}`,
            { token },
          )
        ).body;
      const visits = () => [...site.hits.values()].reduce((a, b) => a + b, 0);
      // Every new page costs the server a fetch (and, with Chromium, a screenshot): counted.
      for (let page = 0; page < LIMIT_RULES.preview.points; page += 1) {
        expect(await ask(`/pagina-${page}`), `pagina-${page}`).toMatchObject({ reason: 'screenshots_disabled' });
      }
      expect(visits()).toBe(LIMIT_RULES.preview.points);
      // The same pages under another query string, fragment or trailing slash: nothing fetched, nothing counted.
      for (const variant of [
        '/pagina-0?utm_source=newsletter',
        '/pagina-1?a=1#prezzi',
        '/pagina-2/',
        '/pagina-3?b=2',
      ]) {
        expect(await ask(variant), variant).toMatchObject({
          reason: 'screenshots_disabled',
          page_url: expect.any(String),
        });
      }
      expect(visits()).toBe(LIMIT_RULES.preview.points);
      // A new page past the limit: not fetched, and the panel says why.
      expect(await ask('/pagina-nuova')).toMatchObject({ mode: 'unavailable', reason: 'rate_limited', image: null });
      expect(await ask('/pagina-nuova?di-nuovo=1')).toMatchObject({ reason: 'rate_limited' });
      expect(visits()).toBe(LIMIT_RULES.preview.points);
      // Another client of the same site has its own count.
      expect(await ask('/pagina-nuova', second.session)).toMatchObject({ reason: 'screenshots_disabled' });
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

/**
 * The screenshot cache and the Chromium queue, with Chromium replaced by a stand-in whose pictures are of a
 * known size and which finishes when the test says: what is under test is what the previewer keeps on disk
 * and how many captures it lets wait, not the browser.
 */
describe('heatmap screenshots kept and waiting', () => {
  const SHOT_BYTES = 100_000;
  let site: Awaited<ReturnType<typeof startCustomerSite>>;
  beforeAll(async () => {
    site = await startCustomerSite();
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
  });

  /** A stand-in for Chromium: a JPEG-looking picture of SHOT_BYTES per page, after `gate` opens. */
  function standIn() {
    const taken: string[] = [];
    let open: () => void = () => undefined;
    let gate = Promise.resolve();
    const screenshotter: Screenshotter = async ({ url }) => {
      taken.push(url.pathname);
      await gate;
      const jpeg = Buffer.alloc(SHOT_BYTES, taken.length);
      jpeg.set([0xff, 0xd8]);
      return { jpeg, height: 1000 };
    };
    return {
      screenshotter,
      taken,
      hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
      release: () => open(),
    };
  }

  const askFor = (s: TestServer, token: string) => async (path: string) =>
    (
      await s.request(
        'GET',
        `/api/client/heatmap/preview?page_url=${encodeURIComponent(`http://${DOMAIN}:${site.port}${path}`)}`,
        { token },
      )
    ).body;

  it('keeps the screenshots under the size budget, the oldest removed first', async () => {
    const chromium = standIn();
    const s = await startServer({
      preview: {
        testHosts: { [DOMAIN]: '127.0.0.1' },
        screenshotter: chromium.screenshotter,
        cacheBytes: 3.5 * SHOT_BYTES,
      },
    });
    try {
      const ask = askFor(s, (await s.createClient({ domain: DOMAIN, plan: 'pro' })).session);
      for (const page of ['/pagina-a', '/pagina-b', '/pagina-c', '/pagina-d', '/pagina-e']) {
        expect(await ask(page), page).toMatchObject({ mode: 'image' });
      }
      const dir = `${s.dataDir}/previews`;
      const names = await readdir(dir);
      const sizes = await Promise.all(names.map(async (name) => (await stat(`${dir}/${name}`)).size));
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3.5 * SHOT_BYTES);
      expect(names.filter((name) => name.endsWith('.jpg'))).toHaveLength(3);
      expect(names.filter((name) => name.endsWith('.json'))).toHaveLength(3);
      // The newest are still served from the disk; the oldest is taken again.
      expect(chromium.taken).toHaveLength(5);
      expect(await ask('/pagina-e')).toMatchObject({ mode: 'image' });
      expect(chromium.taken).toHaveLength(5);
      expect(await ask('/pagina-a')).toMatchObject({ mode: 'image' });
      expect(chromium.taken).toEqual(['/pagina-a', '/pagina-b', '/pagina-c', '/pagina-d', '/pagina-e', '/pagina-a']);
    } finally {
      await s.close();
    }
  });

  it('lets a few screenshots wait for Chromium and turns the rest away at once', async () => {
    const chromium = standIn();
    const s = await startServer({
      preview: { testHosts: { [DOMAIN]: '127.0.0.1' }, screenshotter: chromium.screenshotter, maxWaiting: 2 },
    });
    try {
      const ask = askFor(s, (await s.createClient({ domain: DOMAIN, plan: 'pro' })).session);
      chromium.hold();
      const pending = ['/pagina-a', '/pagina-b', '/pagina-c', '/pagina-d'].map((page) => ask(page));
      // Two wait (one is being taken, one is next); the other two are answered while Chromium is still busy.
      const answered: unknown[] = [];
      for (const answer of pending) void answer.then((body) => answered.push(body));
      await expect.poll(() => answered.length, { timeout: 5000 }).toBe(2);
      expect(answered).toEqual([
        expect.objectContaining({ mode: 'unavailable', reason: 'rate_limited' }),
        expect.objectContaining({ mode: 'unavailable', reason: 'rate_limited' }),
      ]);
      expect(chromium.taken).toHaveLength(1);
      chromium.release();
      await Promise.all(pending);
      expect(answered.filter((body) => (body as { mode: string }).mode === 'image')).toHaveLength(2);
      expect(chromium.taken).toHaveLength(2);
    } finally {
      await s.close();
    }
  });
});
