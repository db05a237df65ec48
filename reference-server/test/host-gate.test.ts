/**
 * The resolve-and-refuse step (reference-server/src/net) against a real DNS server of the test's own
 * (test/support/dns-server.ts) and real sockets: names are resolved by the server, never through
 * /etc/hosts; a name or literal that points inside is refused before any connection; what was checked is
 * what gets connected to, even when the DNS answers otherwise a moment later; and the SOCKS5 gate Chromium
 * goes through does the same for every connection. An internal server counts what reaches it: nothing may.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDnsResolver, DnsLookupError, parseDnsServers, type DnsResolver } from '../src/net/dns-resolver';
import { requestHeaders } from '../src/net/gated-request';
import { checkPublicHost, createHostGate, RefusedHostError } from '../src/net/public-host';
import { startSocksGate } from '../src/net/socks-gate';
import { startDnsServer, type TestDnsServer } from './support/dns-server';

let dns: TestDnsServer;
let resolver: DnsResolver;
let internal: { server: Server; port: number; hits: string[] };

beforeAll(async () => {
  dns = await startDnsServer();
  resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 1000, tries: 1 });
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.headers.host} ${request.url}`);
    response.end('segreto');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  internal = { server, port: (server.address() as AddressInfo).port, hits };
});
afterAll(async () => {
  await dns?.close();
  await new Promise((resolve) => internal?.server.close(resolve));
});
beforeEach(() => {
  internal.hits.length = 0;
  for (const name of ['pubblico.it', 'interno.it', 'alias.it', 'misto.it', 'metadati.it', 'rotto.it', 'cambia.it'])
    dns.remove(name);
});

describe('the DNS resolver', () => {
  it('asks the configured server for A, AAAA, CNAME and TXT records, and only it', async () => {
    dns.set('pubblico.it', { A: ['93.184.216.34'], AAAA: ['2606:2800:220:1::1'], TXT: ['landing-facile=abc'] });
    dns.set('alias.it', { CNAME: 'pubblico.it' });
    expect(await resolver.addresses('pubblico.it')).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
    expect(await resolver.addresses('alias.it')).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
    expect(await resolver.cname('alias.it')).toBe('pubblico.it');
    expect(await resolver.cname('pubblico.it')).toBeNull();
    expect(await resolver.txt('pubblico.it')).toEqual(['landing-facile=abc']);
    expect(await resolver.addresses('nessuno.it')).toEqual([]);
    expect(dns.queries).toContain('A alias.it');
    // `localhost` and the machine's own names live in /etc/hosts, which this resolver never reads.
    expect(await resolver.addresses('localhost')).toEqual([]);
  });

  it('tells a failing DNS from a missing name', async () => {
    dns.set('rotto.it', { servfail: true });
    await expect(resolver.addresses('rotto.it')).rejects.toBeInstanceOf(DnsLookupError);
  });

  it('reads DNS_SERVERS as IP addresses with optional ports', () => {
    expect(parseDnsServers(undefined)).toBeNull();
    expect(parseDnsServers(' ')).toBeNull();
    expect(parseDnsServers('127.0.0.1:5353, 9.9.9.9,[::1]:53')).toEqual(['127.0.0.1:5353', '9.9.9.9:53', '[::1]:53']);
    for (const bad of ['dns.google:53', '127.0.0.1:0', '127.0.0.1:99999', '1.2.3.4:x', '::1'])
      expect(() => parseDnsServers(bad), bad).toThrow();
  });
});

describe('checkPublicHost', () => {
  it('refuses names that resolve inside, local names and internal literals; lets public ones through', async () => {
    dns.set('pubblico.it', { A: ['93.184.216.34'] });
    dns.set('interno.it', { A: ['127.0.0.1'] });
    dns.set('metadati.it', { A: ['169.254.169.254'] });
    dns.set('misto.it', { A: ['93.184.216.34', '10.0.0.8'] });
    dns.set('alias.it', { CNAME: 'interno.it' });
    dns.set('cambia.it', { AAAA: ['::ffff:127.0.0.1'] });
    expect(await checkPublicHost(resolver, 'pubblico.it')).toEqual({
      ok: true,
      host: 'pubblico.it',
      addresses: ['93.184.216.34'],
    });
    expect(await checkPublicHost(resolver, '8.8.8.8')).toMatchObject({ ok: true });
    const refusals: Record<string, string> = {
      'interno.it': 'internal_address',
      'metadati.it': 'internal_address',
      'misto.it': 'internal_address', // one address inside is enough
      'alias.it': 'internal_address',
      'cambia.it': 'internal_address',
      '127.0.0.1': 'internal_address',
      '[::1]': 'internal_address',
      '169.254.169.254': 'internal_address',
      localhost: 'internal_name',
      'negozio.localhost': 'internal_name',
      vm: 'internal_name',
      'stampante.local': 'internal_name',
      '127.0.0.1.nip.io': 'internal_name',
      'nessuno.it': 'not_found',
    };
    for (const [host, refusal] of Object.entries(refusals)) {
      expect(await checkPublicHost(resolver, host), host).toMatchObject({ ok: false, refusal });
    }
  });
});

describe('a host gate', () => {
  it('pins the first answer for its job: a DNS that turns to 127.0.0.1 afterwards moves nothing', async () => {
    dns.set('cambia.it', { A: ['93.184.216.34'] });
    const gate = createHostGate({ resolver });
    expect(await gate.resolve('cambia.it')).toEqual(['93.184.216.34']);
    dns.set('cambia.it', { A: ['127.0.0.1'] });
    expect(await gate.resolve('CAMBIA.IT.')).toEqual(['93.184.216.34']);
    const looked = await new Promise<unknown>((resolve, reject) =>
      gate.lookup('cambia.it', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );
    expect(looked).toEqual([{ address: '93.184.216.34', family: 4 }]);
    // A new job asks again, and refuses.
    await expect(createHostGate({ resolver }).resolve('cambia.it')).rejects.toMatchObject({
      refusal: 'internal_address',
    });
  });

  it('refuses a request to a name that resolves inside before connecting; a test host is let through', async () => {
    dns.set('interno.it', { A: ['127.0.0.1'] });
    const gate = createHostGate({ resolver, exempt: { 'negozio-prova.it': '127.0.0.1' } });
    for (const url of [
      `http://interno.it:${internal.port}/latest/meta-data/`,
      `http://127.0.0.1:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://localhost:${internal.port}/`,
      `http://vm:${internal.port}/`,
    ]) {
      await expect(requestHeaders(new URL(url), { gate }), url).rejects.toBeInstanceOf(RefusedHostError);
    }
    expect(internal.hits).toEqual([]);
    const allowed = await requestHeaders(new URL(`http://negozio-prova.it:${internal.port}/pagina`), { gate });
    expect(allowed.status).toBe(200);
    expect(internal.hits).toEqual([`negozio-prova.it:${internal.port} /pagina`]);
  });
});

/** A SOCKS5 CONNECT as Chromium sends it (host by name); answers the reply code and the open socket. */
async function socksConnect(port: number, host: string, target: number) {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  const replies: Buffer[] = [];
  const next = (length: number) =>
    new Promise<Buffer>((resolve) => {
      const read = () => {
        const data = Buffer.concat(replies);
        if (data.length < length) return void socket.once('data', (chunk: Buffer) => (replies.push(chunk), read()));
        replies.length = 0;
        if (data.length > length) replies.push(data.subarray(length));
        resolve(data.subarray(0, length));
      };
      read();
    });
  socket.write(Buffer.from([5, 1, 0]));
  expect([...(await next(2))]).toEqual([5, 0]);
  const name = Buffer.from(host, 'latin1');
  const portBytes = Buffer.alloc(2);
  portBytes.writeUInt16BE(target);
  socket.write(Buffer.concat([Buffer.from([5, 1, 0, 3, name.length]), name, portBytes]));
  const reply = await next(10);
  return { code: reply[1], socket, next };
}

describe('the SOCKS5 gate', () => {
  it('refuses to tunnel to a name or literal that points inside, and tunnels to a test host', async () => {
    dns.set('interno.it', { A: ['127.0.0.1'] });
    const gate = createHostGate({ resolver, exempt: { 'negozio-prova.it': '127.0.0.1' } });
    const door = await startSocksGate(gate);
    try {
      for (const host of ['interno.it', '127.0.0.1', 'localhost', 'vm', '169.254.169.254']) {
        const { code, socket } = await socksConnect(door.port, host, internal.port);
        expect(code, host).toBe(2); // connection not allowed by ruleset
        socket.destroy();
      }
      expect((await socksConnect(door.port, 'nessuno.it', internal.port)).code).toBe(4); // host unreachable
      expect(internal.hits).toEqual([]);
      expect(door.refused).toContain(`interno.it:${internal.port} internal_address`);

      const tunnel = await socksConnect(door.port, 'negozio-prova.it', internal.port);
      expect(tunnel.code).toBe(0);
      tunnel.socket.write(`GET /tramite-gate HTTP/1.1\r\nHost: negozio-prova.it\r\nConnection: close\r\n\r\n`);
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        tunnel.socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        tunnel.socket.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(internal.hits).toEqual(['negozio-prova.it /tramite-gate']);
    } finally {
      await door.close();
    }
  });
});
