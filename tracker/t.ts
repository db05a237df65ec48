/**
 * The customer tracker: one `<script defer src="https://<our host>/t.js"></script>` on a customer's landing page.
 *
 * It sends page views (single-page navigation included), clicks on buttons, links and `.trackable` elements with
 * their position (for the Pro heatmap), and each page view's deepest scroll point, to the same /api/track/* calls
 * as the product's own helper. It must never harm the host page:
 * - everything runs inside try/catch and nothing is exported to the page;
 * - listeners are passive and in the capture phase, never preventing or delaying a click or a navigation;
 * - bodies go as text/plain JSON with sendBeacon (or fetch keepalive), a "simple" request with no CORS preflight;
 * - Do Not Track or Global Privacy Control: nothing at all; localhost: nothing unless `data-allow-localhost`;
 *   inside a frame (e.g. the dashboard's heatmap preview of the page): nothing, so previews are not visits.
 * The session id lives in sessionStorage (one tab session, no cross-visit profile), so no consent banner is needed
 * for it; with storage blocked it lives in memory.
 *
 * Script attributes: `data-api` (API base, default: the script's own origin + /api), `data-allow-localhost`,
 * `data-domain` (the client's domain: on any other host, apart from its www. form, the script does nothing, so a
 * copied snippet cannot pour another site's traffic into this client's dashboard).
 * Built (minified) by tracker/build.ts; its size is checked by tracker/t.test.ts.
 */
((w: Window, d: Document) => {
  try {
    const n = navigator as Navigator & { globalPrivacyControl?: boolean };
    const script = d.currentScript as HTMLScriptElement | null;
    const attr = (name: string) => script?.getAttribute('data-' + name);
    const host = location.hostname;
    const domain = attr('domain');
    const local = /^(localhost|127\.|\[::1\]$)/.test(host) || location.protocol === 'file:';
    if (
      n.doNotTrack === '1' ||
      (w as Window & { doNotTrack?: string }).doNotTrack === '1' ||
      n.globalPrivacyControl === true ||
      w.top !== w ||
      (local ? attr('allow-localhost') == null : domain && host !== domain && host !== 'www.' + domain)
    ) {
      return;
    }

    const api = (attr('api') || new URL(script ? script.src : location.href).origin + '/api').replace(/\/$/, '');
    const key = 'lf_session';
    let session = '';
    try {
      session = sessionStorage.getItem(key) || '';
    } catch {
      // Storage blocked: keep the id in memory for this page.
    }
    if (!session) {
      session = 'session_' + Date.now() + '_' + Math.random().toString(36).slice(2, 11);
      try {
        sessionStorage.setItem(key, session);
      } catch {
        // Storage blocked: memory only.
      }
    }

    const send = (path: string, body: Record<string, unknown>) => {
      try {
        body.session_id = session;
        const data = JSON.stringify(body);
        const url = api + '/track/' + path;
        if (!(n.sendBeacon && n.sendBeacon(url, data))) {
          fetch(url, { method: 'POST', body: data, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
            () => {},
          );
        }
      } catch {
        // Never throw into the host page.
      }
    };

    // The page without query string or fragment: what heatmaps and page stats group by.
    const pageUrl = () => location.origin + location.pathname;
    const width = () => w.innerWidth;
    const docHeight = () => Math.max(d.documentElement.scrollHeight, d.body ? d.body.scrollHeight : 0, 1);

    let current = '';
    let depth = 0;
    let sent = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;

    // Report the deepest point when it grew: once scrolling settles and when the page hides. Beacons sent
    // while a page unloads are often lost (mobile browsers above all), so the settle report is what counts;
    // the server keeps each view's deepest value.
    const flushScroll = () => {
      const reached = Math.min(100, Math.round(depth));
      if (current && reached > sent) {
        sent = reached;
        send('scroll', { page_url: current, depth_percent: reached, viewport_width: width() });
      }
    };

    const measure = () => {
      try {
        depth = Math.max(depth, ((w.scrollY + w.innerHeight) / docHeight()) * 100);
        clearTimeout(settle);
        settle = setTimeout(flushScroll, 1000);
      } catch {
        // Ignore.
      }
    };

    const pageView = () => {
      const url = pageUrl();
      if (url === current) return;
      flushScroll();
      current = url;
      depth = sent = 0;
      send('page-view', {
        page_url: url,
        page_title: d.title.slice(0, 500) || null,
        referrer: d.referrer || null,
        viewport_width: width(),
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

    let ticking = false;
    w.addEventListener(
      'scroll',
      () => {
        if (!ticking) {
          ticking = true;
          requestAnimationFrame(() => {
            ticking = false;
            measure();
          });
        }
      },
      { passive: true },
    );

    d.addEventListener(
      'click',
      (event) => {
        try {
          const target = (event.target as Element | null)?.closest?.('a,button,.trackable') as HTMLElement | null;
          if (!target) return;
          const tag = target.tagName;
          const cls = typeof target.className === 'string' ? target.className : '';
          send('click', {
            page_url: pageUrl(),
            element_id: target.id || null,
            element_class: cls.slice(0, 500) || null,
            element_text: (target.innerText || target.getAttribute('aria-label') || '').trim().slice(0, 100) || null,
            click_type:
              target.getAttribute('data-track') === 'cta' || /\bcta\b/.test(cls)
                ? 'cta'
                : tag === 'A'
                  ? 'link'
                  : tag === 'BUTTON'
                    ? 'button'
                    : 'unknown',
            click_x: Math.min(1, Math.max(0, Math.round((event.clientX / width()) * 1000) / 1000)),
            click_y: Math.max(0, Math.round(event.pageY)),
            viewport_width: width(),
          });
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
