/**
 * The customer tracker: one `<script defer src="https://<our host>/t.js"></script>` on a customer's landing page.
 *
 * It sends page views (single-page navigation included) with the address's `utm_*` tags, clicks with their
 * position (for the Pro heatmap) and the contact they open (`tel:`, WhatsApp, `mailto:`, maps), forms sent,
 * and each page view's deepest scroll point with the document height, to the same /api/track/* calls as the
 * product's own analytics, built from the same definitions (core/tracking: visitor, page address, click
 * selector and description, scroll depth, who is not tracked). It must never harm the host page:
 * - everything runs inside try/catch and nothing is exported to the page;
 * - listeners are passive and in the capture phase, never preventing or delaying a click or a navigation;
 * - bodies go as text/plain JSON with sendBeacon, a "simple" request with no CORS preflight;
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
  formFieldsOf,
  pageUrlOf,
  trackedElement,
  trackingAllowed,
  utmFieldsOf,
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

    // The script's own origin by default (a deferred classic script always has its currentScript).
    const api = (attr('api') || new URL(script!.src).origin + '/api').replace(/\/$/, '');
    // Read on first use: the first read of localStorage opens the browser's storage (2-14 ms measured here).
    let session: string | undefined;

    const send = (path: string, body: Record<string, unknown>) => {
      try {
        body.session_id = session ||= visitorId(() => localStorage);
        // text/plain: a "simple" request, no CORS preflight. No fetch fallback: sendBeacon is in every browser
        // since 2018, and when it refuses (its queue full) a keepalive fetch is refused by the same quota.
        navigator.sendBeacon(api + '/track/' + path, JSON.stringify(body));
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
      send('page-view', {
        page_url: url,
        page_title: d.title.slice(0, 500),
        // After a single-page navigation the page before is the referrer (the visit going on), as with links.
        referrer: current || d.referrer,
        viewport_width: viewportWidthOf(w),
        ...utmFieldsOf(location),
      });
      current = url;
      depth.reset();
      // The first screen counts as seen even if the visitor never scrolls.
      setTimeout(measure, 500);
    };

    // Single-page navigation: wrap pushState/replaceState, listen to popstate; let the page update first.
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      // Both return nothing (undefined), so neither does the wrapper.
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        setTimeout(pageView, 100);
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

    // A form sent (the browser's submit event: a form it refused to send is not one).
    d.addEventListener(
      'submit',
      // Nothing here can throw (send guards itself): the form is an Element, reading it is plain DOM.
      (event) =>
        send('form', { page_url: pageUrlOf(location), ...formFieldsOf(event.target as Element, event.submitter, w) }),
      { capture: true, passive: true },
    );

    // The page is going away (tab hidden, closed, navigated): report how deep the visitor got. Every browser
    // fires visibilitychange to hidden when a page is left (pagehide comes after it, adding nothing).
    // `hidden` is true exactly when visibilityState is 'hidden' (HTML's definition), in fewer bytes.
    d.addEventListener('visibilitychange', () => d.hidden && flushScroll());

    // The first view goes out in a task of its own: run with the script, reading the visitor's id and sending
    // made one task of about 20 ms here (four times that on a slow phone), long enough to hold up a tap.
    setTimeout(pageView);
  } catch {
    // Never throw into the host page.
  }
})(window, document);
