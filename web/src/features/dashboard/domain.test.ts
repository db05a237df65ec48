import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { siteOf } from '@core/urls';
import { displayDomain, DOMAIN_PATTERN, parseDomainInput } from './domain';

describe('parseDomainInput', () => {
  it('keeps a plain host name', () => {
    expect(parseDomainInput('pizzeriadagennaro.it')).toEqual({ ok: true, domain: 'pizzeriadagennaro.it' });
  });

  it('tidies a pasted address: scheme, case, port, path, query', () => {
    expect(parseDomainInput('  https://www.Pizzeria-Gennaro.IT:443/menu?x=1 ')).toEqual({
      ok: true,
      domain: 'www.pizzeria-gennaro.it',
    });
  });

  it('reads the address as a browser does, so the domain is the host the tracked pages report', () => {
    // Accented .it domains become the ASCII form (IDNA) browsers send, as the events' sites are stored.
    expect(parseDomainInput('Caffè-Città.it')).toEqual({ ok: true, domain: 'xn--caff-citt-y1a6f.it' });
    expect(siteOf('https://www.caffè-città.it/menu')).toBe('xn--caff-citt-y1a6f.it');
    expect(parseDomainInput('https://WWW.Perché.IT./chi-siamo')).toEqual({ ok: true, domain: 'www.xn--perch-fsa.it' });
    expect(parseDomainInput('HTTPS:\\\\pizzeria.it\\menu')).toEqual({ ok: true, domain: 'pizzeria.it' });
    expect(parseDomainInput('http:pizzeria.it')).toEqual({ ok: true, domain: 'pizzeria.it' });
    expect(parseDomainInput('www%2Epizzeria.it')).toEqual({ ok: true, domain: 'www.pizzeria.it' });
    expect(parseDomainInput('ｐｉｚｚｅｒｉａ.it')).toEqual({ ok: true, domain: 'pizzeria.it' });
    expect(parseDomainInput('pizzeria.it:8080')).toEqual({ ok: true, domain: 'pizzeria.it' });
  });

  it('refuses an e-mail address, an IP address, another scheme', () => {
    expect(parseDomainInput('mario@pizzeria.it')).toEqual({ ok: false });
    expect(parseDomainInput('https://mario:segreta@pizzeria.it/')).toEqual({ ok: false });
    expect(parseDomainInput('192.168.1.10')).toEqual({ ok: false });
    expect(parseDomainInput('[::1]')).toEqual({ ok: false });
    expect(parseDomainInput('ftp://pizzeria.it')).toEqual({ ok: false });
    expect(parseDomainInput('https://')).toEqual({ ok: false });
  });

  it('treats an empty field as no domain', () => {
    expect(parseDomainInput('   ')).toEqual({ ok: true, domain: null });
  });

  it('refuses what is not a host name', () => {
    expect(parseDomainInput('pizzeria')).toEqual({ ok: false });
    expect(parseDomainInput('pizza gennaro.it')).toEqual({ ok: false });
    expect(parseDomainInput('-pizza.it')).toEqual({ ok: false });
  });
});

describe('displayDomain', () => {
  it('shows an accented domain as the operator wrote it, and reads back to the stored one', () => {
    expect(displayDomain('xn--caff-citt-y1a6f.it')).toBe('caffè-città.it');
    expect(displayDomain('www.xn--perch-fsa.it')).toBe('www.perché.it');
    expect(parseDomainInput(displayDomain('xn--caff-8oa.it'))).toEqual({ ok: true, domain: 'xn--caff-8oa.it' });
    expect(displayDomain('pizzeriadagennaro.it')).toBe('pizzeriadagennaro.it');
  });

  it('keeps the stored form when it is not valid punycode', () => {
    expect(displayDomain('xn--a.it')).toBe('xn--a.it');
    expect(displayDomain('xn--zz-zz.it')).toBe('xn--zz-zz.it');
  });
});

describe('DOMAIN_PATTERN', () => {
  it("is the contract's Domain pattern (openapi.yaml stays the one source)", () => {
    const contract = parse(readFileSync(join(process.cwd(), 'openapi.yaml'), 'utf8')) as {
      components: { schemas: { Domain: { pattern: string } } };
    };
    expect(DOMAIN_PATTERN.source).toBe(contract.components.schemas.Domain.pattern);
  });
});
