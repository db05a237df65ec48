import { describe, expect, it } from 'vitest';
import { normalizePageUrl, parseWebUrl, siteOf } from './urls';

describe('siteOf', () => {
  it('reads the host as a browser does', () => {
    expect(siteOf('https://evil.example\\@pizzeria.it/')).toBe('evil.example');
    expect(siteOf('https://user:pw@pizzeria.it/menu')).toBe('pizzeria.it');
    expect(siteOf('https://WWW.Pizzeria.IT./')).toBe('pizzeria.it');
    expect(siteOf('https://pizzeria.it:8443/x')).toBe('pizzeria.it');
  });
  it('has no site for relative or non-web addresses', () => {
    expect(siteOf('/menu')).toBeNull();
    expect(siteOf('javascript:alert(1)')).toBeNull();
    expect(siteOf('')).toBeNull();
    expect(siteOf(null)).toBeNull();
    expect(parseWebUrl('file:///etc/passwd')).toBeNull();
  });
});

describe('normalizePageUrl', () => {
  it('folds www, trailing slash, index.html, query and fragment into one page', () => {
    const same = [
      'https://pizzeria.it/menu',
      'https://www.pizzeria.it/menu/',
      'https://pizzeria.it/menu/index.html',
      'https://PIZZERIA.it/menu?utm_source=x#prenota',
    ];
    expect(new Set(same.map(normalizePageUrl))).toEqual(new Set(['https://pizzeria.it/menu']));
    expect(normalizePageUrl('https://www.pizzeria.it/')).toBe('https://pizzeria.it/');
    expect(normalizePageUrl('https://pizzeria.it/index.htm')).toBe('https://pizzeria.it/');
    expect(normalizePageUrl('https://pizzeria.it')).toBe('https://pizzeria.it/');
  });
  it('keeps what is not a web address, minus query and fragment', () => {
    expect(normalizePageUrl('/prezzi?x=1#a')).toBe('/prezzi');
  });
});
