/**
 * An operation may answer with a stream of text chunks (the CSV export, produced while the store
 * reads its files): Koa sends it as a Node stream, chunk by chunk, instead of building the whole body.
 */
import { Readable } from 'node:stream';
import type { Middleware } from 'koa';
import { StreamedBody } from '@core/csv-stream';

export function streamBodies(): Middleware {
  return async (ctx, next) => {
    await next();
    const body = ctx.body as unknown;
    if (body instanceof StreamedBody) {
      ctx.body = Readable.from(body);
      // Koa typed the object as JSON, then the stream as binary: the operation's media type wins.
      ctx.type = body.contentType;
    }
  };
}
