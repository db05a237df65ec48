import {
  MAX_LENGTH,
  type ClickEvent,
  type ClickType,
  type ConversionEvent,
  type FormSubmitEvent,
  type PageViewEvent,
  type PlanType,
  type ScrollEvent,
} from '@core/api';
import {
  clickFieldsOf,
  createScrollDepth,
  formFieldsOf,
  pageUrlOf,
  trackedElement,
  trackingAllowed,
  utmFieldsOf,
} from '@core/tracking';

/** SPEC 7: a page view is sent about 100 ms after a history change, once the new screen has rendered. */
export const PAGE_VIEW_DELAY_MS = 100;
/**
 * Longest a page view waits for its screen's title (a lazy screen's chunk on a slow phone); then it is sent
 * with whatever title the document has, rather than lost.
 */
export const TITLE_WAIT_MS = 10_000;
/** The deepest scroll point is reported once scrolling has settled this long (and when the page hides). */
export const SCROLL_SETTLE_MS = 1000;
/**
 * Pages never tracked: the review page's address holds the customer's secret link (issue 29), and a
 * preview is no visit.
 */
export const UNTRACKED_PATH = /^\/anteprima(\/|$)/;

/** Where events go. Each call starts sending and returns at once: tracking never waits on the network. */
export interface TrackerTransport {
  pageView(event: PageViewEvent): void;
  click(event: ClickEvent): void;
  conversion(event: ConversionEvent): void;
  scroll(event: ScrollEvent): void;
  form(event: FormSubmitEvent): void;
}

export interface ConversionInput {
  /** e.g. 'questionnaire_completed'. */
  conversion_type: string;
  questionnaire_id?: string | null;
  plan_type?: PlanType | null;
  value?: number;
  metadata?: Record<string, unknown>;
}

export interface Tracker {
  /** Starts page-view, click and scroll tracking; sends the first page view now. Returns an uninstaller. */
  install(): () => void;
  trackPageView(title?: string): void;
  trackClick(element: Element, clickType?: ClickType, pointer?: { clientX: number; clientY: number } | null): void;
  trackConversion(input: ConversionInput): void;
}

/**
 * Tells whether the screen at a path has put its own title in place (lib/page-meta), so that a page view
 * never carries the previous screen's title while a lazy screen is still loading.
 */
export interface TitleSignal {
  hasTitleFor(pathname: string): boolean;
  /** Calls the listener whenever a screen sets its title; returns the unsubscribe function. */
  onTitleSet(listener: () => void): () => void;
}

export interface TrackerOptions {
  transport: TrackerTransport;
  sessionId: () => string;
  window?: Window;
  pageViewDelayMs?: number;
  /** Without it, the title is read as soon as the delay has passed. */
  titles?: TitleSignal;
  titleWaitMs?: number;
}

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);
const withoutHash = (url: string) => url.split('#')[0];

export function createTracker({
  transport,
  sessionId,
  window: win = globalThis.window,
  pageViewDelayMs = PAGE_VIEW_DELAY_MS,
  titles,
  titleWaitMs = TITLE_WAIT_MS,
}: TrackerOptions): Tracker {
  const doc = win.document;
  /** The address as navigated (to tell a real navigation from a #fragment move) and the page as reported. */
  let lastHref: string | null = null;
  let lastPage: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let pendingPush = false;
  /** Stops waiting for the current screen's title (a page view is pending while it is set). */
  let stopWaiting: (() => void) | null = null;
  const depth = createScrollDepth(win, doc);

  const warn = (error: unknown) => console.warn('Analytics: evento non registrato', error);
  const guarded =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A) => {
      try {
        run(...args);
      } catch (error) {
        warn(error);
      }
    };

  const viewportWidth = () => Math.max(1, Math.round(win.innerWidth || 1));
  const pageUrl = () => pageUrlOf(win.location).slice(0, MAX_LENGTH['PageViewEvent.page_url']);

  /** The deepest point of the current page view, when it grew since the last report. */
  const reportDepth = guarded(() => {
    clearTimeout(settle);
    const report = lastPage === null ? null : depth.report();
    if (report) transport.scroll({ page_url: lastPage!, session_id: sessionId(), ...report });
  });

  const untracked = () => UNTRACKED_PATH.test(win.location.pathname);

  const trackPageView = guarded((title?: string) => {
    reportDepth();
    if (untracked()) {
      lastHref = withoutHash(win.location.href);
      lastPage = null;
      return;
    }
    const url = pageUrl();
    const referrer = lastPage ?? doc.referrer;
    lastHref = withoutHash(win.location.href);
    lastPage = url;
    depth.reset();
    depth.measure();
    transport.pageView({
      page_url: url,
      page_title: clip(title ?? doc.title, MAX_LENGTH['PageViewEvent.page_title']),
      referrer: clip(referrer, MAX_LENGTH['PageViewEvent.referrer']),
      session_id: sessionId(),
      viewport_width: viewportWidth(),
      ...utmFieldsOf(win.location),
    });
  });

  function cancelWait() {
    stopWaiting?.();
    stopWaiting = null;
  }

  /** Sends the page view once the screen shown has set its own title (at once when it has), or after titleWaitMs. */
  function sendWhenTitled() {
    cancelWait();
    if (!titles || titles.hasTitleFor(win.location.pathname)) return trackPageView();
    const send = () => {
      cancelWait();
      trackPageView();
    };
    const unsubscribe = titles.onTitleSet(() => {
      if (titles.hasTitleFor(win.location.pathname)) send();
    });
    const deadline = setTimeout(send, titleWaitMs);
    stopWaiting = () => {
      unsubscribe();
      clearTimeout(deadline);
    };
  }

  /** A page view still waiting for its title leaves with the page rather than being lost. */
  const flushPending = () => {
    if (stopWaiting) {
      cancelWait();
      trackPageView();
    }
  };

  /** push counts always; replace and back/forward only when more than the #fragment changed. */
  function schedule(kind: 'push' | 'replace' | 'pop') {
    pendingPush ||= kind === 'push';
    clearTimeout(timer);
    cancelWait();
    timer = setTimeout(() => {
      const counts = pendingPush || lastHref === null || lastHref !== withoutHash(win.location.href);
      pendingPush = false;
      if (counts) sendWhenTitled();
    }, pageViewDelayMs);
  }

  const trackClick = guarded(
    (element: Element, clickType?: ClickType, pointer: { clientX: number; clientY: number } | null = null) => {
      if (untracked()) return;
      transport.click({
        page_url: pageUrl(),
        session_id: sessionId(),
        ...clickFieldsOf(element, pointer, win, clickType),
      });
    },
  );

  const trackConversion = guarded((input: ConversionInput) => {
    transport.conversion({
      conversion_type: input.conversion_type,
      questionnaire_id: input.questionnaire_id ?? null,
      plan_type: input.plan_type ?? null,
      value: input.value,
      metadata: input.metadata ?? {},
      session_id: sessionId(),
      page_url: pageUrl(),
    });
  });

  const onClick = guarded((event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return; // middle-click only (open in a new tab)
    const element = trackedElement(event.target);
    if (element) trackClick(element, undefined, event);
  });
  /** A form sent (its submit event: a form the browser refused to send is not one). */
  const onSubmit = guarded((event: SubmitEvent) => {
    if (!(event.target instanceof Element) || untracked()) return;
    transport.form({
      page_url: pageUrl(),
      session_id: sessionId(),
      ...formFieldsOf(event.target, event.submitter, win),
    });
  });
  const onScroll = guarded(() => {
    depth.measure();
    clearTimeout(settle);
    settle = setTimeout(reportDepth, SCROLL_SETTLE_MS);
  });
  const onHide = guarded(() => {
    if (doc.visibilityState === 'hidden') reportDepth();
  });
  const onPageHide = () => {
    flushPending();
    reportDepth();
  };
  const onPop = () => schedule('pop');

  let installed = false;
  function install() {
    // Do Not Track, Global Privacy Control, or a framed page (a heatmap preview): nothing is recorded.
    if (installed || !trackingAllowed(win)) return () => undefined;
    installed = true;
    const history = win.history;
    const { pushState, replaceState } = history;
    history.pushState = function patchedPushState(this: History, ...args: Parameters<History['pushState']>) {
      pushState.apply(this, args);
      schedule('push');
    };
    history.replaceState = function patchedReplaceState(this: History, ...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args);
      schedule('replace');
    };
    win.addEventListener('popstate', onPop);
    // Capture phase: the click is recorded before any handler can stop it or navigate away.
    doc.addEventListener('click', onClick, { capture: true, passive: true });
    doc.addEventListener('auxclick', onClick, { capture: true, passive: true });
    doc.addEventListener('submit', onSubmit, { capture: true, passive: true });
    win.addEventListener('scroll', onScroll, { passive: true });
    doc.addEventListener('visibilitychange', onHide);
    win.addEventListener('pagehide', onPageHide);
    sendWhenTitled();
    return () => {
      clearTimeout(timer);
      clearTimeout(settle);
      cancelWait();
      history.pushState = pushState;
      history.replaceState = replaceState;
      win.removeEventListener('popstate', onPop);
      doc.removeEventListener('click', onClick, { capture: true });
      doc.removeEventListener('auxclick', onClick, { capture: true });
      doc.removeEventListener('submit', onSubmit, { capture: true });
      win.removeEventListener('scroll', onScroll);
      doc.removeEventListener('visibilitychange', onHide);
      win.removeEventListener('pagehide', onPageHide);
      installed = false;
    };
  }

  return { install, trackPageView, trackClick, trackConversion };
}
