/**
 * The heatmap preview against a real network layout, with no test escape hatch: run inside a network
 * namespace of its own (scripts/check-preview-network.sh makes it), where 169.254.169.254 (a cloud's
 * metadata service), 127.0.0.1 and a "public" customer site at 93.184.216.34 all listen on port 80, and a
 * DNS server of the check's own answers for the customers' names (DNS_SERVERS). Nothing leaves the namespace.
 *
 * Checks, with the server configured as in production (no `testHosts`):
 * - a client whose domain's A record is 169.254.169.254, or 127.0.0.1, gets `internal_address`, and the
 *   services there see no connection;
 * - with Chromium: a client whose domain is public gets a screenshot of its page, and nothing in that page
 *   (frames, images, popups, WebSockets, beacons towards names that resolve inside, loopback literals and
 *   the metadata address) reaches an internal service.
 * Prints one JSON line with what each service saw; exits 1 when a check fails.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../reference-server/src/app';
import { silentLogger } from '../reference-server/src/logger';
import { startDnsServer } from '../reference-server/test/support/dns-server';

const METADATA = '169.254.169.254';
const SITE = '93.184.216.34';
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';
const ADMIN = { username: 'verifica', password: 'verifica-rete-anteprima-lunga' };

/** A service on `host:80` that counts every TCP connection and answers a secret. */
async function service(host: string, port: number, handler?: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.headers.host} ${request.url}`);
    if (handler) return handler(request, response);
    response.end('credenziali segrete');
  });
  server.on('connection', () => seen.push('tcp'));
  server.on('upgrade', (request, socket) => {
    seen.push(`websocket ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const TRAP_TARGETS = [
  'http://pannello.negozio-pubblico.it',
  'http://loopback-cliente.it:9999',
  'http://127.0.0.1',
  'http://127.0.0.1:9999',
  `http://${METADATA}`,
  'http://[::ffff:169.254.169.254]',
  'http://localhost:9999',
];

const trapPage = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Negozio</title></head>
<body style="margin:0"><div style="height:900px;background:#16a085"></div>
${TRAP_TARGETS.map((target, i) => `<iframe src="${target}/latest/meta-data/${i}"></iframe><img src="${target}/img-${i}.png" alt="">`).join('')}
<script>
  for (const [i, target] of ${JSON.stringify(TRAP_TARGETS)}.entries()) {
    try { window.open(target + '/popup-' + i); } catch {}
    try { new WebSocket(target.replace('http', 'ws') + '/socket-' + i); } catch {}
    fetch(target + '/fetch-' + i, { mode: 'no-cors' }).catch(() => {});
    navigator.sendBeacon(target + '/beacon-' + i, 'x');
  }
</script></body></html>`;

async function main(): Promise<boolean> {
  const internal = {
    metadata: await service(METADATA, 80),
    loopback80: await service('127.0.0.1', 80),
    loopback9999: await service('127.0.0.1', 9999),
  };
  const site = await service(SITE, 80, (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' });
    response.end(trapPage);
  });
  const dns = await startDnsServer({
    'negozio-pubblico.it': { A: [SITE] },
    'pannello.negozio-pubblico.it': { A: ['127.0.0.1'] },
    'metadati-cliente.it': { A: [METADATA] },
    'loopback-cliente.it': { A: ['127.0.0.1'] },
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'landing-preview-network-'));
  const withChromium = existsSync(CHROMIUM);
  const app = await createApp({
    dataDir,
    dnsServers: [dns.address],
    previewChromiumPath: withChromium ? CHROMIUM : null,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logger: silentLogger,
    logRequests: false,
    scryptCost: 1024,
  });
  const { url } = await app.listen(0, '127.0.0.1');
  const call = async (path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const results: Record<string, unknown> = {};
  let passed = true;
  try {
    const admin = (await call('/api/admin/login', undefined, ADMIN)).access_token as string;
    const previewFor = async (domain: string, page: string) => {
      const created = await call('/api/admin/create-client-access', admin, { domain, plan: 'pro' });
      const session = (await call('/api/client/login', undefined, { access_token: created.access_token }))
        .access_token as string;
      return call(`/api/client/heatmap/preview?page_url=${encodeURIComponent(page)}`, session);
    };
    for (const domain of ['metadati-cliente.it', 'loopback-cliente.it']) {
      const answer = await previewFor(domain, `http://${domain}/latest/meta-data/iam/security-credentials/`);
      results[domain] = answer.reason ?? answer;
      passed &&= answer.mode === 'unavailable' && answer.reason === 'internal_address';
    }
    if (withChromium) {
      const answer = await previewFor('negozio-pubblico.it', 'http://negozio-pubblico.it/');
      results['negozio-pubblico.it'] = answer.mode === 'image' ? `image ${answer.page_height} px` : answer.reason;
      passed &&= answer.mode === 'image' && site.seen.length > 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [name, { seen }] of Object.entries(internal)) {
      results[name] = seen;
      passed &&= seen.length === 0;
    }
    results.site = site.seen.filter((line) => line !== 'tcp');
  } finally {
    await app.close();
    await dns.close();
    await Promise.all([...Object.values(internal), site].map((one) => one.close()));
    await rm(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify({ passed, withChromium, ...results })}\n`);
  return passed;
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
