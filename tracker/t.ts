/**
 * The customer tracker: one `<script defer src="https://<our host>/t.js"></script>` on a customer's landing page.
 *
 * It sends page views (single-page navigation included), clicks with their position (for the Pro heatmap), and
 * each page view's deepest scroll point with the document height, to the same /api/track/* calls as the
 * product's own analytics, built from the same definitions (core/tracking: visitor, page address, click
 * selector and description, scroll depth, who is not tracked). It must never harm the host page:
 * - everything runs inside try/catch and nothing is exported to the page;
 * - listeners are passive and in the capture phase, never preventing or delaying a click or a navigation;
 * - bodies go as text/plain JSON with sendBeacon (or fetch keepalive), a "simple" request with no CORS preflight;
 * - Do Not Track or Global Privacy Control: nothing at all; localhost: nothing unless `data-allow-localhost`;
 *   inside a frame (e.g. the dashboard's heatmap preview of the page): nothing, so previews are not visits.
 *
 * Script attributes: `data-api` (API base, default: the script's own origin + /api), `data-allow-localhost`,
 * `data-domain` (the client's domain: on any other host, apart from its www. form, the script does nothing, so a
 * copied snippet cannot pour another site's traffic into this client's dashboard).
 * Built (minified) by tracker/build.ts; its size is checked by tracker/t.test.ts.
 */
import {
  clickFieldsOf,
  createScrollDepth,
  pageUrlOf,
  trackedElement,
  trackingAllowed,
  viewportWidthOf,
  visitorId,
} from '@core/tracking';

((w: Window, d: Document) => {
  try {
    const script = d.currentScript as HTMLScriptElement | null;
    const attr = (name: string) => script?.getAttribute('data-' + name);
    const host = location.hostname;
    const domain = attr('domain');
    const local = /^(localhost|127\.|\[::1\]$)/.test(host) || !host; // no host: a file:// page
    if (
      !trackingAllowed(w) ||
      (local ? attr('allow-localhost') == null : domain && host !== domain && host !== 'www.' + domain)
    ) {
      return;
    }

    const api = (attr('api') || new URL(script?.src || location.href).origin + '/api').replace(/\/$/, '');
    const session = visitorId(() => localStorage);

    const send = (path: string, body: Record<string, unknown>) => {
      try {
        body.session_id = session;
        const data = JSON.stringify(body);
        const url = api + '/track/' + path;
        if (!navigator.sendBeacon?.(url, data)) {
          fetch(url, { method: 'POST', body: data, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
            () => {},
          );
        }
      } catch {
        // Never throw into the host page.
      }
    };

    let current = '';
    let settle: ReturnType<typeof setTimeout> | undefined;
    const depth = createScrollDepth(w, d);

    // Report the deepest point when it grew: once scrolling settles and when the page hides. Beacons sent
    // while a page unloads are often lost (mobile browsers above all), so the settle report is what counts;
    // the server keeps each view's deepest value.
    const flushScroll = () => {
      const report = current && depth.report();
      if (report) send('scroll', { page_url: current, ...report });
    };

    const measure = () => {
      depth.measure();
      clearTimeout(settle);
      settle = setTimeout(flushScroll, 1000);
    };

    const pageView = () => {
      const url = pageUrlOf(location);
      if (url === current) return;
      flushScroll();
      current = url;
      depth.reset();
      send('page-view', {
        page_url: url,
        page_title: d.title.slice(0, 500) || null,
        referrer: d.referrer || null,
        viewport_width: viewportWidthOf(w),
      });
      // The first screen counts as seen even if the visitor never scrolls.
      setTimeout(measure, 500);
    };

    // Single-page navigation: wrap pushState/replaceState, listen to popstate; let the page update first.
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        setTimeout(pageView, 100);
        return result;
      };
    }
    w.addEventListener('popstate', () => setTimeout(pageView, 100));

    // Reading the position on each scroll event is cheap: layout is clean while the page scrolls.
    w.addEventListener('scroll', measure, { passive: true });

    d.addEventListener(
      'click',
      (event) => {
        try {
          const target = trackedElement(event.target);
          if (target) send('click', { page_url: pageUrlOf(location), ...clickFieldsOf(target, event, w) });
        } catch {
          // Never throw into the host page.
        }
      },
      { capture: true, passive: true },
    );

    // The page is going away (tab hidden, closed, navigated): report how deep the visitor got.
    w.addEventListener('pagehide', flushScroll);
    d.addEventListener('visibilitychange', () => {
      if (d.visibilityState === 'hidden') flushScroll();
    });

    pageView();
  } catch {
    // Never throw into the host page.
  }
})(window, document);
