import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepInPlace } from '../lib/keep-in-place';
import { whenElement } from '../lib/when-element';

/**
 * Scrolls to the element named by the #fragment once it exists (lazy screens render a moment later), and
 * keeps it there while the page settles.
 */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let release: (() => void) | null = null;
  const stopWaiting = whenElement(id, (target) => {
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    release = keepInPlace(target);
  });
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
