/**
 * Body reading for /api: 16 KB on /api/track/* and 64 KB elsewhere, counted on the wire and after
 * decompression alike (413 beyond either), and a deadline for the body to arrive (408). See read-body.ts.
 *
 * What is left for the validator (`ctx.state.requestBody`):
 * - no body, or a body of zero bytes whatever its Content-Type, or a JSON body of only JSON's whitespace (a
 *   client that writes a newline after nothing): no body at all, so an operation whose body is optional runs
 *   as if none was sent (many HTTP clients send `Content-Type: application/json` on every call), and one
 *   that requires a body says it is empty;
 * - a JSON media type (application/json, *+json): the parsed value (an object or an array; anything else,
 *   or a `__proto__` key, is malformed JSON);
 * - text/*: the text (track calls take JSON sent as text/plain, which is what navigator.sendBeacon sends);
 * - any other media type: flagged, and the validator refuses it for an operation of the contract;
 * - a body the contract marks `x-raw-body` (a webhook whose signature is checked on its exact bytes): its
 *   exact text, never parsed, up to BODY_LIMIT_BYTES.raw;
 * - the bytes of an operation that takes a binary body (an image upload: its own limit, the contract's
 *   `x-max-bytes`), whatever media type they came as (the validator checks it).
 *
 * Content-Encoding: identity, gzip, deflate and br are decoded. Any other coding, or bytes that are not
 * what the header says, answer a 400 problem (the client's fault), never a 500 with a stack in the log.
 */
import type { Context, Middleware } from 'koa';
import bourne from '@hapi/bourne';
import type { RequestValidator } from '@core/validation';
import { TRACK_PREFIX } from './cors';
import { DECODED_ENCODINGS, readBody, type BodyCoding } from './read-body';
import { BODY_LIMIT_BYTES } from '@core/backend/limits';
import { problems } from '@core/problems';
import { isBlankJson } from '@core/validation';

export interface RequestBody {
  /** The parsed JSON value, the text of a text/* body, the bytes of a binary body, or undefined: none. */
  value: unknown;
  /** A non-empty body of a media type no operation takes (form, XML, binary, none declared). */
  unsupported: boolean;
}

export function requestBodyOf(ctx: Context): RequestBody | undefined {
  return ctx.state.requestBody as RequestBody | undefined;
}

/** A JSON body must be an object or an array (as koa-body's strict mode had it): every schema of the contract is one. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

function parseJson(text: string): unknown {
  if (isBlankJson(text)) return undefined;
  if (!OBJECT_OR_ARRAY.test(text)) throw problems.malformedJson();
  try {
    // A `__proto__` key is refused: the value is spread into records later.
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw problems.malformedJson();
  }
}

function interpret(ctx: Context, bytes: Buffer, binary: boolean): RequestBody {
  if (bytes.length === 0) return { value: undefined, unsupported: false };
  const type = ctx.request.type.toLowerCase();
  if (binary) return { value: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), unsupported: false };
  const text = () => new TextDecoder('utf-8').decode(bytes);
  if (type === 'application/json' || type.endsWith('+json')) return { value: parseJson(text()), unsupported: false };
  if (type.startsWith('text/')) return { value: text(), unsupported: false };
  return { value: undefined, unsupported: true };
}

export interface BodyParserOptions {
  /** Time allowed for a body to arrive in full once reading starts (408 and the connection closed beyond). */
  timeoutMs: number;
  /** Tells which operations take their body raw (`x-raw-body`) or as bytes (a binary body). */
  validator?: RequestValidator;
}

export function bodyParser({ timeoutMs, validator }: BodyParserOptions): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    // Only where an operation can take a body: a GET's stray body or header changes nothing.
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    // Compared as sent: "GZIP" or "gzip, br" are not decoded.
    const coding = ctx.get('Content-Encoding') || 'identity';
    if (coding !== 'identity' && !(DECODED_ENCODINGS as readonly string[]).includes(coding))
      throw problems.badContentEncoding(coding, DECODED_ENCODINGS);
    const route = validator?.match(ctx.method, ctx.path);
    if (route?.rawBody) {
      const bytes = await readBody(ctx.req, coding as BodyCoding, { limit: BODY_LIMIT_BYTES.raw, timeoutMs });
      const value = bytes.length === 0 ? undefined : bytes.toString('utf8');
      ctx.state.requestBody = { value, unsupported: false } satisfies RequestBody;
      return next();
    }
    const binary = route?.binaryBody ?? null;
    const limit = binary
      ? binary.maxBytes
      : ctx.path.startsWith(TRACK_PREFIX)
        ? BODY_LIMIT_BYTES.track
        : BODY_LIMIT_BYTES.other;
    const bytes = await readBody(ctx.req, coding as BodyCoding, { limit, timeoutMs });
    ctx.state.requestBody = interpret(ctx, bytes, binary !== null) satisfies RequestBody;
    await next();
  };
}

/**
 * An answer sent before its request's body arrived in full (past a limit or the deadline, or from a
 * route that reads no body) closes the connection: Node would otherwise read the rest of that body to
 * reuse the connection, for as long as the client cares to send it.
 */
export function closeUnfinishedRequests(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (!ctx.req.complete) ctx.set('Connection', 'close');
    }
  };
}
