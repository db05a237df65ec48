/**
 * What one client may hold of the server (issue 26, items 3 and 4), over bare sockets: a body trickled
 * byte by byte gets 408 and its socket closed at the deadline while others are served; a client past the
 * per-address socket cap is refused while other addresses are not; the body limit counts the bytes on the
 * wire, so a stream of empty deflate blocks and a large gzip body that decodes small get 413.
 * The deadlines are shortened through createApp's `serverLimits`; the production values are SERVER_LIMITS.
 */
import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@core/backend/limits';
import { SERVER_LIMITS, addressKey } from '../src/server-limits';
import { BROWSER_UA, startServer, type TestServer } from './helpers';
import { chunk, openRaw, postHead } from './support/raw-http';

const EVENT = JSON.stringify({ page_url: 'https://pizzeria.it/', session_id: 'limiti' });

/** Deflate's empty stored blocks, not final: 5 bytes each on the wire, nothing once decoded. */
function emptyStoredBlocks(count: number): Buffer {
  const blocks = Buffer.alloc(count * 5);
  for (let i = 0; i < count; i += 1) blocks.writeUInt32BE(0x0000ffff, i * 5 + 1);
  return blocks;
}

/** A gzip member of `text` whose deflate stream starts with `count` empty stored blocks. */
function gzipWithEmptyBlocks(text: string, count: number): Buffer {
  const reference = gzipSync(text);
  const header = reference.subarray(0, 10);
  const trailer = reference.subarray(reference.length - 8); // CRC-32 and length of the decoded text
  return Buffer.concat([header, emptyStoredBlocks(count), deflateRawSync(text), trailer]);
}

describe('production defaults', () => {
  it('give a body 15 s, headers 10 s, an idle connection 5 s, and one address 256 sockets', () => {
    expect(SERVER_LIMITS).toEqual({
      bodyTimeoutMs: 15_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxSocketsPerAddress: 256,
    });
  });
});

describe('slow requests', () => {
  const BODY_MS = 600;
  const HEADERS_MS = 400;
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      serverLimits: { bodyTimeoutMs: BODY_MS, headersTimeoutMs: HEADERS_MS, keepAliveTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('answer a body that does not arrive in time with a 408 problem and close its socket, while others are served', async () => {
    const slow = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const connection = await openRaw(s.url);
        connection.write(
          postHead('/api/questionnaire/start', {
            'Content-Type': 'application/json',
            'Content-Length': 60_000,
            'User-Agent': BROWSER_UA,
          }),
        );
        connection.write('{');
        return connection;
      }),
    );
    const started = Date.now();
    // Another client, during the hold, is served at once.
    const other = await s.request('POST', '/api/track/page-view', { json: JSON.parse(EVENT) });
    expect(other.status).toBe(202);

    for (const connection of slow) {
      const answer = await connection.answer(BODY_MS + 3_000);
      expect(answer.status).toBe(408);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 408, type: '/problemi/richiesta-scaduta' });
      await connection.closed(1_000);
    }
    // Not before the deadline.
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_MS - 100);
  });

  it('answer headers that do not arrive in time with 408 and close the socket', async () => {
    const connection = await openRaw(s.url);
    connection.write('POST /api/track/page-view HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const answer = await connection.answer(HEADERS_MS + 3_000);
    expect(answer.status).toBe(408);
    await connection.closed(1_000);
  });

  it('close a connection that opens and sends nothing', async () => {
    const connection = await openRaw(s.url);
    await connection.closed(HEADERS_MS + 3_000);
  });

  it('close a kept-alive connection left idle after its answer', async () => {
    const connection = await openRaw(s.url);
    connection.write('GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await connection.answer()).status).toBe(200);
    await connection.closed(300 + 3_000);
  });
});

describe('open sockets per address', () => {
  const CAP = 4;
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ serverLimits: { maxSocketsPerAddress: CAP } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses a connection past the cap with 503, serves other addresses, and frees a slot when a socket closes', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => openRaw(s.url)));
    const extra = await openRaw(s.url);
    extra.write('GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const refused = await extra.answer();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 503 });
    await extra.closed(1_000);

    // Another address (127.0.0.2 reaches the loopback too) is not affected.
    const neighbour = await openRaw(s.url, '127.0.0.2');
    neighbour.write('GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await neighbour.answer()).status).toBe(200);

    // The held sockets still work, and one closing frees a slot.
    held[0]!.write('GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await held[0]!.answer()).status).toBe(200);
    await held[0]!.closed();
    const next = await openRaw(s.url);
    next.write('GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await next.answer()).status).toBe(200);
    for (const connection of held) connection.socket.destroy();
  });

  it('counts an IPv6 /64 as one address and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).not.toBe(addressKey('198.51.100.8'));
  });
});

describe('bytes on the wire', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const gzipHead = (extra: Record<string, string | number>) =>
    postHead('/api/track/page-view', {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'User-Agent': BROWSER_UA,
      ...extra,
    });

  it('stops a stream of empty deflate blocks at the limit with 413 and closes the connection', async () => {
    const connection = await openRaw(s.url);
    connection.write(gzipHead({ 'Transfer-Encoding': 'chunked' }));
    const blocks = emptyStoredBlocks(13_000);
    connection.write(chunk(gzipSync('').subarray(0, 10)));
    let answered = false;
    const answer = connection.answer(10_000).finally(() => (answered = true));
    // Keeps sending (as the attack did, 1 664 MB in 20 s) until the server answers or 64 MB are out.
    while (!answered && connection.written < 64 * 1024 * 1024) {
      if (!connection.write(chunk(blocks))) break;
      if (connection.socket.writableNeedDrain)
        await new Promise((resolve) => {
          connection.socket.once('drain', resolve);
          connection.socket.once('close', resolve);
        });
    }
    const sent = connection.written;
    connection.write('0\r\n\r\n');
    const result = await answer;
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ status: 413, type: '/problemi/corpo-troppo-grande' });
    expect(result.headers.connection).toBe('close');
    await connection.closed(2_000);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a 10 MB gzip body that decodes to a few bytes, declared or chunked', async () => {
    const body = gzipWithEmptyBlocks(EVENT, (10 * 1024 * 1024) / 5);
    expect(body.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(gunzipSync(body).toString()).toBe(EVENT);

    const declared = await openRaw(s.url);
    declared.write(gzipHead({ 'Content-Length': body.length }));
    expect((await declared.answer()).status).toBe(413);
    await declared.closed(2_000);

    const chunked = await openRaw(s.url);
    chunked.write(gzipHead({ 'Transfer-Encoding': 'chunked' }));
    chunked.write(chunk(body));
    chunked.write('0\r\n\r\n');
    expect((await chunked.answer()).status).toBe(413);
  });

  it('still takes a gzip body within the limit, even one padded with some empty blocks', async () => {
    const body = gzipWithEmptyBlocks(EVENT, 100);
    expect(body.length).toBeLessThan(BODY_LIMIT_BYTES.track);
    const connection = await openRaw(s.url);
    connection.write(gzipHead({ 'Content-Length': body.length, Connection: 'close' }));
    connection.write(body);
    expect((await connection.answer()).status).toBe(202);
  });
});
