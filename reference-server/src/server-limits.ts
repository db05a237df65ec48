/**
 * What one client may hold of the HTTP server: time to send a request, idle time between requests, and
 * open sockets per address. Without them Node waits 300 s for a body and counts no sockets, so one
 * process trickling bodies over many connections reached the file-descriptor limit in 25 s and every
 * other client's request was reset (issue 26).
 *
 * - headers: the request line and headers must arrive within `headersTimeoutMs` (Node answers a bare 408
 *   and closes: there is no request yet to answer with a problem);
 * - body: once the app starts reading a body it must arrive within `bodyTimeoutMs` (a 408 problem, and
 *   the connection closed: see middleware/body.ts);
 * - whole request: Node's own `requestTimeout` (headers plus body) backs the two up for a request the app
 *   is slow to read;
 * - idle: a kept-alive connection with no new request is closed after `keepAliveTimeoutMs`, shorter than
 *   the headers' deadline;
 * - sockets: past `maxSocketsPerAddress` open sockets from one address (an IPv6 /64 counts as one), a new
 *   connection gets a 503 and is closed. Behind a reverse proxy every socket comes from the proxy, so the
 *   default leaves a proxy far more connections than it keeps open in normal use.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { isIPv6, type Socket } from 'node:net';

export interface ServerLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxSocketsPerAddress: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxSocketsPerAddress: 256,
};

/** The answer to a connection past the cap, written before any request is read. */
function refusal(): string {
  const body = JSON.stringify({
    type: '/problemi/troppe-connessioni',
    title: 'Troppe connessioni',
    status: 503,
    detail: 'Troppe connessioni aperte da questo indirizzo. Riprova tra poco.',
  });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Retry-After: 5',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** An IPv6 address's first 64 bits (what one host or network usually holds); any other address as is. */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Creates the HTTP server with the limits in place; sockets past the cap never reach `handler`. */
export function createLimitedServer(handler: RequestListener, limits: ServerLimits): Server {
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  const shortest = Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs);
  // Node checks its deadlines on this interval (default 30 s, which would double a 15 s deadline).
  const connectionsCheckingInterval = Math.max(10, Math.min(1_000, Math.floor(shortest / 10)));
  const server = createServer({ connectionsCheckingInterval }, (req, res) => {
    if (refused.has(req.socket)) req.socket.destroy();
    else handler(req, res);
  });
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.headersTimeoutMs + limits.bodyTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Before Node's own listener, so a refused socket is marked before any request on it is parsed.
  server.prependListener('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxSocketsPerAddress) {
      refused.add(socket);
      socket.end(refusal());
      socket.destroySoon();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
  return server;
}
