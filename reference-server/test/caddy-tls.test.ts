/**
 * TLS through Caddy's on-demand certificates, for real: Debian's caddy (2.6) runs on free ports with its
 * internal CA (`tls internal { on_demand }`), asks the server's GET /api/tls/ask before each certificate and
 * proxies to the server. A name the server serves gets a certificate and its page; an unknown name gets no
 * certificate (the TLS handshake fails). Skipped, saying why, where /usr/bin/caddy is missing (.ci/run
 * installs it).
 *
 * The custom domain is made the way an operator makes one: a Pro client created through the API, its TXT and
 * A records in the test's DNS server, «Verifica ora». The published-site case goes through the
 * PublishedSiteIndex/Reader port, implemented here over a list until the site storage implements it: replace
 * `sites` below with the real store and a site published through the API when it exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedSiteIndex, PublishedSiteReader, PublishedSiteRef } from '@core/hosting';
import { startDnsServer, type TestDnsServer } from './support/dns-server';
import { startServer, type TestServer } from './helpers';

const CADDY = '/usr/bin/caddy';
const OUR_ADDRESS = '93.184.216.34';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForPort(port: number, deadlineMs = 15_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`Caddy did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  certificate: PeerCertificate;
}

/** An https GET to Caddy for `name` (SNI and Host), as `curl --resolve name:port:127.0.0.1` would send it. */
function httpsGet(port: number, name: string, path = '/'): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: name,
        headers: { Host: `${name}:${port}` },
        rejectUnauthorized: false, // Caddy's internal CA is not one this process trusts
        agent: false,
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, certificate }));
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

describe.skipIf(!existsSync(CADDY))('TLS through Caddy on-demand certificates (Debian caddy 2.6)', () => {
  let dns: TestDnsServer;
  let server: TestServer;
  let caddy: ChildProcess;
  let caddyDir: string;
  let caddyLog = '';
  let tlsPort: number;

  // The published-site hook: the site storage's port over a list (see the header).
  const published: PublishedSiteRef[] = [];
  const index: PublishedSiteIndex = {
    bySlug: async (slug) => published.find((s) => s.slug === slug) ?? null,
    byClient: async (id) => published.find((s) => s.clientId === id) ?? null,
  };
  const reader: PublishedSiteReader = {
    read: async ({ site, path }) => ({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: `<h1>Sito ${site.slug}</h1><p>${path}</p>`,
    }),
  };

  beforeAll(async () => {
    dns = await startDnsServer();
    server = await startServer({
      dnsServers: [dns.address],
      // Caddy appends X-Forwarded-For and sets X-Forwarded-Proto: one trusted hop.
      trustProxyHops: 1,
      hosting: { sitesDomain: 'siti.test', targetHost: 'siti.landingfacile.example', targetAddresses: [OUR_ADDRESS] },
      sites: { index, reader },
    });
    const admin = await server.adminToken();

    // A verified, active custom domain of a Pro client, made through the API and the DNS check.
    const pro = await server.createClient({ plan: 'pro', domain: 'forno-verificato.example' });
    const detail = await server.request('GET', `/api/admin/clients/${pro.clientId}`, { token: admin });
    dns.set('_landingfacile.forno-verificato.example', { TXT: [detail.body.verification.value] });
    dns.set('forno-verificato.example', { A: [OUR_ADDRESS] });
    const checked = await server.request('POST', `/api/admin/clients/${pro.clientId}/domain/check`, { token: admin });
    expect(checked.body.status).toBe('active');
    // A published site on its product subdomain.
    const basic = await server.createClient({ plan: 'basic' });
    published.push({ siteId: 'site-bottega', clientId: basic.clientId, slug: 'bottega' });

    const appPort = Number(new URL(server.url).port);
    tlsPort = await freePort();
    const httpPort = await freePort();
    caddyDir = await mkdtemp(join(tmpdir(), 'landing-caddy-'));
    const config = join(caddyDir, 'Caddyfile');
    await writeFile(
      config,
      `{
  admin off
  storage file_system ${join(caddyDir, 'storage')}
  skip_install_trust
  http_port ${httpPort}
  https_port ${tlsPort}
  auto_https disable_redirects
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/tls/ask
  }
}

https://:${tlsPort} {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    await waitForPort(tlsPort).catch((error: Error) => {
      throw new Error(`${error.message}\n${caddyLog}`);
    });
  }, 60_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await server?.close();
    await dns?.close();
    if (caddyDir) await rm(caddyDir, { recursive: true, force: true });
  });

  it('issues a certificate for a verified custom domain of a Pro client, and the host routing answers for it', async () => {
    const answer = await httpsGet(tlsPort, 'forno-verificato.example');
    expect(answer.certificate.subjectaltname).toContain('DNS:forno-verificato.example');
    // Nothing published yet: the domain's own page, not the product's app.
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<title>Sito in preparazione</title>');
    // Its www. form gets its own certificate and a 301 to the form the operator wrote, over https.
    const www = await httpsGet(tlsPort, 'www.forno-verificato.example', '/menu');
    expect(www.certificate.subjectaltname).toContain('DNS:www.forno-verificato.example');
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://forno-verificato.example:${tlsPort}/menu`);
  }, 60_000);

  it('issues a certificate for a published site on its product subdomain and serves its page', async () => {
    const answer = await httpsGet(tlsPort, 'bottega.siti.test', '/');
    expect(answer.certificate.subjectaltname).toContain('DNS:bottega.siti.test');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>Sito bottega</h1><p>/</p>');
  }, 60_000);

  it('issues no certificate for a name the server does not serve: the handshake fails', async () => {
    for (const name of ['sconosciuto.example', 'nessuno.siti.test', 'siti.test']) {
      await expect(httpsGet(tlsPort, name)).rejects.toThrow(/alert|handshake|socket|ECONNRESET|EPROTO/i);
    }
  }, 60_000);
});
