/**
 * Makes a framed page lay out as a visitor's browser laid it out. The preview iframe is as tall as the
 * whole page, so the spots (document pixels) fall on it without scrolling it; but then `100vh` inside the
 * page would mean the whole page, and a full-screen hero would swallow it. For a page of our own origin
 * (the demo's sample sites) the viewport units of its style sheets are rewritten to the pixels of the
 * device's real viewport height, and the demo's own floating button is hidden (it is not part of the
 * sample customer's site). A cross-origin page cannot be reached and is left as it is.
 */
const VIEWPORT_UNIT = /(-?\d*\.?\d+)(?:s|d|l)?vh\b/g;

/** Rewrites `vh` (and svh/dvh/lvh) in every rule of `sheet`, nested rules included; returns how many. */
function rewriteSheet(sheet: CSSStyleSheet, viewportHeight: number, done: WeakSet<CSSRule>): number {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return 0; // A cross-origin sheet: unreadable, left alone.
  }
  let changed = 0;
  const visit = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (done.has(rule)) continue;
      done.add(rule);
      // Duck-typed: the frame's rules belong to the frame's window, so `instanceof` against ours fails.
      const style = (rule as Partial<CSSStyleRule>).style;
      if (style && typeof style.getPropertyValue === 'function') {
        for (const property of Array.from(style)) {
          const value = style.getPropertyValue(property);
          if (!/vh\b/.test(value)) continue;
          const fixed = value.replace(
            VIEWPORT_UNIT,
            (_, amount: string) => `${(Number(amount) * viewportHeight) / 100}px`,
          );
          style.setProperty(property, fixed, style.getPropertyPriority(property));
          changed += 1;
        }
      }
      if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
    }
  };
  visit(rules);
  return changed;
}

/** Applies the fix to the frame's document now and to style sheets it adds later; returns a stop function. */
export function fitFramedPage(frame: HTMLIFrameElement, viewportHeight: number): () => void {
  let doc: Document | null = null;
  try {
    doc = frame.contentDocument;
  } catch {
    doc = null;
  }
  if (!doc || !doc.head) return () => undefined;
  const page = doc;
  const done = new WeakSet<CSSRule>();
  const style = page.createElement('style');
  style.textContent = '[data-testid="create-landing"] { display: none !important; }';
  page.head.append(style);
  const apply = () => {
    for (const sheet of Array.from(page.styleSheets)) rewriteSheet(sheet, viewportHeight, done);
  };
  apply();
  // The page's own chunk brings its style sheet after the app starts: fix each one as it arrives.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof page.defaultView!.HTMLLinkElement) node.addEventListener('load', apply, { once: true });
      }
    }
    apply();
  });
  observer.observe(page.head, { childList: true });
  return () => observer.disconnect();
}
