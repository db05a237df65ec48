/**
 * Serving by host over real HTTP, with the exact bytes of the Host header on a raw socket: upper case, a
 * port, a trailing dot, an IDN in Unicode (raw UTF-8, as a non-browser client may send it) and in punycode,
 * an unknown name under SITES_DOMAIN, a disabled client (answered «sito sospeso» from the next request), and
 * a site's request never reaching /api. The published sites come from a PublishedSiteIndex and reader the
 * test implements over a list: the site storage's port (core/hosting), which it will implement for real.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedSiteIndex, PublishedSiteReader, PublishedSiteRef } from '@core/hosting';
import { startDnsServer, type TestDnsServer } from './support/dns-server';
import { startServer, type TestServer } from './helpers';

const OUR_ADDRESS = '93.184.216.34';
const IDN_UNICODE = 'pizzería.it';
const IDN_ASCII = new URL(`http://${IDN_UNICODE}/`).hostname;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request written byte for byte (the Host header as UTF-8 when it holds Unicode). */
function rawRequest(
  port: number,
  host: string,
  path = '/',
  method = 'GET',
  extra: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(
      Buffer.from(
        `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nContent-Length: 0\r\n` +
          Object.entries(extra)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('') +
          '\r\n',
        'utf8',
      ),
    );
  });
}

/** A GET through Node's client with the body as bytes (a gzipped one stays intact). */
function bytesRequest(port: number, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { Host: host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('serving by host', () => {
  let dns: TestDnsServer;
  let server: TestServer;
  let port: number;
  let admin: string;
  const published: PublishedSiteRef[] = [];
  const index: PublishedSiteIndex = {
    bySlug: async (slug) => published.find((s) => s.slug === slug) ?? null,
    byClient: async (id) => published.find((s) => s.clientId === id) ?? null,
  };
  const reads: string[] = [];
  const reader: PublishedSiteReader = {
    async read({ site, host, path }) {
      reads.push(`${site.siteId} ${host} ${path}`);
      return {
        status: path === '/' || path === '/robots.txt' ? 200 : 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'none'",
          ETag: `"${site.siteId}"`,
        },
        body: `<p>sito ${site.siteId} ${path}</p>`,
      };
    },
  };

  async function publish(slug: string, domain: string | null, active = true) {
    const client = await server.createClient({ plan: 'pro', domain });
    published.push({ siteId: `site-${slug}`, clientId: client.clientId, slug });
    if (domain && active) {
      const detail = await server.request('GET', `/api/admin/clients/${client.clientId}`, { token: admin });
      const bare = domain.replace(/^www\./, '');
      dns.set(`_landingfacile.${bare}`, { TXT: [detail.body.verification.value] });
      dns.set(domain, { A: [OUR_ADDRESS] });
      const checked = await server.request('POST', `/api/admin/clients/${client.clientId}/domain/check`, {
        token: admin,
      });
      expect(checked.body.status).toBe('active');
    }
    return client;
  }

  beforeAll(async () => {
    dns = await startDnsServer();
    server = await startServer({
      dnsServers: [dns.address],
      hosting: { sitesDomain: 'localhost', targetHost: 'siti.landingfacile.example', targetAddresses: [OUR_ADDRESS] },
      sites: { index, reader },
    });
    port = Number(new URL(server.url).port);
    admin = await server.adminToken();
    await publish('bottega', null);
    await publish('gennaro', IDN_ASCII);
    await publish('rossi', 'www.studiorossi.example');
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  it('serves a product subdomain however the host is spelt', async () => {
    for (const host of [
      `bottega.localhost:${port}`,
      `BOTTEGA.LocalHost:${port}`,
      `bottega.localhost.:${port}`,
      'bottega.localhost',
    ]) {
      const answer = await rawRequest(port, host);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('<p>sito site-bottega /</p>');
      // The site's own headers, not the web app's CSP and framing rules.
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves an IDN custom domain sent in Unicode and in punycode, www. redirecting with 301', async () => {
    for (const host of [IDN_UNICODE, IDN_ASCII, `${IDN_UNICODE.toUpperCase()}.:${port}`]) {
      const answer = await rawRequest(port, host);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('<p>sito site-gennaro /</p>');
    }
    const www = await rawRequest(port, `www.${IDN_UNICODE}:${port}`, '/menu?x=1');
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`http://${IDN_ASCII}:${port}/menu?x=1`);
  });

  it('redirects a Pro site subdomain to its active custom domain, and the bare domain to the www. the operator wrote', async () => {
    const sub = await rawRequest(port, `gennaro.localhost:${port}`, '/contatti');
    expect(sub.status).toBe(301);
    expect(sub.headers.location).toBe(`http://${IDN_ASCII}:${port}/contatti`);
    const bare = await rawRequest(port, 'studiorossi.example');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('http://www.studiorossi.example/');
    expect((await rawRequest(port, 'www.studiorossi.example')).body).toBe('<p>sito site-rossi /</p>');
  });

  it("hands every path of a site to the site's reader: /api never reaches the API, robots.txt and the rest are the site's", async () => {
    reads.length = 0;
    for (const path of ['/api/admin/clients', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/nessuna-pagina']) {
      const answer = await rawRequest(port, 'bottega.localhost', path);
      expect(answer.body).toBe(`<p>sito site-bottega ${path}</p>`);
    }
    expect(reads).toEqual([
      'site-bottega bottega.localhost /api/admin/clients',
      'site-bottega bottega.localhost /robots.txt',
      'site-bottega bottega.localhost /sitemap.xml',
      'site-bottega bottega.localhost /favicon.ico',
      'site-bottega bottega.localhost /nessuna-pagina',
    ]);
    const post = await rawRequest(port, 'bottega.localhost', '/api/track/page-view', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers a plain 404 for an unknown name under SITES_DOMAIN, never the app nor another site', async () => {
    for (const host of [`nessuno.localhost:${port}`, 'a.bottega.localhost', 'NESSUNO.LOCALHOST.']) {
      for (const path of ['/', '/api/', '/admin']) {
        const answer = await rawRequest(port, host, path);
        expect(answer.status).toBe(404);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.body).toBe('Nessun sito a questo indirizzo.\n');
      }
    }
  });

  it('keeps the app on the bare SITES_DOMAIN, address literals and any other host', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'altro-host.example']) {
      const answer = await rawRequest(port, host, '/api/');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'Landing Facile API attiva' });
    }
  });

  it('keeps a site answer ready: the next GET, HEAD and 304 read no store, until a change here or its 1 s are over', async () => {
    await publish('tenuto', null);
    const host = `tenuto.localhost:${port}`;
    reads.length = 0;
    const first = await rawRequest(port, host);
    expect(first.status).toBe(200);
    for (const path of ['/', '/?utm_source=x']) {
      const kept = await rawRequest(port, host, path);
      expect(kept.status).toBe(200);
      expect(kept.body).toBe(first.body);
      // The same headers (security headers included, the app's CSP not), a request id of its own.
      const { 'x-request-id': id, date: _date, ...rest } = kept.headers;
      const { 'x-request-id': firstId, date: _firstDate, ...firstRest } = first.headers;
      expect(rest).toEqual(firstRest);
      expect(id).toMatch(/^[0-9a-f]{8}$/);
      expect(id).not.toBe(firstId);
    }
    const head = await rawRequest(port, host, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(head.body).toBe('');
    const notModified = await rawRequest(port, host, '/', 'GET', { 'If-None-Match': 'W/"altro", "site-tenuto"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe('"site-tenuto"');
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect(reads).toEqual(['site-tenuto tenuto.localhost /']);

    // Any change through the API in this process: read again at once.
    await server.createClient({ plan: 'basic', domain: null });
    await rawRequest(port, host);
    expect(reads).toHaveLength(2);
    // Past the bound on changes nobody announced (1 s): read again.
    await new Promise((r) => setTimeout(r, 1_100));
    await rawRequest(port, host);
    expect(reads).toHaveLength(3);
  });

  it('gzips a text answer for a browser that takes gzip, and keeps one answer per coding', async () => {
    await publish('compresso', null);
    const host = `compresso.localhost:${port}`;
    reads.length = 0;
    const zipped = await bytesRequest(port, host, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe('W/"site-compresso"');
    const page = '<p>sito site-compresso /</p>';
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(page);
    // The kept answer of each coding: the same bytes without reading the store again.
    expect((await bytesRequest(port, host, { 'Accept-Encoding': 'gzip' })).body.equals(zipped.body)).toBe(true);
    expect(reads).toHaveLength(1);
    for (const acceptEncoding of [undefined, 'gzip;q=0, identity', 'br']) {
      const plain = await bytesRequest(port, host, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe('"site-compresso"');
      expect(plain.body.toString('utf8')).toBe(page);
    }
    expect(reads).toHaveLength(2);
    const notModified = await bytesRequest(port, host, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': 'W/"site-compresso"',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
  });

  it('answers «sito sospeso» from the request after a client is disabled, on every host of its site', async () => {
    const client = await publish('sospeso', 'sospeso.example');
    // Twice: the second answer is the kept one, which the change below must not outlive.
    expect((await rawRequest(port, 'sospeso.example')).status).toBe(200);
    expect((await rawRequest(port, 'sospeso.example')).status).toBe(200);
    const patched = await server.request('PATCH', `/api/admin/clients/${client.clientId}`, {
      token: admin,
      json: { is_active: false },
    });
    expect(patched.status).toBe(200);
    for (const host of ['sospeso.example', 'www.sospeso.example', 'sospeso.localhost']) {
      const answer = await rawRequest(port, host);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<title>Sito sospeso</title>');
    }
    expect((await server.request('GET', '/api/tls/ask?domain=sospeso.example')).status).toBe(404);
  });

  it('answers «Sito in preparazione» for a verified domain whose client has published nothing', async () => {
    const client = await server.createClient({ plan: 'pro', domain: 'nuovo.example' });
    const detail = await server.request('GET', `/api/admin/clients/${client.clientId}`, { token: admin });
    dns.set('_landingfacile.nuovo.example', { TXT: [detail.body.verification.value] });
    dns.set('nuovo.example', { A: [OUR_ADDRESS] });
    await server.request('POST', `/api/admin/clients/${client.clientId}/domain/check`, { token: admin });
    const answer = await rawRequest(port, 'nuovo.example');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<title>Sito in preparazione</title>');
  });

  it('refuses a Host header no browser would send', async () => {
    for (const host of ['evil.example@bottega.localhost', 'bottega.localhost/x']) {
      expect((await rawRequest(port, host)).status).toBe(400);
    }
  });
});
