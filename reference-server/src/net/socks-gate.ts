/**
 * The one door out of a headless Chromium that photographs a customer's page: a SOCKS5 server (RFC 1928,
 * CONNECT only, no authentication) on 127.0.0.1 and a free port, given to Chromium as its only proxy.
 * Chromium then opens no connection of its own: the document, sub-resources, frames, popups, beacons,
 * preconnects and WebSockets all ask this gate for `host:port`, by name (SOCKS5 leaves the resolving to the
 * proxy). The gate resolves the name through its HostGate (public-host.ts), refuses a local name or an
 * address that is not public, and connects to the address it checked; Chromium never learns another one.
 *
 * Written here rather than taken from a package: CONNECT without authentication is a few dozen lines, and
 * the decision and the pinned connection, which are the point, would have to be written around any server.
 */
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pointsInside, RefusedHostError, type HostGate } from './public-host';

const VERSION = 5;
const NO_AUTHENTICATION = 0;
const NO_ACCEPTABLE_METHOD = 0xff;
const CONNECT = 1;
const REPLY = {
  succeeded: 0,
  generalFailure: 1,
  notAllowed: 2,
  hostUnreachable: 4,
  connectionRefused: 5,
  commandNotSupported: 7,
  addressTypeNotSupported: 8,
} as const;

export interface SocksGateOptions {
  /** Connections open at once (Chromium opens a handful per host); beyond: general failure. */
  maxConnections?: number;
  /** A connection idle this long is closed (ms). */
  idleTimeoutMs?: number;
  /** Deadline of the connection to the destination (ms). */
  connectTimeoutMs?: number;
}

export interface SocksGate {
  /** `socks5://127.0.0.1:PORT`, for Chromium's `--proxy-server`. */
  url: string;
  port: number;
  /** Destinations refused so far (`host:port reason`), for logs and tests. */
  refused: string[];
  /** Destinations connected to so far (`host:port`). */
  connected: string[];
  close(): Promise<void>;
}

/** Reads the bytes of a SOCKS5 exchange as they arrive, whatever the packet boundaries. */
class Reader {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private ended = false;

  constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.waiting?.();
    });
  }

  async take(length: number): Promise<Buffer> {
    while (this.buffer.length < length) {
      if (this.ended) throw new Error('closed during the SOCKS handshake');
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
    const head = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return head;
  }

  /** What arrived after the handshake (the first bytes of the tunnelled stream), handed on once. */
  rest(): Buffer {
    this.socket.removeAllListeners('data');
    return this.buffer;
  }
}

/** The reply to a CONNECT; BND.ADDR 0.0.0.0:0, which Chromium does not use. */
const reply = (code: number) => Buffer.from([VERSION, code, 0, 1, 0, 0, 0, 0, 0, 0]);

async function readDestination(reader: Reader): Promise<{ host: string; port: number } | { error: number }> {
  const [version, command, , type] = await reader.take(4);
  if (version !== VERSION) return { error: REPLY.generalFailure };
  let host: string;
  if (type === 1) host = [...(await reader.take(4))].join('.');
  else if (type === 3) host = (await reader.take((await reader.take(1))[0]!)).toString('latin1');
  else if (type === 4) {
    const bytes = await reader.take(16);
    host = Array.from({ length: 8 }, (_, i) => bytes.readUInt16BE(i * 2).toString(16)).join(':');
  } else return { error: REPLY.addressTypeNotSupported };
  const port = (await reader.take(2)).readUInt16BE(0);
  if (command !== CONNECT) return { error: REPLY.commandNotSupported };
  return { host, port };
}

function connectTo(address: string, port: number, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const upstream = connect({ host: address, port });
    const timer = setTimeout(
      () => upstream.destroy(new Error(`connection to ${address}:${port} timed out`)),
      timeoutMs,
    );
    upstream.once('connect', () => {
      clearTimeout(timer);
      resolve(upstream);
    });
    upstream.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function startSocksGate(gate: HostGate, options: SocksGateOptions = {}): Promise<SocksGate> {
  const maxConnections = options.maxConnections ?? 64;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const refused: string[] = [];
  const connected: string[] = [];
  /** Every socket of the gate, both sides, closed with it. */
  const open = new Set<Socket>();
  const clients = new Set<Socket>();

  async function serve(client: Socket): Promise<void> {
    const reader = new Reader(client);
    const [version, methodCount] = await reader.take(2);
    const methods = await reader.take(methodCount!);
    if (version !== VERSION || !methods.includes(NO_AUTHENTICATION)) {
      client.end(Buffer.from([VERSION, NO_ACCEPTABLE_METHOD]));
      return;
    }
    client.write(Buffer.from([VERSION, NO_AUTHENTICATION]));
    const destination = await readDestination(reader);
    if ('error' in destination) {
      client.end(reply(destination.error));
      return;
    }
    const target = `${destination.host.includes(':') ? `[${destination.host}]` : destination.host}:${destination.port}`;
    let addresses: string[];
    try {
      addresses = await gate.resolve(destination.host);
    } catch (error) {
      const refusal = error instanceof RefusedHostError ? error.refusal : 'dns_failed';
      refused.push(`${target} ${refusal}`);
      client.end(reply(pointsInside(refusal) ? REPLY.notAllowed : REPLY.hostUnreachable));
      return;
    }
    let upstream: Socket | null = null;
    for (const address of addresses) {
      upstream = await connectTo(address, destination.port, connectTimeoutMs).catch(() => null);
      if (upstream) break;
    }
    if (!upstream) {
      client.end(reply(REPLY.connectionRefused));
      return;
    }
    connected.push(target);
    open.add(upstream);
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.write(reply(REPLY.succeeded));
    const early = reader.rest();
    if (early.length > 0) upstream.write(early);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  const server = createServer((client) => {
    if (clients.size >= maxConnections) {
      client.destroy();
      return;
    }
    open.add(client);
    clients.add(client);
    client.setTimeout(idleTimeoutMs, () => client.destroy());
    client.on('close', () => {
      open.delete(client);
      clients.delete(client);
    });
    client.on('error', () => client.destroy());
    serve(client).catch(() => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `socks5://127.0.0.1:${port}`,
    port,
    refused,
    connected,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
