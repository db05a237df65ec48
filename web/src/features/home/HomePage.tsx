import { lazy, Suspense } from 'react';
import { HomeHeader } from './sections/HomeHeader';

/** The hero and every section, then the footer: one chunk, loaded after the first paint (HomeContent.tsx). */
const HomeContent = lazy(() => import('./HomeContent'));
const Footer = lazy(() => import('./HomeContent').then((module) => ({ default: module.HomeFooter })));

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
