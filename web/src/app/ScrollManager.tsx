import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepInPlace } from '../lib/keep-in-place';
import { whenElement } from '../lib/when-element';

/**
 * How long a #fragment may wait for its element, and then be kept in view while the page settles (until the
 * visitor's first scroll, key or tap): the visitor asked for that place in the address, and on a slow phone
 * or a loaded machine the lazy screen holding it can take several seconds (two to appear and three to settle
 * were not enough: `/#prezzi` from a demo page then stayed at the top).
 */
const FRAGMENT_WAIT_MS = 10_000;

/**
 * Scrolls to the element named by the #fragment once it exists (lazy screens render a moment later), and
 * keeps it there while the page settles.
 */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let release: (() => void) | null = null;
  const stopWaiting = whenElement(
    id,
    (target) => {
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
      release = keepInPlace(target, FRAGMENT_WAIT_MS);
    },
    FRAGMENT_WAIT_MS,
  );
  return () => {
    stopWaiting();
    release?.();
  };
}

/**
 * The router keeps the scroll position across screens; a visitor who picks a plan at the bottom of the home
 * page must see the top of the next screen, and `/#prezzi` must land on the prices from any page.
 * Back/forward keeps the browser's own restoration.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash) return scrollToHash(hash);
    if (!isFirst && navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, search, hash, navigationType]);

  return null;
}
