import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicInterviewer, type Interviewer } from '@core/interviewer';
import { expectSecurityHeaders, makeDataDir, removeDir, startServer, type TestServer } from './helpers';

const failingInterviewer: Interviewer = {
  ...deterministicInterviewer,
  turn: async () => {
    throw new Error('segreto interno: connessione al modello fallita');
  },
};

/** A tracker-sized script: repetitive enough to compress well. */
const TRACKER = `(()=>{${'navigator.sendBeacon("/api/track/page-view",JSON.stringify({a:1}));'.repeat(40)}})();`;

/** A GET over plain HTTP with the Accept-Encoding given (fetch would add its own and decode the answer). */
function rawGet(base: string, path: string, acceptEncoding: string | undefined) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = httpRequest(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web app, unknown paths and errors', () => {
  let s: TestServer;
  let dist: string;
  const logs: Record<string, unknown>[] = [];
  const infos: Record<string, unknown>[] = [];
  beforeAll(async () => {
    dist = await makeDataDir();
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>home</title><div id="root">HOME</div>');
    await writeFile(join(dist, 'shell.html'), '<!doctype html><title>app</title><div id="root"></div>');
    // A route's own page, as scripts/prerender.mjs writes it (here a demo page's).
    await mkdir(join(dist, 'stile5'));
    await writeFile(
      join(dist, 'stile5', 'index.html'),
      '<!doctype html><title>osteria</title><div id="root">OSTERIA</div>',
    );
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dist, 't.js'), TRACKER);
    await writeFile(join(dist, 'photo.webp'), Buffer.from('RIFF....WEBPVP8 '));
    s = await startServer({
      distDir: dist,
      interviewer: failingInterviewer,
      logger: {
        info: (message, fields) => infos.push({ message, ...fields }),
        error: (message, fields) => logs.push({ message, ...fields }),
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
    await removeDir(dist);
  });

  it('answers / with the prerendered home, a route with its own page and every other app route with the shell', async () => {
    const home = await s.request('GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('HOME');
    expect(home.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(home.headers);
    for (const path of [
      '/payment-selection?plan=pro',
      '/questionario',
      '/grazie',
      '/admin',
      '/login',
      '/privacy',
      '/condizioni-di-vendita',
      '/template-psicologo',
      '/template-personal-trainer',
      '/template-studio-legale',
      '/stile1',
      '/stile15',
    ]) {
      const r = await s.request('GET', path);
      expect(r.status, path).toBe(200);
      expect(r.text).toContain('<title>app</title>');
    }
    for (const path of ['/stile5', '/stile5/', '/stile5?utm_source=x']) {
      const r = await s.request('GET', path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.text, path).toContain('OSTERIA');
    }
  });

  it('answers unknown pages with the app shell and status 404', async () => {
    const r = await s.request('GET', '/pagina-che-non-esiste');
    expect(r.status).toBe(404);
    expect(r.text).toContain('<title>app</title>');
    expectSecurityHeaders(r.headers);
    expect((await s.request('GET', '/stile16')).status).toBe(404);
    expect((await s.request('GET', '/../../etc/passwd')).status).toBe(404);
    expect((await s.request('GET', '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('caches hashed assets for a year and other files not', async () => {
    const asset = await s.request('GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await s.request('GET', '/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends texts gzipped to a browser that takes gzip, as they are to one that does not, images as they are', async () => {
    const gzipped = await rawGet(s.url, '/t.js', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gzipped.body).toString()).toBe(TRACKER);
    expect(gzipped.body.length).toBeLessThan(TRACKER.length / 4);
    // The same bytes again (compressed once), and a rebuilt file is compressed anew.
    expect((await rawGet(s.url, '/t.js', 'gzip')).body).toEqual(gzipped.body);
    await writeFile(join(dist, 't.js'), `${TRACKER}//v2`);
    expect(gunzipSync((await rawGet(s.url, '/t.js', 'gzip')).body).toString()).toBe(`${TRACKER}//v2`);
    await writeFile(join(dist, 't.js'), TRACKER);

    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const plain = await rawGet(s.url, '/t.js', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body.toString(), acceptEncoding).toBe(TRACKER);
    }
    // A page, prerendered or the shell, is a text too; an image is sent as it is.
    const home = await rawGet(s.url, '/', 'gzip');
    expect(gunzipSync(home.body).toString()).toContain('HOME');
    expect((await rawGet(s.url, '/pagina-che-non-esiste', 'gzip')).headers['content-encoding']).toBe('gzip');
    const photo = await rawGet(s.url, '/photo.webp', 'gzip');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.toString()).toBe('RIFF....WEBPVP8 ');
  });

  it('answers unknown /api paths with a 404 problem and wrong methods with 405', async () => {
    const r = await s.request('GET', '/api/non-esiste');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({ type: '/problemi/non-trovato', title: 'Non trovato', status: 404 });
    expect(infos.find((l) => l.request_id === r.body.request_id)).toMatchObject({
      message: 'problem',
      status: 404,
      path: '/api/non-esiste',
    });
    expectSecurityHeaders(r.headers);
    const wrong = await s.request('DELETE', '/api/admin/stats');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('answers 413 above 64 KB outside tracking and 400 for other body types', async () => {
    const big = await s.request('POST', '/api/admin/login', {
      json: { username: 'x'.repeat(70 * 1024), password: 'y' },
    });
    expect(big.status).toBe(413);
    expectSecurityHeaders(big.headers);
    const form = await s.request('POST', '/api/admin/login', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(form.body).toMatchObject({ status: 400, type: '/problemi/formato-non-supportato' });
    const text = await s.request('POST', '/api/admin/login', {
      headers: { 'Content-Type': 'text/plain' },
      body: '{"username":"a","password":"b"}',
    });
    expect(text.body).toMatchObject({ status: 400, type: '/problemi/formato-non-supportato' });
  });

  it('hides internal errors behind a 500 problem with security headers, and logs them with the request id', async () => {
    await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'boom', plan_type: 'basic' } });
    const r = await s.request('POST', '/api/questionnaire/chat/boom', { json: { role: 'user', content: 'ciao' } });
    expect(r.status).toBe(500);
    expect(r.text).not.toContain('segreto');
    expect(r.text).not.toMatch(/stack|at .*\.ts|TypeError/);
    expectSecurityHeaders(r.headers);
    expect(r.headers.get('x-request-id')).toBe(r.body.request_id);
    const logged = logs.find((l) => l.request_id === r.body.request_id);
    expect(logged).toMatchObject({ message: 'internal error' });
    expect(String(logged!.error)).toContain('segreto interno');
  });
});
