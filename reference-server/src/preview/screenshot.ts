/**
 * Photographs a page with headless Chromium through playwright-core: the page at the device's width and
 * viewport height (so `100vh` means what it means on that device), the whole document down to `maxHeight`
 * CSS px, as a JPEG of at most `maxBytes` (quality lowered once if needed). One image pixel per CSS pixel.
 *
 * What the browser may reach: every connection it opens goes through a SOCKS5 gate of this process
 * (reference-server/src/net/socks-gate.ts), which resolves each name itself and refuses local names and
 * addresses that are not public, whatever asked for them: the document, sub-resources, frames, beacons,
 * WebSockets. Chromium resolves nothing itself (`MAP * ~NOTFOUND`, so not even /etc/hosts), sends loopback
 * through the gate too (`<-loopback>`), and sends WebRTC's UDP nowhere. On top of that: the main document
 * only from the client's own site (any navigation elsewhere, a redirect included, is aborted), nothing but
 * http(s), data: and blob:, no popup (closed as it opens, and `window.open` answers null), no WebSocket.
 * Service workers and downloads are off; the whole capture has a deadline and the browser is always closed.
 */
import type { Page, Request, Route } from 'playwright-core';
import type { HostGate } from '../net/public-host';
import { startSocksGate } from '../net/socks-gate';

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

/** Chromium's network switches for a capture whose only way out is the gate at `proxyUrl`. */
export function gatedNetworkArgs(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    // Chromium lets loopback bypass any proxy unless told otherwise.
    '--proxy-bypass-list=<-loopback>',
    // No name resolved by Chromium (the gate resolves them); the gate itself is an address literal.
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    // WebRTC would send UDP to any address a page names (a STUN server on 10.0.0.1): only through the proxy.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}

export interface CaptureRequest {
  url: URL;
  width: number;
  viewportHeight: number;
  /** True when a main-document address is still the client's page. */
  allowed: (url: URL) => boolean;
  /** What every connection of the browser is checked against and pinned to. */
  gate: HostGate;
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
}

export type Screenshotter = (request: CaptureRequest) => Promise<Capture>;

/** True when the request comes from the photographed page (any of its frames), not from a popup. */
function fromPage(request: Request, page: Page): boolean {
  try {
    return request.frame().page() === page;
  } catch {
    // No frame: a service worker's request (they are blocked anyway).
    return false;
  }
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
  return async ({ url, width, viewportHeight, allowed, gate }) => {
    // Loaded on first use: playwright-core weighs about 80 MB of memory, which a server that never
    // takes a screenshot (no PREVIEW_CHROMIUM_PATH, or no Pro client asking) should not carry.
    const { chromium } = await import('playwright-core');
    const door = await startSocksGate(gate, { connectTimeoutMs: options.timeoutMs });
    const args = [...CHROMIUM_ARGS, ...gatedNetworkArgs(door.url)];
    const browser = await chromium
      .launch({ executablePath: options.executablePath, args, timeout: options.timeoutMs })
      .catch(async (error: unknown) => {
        await door.close();
        throw error;
      });
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
      // A popup is closed as it opens; the page's own window.open does not even open one.
      await context.addInitScript('window.open = () => null;');
      await context.routeWebSocket(/.*/, (socket) => socket.close());
      const page = await context.newPage();
      context.on('page', (opened) => {
        if (opened !== page) void opened.close().catch(() => undefined);
      });
      await context.route('**/*', (route: Route) => {
        const request = route.request();
        if (!fromPage(request, page)) return route.abort();
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
        // Sub-resources and frames go on to the gate, which refuses what resolves inside.
        return route.continue();
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
      await door.close();
    }
  };
}
