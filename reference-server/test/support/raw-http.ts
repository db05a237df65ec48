/**
 * HTTP over a bare socket (node:net), for what fetch and node:http cannot send: headers without their body,
 * a body one byte at a time, a stream of compressed blocks that never ends, a source address of our choice.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: Socket;
  /** Writes bytes as they are; false once the server has closed the connection. */
  write(data: string | Buffer): boolean;
  /** The first answer on the connection (rejects after `timeoutMs` without one). */
  answer(timeoutMs?: number): Promise<RawAnswer>;
  /** Resolves when the server has closed the connection (rejects after `timeoutMs`). */
  closed(timeoutMs?: number): Promise<void>;
  /** Bytes written so far. */
  readonly written: number;
}

function parseAnswer(text: string): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  const length = headers['content-length'];
  if (length !== undefined && Buffer.byteLength(body) < Number(length)) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

/** Opens a connection to `url`'s host and port, from `localAddress` when given (127.0.0.2 is another client). */
export async function openRaw(url: string, localAddress?: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let written = 0;
  let isClosed = false;
  const answered = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
    });
    socket.on('close', () => reject(new Error(`closed without an answer: ${JSON.stringify(received.slice(0, 200))}`)));
  });
  answered.catch(() => {});
  const closedPromise = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.once('close', () => (isClosed = true));
  // A reset after the server closed is the expected end of an unread body, not a test failure.
  socket.on('error', () => {});
  return {
    socket,
    write(data) {
      if (isClosed || socket.destroyed || !socket.writable) return false;
      written += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
      socket.write(data);
      return true;
    },
    answer: (timeoutMs = 5_000) => withTimeout(answered, timeoutMs, 'answer'),
    closed: (timeoutMs = 5_000) => withTimeout(closedPromise, timeoutMs, 'close'),
    get written() {
      return written;
    },
  };
}

/** The head of a POST (request line and headers, then the blank line), with `Host` and `Connection` set. */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** One chunk of a `Transfer-Encoding: chunked` body. */
export function chunk(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}
