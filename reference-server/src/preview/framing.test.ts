import { describe, expect, it } from 'vitest';
import { allowsFraming } from './framing';

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
