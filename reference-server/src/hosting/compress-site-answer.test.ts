import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressible, gzipOf, weakEtag } from './compress-site-answer';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip ; q=0.001', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['gzip;q=abc', false],
    ['identity', false],
    ['br, deflate', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['x-gzip', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('gzipOf', () => {
  it('compresses a page once and a text as it comes', () => {
    const page = new TextEncoder().encode('<p>Pizzeria</p>'.repeat(500));
    const zipped = gzipOf(page);
    expect(gunzipSync(zipped).equals(Buffer.from(page))).toBe(true);
    expect(zipped.length).toBeLessThan(page.length / 10);
    expect(gzipOf(page)).toBe(zipped);
    expect(gunzipSync(gzipOf('User-agent: *\n')).toString('utf8')).toBe('User-agent: *\n');
  });

  it('takes texts, not images', () => {
    for (const type of ['text/html; charset=utf-8', 'text/plain', 'application/xml; charset=utf-8', 'image/svg+xml'])
      expect(compressible(type)).toBe(true);
    for (const type of ['image/webp', 'image/avif', undefined]) expect(compressible(type)).toBe(false);
    // The app's files go by the same rule: scripts, a web manifest; not a binary download.
    for (const type of ['text/javascript', 'application/manifest+json', 'application/json'])
      expect(compressible(type)).toBe(true);
    for (const type of ['application/octet-stream', 'application/jsonl-x', 'font/woff2'])
      expect(compressible(type)).toBe(false);
    expect(weakEtag('"abc"')).toBe('W/"abc"');
    expect(weakEtag('W/"abc"')).toBe('W/"abc"');
  });
});
