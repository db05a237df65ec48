import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DOMAIN_PATTERN, parseDomainInput } from './domain';

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

  it('treats an empty field as no domain', () => {
    expect(parseDomainInput('   ')).toEqual({ ok: true, domain: null });
  });

  it('refuses what is not a host name', () => {
    expect(parseDomainInput('pizzeria')).toEqual({ ok: false });
    expect(parseDomainInput('pizza gennaro.it')).toEqual({ ok: false });
    expect(parseDomainInput('-pizza.it')).toEqual({ ok: false });
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
