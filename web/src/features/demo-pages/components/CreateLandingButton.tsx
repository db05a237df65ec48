import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from './CreateLandingButton.module.css';

/** The calls to action of the page's hero: the first block of `<main>` (DemoLayout). */
function heroActions(page: Document): Element[] {
  return Array.from(page.querySelectorAll('#contenuto > :first-child :is(a[href], button)'));
}

const overlaps = (a: DOMRect, b: DOMRect, margin: number) =>
  b.width > 0 &&
  a.left - margin < b.right &&
  b.left < a.right + margin &&
  a.top - margin < b.bottom &&
  b.top < a.bottom + margin;

/**
 * Marks the floating button `data-covering` while it would lie over one of the hero's calls to action (on a
 * phone the hero's main button often sits at the bottom right of the first screen); it steps aside until the
 * visitor scrolls past them. Returns the function that stops watching.
 */
function keepHeroActionsClear(button: HTMLElement): () => void {
  const view = button.ownerDocument.defaultView!;
  let frame = 0;
  const update = () => {
    frame = 0;
    const own = button.getBoundingClientRect();
    const covering = heroActions(button.ownerDocument).some((action) =>
      overlaps(own, action.getBoundingClientRect(), 8),
    );
    button.dataset.covering = String(covering);
  };
  const schedule = () => {
    frame ||= view.requestAnimationFrame(update);
  };
  update();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  return () => {
    view.cancelAnimationFrame(frame);
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
  };
}

/**
 * The floating call to action every demo page carries: opens the home page's prices in the same window.
 * A router link (no reload); the app's ScrollManager brings #prezzi into view once the home page renders.
 * Its look adapts to the page through the CSS variables --demo-cta-bg, --demo-cta-fg and --demo-cta-focus.
 * It never covers the hero's own buttons: hidden while it would (and on a phone until that is measured).
 */
export function CreateLandingButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => (ref.current ? keepHeroActionsClear(ref.current) : undefined), []);
  return (
    <Link ref={ref} className={styles.button} to="/#prezzi" data-testid="create-landing">
      <span aria-hidden="true" className={styles.icon}>
        ✦
      </span>
      <span className={styles.long}>Crea la tua landing</span>
      <span className={styles.short}>Crea</span>
    </Link>
  );
}
