import { describe, expect, it } from 'vitest';
import { describeDatabase, readConfig } from './config';

describe('server configuration from the environment', () => {
  it('has the documented defaults', () => {
    const c = readConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      distDir: '/srv/app/dist',
      paymentLinks: { basic: null, pro: null },
      trackRateLimitPerMinute: 600,
      loginMaxFailures: 10,
      trustProxyHops: 0,
      logRequests: true,
      logLevel: 'info',
    });
    expect(c.jwtSecret).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = readConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/landing',
        PAYMENT_URL_BASIC: 'https://pay.example/basic',
        PAYMENT_URL_PRO: 'https://pay.example/pro',
        TRACK_RATE_LIMIT: '60',
        LOGIN_MAX_FAILURES: '5',
        TRUST_PROXY: 'true',
        LOG_REQUESTS: 'false',
        LOG_LEVEL: 'warn',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/landing',
      paymentLinks: { basic: 'https://pay.example/basic', pro: 'https://pay.example/pro' },
      trackRateLimitPerMinute: 60,
      loginMaxFailures: 5,
      trustProxyHops: 1,
      logRequests: false,
      logLevel: 'warn',
    });
  });

  it('refuses invalid values with an Italian message naming the variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ PAYMENT_URL_PRO: 'non un link' })).toThrow(/PAYMENT_URL_PRO/);
    expect(() => readConfig({ PAYMENT_URL_BASIC: 'javascript:alert(1)' })).toThrow(/PAYMENT_URL_BASIC/);
    expect(() => readConfig({ TRACK_RATE_LIMIT: '0' })).toThrow(/TRACK_RATE_LIMIT/);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => readConfig({ TRUST_PROXY_HOPS: 'sì' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('counts trusted proxy hops; TRUST_PROXY=true still means one', () => {
    expect(readConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY_HOPS: '0', TRUST_PROXY: 'true' }).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
  });

  it('selects PostgreSQL with DATABASE_URL, refuses other schemes, and never prints the password', () => {
    expect(readConfig({}, '/srv/app').databaseUrl).toBeUndefined();
    const c = readConfig(
      { DATABASE_URL: 'postgres://lf:segreto@db.example:5433/landing', PG_POOL_MAX: '20' },
      '/srv/app',
    );
    expect(c.databaseUrl).toBe('postgres://lf:segreto@db.example:5433/landing');
    expect(c.databasePoolMax).toBe(20);
    expect(describeDatabase(c.databaseUrl!)).toBe('PostgreSQL db.example:5433/landing');
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/landing' })).toThrow(
      /DATABASE_URL deve iniziare con postgres:\/\//,
    );
    expect(() => readConfig({ DATABASE_URL: 'non un indirizzo' })).toThrow(/DATABASE_URL non è un indirizzo valido/);
    expect(() => readConfig({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
  });
});
