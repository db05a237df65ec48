/**
 * Photographs a page with headless Chromium through playwright-core: the page at the device's width and
 * viewport height (so `100vh` means what it means on that device), the whole document down to `maxHeight`
 * CSS px, as a JPEG of at most `maxBytes` (quality lowered once if needed). One image pixel per CSS pixel.
 *
 * What the browser may load: the main document only from the client's own site (any navigation elsewhere,
 * a redirect included, is aborted), no sub-resource from a loopback, private or link-local address literal
 * or from `localhost`, nothing but http(s), data: and blob:. Service workers and downloads are off; the
 * whole capture has a deadline and the browser is always closed.
 */
import { isIP } from 'node:net';
import type { Route } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export interface CaptureRequest {
  url: URL;
  width: number;
  viewportHeight: number;
  /** True when a main-document address is still the client's page. */
  allowed: (url: URL) => boolean;
}

export interface Capture {
  jpeg: Buffer;
  height: number;
}

export interface ScreenshotterOptions {
  executablePath: string;
  timeoutMs: number;
  maxHeight: number;
  maxBytes: number;
  /** Tests only: Chromium `--host-resolver-rules` (e.g. `MAP shop.test 127.0.0.1`). */
  hostResolverRules?: string;
}

export type Screenshotter = (request: CaptureRequest) => Promise<Capture>;

/** Loopback, private, link-local and unspecified address literals, and localhost names. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    return (
      host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:')
    );
  }
  return false;
}

function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`screenshot took longer than ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createChromiumScreenshotter(options: ScreenshotterOptions): Screenshotter {
  return async ({ url, width, viewportHeight, allowed }) => {
    const args = [...CHROMIUM_ARGS];
    if (options.hostResolverRules) args.push(`--host-resolver-rules=${options.hostResolverRules}`);
    // Loaded on first use: playwright-core weighs about 80 MB of memory, which a server that never
    // takes a screenshot (no PREVIEW_CHROMIUM_PATH, or no Pro client asking) should not carry.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: options.executablePath, args, timeout: options.timeoutMs });
    const work = (async (): Promise<Capture> => {
      const context = await browser.newContext({
        viewport: { width, height: viewportHeight },
        deviceScaleFactor: 1,
        isMobile: width < 768,
        hasTouch: width < 1024,
        locale: 'it-IT',
        serviceWorkers: 'block',
        acceptDownloads: false,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.route('**/*', (route: Route) => {
        const request = route.request();
        let target: URL;
        try {
          target = new URL(request.url());
        } catch {
          return route.abort();
        }
        if (target.protocol === 'data:' || target.protocol === 'blob:') return route.continue();
        if (target.protocol !== 'http:' && target.protocol !== 'https:') return route.abort();
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          // ERR_ABORTED cancels the navigation quietly: the page stays, no error page replaces it.
          return allowed(target) ? route.continue() : route.abort('aborted');
        }
        return isInternalHost(target.hostname) ? route.abort() : route.continue();
      });
      // The document first; `load` may never come (a page that starts a navigation we cancel stops loading).
      const response = await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs });
      if (!response || !response.ok()) throw new Error(`the page answered ${response?.status() ?? 'nothing'}`);
      await page.waitForLoadState('load', { timeout: Math.min(10_000, options.timeoutMs) }).catch(() => undefined);
      // Single-page sites render after `load`: wait for the network to calm down (briefly), then walk down the
      // page once so lazy images and scroll-revealed sections appear, and come back to the top.
      await page.waitForLoadState('networkidle', { timeout: Math.min(5000, options.timeoutMs) }).catch(() => undefined);
      // A string, not a function: the server's TypeScript loader would add helpers the page does not have.
      const documentHeight = Number(
        await page.evaluate(`(async () => {
          const pause = (ms) => new Promise((done) => setTimeout(done, ms));
          await Promise.race([document.fonts.ready, pause(1000)]);
          for (let y = 0; y < Math.min(document.documentElement.scrollHeight, ${options.maxHeight}); y += innerHeight) {
            scrollTo(0, y);
            await pause(60);
          }
          scrollTo(0, 0);
          await pause(200);
          return document.documentElement.scrollHeight;
        })()`),
      );
      const height = Math.max(1, Math.min(options.maxHeight, Math.ceil(documentHeight)));
      const shoot = (quality: number) =>
        page.screenshot({
          type: 'jpeg',
          quality,
          fullPage: true,
          clip: { x: 0, y: 0, width, height },
          timeout: options.timeoutMs,
        });
      let jpeg = await shoot(70);
      if (jpeg.length > options.maxBytes) jpeg = await shoot(40);
      if (jpeg.length > options.maxBytes)
        throw new Error(`screenshot of ${jpeg.length} bytes exceeds ${options.maxBytes}`);
      return { jpeg, height };
    })();
    try {
      return await withDeadline(work, options.timeoutMs * 2, () => void browser.close().catch(() => undefined));
    } finally {
      await browser.close().catch(() => undefined);
    }
  };
}
