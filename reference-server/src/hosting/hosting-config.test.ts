import { describe, expect, it } from 'vitest';
import { hostingConfig } from '@core/hosting';
import { readConfig } from '../config';

describe('hosting settings from the environment', () => {
  it('defaults to sites under localhost, the app on any other host, and the check job on', () => {
    const config = readConfig({}, '/srv/app');
    expect(config.domainCheckJob).toBe(true);
    expect(hostingConfig(config.hosting)).toEqual({
      sitesDomain: 'localhost',
      appHost: null,
      target: { host: 'localhost', addresses: [] },
    });
  });

  it('reads SITES_DOMAIN, APP_HOST, CUSTOM_DOMAIN_TARGET, CUSTOM_DOMAIN_ADDRESSES and DOMAIN_CHECKS, folding hosts as browsers do', () => {
    const config = readConfig({
      SITES_DOMAIN: 'Siti.LandingFacile.IT.',
      APP_HOST: 'landingfacile.it',
      CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10, 2001:DB8::10',
      DOMAIN_CHECKS: 'false',
    });
    expect(config.domainCheckJob).toBe(false);
    expect(hostingConfig(config.hosting)).toEqual({
      sitesDomain: 'siti.landingfacile.it',
      appHost: 'landingfacile.it',
      target: { host: 'landingfacile.it', addresses: ['203.0.113.10', '2001:db8::10'] },
    });
    expect(
      hostingConfig(
        readConfig({ SITES_DOMAIN: 'pagine.esempio.it', CUSTOM_DOMAIN_TARGET: 'proxy.esempio.it' }).hosting,
      ),
    ).toMatchObject({ sitesDomain: 'pagine.esempio.it', target: { host: 'proxy.esempio.it' } });
    expect(hostingConfig({ sitesDomain: 'pagine.caffè.it' }).sitesDomain).toBe(
      new URL('http://pagine.caffè.it').hostname,
    );
  });

  it('refuses a setting that is not a host name, naming the variable in Italian', () => {
    expect(() => readConfig({ SITES_DOMAIN: 'https://siti.esempio.it/' })).toThrow(
      /SITES_DOMAIN deve essere un nome di host/,
    );
    expect(() => readConfig({ APP_HOST: 'esempio.it:8080' })).toThrow(/APP_HOST/);
    expect(() => readConfig({ SITES_DOMAIN: '127.0.0.1' })).toThrow(/SITES_DOMAIN/);
    expect(() => readConfig({ CUSTOM_DOMAIN_TARGET: 'a b' })).toThrow(/CUSTOM_DOMAIN_TARGET/);
    expect(() => readConfig({ CUSTOM_DOMAIN_ADDRESSES: 'server.esempio.it' })).toThrow(/CUSTOM_DOMAIN_ADDRESSES/);
  });
});
