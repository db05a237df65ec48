import { describe, expect, it } from 'vitest';
import { domainMatcher, framablePreviewUrl, isPublicDomainName } from './domains';

const CLIENT = 'client-domain.it';

describe('client scoping reads hosts as browsers do', () => {
  const ofClient = domainMatcher(CLIENT);

  it('counts the domain and its www form, whatever the case, port, user info or trailing dot', () => {
    for (const url of [
      'https://client-domain.it/',
      'https://www.client-domain.it/menu?x=1#y',
      'https://CLIENT-DOMAIN.IT./',
      'http://client-domain.it:8080/',
      'https://user:pw@client-domain.it/',
      'https://client-domain.it\\menu',
    ]) {
      expect(ofClient(url), url).toBe(true);
    }
  });

  it('does not count a page whose real host is elsewhere', () => {
    for (const url of [
      'https://evil.example\\@client-domain.it/',
      'https://client-domain.it.evil.example/',
      'https://evilclient-domain.it/',
      'https://client-domain.it@evil.example/',
      'https://evil.example/client-domain.it',
      'javascript://client-domain.it/%0aalert(1)',
      '//client-domain.it/',
      null,
      '',
    ]) {
      expect(ofClient(url), String(url)).toBe(false);
    }
  });

  it('reads internationalised names as their punycode form', () => {
    expect(domainMatcher('xn--caff-8oa.it')('https://caffè.it/')).toBe(true);
    expect(domainMatcher('xn--caff-8oa.it')('https://www.CAFFÈ.it/')).toBe(true);
    expect(domainMatcher('caffe.it')('https://caffè.it/')).toBe(false);
  });

  it('has no pages for a client without a domain', () => {
    expect(domainMatcher(null)('https://client-domain.it/')).toBe(false);
  });
});

describe('framablePreviewUrl', () => {
  it('frames an https page of the client, as the browser will load it', () => {
    expect(framablePreviewUrl('https://client-domain.it/', CLIENT)).toBe('https://client-domain.it/');
    expect(framablePreviewUrl('https://www.client-domain.it/menu', CLIENT)).toBe('https://www.client-domain.it/menu');
    expect(framablePreviewUrl('https://client-domain.it\\menu', CLIENT)).toBe('https://client-domain.it/menu');
    expect(framablePreviewUrl('https://Client-Domain.it./', CLIENT)).toBe('https://client-domain.it./');
    expect(framablePreviewUrl('https://caffè.it/', 'xn--caff-8oa.it')).toBe('https://xn--caff-8oa.it/');
  });

  it('never frames another host, user info, another port, plain http or a non-web address', () => {
    for (const url of [
      'https://evil.example\\@client-domain.it/',
      'https://evil.example/',
      'https://client-domain.it.evil.example/',
      'https://user:pw@client-domain.it/',
      'https://user@client-domain.it/',
      'https://client-domain.it:8443/',
      'http://client-domain.it/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relativo',
    ]) {
      expect(framablePreviewUrl(url, CLIENT), url).toBeNull();
    }
    expect(framablePreviewUrl('https://client-domain.it/', null)).toBeNull();
  });
});

describe('isPublicDomainName', () => {
  it('refuses names under localhost and other local zones, and names that only spell an address', () => {
    for (const domain of [
      'localhost',
      'shop.localhost',
      'negozio.localhost.',
      'SHOP.LOCALHOST',
      'stampante.local',
      'db.internal',
      'router.home.arpa',
      '1.0.0.127.in-addr.arpa',
      'nas.lan',
      'server.localdomain',
      '127.0.0.1.nip.io',
      'app.10.0.0.1.nip.io',
      '7f000001.nip.io',
      'negozio-127-0-0-1.sslip.io',
      '169.254.169.254.xip.io',
      'qualcosa.localtest.me',
      'lvh.me',
      'app.lvh.me',
      // An address spelt in the labels, whatever the service behind it.
      '127.0.0.1.mio-dns.it',
      'x.192.168.1.1.example.com',
      'negozio-10-0-0-1.rebind.it',
      '169-254-169-254.metadati.it',
    ]) {
      expect(isPublicDomainName(domain), domain).toBe(false);
    }
  });

  it('accepts ordinary names, digits and hyphens included', () => {
    for (const domain of [
      'pizzeriadagennaro.it',
      'xn--caff-8oa.it',
      'bar-sport.it',
      'studio-2024.it',
      '24-7-fitness.it',
      '1-2-3-stella.it',
      'hotel365.com',
      'localhostel.it',
      'nip.io.example.it',
      'fuzz.example',
    ]) {
      expect(isPublicDomainName(domain), domain).toBe(true);
    }
  });
});
