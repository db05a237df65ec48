import { describe, expect, it } from 'vitest';
import { allowsFraming } from './framing';
import { isInternalHost } from './screenshot';

const page = new URL('https://negozio.it/');
const headers = (init: Record<string, string>) => new Headers(init);

describe('allowsFraming', () => {
  it('frames an https page that says nothing against it', () => {
    expect(allowsFraming(page, headers({}))).toBe(true);
    expect(allowsFraming(page, headers({ 'Content-Security-Policy': "default-src 'self'" }))).toBe(true);
    expect(allowsFraming(page, headers({ 'Content-Security-Policy': 'frame-ancestors *' }))).toBe(true);
    expect(allowsFraming(page, headers({ 'Content-Security-Policy': "frame-ancestors 'self' https:" }))).toBe(true);
  });

  it('refuses X-Frame-Options of any kind, a restrictive frame-ancestors in any policy, and plain http', () => {
    for (const value of ['DENY', 'sameorigin', 'ALLOW-FROM https://altro.it/']) {
      expect(allowsFraming(page, headers({ 'X-Frame-Options': value })), value).toBe(false);
    }
    expect(allowsFraming(page, headers({ 'Content-Security-Policy': "frame-ancestors 'none'" }))).toBe(false);
    expect(
      allowsFraming(
        page,
        headers({ 'Content-Security-Policy': "script-src 'self'; Frame-Ancestors 'self' https://negozio.it" }),
      ),
    ).toBe(false);
    expect(allowsFraming(page, headers({ 'Content-Security-Policy': "default-src *, frame-ancestors 'self'" }))).toBe(
      false,
    );
    expect(allowsFraming(new URL('http://negozio.it/'), headers({}))).toBe(false);
  });
});

describe('isInternalHost', () => {
  it('spots loopback, private, link-local and localhost addresses, not public names or addresses', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '[::1]',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isInternalHost(host), host).toBe(true);
    }
    for (const host of ['negozio.it', '8.8.8.8', '172.32.0.1', '2001:db8::1'])
      expect(isInternalHost(host), host).toBe(false);
  });
});
