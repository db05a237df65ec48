/**
 * Body parsing with size limits: 16 KB on /api/track/* and 64 KB elsewhere (413 beyond, counted after
 * decompression). JSON and text bodies are read; the validator then decides what each operation accepts
 * (track calls take JSON sent as text/plain, which is what navigator.sendBeacon sends).
 *
 * Content-Encoding: identity, gzip, deflate and br are decoded. Any other coding, or bytes that are not
 * what the header says, answer a 400 problem (the client's fault), never a 500 with a stack in the log.
 */
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { TRACK_PREFIX } from './cors';
import { BODY_LIMIT_BYTES } from '@core/backend/limits';
import { problems } from '@core/problems';

/** The codings the parser (co-body through `inflation`) decodes, spelled as it compares them. */
const DECODED_ENCODINGS = ['gzip', 'deflate', 'br'] as const;

function parser(limit: number): Middleware {
  return koaBody({
    json: true,
    text: true,
    urlencoded: false,
    multipart: false,
    jsonStrict: true,
    jsonLimit: limit,
    textLimit: limit,
    formLimit: limit,
  }) as unknown as Middleware;
}

/** An error raised while reading the body by the decompressor, not by the HTTP layer (which sets a status). */
function isDecodingError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { status?: number; statusCode?: number; type?: string; code?: unknown };
  if (e.status !== undefined || e.statusCode !== undefined || e.type !== undefined) return false;
  return typeof e.code === 'string' && (e.code.startsWith('Z_') || e.code.startsWith('ERR_'));
}

export function bodyParser(): Middleware {
  const track = parser(BODY_LIMIT_BYTES.track);
  const other = parser(BODY_LIMIT_BYTES.other);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    // Compared as sent, as the decoder compares it ("GZIP" or "gzip, br" are not decoded).
    const coding = ctx.get('Content-Encoding');
    // Only where a body is read (koa-body's POST, PUT and PATCH): a GET's stray header changes nothing.
    const readsBody = ['POST', 'PUT', 'PATCH'].includes(ctx.method);
    if (
      readsBody &&
      coding !== '' &&
      coding !== 'identity' &&
      !(DECODED_ENCODINGS as readonly string[]).includes(coding)
    ) {
      throw problems.badContentEncoding(coding, DECODED_ENCODINGS);
    }
    const parse = ctx.path.startsWith(TRACK_PREFIX) ? track : other;
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      if (isDecodingError(error)) throw problems.badContentEncoding(coding, DECODED_ENCODINGS);
      // The client went away before its body was read (e.g. while an earlier step awaited the database):
      // its own doing, not an internal error worth a stack in the log.
      if ((error as { type?: string }).type === 'stream.not.readable' && (ctx.req.destroyed || ctx.req.readableAborted))
        throw problems.badRequest('La richiesta è stata interrotta o è incompleta.');
      throw error;
    }
    if (parsed) await next();
  };
}
