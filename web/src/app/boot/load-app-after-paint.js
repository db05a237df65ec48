// The boot script of a prerendered page (scripts/prerender.mjs copies it to assets/boot-<hash>.js).
// The page's text and styles are in its HTML and need no JavaScript, so the app's modules are only requested
// once the browser has painted: on a slow connection the first paint never shares the network with them.
// The app then hydrates the HTML already on screen. Its <script> tag names the entry and the chunks to
// preload (data-app-entry, data-app-preload).
const tag = document.querySelector('script[data-app-entry]');
let started = false;

// A question of the home page's FAQ clicked before the app is here is kept, as the app's entry keeps it
// until the FAQ hydrates (web/src/features/home/sections/early-faq-clicks.ts takes it over from here).
const earlyClicks = { id: null, stop: () => document.removeEventListener('click', keepEarlyClick, true) };
function keepEarlyClick(event) {
  const question = event.target instanceof Element ? event.target.closest('[data-faq-question]') : null;
  // A second click on the same question closes it again, as it would once live.
  if (question?.id) earlyClicks.id = earlyClicks.id === question.id ? null : question.id;
}
document.addEventListener('click', keepEarlyClick, true);
window.landingFacileEarlyClicks = earlyClicks;

function start() {
  if (started || !tag) return;
  started = true;
  import(tag.dataset.appEntry);
  // One request per task: starting a request costs the main thread a few milliseconds on a slow phone, and
  // the eight or so of a page in one go made a task long enough to delay a tap.
  const preloads = (tag.dataset.appPreload ?? '').split(' ').filter(Boolean);
  (function preloadNext() {
    const href = preloads.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext, 0);
  })();
}

const paintObservable =
  'PerformanceObserver' in window && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
// A page opened in a background tab does not paint until shown: it starts at once, and so does a browser
// that does not report paints.
if (document.visibilityState === 'hidden' || !paintObservable) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The first paint may have shown only the top of the page, parsed so far (this script runs once the
    // whole document is parsed): one more frame, with all of it, goes to the screen before the code loads.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Never later than this, whatever the browser reports.
  setTimeout(start, 2000);
}
