/** What a visitor does to scroll on their own: from then on the page is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `target` where a scroll just put it while the page around it settles: sections that arrive or change
 * height after the scroll (lazy parts, web fonts, the prerendered page being hydrated) would otherwise move it
 * out of view, and `/#prezzi` would land just past the prices' title. Stops at the visitor's first scroll,
 * key or tap, or after `settleMs`. Returns a function that stops it at once.
 */
export function keepInPlace(target: HTMLElement, settleMs: number): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return;
    const drift = target.getBoundingClientRect().top - top;
    if (Math.abs(drift) >= 1) window.scrollBy({ top: drift, behavior: 'instant' });
  });
  // The page's height, and every section beside the target (one can grow while another shrinks).
  observer.observe(document.body);
  for (const sibling of Array.from(target.parentElement?.children ?? [])) observer.observe(sibling);
  const timer = window.setTimeout(stop, settleMs);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, { capture: true });
  }
  return stop;
}
