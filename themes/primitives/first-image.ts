import { createContext } from 'react';

/**
 * A published page's first uploaded images (the hero's, then the first ones a design draws) are likely in
 * its first screen, one of them its largest paint: they load at once, the first one first; the others when
 * near (Lighthouse's lcp-lazy-loaded). Three, because a design may open on a phone with a gallery's first two
 * photos under the hero's. The renderer gives each page a fresh count; without one (the demo pages) every
 * image is lazy as before.
 */
export const FirstImageSlot = createContext<{ taken: number } | null>(null);

/** How many of a page's first images load at once. */
export const EAGER_IMAGES = 3;
