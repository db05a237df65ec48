/**
 * Published sites as their hosts get them (core/backend/site-pages.ts, what host routing hands each request
 * to), over real stores: the page with its tracker per host, ETag and 304, the images the page shows and no
 * others, robots.txt, sitemap.xml, the favicon, the themed 404; after a restart of the embedded store; and
 * two server processes on one PostgreSQL database serving the same page and the same image.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteRequest } from '@core/backend/site-pages';
import type { AppOptions, RunningApp } from '../src/app';
import { makeDataDir, removeDir, startServer, type ApiResponse, type TestServer } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/postgres';

const PUBLIC_URL = 'http://localhost:8080';
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

interface Api {
  call(
    method: string,
    path: string,
    options?: { json?: unknown; token?: string; body?: Uint8Array; contentType?: string },
  ): Promise<ApiResponse>;
  get(path: string, token?: string): Promise<ApiResponse>;
  adminToken(): Promise<string>;
  baseUrl: string;
}

async function start(options: Partial<AppOptions>, dataDir?: string): Promise<{ running: RunningApp; api: Api }> {
  const server: TestServer = await startServer(
    { publicUrl: PUBLIC_URL, workers: { enabled: false }, dataDir: dataDir ?? '/nonexistent', ...options },
    dataDir ?? '/nonexistent',
  );
  const api: Api = {
    call: (method, path, o = {}) =>
      server.request(method, `/api${path}`, {
        json: o.json,
        token: o.token,
        body: o.body as BodyInit | undefined,
        headers: o.contentType ? { 'Content-Type': o.contentType } : {},
      }),
    get: (path, token) => server.request('GET', `/api${path}`, { token }),
    adminToken: () => server.adminToken(),
    baseUrl: `${server.url}/api`,
  };
  return { running: server.running, api };
}

let sessions = 0;

/** A completed questionnaire with the business facts a page needs; returns its order. */
async function completeWithOrder(api: Api): Promise<{ orderId: string }> {
  sessions += 1;
  const session = `session_1774000000000_sito${sessions}_${Math.random().toString(36).slice(2, 8)}`;
  await api.call('POST', '/questionnaire/start', { json: { session_id: session, plan_type: 'basic' } });
  await api.call('PATCH', `/questionnaire/brief/${session}`, {
    json: { business_name: 'Pizzeria Da Gennaro', email: 'gennaro@dagennaro.it', vat_number: '01234567890' },
  });
  const done = await api.call('POST', `/questionnaire/complete/${session}`, { json: { confirmed: true } });
  expect(done.status).toBe(200);
  return { orderId: done.body.order_id };
}

/** A paid order with a published site whose hero shows an uploaded photo. */
async function publishedSite(api: Api) {
  const admin = await api.adminToken();
  const { orderId } = await completeWithOrder(api);
  await api.call('POST', `/admin/orders/${orderId}/mark-paid`, { json: { note: 'Contanti' }, token: admin });
  await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });
  const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#6b1d2a' } })
    .jpeg()
    .toBuffer();
  const image = (
    await api.call('POST', `/admin/orders/${orderId}/site/images`, {
      token: admin,
      body: new Uint8Array(photo),
      contentType: 'image/jpeg',
    })
  ).body;
  const other = (
    await api.call('POST', `/admin/orders/${orderId}/site/images`, {
      token: admin,
      body: new Uint8Array(await sharp(photo).negate().jpeg().toBuffer()),
      contentType: 'image/jpeg',
    })
  ).body;
  const site = (await api.get(`/admin/orders/${orderId}/site`, admin)).body;
  const content = structuredClone(site.latest.content);
  const hero = content.sections.find((s: { type: string }) => s.type === 'hero');
  hero.props.image = { asset_id: image.asset_id, width: image.width, height: image.height, alt: 'La sala' };
  hero.props.title = 'La sala nuova è aperta';
  const saved = await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
    token: admin,
    json: { content, theme: site.latest.theme, palette: site.latest.palette, edited_fields: ['/sections/hero'] },
  });
  expect(saved.status).toBe(201);
  const published = await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin });
  expect(published.status).toBe(200);
  return { admin, orderId, site, image, other, firstVersion: site.latest.version_id };
}

function requestFor(running: RunningApp, slug: string, path: string, extra: Partial<SiteRequest> = {}) {
  return running.sites.pages.bySlug(slug).then((ref) => {
    if (!ref) throw new Error(`${slug} non pubblicato`);
    return running.sites.pages.read({
      site: ref,
      host: `${slug}.localhost`,
      path,
      method: 'GET',
      ifNoneMatch: null,
      ...extra,
    });
  });
}

/** A GET over real HTTP with the Host header a browser sends for `{slug}.localhost:{port}`. */
function getByHost(port: number, host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (body: unknown) => (typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array));

describe('published sites on the embedded store', () => {
  it('serves the page, its images, robots.txt, sitemap.xml, favicon and a themed 404, again after a restart', async () => {
    const dataDir = await makeDataDir();
    cleanup.push(() => removeDir(dataDir));
    let { running, api } = await start({}, dataDir);
    const { image, other, site } = await publishedSite(api);
    const slug: string = site.slug;

    const page = await requestFor(running, slug, '/');
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    const etag = page.headers.ETag!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(page.headers['Content-Security-Policy']).toContain(`frame-ancestors 'self' ${PUBLIC_URL}`);
    expect(text(page.body)).toContain(`data-domain="${slug}.localhost"`);
    expect(text(page.body).match(/<script/g)).toHaveLength(1);
    // The one script is the tracker's inline loader, which the policy allows by the hash of its exact text.
    const loader = /<script[^>]*>([^<]*)<\/script>/.exec(text(page.body))![1]!;
    const loaderHash = createHash('sha256').update(loader, 'utf8').digest('base64');
    expect(page.headers['Content-Security-Policy']).toContain(`script-src 'sha256-${loaderHash}' ${PUBLIC_URL};`);

    const again = await requestFor(running, slug, '/', { ifNoneMatch: `W/"x", ${etag}` });
    expect(again).toMatchObject({ status: 304, body: null });
    expect(again.headers.ETag).toBe(etag);
    const www = await requestFor(running, slug, '/', { host: `www.${slug}.localhost` });
    expect(text(www.body)).toContain(`data-domain="${slug}.localhost"`);
    const custom = await requestFor(running, slug, '/', { host: 'www.pizzeriadagennaro.it' });
    expect(text(custom.body)).toContain('data-domain="pizzeriadagennaro.it"');
    expect(custom.headers.ETag).not.toBe(etag);

    const media = await requestFor(running, slug, `/media/${image.asset_id}/960.webp`);
    expect(media.status).toBe(200);
    expect(media.headers).toMatchObject({
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect((await sharp(media.body as Uint8Array).metadata()).width).toBe(960);
    expect(
      (await requestFor(running, slug, `/media/${image.asset_id}/960.webp`, { ifNoneMatch: media.headers.ETag! }))
        .status,
    ).toBe(304);
    // Another image of the same site that the published page does not show is not served on its host.
    expect((await requestFor(running, slug, `/media/${other.asset_id}/960.webp`)).status).toBe(404);
    expect((await requestFor(running, slug, `/media/${image.asset_id}/../../sites.ndjson`)).status).toBe(404);

    const robots = await requestFor(running, slug, '/robots.txt');
    expect(text(robots.body)).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${slug}.localhost:8080/sitemap.xml\n`);
    const sitemap = await requestFor(running, slug, '/sitemap.xml');
    expect(sitemap.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(text(sitemap.body)).toContain(`<loc>http://${slug}.localhost:8080/</loc>`);
    const favicon = await requestFor(running, slug, '/favicon.ico');
    expect(favicon.headers['Content-Type']).toBe('image/svg+xml');
    expect(text(favicon.body)).toMatch(/^<svg[^>]*>.*>P<\/text><\/svg>$/);

    const missing = await requestFor(running, slug, '/chi-siamo');
    expect(missing.status).toBe(404);
    expect(missing.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(text(missing.body)).toContain('Pagina non trovata');
    expect(text(missing.body)).toContain(`http://${slug}.localhost:8080/`);
    expect(text(missing.body)).not.toContain('<script');

    // Over HTTP by host: the same page and headers, 304 with its ETag; an unknown slug is a plain 404.
    const port = Number(new URL(api.baseUrl).port);
    const byHost = await getByHost(port, `${slug.toUpperCase()}.localhost.:${port}`, '/');
    expect(byHost.status).toBe(200);
    expect(byHost.headers.etag).toBe(etag);
    expect(byHost.headers['cache-control']).toBe('no-cache');
    expect(byHost.body).toBe(text(page.body));
    expect((await getByHost(port, `${slug}.localhost:${port}`, '/', { 'If-None-Match': etag })).status).toBe(304);
    expect((await getByHost(port, `${slug}.localhost:${port}`, `/media/${image.asset_id}/480.webp`)).status).toBe(200);
    expect((await getByHost(port, `${slug}.localhost:${port}`, '/api/admin/stats')).status).toBe(404);
    const unknown = await getByHost(port, `nessuno.localhost:${port}`, '/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('Pizzeria');

    await running.close();
    ({ running, api } = await start({}, dataDir));
    cleanup.push(() => running.close());
    const restarted = await requestFor(running, slug, '/');
    expect(restarted.headers.ETag).toBe(etag);
    expect((await requestFor(running, slug, `/media/${image.asset_id}/480.avif`)).status).toBe(200);
    expect((await api.get(`/site-images/${image.asset_id}/960.webp`)).status).toBe(200);
  }, 60_000);
});

describe('published sites on PostgreSQL', () => {
  let database: TestDatabase;

  it('two server processes serve the same page and the same image, and both follow a rollback', async () => {
    database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const one = await start({ databaseUrl: database.url });
    cleanup.push(() => one.running.close());
    const two = await start({ databaseUrl: database.url });
    cleanup.push(() => two.running.close());

    const { admin, orderId, image, site, firstVersion } = await publishedSite(one.api);
    const slug: string = site.slug;
    const fromOne = await requestFor(one.running, slug, '/');
    const fromTwo = await requestFor(two.running, slug, '/');
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.ETag).toBe(fromOne.headers.ETag);
    expect(text(fromTwo.body)).toBe(text(fromOne.body));

    const imageOne = await one.api.get(`/site-images/${image.asset_id}/960.webp`);
    const imageTwo = await two.api.get(`/site-images/${image.asset_id}/960.webp`);
    expect(imageTwo.status).toBe(200);
    expect(imageTwo.text).toBe(imageOne.text);
    const mediaTwo = await requestFor(two.running, slug, `/media/${image.asset_id}/960.avif`);
    expect(mediaTwo.status).toBe(200);

    // «Ripristina» in one process: the other serves the first version on its next request.
    const back = await one.api.call('POST', `/admin/orders/${orderId}/site/rollback`, {
      token: admin,
      json: { version_id: firstVersion },
    });
    expect(back.status).toBe(200);
    const rolled = await requestFor(two.running, slug, '/');
    expect(rolled.headers.ETag).not.toBe(fromOne.headers.ETag);
    // The app's /sites/{slug} sends the same version (its images, none here, at the product's address).
    expect((await two.api.get(`/sites/${slug}`)).headers.get('etag')).toBe(rolled.headers.ETag);
    // The image is no longer on the page: its host stops serving it.
    expect((await requestFor(two.running, slug, `/media/${image.asset_id}/960.webp`)).status).toBe(404);
  }, 60_000);

  it('a kept page follows a rollback and a suspension made by another process, announced by PostgreSQL', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const one = await start({ databaseUrl: database.url });
    cleanup.push(() => one.running.close());
    // Its own bound on unannounced changes is a minute: only the announcement can explain what follows.
    const two = await start({ databaseUrl: database.url, siteAnswerTtlMs: 60_000 });
    cleanup.push(() => two.running.close());

    const { admin, orderId, site, firstVersion } = await publishedSite(one.api);
    const port = Number(new URL(two.api.baseUrl).port);
    const host = `${site.slug}.localhost:${port}`;
    const before = await getByHost(port, host, '/');
    expect(before.status).toBe(200);
    // Kept now: the next answers come from process two's cache.
    expect((await getByHost(port, host, '/', { 'If-None-Match': String(before.headers.etag) })).status).toBe(304);
    expect((await getByHost(port, host, '/')).body).toBe(before.body);

    const back = await one.api.call('POST', `/admin/orders/${orderId}/site/rollback`, {
      token: admin,
      json: { version_id: firstVersion },
    });
    expect(back.status).toBe(200);
    const rolled = await answerWithin(
      1_000,
      () => getByHost(port, host, '/'),
      (a) => a.headers.etag !== before.headers.etag,
    );
    expect(rolled.body).not.toContain('La sala nuova è aperta');

    const clientId = (await one.api.get(`/admin/orders/${orderId}/site`, admin)).body.client_id;
    const disabled = await one.api.call('PATCH', `/admin/clients/${clientId}`, {
      token: admin,
      json: { is_active: false },
    });
    expect(disabled.status).toBe(200);
    const suspended = await answerWithin(
      1_000,
      () => getByHost(port, host, '/'),
      (a) => a.status === 404,
    );
    expect(suspended.body).toContain('<title>Sito sospeso</title>');
  }, 60_000);
});

/** Asks again every 10 ms until `done` holds (failing past `ms`): what another process changed arrives by NOTIFY. */
async function answerWithin<T>(ms: number, ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (performance.now() > deadline) throw new Error(`Nessun cambiamento entro ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
