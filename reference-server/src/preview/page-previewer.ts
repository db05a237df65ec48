/**
 * The reference server's page previewer (core/backend/preview-port.ts): the live page when its headers let
 * it be framed; otherwise a screenshot taken with headless Chromium, kept in DATA_DIR/previews and taken
 * again at most once a day; otherwise `unavailable` with the reason. Chromium is optional
 * (PREVIEW_CHROMIUM_PATH): without it a page that refuses framing has no preview.
 *
 * The service has checked that the page is on the client's domain; every address this module fetches or lets
 * Chromium navigate to is checked again against that site (redirects included), on the default ports only
 * (tests may map host names to loopback with `testHosts`, and those may use any port).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '@core/backend/ports';
import { unavailable, type PagePreviewer, type PreviewRequest, type PreviewResult } from '@core/backend/preview-port';
import { foldHost } from '@core/urls';
import { checkFraming, type FramingCheck } from './framing';
import { createChromiumScreenshotter, type Screenshotter } from './screenshot';

/** A screenshot is reused for a day, then taken again on the next request. */
export const SCREENSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A framing check is remembered for ten minutes (the panel asks again on every device switch). */
const FRAMING_MAX_AGE_MS = 10 * 60 * 1000;

export interface ServerPreviewerOptions {
  dataDir: string;
  /** Path of a Chromium binary; null: no screenshots. */
  chromiumPath: string | null;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Deadline of the header fetch and of each Chromium step (ms). */
  timeoutMs?: number;
  /** Tallest page photographed (CSS px); the rest is cut. */
  maxHeight?: number;
  /** Largest image kept (bytes). */
  maxBytes?: number;
  /** Tests only: host name → loopback address, for the header fetch and for Chromium. */
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
  const dir = join(options.dataDir, 'previews');
  const realFetch = options.fetch ?? fetch;
  const screenshotter =
    options.screenshotter ??
    (options.chromiumPath
      ? createChromiumScreenshotter({
          executablePath: options.chromiumPath,
          timeoutMs,
          maxHeight: options.maxHeight ?? 12_000,
          maxBytes: options.maxBytes ?? 3_000_000,
          hostResolverRules:
            Object.entries(testHosts)
              .map(([host, address]) => `MAP ${host} ${address}`)
              .join(', ') || undefined,
        })
      : null);

  /** The header fetch reaches a test host at its mapped address. */
  const fetchPage: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const mapped = testHosts[url.hostname];
    if (mapped) url.hostname = mapped;
    return realFetch(url, init);
  };

  const framingCache = new Map<string, { at: number; check: FramingCheck }>();
  const inFlight = new Map<string, Promise<PreviewResult>>();
  // One Chromium at a time: a screenshot is heavy and rare.
  let queue: Promise<unknown> = Promise.resolve();

  function sameSite(site: string) {
    return (url: URL) =>
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      foldHost(url.hostname) === site &&
      (url.port === '' || Object.hasOwn(testHosts, url.hostname));
  }

  async function framing(url: URL, allowed: (url: URL) => boolean): Promise<FramingCheck> {
    const hit = framingCache.get(url.href);
    if (hit && clock.now() - hit.at < FRAMING_MAX_AGE_MS) return hit.check;
    const check = await checkFraming(url, { fetch: fetchPage, timeoutMs, allowed });
    if (framingCache.size > 500) framingCache.clear();
    framingCache.set(url.href, { at: clock.now(), check });
    return check;
  }

  async function readCached(key: string): Promise<{ meta: CachedMeta; jpeg: Buffer } | null> {
    try {
      const meta = JSON.parse(await readFile(join(dir, `${key}.json`), 'utf8')) as CachedMeta;
      return { meta, jpeg: await readFile(join(dir, `${key}.jpg`)) };
    } catch {
      return null;
    }
  }

  async function writeCached(key: string, meta: CachedMeta, jpeg: Buffer): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Image first, then its description: a reader never finds a description without its image.
    await writeFile(join(dir, `${key}.jpg.tmp`), jpeg);
    await rename(join(dir, `${key}.jpg.tmp`), join(dir, `${key}.jpg`));
    await writeFile(join(dir, `${key}.json.tmp`), JSON.stringify(meta));
    await rename(join(dir, `${key}.json.tmp`), join(dir, `${key}.json`));
  }

  const asImage = (meta: CachedMeta, jpeg: Buffer): PreviewResult => ({
    mode: 'image',
    url: null,
    image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    page_height: meta.height,
    captured_at: meta.captured_at,
    reason: 'frame_refused',
  });

  async function screenshot(request: PreviewRequest, allowed: (url: URL) => boolean): Promise<PreviewResult> {
    const key = createHash('sha256')
      .update(`${request.url.href}|${request.width}x${request.viewportHeight}`)
      .digest('hex');
    const cached = await readCached(key);
    if (cached && clock.now() - Date.parse(cached.meta.captured_at) < SCREENSHOT_MAX_AGE_MS)
      return asImage(cached.meta, cached.jpeg);
    if (!screenshotter) return unavailable('screenshots_disabled');
    const running = inFlight.get(key);
    if (running) return running;
    const task = (async (): Promise<PreviewResult> => {
      const turn = queue.then(() =>
        screenshotter({ url: request.url, width: request.width, viewportHeight: request.viewportHeight, allowed }),
      );
      queue = turn.catch(() => undefined);
      try {
        const capture = await turn;
        const meta: CachedMeta = {
          url: request.url.href,
          width: request.width,
          height: capture.height,
          captured_at: new Date(clock.now()).toISOString(),
        };
        await writeCached(key, meta, capture.jpeg);
        return asImage(meta, capture.jpeg);
      } catch {
        // Yesterday's picture is better than none.
        return cached ? asImage(cached.meta, cached.jpeg) : unavailable('capture_failed');
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, task);
    return task;
  }

  return {
    async preview(request) {
      const allowed = sameSite(foldHost(request.url.hostname));
      if (!allowed(request.url)) return unavailable('outside_domain');
      const check = await framing(request.url, allowed);
      if (check.status === 'framable') {
        return {
          mode: 'iframe',
          url: request.url.href,
          image: null,
          page_height: null,
          captured_at: null,
          reason: null,
        };
      }
      if (check.status === 'elsewhere') return unavailable('outside_domain');
      if (check.status === 'unreachable') return unavailable('unreachable');
      return screenshot(request, allowed);
    },
  };
}
