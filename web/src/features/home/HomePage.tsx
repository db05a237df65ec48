import { lazy, Suspense } from 'react';
import { keepEarlyFaqClicks } from './sections/early-faq-clicks';
import { HomeHeader } from './sections/HomeHeader';

/** The hero and every section, then the footer: one chunk, loaded after the first paint (HomeContent.tsx). */
const HomeContent = lazy(() => import('./HomeContent'));
const Footer = lazy(() => import('./HomeContent').then((module) => ({ default: module.HomeFooter })));

// The FAQ's questions take clicks from now on, though they answer only once the chunk is in.
if (typeof document !== 'undefined') keepEarlyFaqClicks();

/**
 * The marketing page (SPEC 2, Home page); prerendered at build time and hydrated in the browser.
 * `faqOpen` opens one FAQ item at first (stories).
 */
export default function HomePage({ faqOpen = null }: { faqOpen?: number | null }) {
  return (
    <>
      <HomeHeader />
      <main id="contenuto" tabIndex={-1}>
        <Suspense fallback={null}>
          <HomeContent faqOpen={faqOpen} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
