/**
 * The reference server's page previewer (core/backend/preview-port.ts): the live page when its headers let
 * it be framed; otherwise a screenshot taken with headless Chromium, kept in DATA_DIR/previews and taken
 * again at most once a day; otherwise `unavailable` with the reason. Chromium is optional
 * (PREVIEW_CHROMIUM_PATH): without it a page that refuses framing has no preview.
 *
 * The service has checked that the page is on the client's domain; every address this module fetches or lets
 * Chromium navigate to is checked again against that site (redirects included), on the default ports only.
 * Every connection, the header fetch's and each of Chromium's, goes through a host gate
 * (reference-server/src/net): the server resolves the name itself and refuses local names and addresses
 * that are not public, then connects to the address it checked (the client's own DNS cannot point the
 * preview at 127.0.0.1 or 169.254.169.254). Tests may map host names to loopback with `testHosts`, which
 * the gate lets through at any port; no setting of the environment reaches it.
 *
 * What one client can make the server do is bounded: a page is one page whatever its query string (the
 * heatmap's own folding, normalizePageUrl), work that is not cached is admitted by the service's
 * per-client limit (`request.admit`), at most MAX_WAITING_CAPTURES screenshots wait for Chromium, and the
 * screenshots kept stay under a size budget, the oldest removed first.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '@core/backend/ports';
import { unavailable, type PagePreviewer, type PreviewRequest, type PreviewResult } from '@core/backend/preview-port';
import { foldHost, normalizePageUrl } from '@core/urls';
import { createDnsResolver, type DnsResolver } from '../net/dns-resolver';
import { replaceFile } from '../storage/json-file-adapter';
import { requestHeaders } from '../net/gated-request';
import { createHostGate, pointsInside, RefusedHostError, type HostGate } from '../net/public-host';
import { checkFraming, type FramingCheck } from './framing';
import { createChromiumScreenshotter, type Screenshotter } from './screenshot';

/** A screenshot is reused for a day, then taken again on the next request. */
export const SCREENSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A framing check is remembered for ten minutes (the panel asks again on every device switch). */
const FRAMING_MAX_AGE_MS = 10 * 60 * 1000;
/** Disk the kept screenshots may take by default (PREVIEW_CACHE_MB), in MiB; the oldest go first beyond it. */
export const PREVIEW_CACHE_MB = 256;
/** Screenshots waiting for Chromium (the one running included) before new ones are turned away. */
export const MAX_WAITING_CAPTURES = 4;
/** A temporary file older than this is a leftover of a stopped process. */
const LEFTOVER_MS = 60 * 60 * 1000;

export interface ServerPreviewerOptions {
  dataDir: string;
  /** Path of a Chromium binary; null: no screenshots. */
  chromiumPath: string | null;
  clock?: Clock;
  /** Resolves customers' names (DNS_SERVERS, else the system's DNS servers). */
  resolver?: DnsResolver;
  /** Deadline of the header fetch and of each Chromium step (ms). */
  timeoutMs?: number;
  /** Tallest page photographed (CSS px); the rest is cut. */
  maxHeight?: number;
  /** Largest image kept (bytes). */
  maxBytes?: number;
  /** Disk all kept screenshots may take (bytes, default PREVIEW_CACHE_MB MiB). */
  cacheBytes?: number;
  /** Screenshots waiting for Chromium at most (default MAX_WAITING_CAPTURES). */
  maxWaiting?: number;
  /** Tests only: host name → loopback address, reached without the address check, at any port. */
  testHosts?: Readonly<Record<string, string>>;
  /** Tests may replace Chromium; by default playwright-core drives `chromiumPath`. */
  screenshotter?: Screenshotter;
}

interface CachedMeta {
  url: string;
  width: number;
  height: number;
  captured_at: string;
}

export function createServerPreviewer(options: ServerPreviewerOptions): PagePreviewer {
  const clock = options.clock ?? { now: () => Date.now() };
  const timeoutMs = options.timeoutMs ?? 15_000;
  const testHosts = options.testHosts ?? {};
  const resolver = options.resolver ?? createDnsResolver();
  const cacheBytes = options.cacheBytes ?? PREVIEW_CACHE_MB * 1024 * 1024;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING_CAPTURES;
  const dir = join(options.dataDir, 'previews');
  const screenshotter =
    options.screenshotter ??
    (options.chromiumPath
      ? createChromiumScreenshotter({
          executablePath: options.chromiumPath,
          timeoutMs,
          maxHeight: options.maxHeight ?? 12_000,
          maxBytes: options.maxBytes ?? 3_000_000,
        })
      : null);

  /** One gate per job: each host resolved and checked once, then pinned for the job's connections. */
  const newGate = (): HostGate => createHostGate({ resolver, exempt: testHosts });

  const framingCache = new Map<string, { at: number; check: FramingCheck }>();
  const inFlight = new Map<string, Promise<PreviewResult>>();
  // One Chromium at a time: a screenshot is heavy and rare.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let evicting: Promise<void> = Promise.resolve();

  function sameSite(site: string) {
    return (url: URL) =>
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      foldHost(url.hostname) === site &&
      (url.port === '' || Object.hasOwn(testHosts, url.hostname));
  }

  async function framing(url: URL, key: string, allowed: (url: URL) => boolean): Promise<FramingCheck> {
    const gate = newGate();
    const check = await checkFraming(url, {
      request: (target, init) => requestHeaders(target, { gate, ...init }),
      timeoutMs,
      allowed,
    });
    if (framingCache.size > 500) framingCache.clear();
    framingCache.set(key, { at: clock.now(), check });
    return check;
  }

  function cachedFraming(key: string): FramingCheck | null {
    const hit = framingCache.get(key);
    return hit && clock.now() - hit.at < FRAMING_MAX_AGE_MS ? hit.check : null;
  }

  async function readCached(key: string): Promise<{ meta: CachedMeta; jpeg: Buffer } | null> {
    try {
      const meta = JSON.parse(await readFile(join(dir, `${key}.json`), 'utf8')) as CachedMeta;
      return { meta, jpeg: await readFile(join(dir, `${key}.jpg`)) };
    } catch {
      return null;
    }
  }

  /**
   * Keeps a screenshot for the next requests; false when it could not be (a full disk: the answer still
   * carries the picture, only the cache misses it). The old description goes first, then the image and its
   * description are each written whole and renamed into place (replaceFile): a reader finds a complete pair
   * or nothing, never an image with another one's description, and a failed write leaves no partial file.
   */
  async function writeCached(key: string, meta: CachedMeta, jpeg: Buffer): Promise<boolean> {
    const [image, description] = [join(dir, `${key}.jpg`), join(dir, `${key}.json`)];
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await rm(description, { force: true });
      await replaceFile(image, jpeg, `${image}.tmp`);
      await replaceFile(description, JSON.stringify(meta), `${description}.tmp`);
      return true;
    } catch {
      await rm(image, { force: true }).catch(() => undefined);
      return false;
    }
  }

  /**
   * Keeps DATA_DIR/previews under `cacheBytes`: screenshots are removed oldest first (by the time the image
   * was written), the description before its image so a reader never finds one without the other.
   */
  async function evict(): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    const entries = new Map<string, { bytes: number; at: bigint }>();
    let total = 0;
    for (const name of names) {
      // Nanosecond times: screenshots written within the same millisecond still have an order.
      const info = await stat(join(dir, name), { bigint: true }).catch(() => null);
      if (!info) continue;
      const size = Number(info.size);
      if (name.endsWith('.tmp')) {
        if (Date.now() - Number(info.mtimeMs) > LEFTOVER_MS) await unlink(join(dir, name)).catch(() => undefined);
        else total += size;
        continue;
      }
      const key = name.replace(/\.(jpg|json)$/, '');
      const entry = entries.get(key) ?? { bytes: 0, at: 0n };
      entry.bytes += size;
      if (name.endsWith('.jpg')) entry.at = info.mtimeNs;
      entries.set(key, entry);
      total += size;
    }
    const oldestFirst = [...entries].sort(([, a], [, b]) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    for (const [key, entry] of oldestFirst) {
      if (total <= cacheBytes) break;
      await unlink(join(dir, `${key}.json`)).catch(() => undefined);
      await unlink(join(dir, `${key}.jpg`)).catch(() => undefined);
      total -= entry.bytes;
    }
  }

  const asImage = (meta: CachedMeta, jpeg: Buffer): PreviewResult => ({
    mode: 'image',
    url: null,
    image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    page_height: meta.height,
    captured_at: meta.captured_at,
    reason: 'frame_refused',
  });

  async function capture(
    request: PreviewRequest,
    page: URL,
    key: string,
    allowed: (url: URL) => boolean,
    screenshotter: Screenshotter,
  ): Promise<PreviewResult> {
    const gate = newGate();
    try {
      // Checked before Chromium starts: a host that now resolves inside is refused without a browser.
      await gate.resolve(page.hostname);
    } catch (error) {
      const inside = error instanceof RefusedHostError && pointsInside(error.refusal);
      return unavailable(inside ? 'internal_address' : 'unreachable');
    }
    const turn = queue.then(() =>
      screenshotter({ url: page, width: request.width, viewportHeight: request.viewportHeight, allowed, gate }),
    );
    queue = turn.catch(() => undefined);
    const shot = await turn;
    const meta: CachedMeta = {
      url: page.href,
      width: request.width,
      height: shot.height,
      captured_at: new Date(clock.now()).toISOString(),
    };
    if (await writeCached(key, meta, shot.jpeg)) {
      // One eviction at a time; the answer waits for it, so the disk is within budget whenever one is sent.
      evicting = evicting.then(evict).catch(() => undefined);
      await evicting;
    }
    return asImage(meta, shot.jpeg);
  }

  const shotKey = (request: PreviewRequest, pageKey: string) =>
    createHash('sha256').update(`${pageKey}|${request.width}x${request.viewportHeight}`).digest('hex');

  async function screenshot(
    request: PreviewRequest,
    page: URL,
    pageKey: string,
    allowed: (url: URL) => boolean,
    admit: () => Promise<boolean>,
  ): Promise<PreviewResult> {
    const key = shotKey(request, pageKey);
    const cached = await readCached(key);
    if (cached && clock.now() - Date.parse(cached.meta.captured_at) < SCREENSHOT_MAX_AGE_MS)
      return asImage(cached.meta, cached.jpeg);
    if (!screenshotter) return unavailable('screenshots_disabled');
    const running = inFlight.get(key);
    if (running) return running;
    // Yesterday's picture is better than none when a new one cannot be taken now.
    const fallback = (reason: 'rate_limited' | 'capture_failed') =>
      cached ? asImage(cached.meta, cached.jpeg) : unavailable(reason);
    if (waiting >= maxWaiting) return fallback('rate_limited');
    // A place in the line, taken before anything is awaited and held until this capture is over.
    waiting += 1;
    const task = (async (): Promise<PreviewResult> => {
      try {
        if (!(await admit())) return fallback('rate_limited');
        return await capture(request, page, key, allowed, screenshotter);
      } catch {
        return fallback('capture_failed');
      } finally {
        waiting -= 1;
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, task);
    return task;
  }

  return {
    async preview(request) {
      // One page, one preview: no query string or fragment, the path folded as the heatmap folds it.
      const page = new URL(request.url.href);
      page.search = '';
      page.hash = '';
      const allowed = sameSite(foldHost(page.hostname));
      if (!allowed(page)) return unavailable('outside_domain');
      const pageKey = normalizePageUrl(page.href);
      // The service's per-client limit is asked once per request, and only for work not cached.
      let admitted: Promise<boolean> | null = null;
      const admit = () => (admitted ??= request.admit());

      let check = cachedFraming(pageKey);
      if (!check) {
        if (!(await admit())) {
          // Over the limit: the last screenshot of the page, of any age, or the reason.
          const cached = await readCached(shotKey(request, pageKey));
          return cached ? asImage(cached.meta, cached.jpeg) : unavailable('rate_limited');
        }
        check = await framing(page, pageKey, allowed);
      }
      switch (check.status) {
        case 'framable':
          return { mode: 'iframe', url: page.href, image: null, page_height: null, captured_at: null, reason: null };
        case 'elsewhere':
          return unavailable('outside_domain');
        case 'internal':
          return unavailable('internal_address');
        case 'unreachable':
          return unavailable('unreachable');
        case 'refused':
          return screenshot(request, page, pageKey, allowed, admit);
      }
    },
  };
}
