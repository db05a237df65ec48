import type { ClickEvent, ClickType } from '../../../../core/api';

/** What counts as a tracked click target (SPEC 7): buttons, links and `.trackable` elements. */
export const TRACKED_SELECTOR = 'button, a, [role="button"], input[type="button"], input[type="submit"], .trackable, [data-track]';

/** Mark an element `data-track="cta"` to record its clicks as calls to action. */
export const CTA_ATTRIBUTE = 'data-track';

const MAX_TEXT = 100;

/** The nearest tracked element at or above the click target, or null. */
export function findTrackedElement(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(TRACKED_SELECTOR) : null;
}

/** cta when marked so; button for buttons; link for links; unknown for other `.trackable` elements. */
export function classifyClick(element: Element): ClickType {
  if (element.getAttribute(CTA_ATTRIBUTE) === 'cta') return 'cta';
  const tag = element.tagName.toLowerCase();
  if (tag === 'button' || tag === 'input' || element.getAttribute('role') === 'button') return 'button';
  if (tag === 'a' && element.hasAttribute('href')) return 'link';
  return 'unknown';
}

/** Visible text, squeezed and shortened; falls back to aria-label, title or an input's value. */
export function elementText(element: Element): string | null {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
    || element.getAttribute('aria-label')
    || element.getAttribute('title')
    || (element instanceof HTMLInputElement ? element.value : '');
  if (!text) return null;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The click event's element fields; position fields feed the Pro heatmap when the pointer is known. */
export function describeClick(
  element: Element,
  pointer: { clientX: number; clientY: number } | null,
  view: Pick<Window, 'innerWidth' | 'scrollY'>,
  clickType: ClickType = classifyClick(element),
): Omit<ClickEvent, 'page_url' | 'session_id'> {
  const event: Omit<ClickEvent, 'page_url' | 'session_id'> = {
    element_id: element.id || null,
    element_class: (element.getAttribute('class') ?? '').trim().slice(0, 500) || null,
    element_text: elementText(element),
    click_type: clickType,
  };
  const width = Math.round(view.innerWidth);
  if (width > 0) event.viewport_width = width;
  // Keyboard activation reports (0, 0): no position then, it would pile up in a corner of the heatmap.
  if (pointer && (pointer.clientX > 0 || pointer.clientY > 0) && width > 0) {
    event.click_x = Math.min(1, Math.max(0, pointer.clientX / width));
    event.click_y = Math.max(0, Math.round(pointer.clientY + view.scrollY));
  }
  return event;
}
