/**
 * Calls `found` with the element of that id as soon as it is in the document, checking once per frame for
 * up to `waitMs`: the lazy parts of a screen (the home page's sections below the fold) render a moment after
 * the rest, and a visitor may already have asked to go there. Returns a function that stops waiting.
 */
export function whenElement(id: string, found: (element: HTMLElement) => void, waitMs = 2000): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) found(element);
    else if (performance.now() - started < waitMs) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
