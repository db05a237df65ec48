/**
 * Serves the built web app from dist/: files as they are (hashed assets cached for a year), each app route
 * with its own page as scripts/prerender.mjs writes them (`/` is dist/index.html, `/stile1` is
 * dist/stile1/index.html: prerendered for the home and demo pages, the shell for the others), and any
 * other path with dist/shell.html and status 404 (the app shows its 404 page). A build without a route's
 * file (an older one) falls back to the shell, then to index.html.
 *
 * Texts (HTML, scripts, style sheets, the tracker t.js that every published page loads) leave gzipped for a
 * browser that takes gzip, so `npm start` without Caddy in front sends what a visitor's phone should get.
 * Each file is compressed once per version of it on disk (its modification time and size), not per request.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import { isAppRoute } from '@core/routes';
import { acceptsGzip, compressible } from '../hosting/compress-site-answer';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const FALLBACK_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Landing Facile</title></head>
<body><main><h1>Landing Facile</h1><p>L'app web non è ancora stata compilata: esegui <code>npm run build</code>.</p></main></body></html>`;

const MAX_GZIPPED = 512;

interface StaticFile {
  path: string;
  bytes: Buffer;
  /** Which version of the file on disk these bytes are. */
  version: string;
}

async function fileIfExists(path: string): Promise<StaticFile | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { path, bytes: await readFile(path), version: `${info.mtimeMs}:${info.size}` };
  } catch {
    return null;
  }
}

/** The gzip of each text file, made once per version of the file (a rebuild replaces it). */
function gzipCache() {
  const zipped = new Map<string, { version: string; gzip: Buffer }>();
  return (file: StaticFile): Buffer => {
    const kept = zipped.get(file.path);
    if (kept?.version === file.version) return kept.gzip;
    const gzip = gzipSync(file.bytes, { level: 9 });
    zipped.delete(file.path);
    if (zipped.size >= MAX_GZIPPED) zipped.delete(zipped.keys().next().value!);
    zipped.set(file.path, { version: file.version, gzip });
    return gzip;
  };
}

/** The page file of an app route: `/` -> index.html, `/stile1` and `/stile1/` -> stile1/index.html. */
function routePage(root: string, routePath: string): string {
  return join(root, ...routePath.split('/').filter(Boolean), 'index.html');
}

export function staticFiles(distDir: string): Middleware {
  const root = resolve(distDir);
  const gzipOf = gzipCache();
  /**
   * The answer's body: the file gzipped when it is a text and the browser takes gzip, by the same rules as a
   * published page's answer (hosting/compress-site-answer.ts). `ctx.type` is set before this.
   */
  const send = (ctx: Parameters<Middleware>[0], file: StaticFile | null, fallback: string) => {
    if (!file) {
      ctx.body = fallback;
      return;
    }
    if (!compressible(ctx.type)) {
      ctx.body = file.bytes;
      return;
    }
    ctx.vary('Accept-Encoding');
    if (acceptsGzip(ctx.get('Accept-Encoding'))) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipOf(file);
    } else {
      ctx.body = file.bytes;
    }
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      decoded = '/';
    }
    const target = resolve(root, `.${decoded}`);
    const inside = target === root || target.startsWith(root + sep);
    if (inside && decoded !== '/' && !decoded.endsWith('/')) {
      const file = await fileIfExists(target);
      if (file) {
        ctx.type = CONTENT_TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
        const hashedAsset = decoded.startsWith('/assets/');
        ctx.set('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        send(ctx, file, '');
        return;
      }
    }
    const appRoute = isAppRoute(ctx.path);
    const page =
      (appRoute ? await fileIfExists(routePage(root, ctx.path)) : null) ??
      (ctx.path === '/' ? null : await fileIfExists(join(root, 'shell.html'))) ??
      (await fileIfExists(join(root, 'index.html')));
    ctx.status = appRoute ? 200 : 404;
    ctx.type = CONTENT_TYPES['.html']!;
    ctx.set('Cache-Control', 'no-cache');
    send(ctx, page, FALLBACK_PAGE);
  };
}
