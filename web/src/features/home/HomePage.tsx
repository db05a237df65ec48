import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import { META } from './content';
import { Hero } from './sections/Hero';
import { HomeHeader } from './sections/HomeHeader';

const BelowTheFold = lazy(() => import('./BelowTheFold'));
const Footer = lazy(() => import('./BelowTheFold').then((module) => ({ default: module.BelowTheFoldFooter })));

/**
 * The marketing page (SPEC 2, Home page); prerendered at build time and hydrated in the browser.
 * `faqOpen` opens one FAQ item at first (stories).
 */
export default function HomePage({ faqOpen = null }: { faqOpen?: number | null }) {
  usePageMeta(META);
  return (
    <>
      <HomeHeader />
      <main id="contenuto" tabIndex={-1}>
        <Hero />
        <Suspense fallback={null}>
          <BelowTheFold faqOpen={faqOpen} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
