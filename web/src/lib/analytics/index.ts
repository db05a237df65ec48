/**
 * The site's analytics helper (SPEC 1, 3, 7): page views, clicks, scroll depth and conversions, sent to
 * /api/track/*. main.tsx installs it once; screens call `trackConversion` (and rarely `trackClick`).
 *
 *   import { trackConversion } from '../../lib/analytics';
 *   trackConversion({ conversion_type: 'questionnaire_completed', questionnaire_id, plan_type, value, metadata });
 *
 * Clicks on buttons, links and `.trackable` elements are recorded automatically; add `data-track="cta"` to
 * record a call to action as click_type 'cta'.
 */
import { hasTitleFor, onTitleSet } from '../page-meta';
import { getSessionId } from './session';
import { createTracker, type ConversionInput, type Tracker } from './tracker';
import { apiTransport } from './transport';

export { createSessionId, getSessionId } from './session';
export type { ConversionInput } from './tracker';

let tracker: Tracker | null = null;
function shared(): Tracker {
  tracker ??= createTracker({
    transport: apiTransport,
    sessionId: () => getSessionId(),
    titles: { hasTitleFor, onTitleSet },
  });
  return tracker;
}

/** Start tracking (idempotent). Returns a function that stops it. */
export function installAnalytics(): () => void {
  return shared().install();
}

/** Record a conversion; session_id and page_url are added. Never throws. */
export function trackConversion(input: ConversionInput): void {
  shared().trackConversion(input);
}

/** Record a click explicitly (automatic clicks need no call). */
export function trackClick(element: Element, clickType?: Parameters<Tracker['trackClick']>[1]): void {
  shared().trackClick(element, clickType);
}

/** Record a page view now (automatic after navigation; for screens that change without a URL change). */
export function trackPageView(title?: string): void {
  shared().trackPageView(title);
}
