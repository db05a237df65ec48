import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '../backend/memory-store';
import type { StoredClient } from '../backend/store';
import { createMemoryDomainStore, type DomainStatus, type DomainVerificationStore } from './domain-store';
import { newVerification } from './domain-verification';
import { hostingConfig, type HostingConfig } from './hosting-config';
import { routeHost } from './route-host';
import {
  createSiteDirectory,
  type PublishedSiteIndex,
  type PublishedSiteRef,
  type SiteDirectory,
} from './site-directory';
import { tlsAllowedName } from './tls-ask';

const NOW = '2026-11-27T10:00:00.000Z';
const IDN = new URL('http://pizzería.it/').hostname; // xn--pizzera-... as browsers send it

function client(id: string, fields: Partial<StoredClient> = {}): StoredClient {
  return {
    client_id: id,
    questionnaire_id: null,
    domain: null,
    created_at: NOW,
    is_active: true,
    plan: 'pro',
    token_hash: `hash-${id}`,
    token_version: 1,
    ...fields,
  };
}

/** The published sites the tests need: the site storage's port, implemented here over a list. */
function sitesOf(list: PublishedSiteRef[]): PublishedSiteIndex {
  return {
    bySlug: async (slug) => list.find((s) => s.slug === slug) ?? null,
    byClient: async (id) => list.find((s) => s.clientId === id) ?? null,
  };
}

describe('routeHost and tlsAllowedName', () => {
  let store: MemoryStore;
  let domains: DomainVerificationStore;
  let directory: SiteDirectory;
  const config: HostingConfig = hostingConfig({ sitesDomain: 'Siti.Example', appHost: null });

  async function domainState(clientId: string, domain: string, status: DomainStatus) {
    const record = await domains.ensure(newVerification(clientId, domain, NOW));
    await domains.saveCheck(clientId, record.token, { status, reason: 'x', checked_at: NOW, next_check_at: NOW });
  }

  beforeEach(async () => {
    store = createMemoryStore();
    domains = createMemoryDomainStore();
    await store.insertClient(client('gennaro', { domain: 'pizzeriadagennaro.it' }));
    await store.insertClient(client('basic', { plan: 'basic' }));
    await store.insertClient(client('www', { domain: 'www.studiorossi.it' }));
    await store.insertClient(client('idn', { domain: IDN }));
    await store.insertClient(client('pending', { domain: 'inattesa.it' }));
    await domainState('gennaro', 'pizzeriadagennaro.it', 'active');
    await domainState('www', 'studiorossi.it', 'verified');
    await domainState('idn', IDN, 'active');
    await domainState('pending', 'inattesa.it', 'pending');
    directory = createSiteDirectory({
      clients: store,
      domains,
      sites: sitesOf([
        { siteId: 's1', clientId: 'gennaro', slug: 'gennaro' },
        { siteId: 's2', clientId: 'basic', slug: 'bottega' },
        { siteId: 's3', clientId: 'www', slug: 'rossi' },
        { siteId: 's4', clientId: 'idn', slug: 'pizzeria' },
      ]),
    });
  });

  const route = (host: string | undefined) => routeHost(host, config, directory);

  it('serves a site by its product subdomain whatever the spelling of the host', async () => {
    for (const host of [
      'bottega.siti.example',
      'BOTTEGA.Siti.Example',
      'bottega.siti.example:8080',
      'bottega.siti.example.',
    ])
      expect(await route(host)).toMatchObject({ kind: 'site', entry: { site: { siteId: 's2' } } });
  });

  it('answers a plain 404 for an unknown or deeper name under SITES_DOMAIN, never the app', async () => {
    for (const host of [
      'nessuno.siti.example',
      'a.bottega.siti.example',
      '-x.siti.example',
      'xn--nessuno.siti.example',
    ])
      expect(await route(host)).toEqual({ kind: 'not_found' });
  });

  it('redirects a Pro site subdomain to its active custom domain, not to a domain only verified', async () => {
    expect(await route('gennaro.siti.example:8080')).toEqual({ kind: 'redirect', host: 'pizzeriadagennaro.it' });
    expect(await route('rossi.siti.example')).toMatchObject({ kind: 'site' });
  });

  it('serves a custom domain bare and www., one redirecting to the form the operator wrote', async () => {
    expect(await route('PizzeriaDaGennaro.IT.')).toMatchObject({ kind: 'site', host: 'pizzeriadagennaro.it' });
    expect(await route('www.pizzeriadagennaro.it')).toEqual({ kind: 'redirect', host: 'pizzeriadagennaro.it' });
    expect(await route('studiorossi.it')).toEqual({ kind: 'redirect', host: 'www.studiorossi.it' });
    expect(await route('www.studiorossi.it:443')).toMatchObject({ kind: 'site', host: 'www.studiorossi.it' });
  });

  it('folds an IDN written in Unicode and in punycode to the same site', async () => {
    expect(await route('pizzería.it')).toMatchObject({ kind: 'site', host: IDN });
    expect(await route('PIZZERÍA.IT.:80')).toMatchObject({ kind: 'site', host: IDN });
    expect(await route(IDN)).toMatchObject({ kind: 'site', host: IDN });
    expect(await route('www.pizzería.it')).toEqual({ kind: 'redirect', host: IDN });
  });

  it('answers «sito sospeso» for a disabled client at once, on every host of its site', async () => {
    await store.updateClient('gennaro', { is_active: false });
    for (const host of ['gennaro.siti.example', 'pizzeriadagennaro.it', 'www.pizzeriadagennaro.it'])
      expect(await route(host)).toEqual({ kind: 'suspended' });
    expect(await tlsAllowedName('pizzeriadagennaro.it', config, directory)).toBeNull();
  });

  it('gives the app any other host without APP_HOST, and a 404 with it', async () => {
    for (const host of [undefined, 'siti.example', '127.0.0.1:8080', '[::1]:8080', 'altro.example', 'inattesa.it'])
      expect(await route(host)).toEqual({ kind: 'app' });
    const strict = hostingConfig({ sitesDomain: 'siti.example', appHost: 'App.Example' });
    expect(await routeHost('app.example:443', strict, directory)).toEqual({ kind: 'app' });
    expect(await routeHost('WWW.app.example', strict, directory)).toEqual({ kind: 'app' });
    const shared = hostingConfig({ sitesDomain: 'siti.example', appHost: 'siti.example' });
    expect(await routeHost('www.siti.example', shared, directory)).toEqual({ kind: 'app' });
    expect(await routeHost('bottega.siti.example', shared, directory)).toMatchObject({ kind: 'site' });
    expect(await routeHost('altro.example', strict, directory)).toEqual({ kind: 'not_found' });
    expect(await routeHost('inattesa.it', strict, directory)).toEqual({ kind: 'not_found' });
  });

  it('stops serving a custom domain when the client leaves Pro or changes its domain', async () => {
    await store.updateClient('gennaro', { plan: 'basic' });
    expect(await route('pizzeriadagennaro.it')).toEqual({ kind: 'app' });
    expect(await route('gennaro.siti.example')).toMatchObject({ kind: 'site' });
    await store.updateClient('gennaro', { plan: 'pro', domain: 'altrodominio.it' });
    expect(await route('pizzeriadagennaro.it')).toEqual({ kind: 'app' });
  });

  it('refuses hosts no browser would send', async () => {
    for (const host of ['evil.example@bottega.siti.example', 'bottega.siti.example/x', 'a b', 'x\\y.it'])
      expect(await route(host)).toEqual({ kind: 'bad_host' });
  });

  it('allows a certificate only for published subdomains and verified custom domains of active Pro clients', async () => {
    const ask = (name: string) => tlsAllowedName(name, config, directory);
    expect(await ask('bottega.siti.example')).toBe('bottega.siti.example');
    expect(await ask('BOTTEGA.siti.example.')).toBe('bottega.siti.example');
    expect(await ask('pizzeriadagennaro.it')).toBe('pizzeriadagennaro.it');
    expect(await ask('www.pizzeriadagennaro.it')).toBe('www.pizzeriadagennaro.it');
    expect(await ask('studiorossi.it')).toBe('studiorossi.it');
    expect(await ask('pizzería.it')).toBe(IDN);
    for (const name of [
      'nessuno.siti.example',
      'siti.example',
      'www.siti.example',
      'inattesa.it',
      'altro.example',
      '127.0.0.1',
      'a.www.pizzeriadagennaro.it',
      'pizzeriadagennaro.it:443',
    ])
      expect(await ask(name)).toBeNull();
    const strict = hostingConfig({ sitesDomain: 'siti.example', appHost: 'app.example' });
    expect(await tlsAllowedName('app.example', strict, directory)).toBeNull();
  });
});
