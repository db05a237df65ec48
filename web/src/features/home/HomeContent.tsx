import { SiteFooter } from '../../components/site/SiteFooter';
import { usePageMeta } from '../../lib/page-meta';
import { META } from './content-sections';
import { Benefits } from './sections/Benefits';
import { ClosingCta } from './sections/ClosingCta';
import { Comparison } from './sections/Comparison';
import { Faq } from './sections/Faq';
import { Hero } from './sections/Hero';
import { Portfolio } from './sections/Portfolio';
import { Pricing } from './sections/Pricing';
import { Process } from './sections/Process';
import { Testimonials } from './sections/Testimonials';

/**
 * The home page's content under its header, hero included, in its own chunk. The page arrives prerendered
 * (scripts/prerender.mjs): its HTML is on screen and styled (this chunk's style sheets are in <head>) before
 * any JavaScript; the browser hydrates it when this chunk arrives, after the first paint (React keeps the
 * server HTML of a suspended boundary meanwhile). None of it needs JavaScript to work before then: the hero's
 * calls to action are links to the sections, and a FAQ question clicked early opens once hydrated
 * (sections/early-faq-clicks.ts). So the home page's first JavaScript carries only the header,
 * whose «Inizia Ora» button must answer at once. The screen's title is set here too (on a client-side
 * navigation to `/`, once the chunk is in, as other lazy screens do; the prerendered HTML already has it).
 */
export default function HomeContent({ faqOpen = null }: { faqOpen?: number | null }) {
  usePageMeta(META);
  return (
    <>
      <Hero />
      <Benefits />
      <Process />
      <Pricing />
      <Portfolio />
      <Comparison />
      <Testimonials />
      <Faq defaultOpen={faqOpen} />
      <ClosingCta />
    </>
  );
}

export function HomeFooter() {
  return <SiteFooter />;
}
