/**
 * Reads one request body within three limits:
 * - the bytes on the wire (413 past `limit`): a compressed body is counted as sent, so a stream of empty
 *   deflate blocks ends at the limit instead of costing CPU for as long as the client keeps sending;
 * - the decoded bytes (413 past the same `limit`): a small gzip bomb is stopped by zlib's `maxOutputLength`;
 * - a deadline for the whole body (408): a client that trickles its body does not hold a connection.
 *
 * Reading the compressed bytes first and decoding them in one call keeps the decoder's work bounded by
 * the limit. Past a limit or the deadline reading stops: the answer then closes the connection (see
 * `closeUnfinishedRequests`), so the rest of the body is never read.
 */
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, unzip } from 'node:zlib';
import { problems, type ApiProblem } from '@core/problems';

/** The codings decoded, spelled as the header must say them (`GZIP` or `gzip, br` are refused). */
export const DECODED_ENCODINGS = ['gzip', 'deflate', 'br'] as const;
export type BodyCoding = 'identity' | (typeof DECODED_ENCODINGS)[number];

const unzipAsync = promisify(unzip);
const brotliAsync = promisify(brotliDecompress);

export interface BodyLimits {
  /** Bytes allowed, on the wire and after decoding alike. */
  limit: number;
  /** Time allowed from now until the body's last byte. */
  timeoutMs: number;
}

/** The raw bytes as sent, or a problem: 413 past the limit, 408 past the deadline, 400 for a body cut short. */
function readWire(req: IncomingMessage, { limit, timeoutMs }: BodyLimits): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(problems.payloadTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error: ApiProblem | null) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onAborted);
      req.off('close', onClose);
      if (error) {
        // Stop reading: what is left of the body is dropped with the connection.
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) finish(problems.payloadTooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onAborted = () => finish(problems.badRequest('La richiesta è stata interrotta o è incompleta.'));
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    const timer = setTimeout(() => finish(problems.requestTimeout(timeoutMs)), Math.max(0, timeoutMs));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onAborted);
    req.on('close', onClose);
  });
}

async function decode(wire: Buffer, coding: BodyCoding, limit: number): Promise<Buffer> {
  if (coding === 'identity' || wire.length === 0) return wire;
  try {
    return coding === 'br'
      ? await brotliAsync(wire, { maxOutputLength: limit })
      : await unzipAsync(wire, { maxOutputLength: limit });
  } catch (error) {
    // zlib stops at maxOutputLength with ERR_BUFFER_TOO_LARGE: the decoded body is past the limit.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw problems.payloadTooLarge(limit);
    throw problems.badContentEncoding(coding, DECODED_ENCODINGS);
  }
}

/** The body's decoded bytes (empty when the request has none). */
export async function readBody(req: IncomingMessage, coding: BodyCoding, limits: BodyLimits): Promise<Buffer> {
  return decode(await readWire(req, limits), coding, limits.limit);
}
