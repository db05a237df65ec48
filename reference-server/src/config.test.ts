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
      paymentLinks: { basic: { annual: null, monthly: null }, pro: { annual: null, monthly: null } },
      publicUrl: 'http://localhost:8080',
      mailFrom: '"Landing Facile" <supporto@landingfacile.it>',
      trackRateLimitPerMinute: 600,
      trackUnknownSitesPerDay: 2000,
      loginMaxFailures: 10,
      trustProxyHops: 0,
      logRequests: true,
      logLevel: 'info',
      previewCacheBytes: 256 * 1024 * 1024,
      dnsServers: null,
    });
    expect(c.jwtSecret).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.stripeWebhookSecret).toBeUndefined();
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
        TRACK_UNKNOWN_SITES_PER_DAY: '0',
        PUBLIC_URL: 'https://www.landingfacile.it/',
        LOGIN_MAX_FAILURES: '5',
        TRUST_PROXY: 'true',
        LOG_REQUESTS: 'false',
        LOG_LEVEL: 'warn',
        PREVIEW_CACHE_MB: '64',
        DNS_SERVERS: '127.0.0.1:5353, [::1]:53',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/landing',
      // The plan's single link stands for both billings.
      paymentLinks: {
        basic: { annual: 'https://pay.example/basic', monthly: 'https://pay.example/basic' },
        pro: { annual: 'https://pay.example/pro', monthly: 'https://pay.example/pro' },
      },
      trackRateLimitPerMinute: 60,
      trackUnknownSitesPerDay: 0,
      publicUrl: 'https://www.landingfacile.it',
      loginMaxFailures: 5,
      trustProxyHops: 1,
      logRequests: false,
      logLevel: 'warn',
      previewCacheBytes: 64 * 1024 * 1024,
      dnsServers: ['127.0.0.1:5353', '[::1]:53'],
    });
  });

  it('reads the payment links per billing, the public address, Stripe, SMTP and the company data', () => {
    const c = readConfig(
      {
        PORT: '9000',
        PAYMENT_URL_BASIC: 'https://pay.example/basic',
        PAYMENT_URL_BASIC_MONTHLY: 'https://pay.example/basic-mensile',
        PAYMENT_URL_PRO_ANNUAL: 'https://pay.example/pro-annuale',
        PAYMENT_URL_PRO_MONTHLY: 'https://pay.example/pro-mensile',
        PUBLIC_URL: 'https://www.landingfacile.it/',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        SMTP_URL: 'smtps://utente:segreta@smtp.example.it:465',
        MAIL_FROM: 'Landing Facile <ordini@landingfacile.it>',
        COMPANY_LEGAL_NAME: 'Landing Facile S.r.l.s.',
        COMPANY_VAT_NUMBER: 'IT01234567890',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      paymentLinks: {
        basic: { annual: 'https://pay.example/basic', monthly: 'https://pay.example/basic-mensile' },
        pro: { annual: 'https://pay.example/pro-annuale', monthly: 'https://pay.example/pro-mensile' },
      },
      publicUrl: 'https://www.landingfacile.it',
      stripeWebhookSecret: 'whsec_abc',
      smtpUrl: 'smtps://utente:segreta@smtp.example.it:465',
      mailFrom: 'Landing Facile <ordini@landingfacile.it>',
      company: { legalName: 'Landing Facile S.r.l.s.', vatNumber: 'IT01234567890' },
    });
    expect(readConfig({ PORT: '9001' }).publicUrl).toBe('http://localhost:9001');
  });

  it('stops on an SMTP_URL that does not parse, naming it', () => {
    expect(() => readConfig({ SMTP_URL: 'non è un indirizzo' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: 'https://smtp.example.it' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PAYMENT_URL_PRO_MONTHLY: 'non un link' })).toThrow(/PAYMENT_URL_PRO_MONTHLY/);
  });

  it('refuses to start in production on the placeholder company data, naming what to set', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /COMPANY_LEGAL_NAME, COMPANY_VAT_NUMBER, COMPANY_REGISTERED_OFFICE, COMPANY_PEC/,
    );
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        COMPANY_LEGAL_NAME: 'Pagine Chiare S.r.l.',
        COMPANY_VAT_NUMBER: 'IT01234567890',
        COMPANY_REGISTERED_OFFICE: 'Via Roma 1, 20121 Milano (MI)',
      }),
    ).toThrow(/imposta COMPANY_PEC\./);
    const ok = readConfig({
      NODE_ENV: 'production',
      COMPANY_LEGAL_NAME: 'Pagine Chiare S.r.l.',
      COMPANY_VAT_NUMBER: 'IT01234567890',
      COMPANY_REGISTERED_OFFICE: 'Via Roma 1, 20121 Milano (MI)',
      COMPANY_PEC: 'paginechiare@pec.it',
    });
    expect(ok.company.pec).toBe('paginechiare@pec.it');
  });

  it('refuses invalid values with an Italian message naming the variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ PAYMENT_URL_PRO: 'non un link' })).toThrow(/PAYMENT_URL_PRO/);
    expect(() => readConfig({ PAYMENT_URL_BASIC: 'javascript:alert(1)' })).toThrow(/PAYMENT_URL_BASIC/);
    expect(() => readConfig({ TRACK_RATE_LIMIT: '0' })).toThrow(/TRACK_RATE_LIMIT/);
    expect(() => readConfig({ TRACK_UNKNOWN_SITES_PER_DAY: '-1' })).toThrow(/TRACK_UNKNOWN_SITES_PER_DAY/);
    expect(() => readConfig({ TRACK_UNKNOWN_SITES_PER_DAY: 'molti' })).toThrow(/TRACK_UNKNOWN_SITES_PER_DAY/);
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => readConfig({ TRUST_PROXY_HOPS: 'sì' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => readConfig({ PREVIEW_CACHE_MB: '0' })).toThrow(/PREVIEW_CACHE_MB/);
    // Names would have to be resolved by a DNS server first: only addresses.
    expect(() => readConfig({ DNS_SERVERS: 'dns.google:53' })).toThrow(/DNS_SERVERS.*dns\.google/);
  });

  it('counts trusted proxy hops; TRUST_PROXY=true still means one', () => {
    expect(readConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY_HOPS: '0', TRUST_PROXY: 'true' }).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
  });

  it('caps open sockets per address at 256 unless MAX_SOCKETS_PER_ADDRESS says otherwise', () => {
    expect(readConfig({}).serverLimits).toEqual({ maxSocketsPerAddress: 256 });
    expect(readConfig({ MAX_SOCKETS_PER_ADDRESS: '2000' }).serverLimits).toEqual({ maxSocketsPerAddress: 2000 });
    expect(() => readConfig({ MAX_SOCKETS_PER_ADDRESS: '0' })).toThrow(/MAX_SOCKETS_PER_ADDRESS/);
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
