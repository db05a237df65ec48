/**
 * What an attack run against the reference server found (issue 12), each pinned by a test over real
 * HTTP: the login throttle under concurrency, the client address behind a proxy, bodies that are not
 * what their Content-Encoding says, and the request log's status.
 */
import { gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from './helpers';

describe('login throttle under concurrency', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('checks at most 10 of 60 wrong passwords sent at once; the rest get 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        s.request('POST', '/api/admin/login', { json: { username: ADMIN_USERNAME, password: `sbagliata-${i}` } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((x) => x === 401).length + statuses.filter((x) => x === 429).length).toBe(60);
    for (const limited of answers.filter((a) => a.status === 429)) {
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Still blocked for the right password: the attempts were counted before any was checked.
    const right = await s.request('POST', '/api/admin/login', {
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(right.status).toBe(429);
  });
});

describe('client address behind a trusted proxy', () => {
  async function wrongLogins(s: TestServer, forwardedFor: (i: number) => string, count: number) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const answer = await s.request('POST', '/api/client/login', {
        json: { access_token: `inventato-${i}` },
        headers: { 'X-Forwarded-For': forwardedFor(i) },
      });
      statuses.push(answer.status);
    }
    return statuses;
  }

  it('with one trusted hop takes the entry the proxy appended, so a forged leftmost entry does not escape the throttle', async () => {
    const s = await startServer({ trustProxyHops: 1 });
    try {
      // The client writes whatever it likes on the left; our proxy appends the address it saw.
      const statuses = await wrongLogins(s, (i) => `10.0.${i}.1, 198.51.100.7`, 12);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another real address (as the proxy saw it) is not blocked.
      const other = await wrongLogins(s, () => '10.9.9.9, 198.51.100.8', 1);
      expect(other).toEqual([401]);
    } finally {
      await s.close();
    }
  });

  it('with two trusted hops takes the second entry from the right', async () => {
    const s = await startServer({ trustProxyHops: 2 });
    try {
      const statuses = await wrongLogins(s, (i) => `10.0.${i}.1, 198.51.100.7, 203.0.113.1`, 11);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await s.close();
    }
  });

  it('without a trusted proxy ignores X-Forwarded-For altogether', async () => {
    const s = await startServer();
    try {
      const statuses = await wrongLogins(s, (i) => `10.0.${i}.1`, 11);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await s.close();
    }
  });
});

describe('bodies that are not what their Content-Encoding says', () => {
  const errors: Record<string, unknown>[] = [];
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      logger: { info: () => {}, error: (message, fields) => errors.push({ message, ...fields }) },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  /** fetch would refuse to send a Content-Encoding it did not apply; node:http sends the bytes as given. */
  function raw(
    path: string,
    headers: Record<string, string>,
    body: Buffer,
  ): Promise<{ status: number; type: string; body: { detail?: string } | string }> {
    const url = new URL(path, s.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        { method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const type = String(res.headers['content-type'] ?? '');
            resolve({ status: res.statusCode ?? 0, type, body: type.includes('json') ? JSON.parse(text) : text });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const event = Buffer.from(JSON.stringify({ page_url: 'https://pizzeria.it/', session_id: 'enc' }));

  it('answers a 4xx problem, not a 500, and logs no stack', async () => {
    const cases: Record<string, string>[] = [
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
      { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'compress-9000' },
    ];
    for (const headers of cases) {
      const answer = await raw('/api/track/page-view', headers, event);
      expect(answer.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(headers)).toBeLessThan(500);
      expect([400, 415]).toContain(answer.status);
      expect(answer.type).toContain('application/problem+json');
      expect(typeof answer.body === 'string' ? answer.body : answer.body.detail).toMatch(/codific|formato|compress/i);
    }
    expect(errors).toEqual([]);
  });

  it('ignores a stray Content-Encoding on a request without a body', async () => {
    const answer = await fetch(`${s.url}/api/`, { headers: { 'Content-Encoding': 'compress-9000' } });
    expect(answer.status).toBe(200);
  });

  it('counts the size limit after decompression: a small gzip bomb gets 413', async () => {
    const bomb = gzipSync(
      Buffer.from(`{"page_url":"https://pizzeria.it/","session_id":"b","page_title":"${'x'.repeat(4 * 1024 * 1024)}"}`),
    );
    expect(bomb.length).toBeLessThan(16 * 1024);
    const answer = await raw(
      '/api/track/page-view',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      bomb,
    );
    expect(answer.status).toBe(413);
    expect(answer.type).toContain('application/problem+json');
  });

  it('still reads a body that really is gzip', async () => {
    const answer = await raw(
      '/api/track/page-view',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      gzipSync(event),
    );
    expect(answer.status).toBe(202);
  });
});

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      logRequests: true,
      logger: {
        info: (message, fields) => lines.push({ message, ...fields }),
        error: (message, fields) => lines.push({ message, ...fields }),
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('carries the status actually sent, errors included', async () => {
    const sent = [
      await s.request('GET', '/api/admin/stats'),
      await s.request('POST', '/api/track/page-view', { json: { session_id: 'x' } }),
      await s.request('GET', '/api/non-esiste'),
      await s.request('POST', '/api/track/page-view', { json: { page_url: 'https://pizzeria.it/', session_id: 'x' } }),
      await s.request('GET', '/api/'),
    ];
    expect(sent.map((a) => a.status)).toEqual([401, 400, 404, 202, 200]);
    const logged = sent.map(
      (a) => lines.find((l) => l.message === 'request' && l.request_id === a.headers.get('x-request-id'))?.status,
    );
    expect(logged).toEqual([401, 400, 404, 202, 200]);
  });
});
