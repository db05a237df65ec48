/**
 * The FAQ hydrates with the home page's content chunk, after the first paint. A click on a question before
 * then reaches a React boundary still waiting for its code: React stops the event and never replays it, so
 * the visitor's click would do nothing. The entry keeps the last question activated meanwhile (a click, or
 * Enter and Space, which click a button), and the accordion opens it once it is live.
 */
const QUESTION = '[data-faq-question]';

/**
 * What the boot script of a prerendered page (web/src/app/boot/load-app-after-paint.js) kept before the entry
 * arrived: it listens from the first paint, when the entry is not even requested yet.
 */
interface BootEarlyClicks {
  id: string | null;
  stop: () => void;
}
declare global {
  interface Window {
    landingFacileEarlyClicks?: BootEarlyClicks;
  }
}

let early: string | null = null;
let stopListening: (() => void) | null = null;

/** Called by the home page's entry, before the content chunk can arrive. */
export function keepEarlyFaqClicks(target: Document = document): void {
  if (stopListening) return;
  // The boot script's listener hands over: its question, and no second listener toggling the same click.
  const boot = target.defaultView?.landingFacileEarlyClicks;
  if (boot) {
    boot.stop();
    early = boot.id;
  }
  const onClick = (event: MouseEvent) => {
    const question = event.target instanceof Element ? event.target.closest<HTMLElement>(QUESTION) : null;
    // A second activation of the same question before hydration closes it again, as it would once live.
    if (question?.id) early = early === question.id ? null : question.id;
  };
  // Capture on the document runs before React's listener on its root, which stops the event.
  target.addEventListener('click', onClick, true);
  stopListening = () => target.removeEventListener('click', onClick, true);
}

/** The question activated before hydration, if any; from then on React answers the clicks itself. */
export function takeEarlyFaqClick(): string | null {
  stopListening?.();
  stopListening = null;
  const id = early;
  early = null;
  return id;
}
