/**
 * The answers of published sites kept ready in this process, served before Koa (issue 28 §6: a page by
 * host at half of bare Koa's GET or better, p99 at most 20 ms at 50 connections).
 *
 * What is kept: the exact answer host routing sent (status 200, every header but X-Request-Id, the body)
 * for a GET or HEAD of a path whose answer depends on the published version alone (`/`, robots.txt,
 * sitemap.xml, the favicon), keyed by the Host header as sent (and, for a text, by whether the request
 * takes gzip: the kept bytes are the gzipped ones for such a request). A hit is one Map lookup, a 304 when
 * If-None-Match names the kept ETag, or the kept bytes: no middleware, no store read, no header built.
 * Anything else (a miss, a request with a body, another method or path, a redirect, a 404 host page) goes
 * to Koa as before, and host routing fills the cache from its own answer, so the two paths cannot drift.
 *
 * Why a kept answer is never served after what it shows changed:
 * - in this process, every change (a publish, a rollback, a client disabled, a domain's state) goes
 *   through a mutating API request or the domain check job, and each one empties the cache when it starts
 *   and when it ends (`invalidate`): the next request reads the stores again, at once. An answer whose
 *   reading began before a change is not kept (the generation it began in is over);
 * - in the other processes of a PostgreSQL deployment, a change is announced with NOTIFY when it commits
 *   (storage/postgres/hosting-changes.ts) and empties their caches within milliseconds; while that channel
 *   is down nothing is kept. Whatever happens, an answer is kept at most `ttlMs` (1 s by default) after it
 *   was read: the bound on a change made by something that announces nothing (a hand-written SQL UPDATE).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches } from '@core/backend/site-pages';
import type { Logger } from '../logger';
import { acceptsGzip } from './compress-site-answer';

export const SITE_ANSWER_TTL_MS = 1_000;
/** Hosts kept at most (each with a few paths); the bodies are mostly the version cache's own bytes. */
const MAX_HOSTS = 1_000;
/** The paths whose answer depends on the published version only (the themed 404 of any other path is not kept). */
const KEPT_PATHS = new Set(['/', '/index.html', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/favicon.svg']);
/** Headers a 304 leaves out (as Koa does: it has no body). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding']);
/**
 * An answer that varies with Accept-Encoding (a text: compress-site-answer.ts) is kept once per coding, under
 * its path with one of these suffixes; any other answer under its path alone.
 */
const GZIP_KEY = '\0gzip';
const IDENTITY_KEY = '\0identity';
const codingKey = (acceptEncoding: string | string[] | undefined) =>
  acceptsGzip(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding) ? GZIP_KEY : IDENTITY_KEY;
/** Headers written per request, never kept. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'connection', 'keep-alive', 'date']);

interface KeptAnswer {
  status: number;
  /** Flat [name, value, ...] lists as res.writeHead takes them (no object built per request). */
  full: string[];
  notModified: string[];
  etag: string | null;
  body: Buffer;
}

interface KeptHost {
  expires: number;
  answers: Map<string, KeptAnswer>;
}

export interface SiteAnswerCache {
  /** Answers a request from the cache when it can; false: the request is Koa's. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** The generation a reading starts in; `keep` keeps its answer only if no change happened since. */
  generation(): number;
  /** Keeps the answer host routing just wrote for `rawHost` and `path` (see the header comment). */
  keep(
    rawHost: string | undefined,
    path: string,
    method: string,
    generation: number,
    res: ServerResponse,
    body: Buffer,
  ): void;
  /** Forgets every answer (a change in this process, or announced by another). */
  invalidate(): void;
  /** False while changes elsewhere cannot be heard of (PostgreSQL's channel down): nothing is kept. */
  setListening(listening: boolean): void;
}

export interface SiteAnswerCacheOptions {
  ttlMs?: number;
  /** The request log line, as requestContext writes it, when LOG_REQUESTS is on. */
  logger?: Logger | null;
  now?: () => number;
}

export function createSiteAnswerCache({
  ttlMs = SITE_ANSWER_TTL_MS,
  logger = null,
  now = () => performance.now(),
}: SiteAnswerCacheOptions = {}): SiteAnswerCache {
  const hosts = new Map<string, KeptHost>();
  let generation = 0;
  let listening = true;

  function log(method: string, path: string, status: number, id: string, started: number) {
    logger!.info('request', {
      request_id: id,
      method,
      path,
      status,
      ms: Math.round((now() - started) * 10) / 10,
    });
  }

  return {
    serve(req, res) {
      const method = req.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const host = req.headers.host;
      if (host === undefined) return false;
      const kept = hosts.get(host);
      if (kept === undefined) return false;
      const started = now();
      if (started >= kept.expires) {
        hosts.delete(host);
        return false;
      }
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const answer = kept.answers.get(path) ?? kept.answers.get(path + codingKey(req.headers['accept-encoding']));
      if (answer === undefined) return false;
      // A request with a body: Koa's path reads nothing and closes the connection after it.
      const length = req.headers['content-length'];
      if ((length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined) return false;
      const id = randomUUID().slice(0, 8);
      let status = answer.status;
      if (answer.etag !== null && etagMatches(req.headers['if-none-match'] ?? null, answer.etag)) {
        status = 304;
        res.writeHead(304, [...answer.notModified, 'X-Request-Id', id]);
        res.end();
      } else {
        res.writeHead(status, [...answer.full, 'X-Request-Id', id]);
        res.end(answer.body);
      }
      if (logger) log(method, path, status, id, started);
      return true;
    },
    generation: () => generation,
    keep(rawHost, path, method, startedIn, res, body) {
      if (!listening || startedIn !== generation || rawHost === undefined) return;
      if ((method !== 'GET' && method !== 'HEAD') || res.statusCode !== 200 || !KEPT_PATHS.has(path)) return;
      const full: string[] = [];
      const notModified: string[] = [];
      for (const name of res.getHeaderNames()) {
        if (PER_REQUEST_HEADERS.has(name)) continue;
        const value = res.getHeader(name);
        if (value === undefined) continue;
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        full.push(name, text);
        if (!BODY_HEADERS.has(name)) notModified.push(name, text);
      }
      const etag = res.getHeader('etag');
      let kept = hosts.get(rawHost);
      if (kept === undefined || now() >= kept.expires) {
        if (kept === undefined && hosts.size >= MAX_HOSTS) hosts.delete(hosts.keys().next().value!);
        kept = { expires: now() + ttlMs, answers: new Map() };
        hosts.set(rawHost, kept);
      }
      const vary = res.getHeader('vary');
      const byCoding = typeof vary === 'string' && /\baccept-encoding\b/i.test(vary);
      kept.answers.set(byCoding ? path + codingKey(res.req.headers['accept-encoding']) : path, {
        status: 200,
        full,
        notModified,
        etag: typeof etag === 'string' ? etag : null,
        body,
      });
    },
    invalidate() {
      generation += 1;
      hosts.clear();
    },
    setListening(value) {
      listening = value;
      generation += 1;
      hosts.clear();
    },
  };
}
