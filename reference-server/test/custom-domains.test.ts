/**
 * Custom-domain verification (Pro) against a DNS server of the test's own (support/dns-server.ts, reached
 * through DNS_SERVERS): every state with its Italian reason, a host pointing at an internal address refused,
 * a local name never asked about, a DNS that fails keeping the state, the job checking what is due, the
 * check limited per client, and the state kept in DATA_DIR across a restart. Over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_RULES } from '@core/backend/limits';
import { startDnsServer, type TestDnsServer } from './support/dns-server';
import { startServer, type TestServer } from './helpers';

const TARGET = 'siti.landingfacile.example';
const OUR_ADDRESS = '93.184.216.34';
const ELSEWHERE = '151.101.1.195';

describe('custom domain verification against a local DNS server', () => {
  let dns: TestDnsServer;
  let server: TestServer;
  let admin: string;

  const options = () => ({
    dnsServers: [dns.address],
    hosting: { sitesDomain: 'localhost', targetHost: TARGET, targetAddresses: [OUR_ADDRESS] },
  });

  beforeAll(async () => {
    dns = await startDnsServer();
    server = await startServer(options());
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  async function proClient(domain: string) {
    const created = await server.createClient({ domain, plan: 'pro' });
    const detail = await server.request('GET', `/api/admin/clients/${created.clientId}`, { token: admin });
    expect(detail.status).toBe(200);
    return { ...created, verification: detail.body.verification };
  }
  const check = (clientId: string) =>
    server.request('POST', `/api/admin/clients/${clientId}/domain/check`, { token: admin });

  it('shows the records to set: A to the server, CNAME for www. to its host, TXT with a random token', async () => {
    const a = await proClient('pizzeria-uno.example');
    const b = await proClient('pizzeria-due.example');
    expect(a.verification).toMatchObject({
      domain: 'pizzeria-uno.example',
      record: '_landingfacile.pizzeria-uno.example',
      status: 'pending',
      checked_at: null,
      reason: 'In attesa della prima verifica: imposta presso il registrar i record indicati.',
    });
    expect(a.verification.value).toMatch(/^landingfacile-verify=[A-Za-z0-9_-]{27}$/);
    expect(b.verification.value).not.toBe(a.verification.value);
    expect(a.verification.records).toEqual([
      { type: 'A', name: 'pizzeria-uno.example', value: OUR_ADDRESS },
      { type: 'CNAME', name: 'www.pizzeria-uno.example', value: TARGET },
      { type: 'TXT', name: '_landingfacile.pizzeria-uno.example', value: a.verification.value },
    ]);
    // The same record on every read: the token is stored, not made again.
    const again = await server.request('GET', `/api/admin/clients/${a.clientId}`, { token: admin });
    expect(again.body.verification.value).toBe(a.verification.value);
  });

  it('goes pending → verified → active as the records appear, each with its reason', async () => {
    const { clientId, verification } = await proClient('trattoria.example');
    let answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'pending',
      reason: 'Il record TXT _landingfacile.trattoria.example non è stato trovato.',
    });
    expect(answer.body.checked_at).toEqual(expect.any(String));

    dns.set('_landingfacile.trattoria.example', { TXT: ['v=spf1 -all', verification.value] });
    answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'verified',
      reason: 'Il dominio trattoria.example non ha ancora un record CNAME o A verso il nostro server.',
    });

    dns.set('trattoria.example', { A: [ELSEWHERE] });
    answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'verified',
      reason: `Il dominio punta a ${ELSEWHERE}, non al nostro server.`,
    });

    dns.set('trattoria.example', { A: [OUR_ADDRESS] });
    answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'active',
      reason: 'Il dominio trattoria.example è verificato e punta al nostro server: il sito è pubblicato qui.',
    });
    const detail = await server.request('GET', `/api/admin/clients/${clientId}`, { token: admin });
    expect(detail.body.verification).toMatchObject({ status: 'active', checked_at: answer.body.checked_at });
  });

  it('is active through a CNAME to the product host (www. written by the operator)', async () => {
    const { clientId, verification } = await proClient('www.forno.example');
    expect(verification.domain).toBe('www.forno.example');
    dns.set('_landingfacile.forno.example', { TXT: [verification.value] });
    dns.set('www.forno.example', { CNAME: TARGET });
    dns.set(TARGET, { A: [OUR_ADDRESS] });
    expect((await check(clientId)).body.status).toBe('active');
  });

  it('fails a TXT record holding another value, and a verified domain that lost its TXT record', async () => {
    const { clientId, verification } = await proClient('gelateria.example');
    dns.set('_landingfacile.gelateria.example', { TXT: ['landingfacile-verify=un-altro-token'] });
    expect((await check(clientId)).body).toMatchObject({
      status: 'failed',
      reason:
        'Il record TXT _landingfacile.gelateria.example contiene «landingfacile-verify=un-altro-token», non il valore indicato.',
    });
    dns.set('_landingfacile.gelateria.example', { TXT: [verification.value] });
    dns.set('gelateria.example', { A: [OUR_ADDRESS] });
    expect((await check(clientId)).body.status).toBe('active');
    dns.remove('_landingfacile.gelateria.example');
    expect((await check(clientId)).body).toMatchObject({
      status: 'failed',
      reason:
        'Il record TXT _landingfacile.gelateria.example non è più presente: ripristinalo con il valore indicato per mantenere attivo il dominio.',
    });
  });

  it('refuses a domain whose records point at an internal address, whatever its TXT says', async () => {
    for (const [name, address] of [
      ['interno.example', '10.0.0.7'],
      ['loopback.example', '127.0.0.1'],
      ['metadati.example', '169.254.169.254'],
      ['mappato.example', '::ffff:127.0.0.1'],
    ] as const) {
      const { clientId, verification } = await proClient(name);
      dns.set(`_landingfacile.${name}`, { TXT: [verification.value] });
      dns.set(name, address.includes(':') ? { AAAA: [address] } : { A: [OUR_ADDRESS, address] });
      const answer = await check(clientId);
      expect(answer.body.status).toBe('failed');
      expect(answer.body.reason).toContain(`Il dominio ${name} punta a un indirizzo interno`);
      expect(answer.body.reason).toContain(address);
      // Never served, never a certificate.
      expect((await server.request('GET', `/api/tls/ask?domain=${name}`)).status).toBe(404);
    }
  });

  it('keeps the state when the DNS fails, and says it will try again', async () => {
    const { clientId, verification } = await proClient('enoteca.example');
    dns.set('_landingfacile.enoteca.example', { TXT: [verification.value] });
    dns.set('enoteca.example', { A: [OUR_ADDRESS] });
    expect((await check(clientId)).body.status).toBe('active');
    dns.set('enoteca.example', { servfail: true });
    const answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'active',
      reason: 'Il DNS di enoteca.example non ha risposto: riproveremo tra qualche minuto.',
    });
  });

  it('answers 409 for a client without a domain or on the Basic plan, 404 for an unknown one', async () => {
    const none = await server.createClient({ plan: 'pro' });
    expect((await check(none.clientId)).status).toBe(409);
    const basic = await server.createClient({ plan: 'basic', domain: 'base.example' });
    expect((await check(basic.clientId)).status).toBe(409);
    const basicDetail = await server.request('GET', `/api/admin/clients/${basic.clientId}`, { token: admin });
    expect(basicDetail.body).toMatchObject({ domain: 'base.example', plan: 'basic', verification: null });
    expect((await check('client_sconosciuto')).status).toBe(404);
  });

  it('lets the client see and check its own domain, limited per client with the operator checks', async () => {
    const { clientId, session } = await proClient('pasticceria.example');
    const own = await server.request('GET', '/api/client/domain', { token: session });
    expect(own.body).toMatchObject({ domain: 'pasticceria.example', verification: { status: 'pending' } });
    let last = await server.request('POST', '/api/client/domain/check', { token: session });
    expect(last.status).toBe(200);
    for (let i = 1; i < LIMIT_RULES.domainCheck.points; i += 1) expect((await check(clientId)).status).toBe(200);
    last = await server.request('POST', '/api/client/domain/check', { token: session });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    const basic = await server.createClient({ plan: 'basic', domain: 'altra-base.example' });
    expect((await server.request('GET', '/api/client/domain', { token: basic.session })).status).toBe(403);
    expect((await server.request('POST', '/api/client/domain/check', { token: basic.session })).status).toBe(403);
  });

  it('never asks DNS about a local name', async () => {
    // The domain field refuses local names; a record written before that rule existed must still not be asked.
    const { clientId } = await server.createClient({ plan: 'pro', domain: 'negozio-vero.example' });
    await server.running.store.updateClient(clientId, { domain: 'negozio.internal' });
    const asked = dns.queries.length;
    const answer = await check(clientId);
    expect(answer.body).toMatchObject({
      status: 'failed',
      reason: 'negozio.internal è un nome di una rete locale, non di un sito pubblico.',
    });
    expect(dns.queries.slice(asked)).toEqual([]);
  });
});

describe('the domain check job', () => {
  it('checks the domains that are due and keeps their state in DATA_DIR across a restart', async () => {
    const dns = await startDnsServer();
    const options = {
      dnsServers: [dns.address],
      hosting: { targetHost: TARGET, targetAddresses: [OUR_ADDRESS] },
      domainCheckJob: { tickMs: 60_000 },
    };
    let server = await startServer(options);
    try {
      const admin = await server.adminToken();
      // Created through the API: the job's sweep gives it a record and checks it at once.
      const { clientId } = await server.createClient({ domain: 'lavanderia.example', plan: 'pro' });
      await server.running.domainCheckJob!.runOnce();
      const record = await server.request('GET', `/api/admin/clients/${clientId}`, { token: admin });
      expect(record.body.verification).toMatchObject({ status: 'pending', checked_at: expect.any(String) });
      dns.set('_landingfacile.lavanderia.example', { TXT: [record.body.verification.value] });
      dns.set('lavanderia.example', { A: [OUR_ADDRESS] });
      // Not due again for five minutes: the job leaves it alone.
      await server.running.domainCheckJob!.runOnce();
      const unchanged = await server.request('GET', `/api/admin/clients/${clientId}`, { token: admin });
      expect(unchanged.body.verification.status).toBe('pending');

      const dataDir = server.dataDir;
      await server.close({ keepData: true });
      server = await startServer({ ...options, clock: { now: () => Date.now() + 6 * 60_000 } }, dataDir);
      await server.running.domainCheckJob!.runOnce();
      const admin2 = await server.adminToken();
      const after = await server.request('GET', `/api/admin/clients/${clientId}`, { token: admin2 });
      expect(after.body.verification).toMatchObject({ status: 'active', value: record.body.verification.value });
    } finally {
      await server.close();
      await dns.close();
    }
  });
});
