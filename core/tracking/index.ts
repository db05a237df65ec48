/**
 * What a page view, a click, a visitor and a scroll depth are, once, for both trackers: the customer
 * tracker (`tracker/t.ts`, on customers' sites, ≤ 1.5 KB gzip) and the product's own analytics
 * (`web/src/lib/analytics`). Pure functions over the DOM types, no state of their own, nothing sent: each
 * tracker keeps its transport (sendBeacon, the API client) and its guards.
 *
 * - Visitor: one random `session_…` id per browser and site, kept in localStorage under VISITOR_KEY,
 *   created once and reused (SPEC 3: "kept in browser local storage, created once and reused for tracking").
 *   localStorage is per origin, so the id never links one site to another; with storage blocked it lives in
 *   memory for the page.
 * - Page: origin + path. Query strings and fragments are never sent (they may carry e-mail addresses, tokens
 *   or campaign noise); the server folds `www.`, trailing slash and `index.html` the same way for every event.
 * - Click: the nearest button, link, `[role=button]`, submit/button input, `.trackable` or `[data-track]`
 *   at or above the target; `data-track="cta"` makes it a call to action. x is a 0..1 fraction of the
 *   viewport width (3 decimals), y is document pixels; keyboard activations (0, 0) carry no position.
 * - Scroll: the deepest point seen, as a percentage of the document height, sent with that height, so the
 *   heatmap knows how tall the page is.
 * - Campaign tags: `utm_source`, `utm_medium` and `utm_campaign` are read from the address before the query
 *   string is dropped, and sent as fields of their own with the page view (the server reads the source).
 * - Contacts: a click on a link carries the link's address (`link_url`), from which the server reads the
 *   contact it opens (a call, WhatsApp, e-mail, directions) and keeps only that; a form sent is reported on
 *   its own (`formFieldsOf`, POST /track/form).
 * - Who is not tracked: Do Not Track or Global Privacy Control on, or the page shown inside a frame (the
 *   dashboards' heatmap preview frames the page: a preview is not a visit).
 */
import type { ClickType } from '../api';

/** `[type=button]`, `[type=submit]`: button inputs (button elements are `button` already). */
export const TRACKED_SELECTOR = 'a,button,[role=button],[type=button],[type=submit],.trackable,[data-track]';

export const VISITOR_KEY = 'lf_session';

const VISITOR_ID = /^session_\d+_\w+$/;

/** A fresh id: 'session_' + the time + 9 random characters, e.g. `session_1763712000000_k3j9x2a1b`. */
export function newSessionId(now: number = Date.now()): string {
  return 'session_' + now + '_' + (Math.random().toString(36) + '000000000').slice(2, 11);
}

let memoryVisitor = '';

/** The visitor id kept in `storage` (localStorage), created on first use; a tampered value is replaced. */
export function visitorId(storage: () => Storage | null | undefined): string {
  try {
    // No storage (null) throws here as blocked storage does: the id then lives in memory for the page.
    const store = storage()!;
    let id = store.getItem(VISITOR_KEY);
    if (!id || !VISITOR_ID.test(id)) store.setItem(VISITOR_KEY, (id = newSessionId()));
    return id;
  } catch {
    // Storage blocked, absent or full: one id for this page, in memory.
  }
  return (memoryVisitor ||= newSessionId());
}

/** False when the visitor asked not to be tracked or the page is framed (e.g. a heatmap preview). */
export function trackingAllowed(w: Window): boolean {
  const n = w.navigator as Navigator & { globalPrivacyControl?: boolean };
  return !(n.doNotTrack === '1' || n.globalPrivacyControl || w.top !== w);
}

/** The page an event belongs to: origin + path, no query string, no fragment. */
export function pageUrlOf(location: Location): string {
  return location.origin + location.pathname;
}

/** The nearest tracked element at or above the click target, or null. */
export function trackedElement(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(TRACKED_SELECTOR) : null;
}

/** cta when marked `data-track="cta"`; button for buttons and button inputs; link for links; else unknown. */
export function clickTypeOf(element: Element): ClickType {
  return element.matches('[data-track=cta]')
    ? 'cta'
    : element.matches('button,input,[role=button]')
      ? 'button'
      : element.matches('a[href]')
        ? 'link'
        : 'unknown';
}

/** Visible text, else aria-label or an input's value: squeezed, and shortened to 100 characters. */
export function elementTextOf(element: Element): string | null {
  const text = (
    element.textContent!.trim() ||
    element.getAttribute('aria-label') ||
    (element as HTMLInputElement).value ||
    ''
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text ? (text.length > 100 ? text.slice(0, 99) + '…' : text) : null;
}

export interface ClickFields {
  element_id: string | null;
  element_class: string | null;
  element_text: string | null;
  click_type: ClickType;
  viewport_width: number;
  click_x?: number;
  click_y?: number;
  link_url?: string;
}

/** The click event's fields; the position (for the heatmap) only for pointer clicks. */
export function clickFieldsOf(
  element: Element,
  pointer: { clientX: number; clientY: number } | null,
  w: Pick<Window, 'innerWidth' | 'scrollY'>,
  clickType: ClickType = clickTypeOf(element),
): ClickFields {
  const width = viewportWidthOf(w);
  const fields: ClickFields = {
    element_id: element.id || null,
    element_class: element.getAttribute('class')?.slice(0, 500) || null,
    element_text: elementTextOf(element),
    click_type: clickType,
    viewport_width: width,
    // The server reads the contact a link opens (tel:, WhatsApp, mailto:, maps) and keeps only that.
    link_url: element.getAttribute('href')?.slice(0, LINK_URL_MAX_LENGTH),
  };
  if (pointer && (pointer.clientX > 0 || pointer.clientY > 0)) {
    fields.click_x = Math.min(1, Math.max(0, Math.round((pointer.clientX / width) * 1000) / 1000));
    fields.click_y = Math.max(0, Math.round(pointer.clientY + w.scrollY));
  }
  return fields;
}

export interface FormFields {
  element_id: string | null;
  element_text: string | null;
  viewport_width: number;
}

/** A form sent: its id, the text of the button that sent it (else the form's label), the viewport width. */
export function formFieldsOf(
  form: Element,
  submitter: Element | null | undefined,
  w: Pick<Window, 'innerWidth'>,
): FormFields {
  return {
    element_id: form.id || null,
    element_text: submitter ? elementTextOf(submitter) : form.getAttribute('aria-label'),
    viewport_width: viewportWidthOf(w),
  };
}

/** The contract's limits on a tag (UtmValue) and a link's address (ClickEvent.link_url): tracking.test.ts checks them. */
export const UTM_MAX_LENGTH = 100;
export const LINK_URL_MAX_LENGTH = 2000;
export const UTM_TAGS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type UtmFields = Partial<Record<(typeof UTM_TAGS)[number], string>>;

/**
 * The `utm_*` tags of the address, each cut to the contract's 100 characters; an absent one is left
 * undefined (JSON drops it), a blank one is dropped by the server.
 */
export function utmFieldsOf(location: Pick<Location, 'search'>): UtmFields {
  const query = new URLSearchParams(location.search);
  const fields: UtmFields = {};
  for (const tag of UTM_TAGS) fields[tag] = query.get(tag)?.slice(0, UTM_MAX_LENGTH);
  return fields;
}

/** Width of the viewport in CSS pixels (at least 1). */
export function viewportWidthOf(w: Pick<Window, 'innerWidth'>): number {
  // innerWidth is a whole number of CSS pixels; 0 only in a window not laid out.
  return w.innerWidth || 1;
}

/** Height of the whole document in CSS pixels (at least 1). */
export function documentHeightOf(d: Document): number {
  return Math.max(d.documentElement.scrollHeight, 1);
}

/** How far down the page the bottom of the viewport is now, as a percentage of the document height. */
export function scrollDepthOf(w: Pick<Window, 'scrollY' | 'innerHeight'>, d: Document): number {
  return Math.min(100, Math.max(0, ((w.scrollY + w.innerHeight) / documentHeightOf(d)) * 100));
}

export interface ScrollReport {
  depth_percent: number;
  document_height: number;
  viewport_width: number;
}

/**
 * One page view's deepest scroll point. `measure()` on scroll; `report()` when scrolling settles, when the
 * page hides and before the next page view: it returns the fields to send when the depth grew since the
 * last report (the server keeps each view's deepest value), else null. `reset()` starts a new page view.
 */
export function createScrollDepth(w: Window, d: Document) {
  let deepest = 0;
  let reported = 0;
  return {
    measure() {
      deepest = Math.max(deepest, scrollDepthOf(w, d));
    },
    report(): ScrollReport | null {
      const depth = Math.round(deepest);
      if (depth <= reported) return null;
      reported = depth;
      return { depth_percent: depth, document_height: documentHeightOf(d), viewport_width: viewportWidthOf(w) };
    },
    reset() {
      deepest = reported = 0;
    },
  };
}
