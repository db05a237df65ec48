import { createContext } from 'react';

/**
 * A published page's first uploaded image (the hero's, or the first one a design draws) is likely its
 * largest paint: it loads at once and first, the others when near (Lighthouse's lcp-lazy-loaded). The
 * renderer gives each page a fresh slot; without one (the demo pages) every image is lazy as before.
 */
export const FirstImageSlot = createContext<{ taken: boolean } | null>(null);
