import { SiteFooter } from '../../components/site/SiteFooter';
import { Benefits } from './sections/Benefits';
import { ClosingCta } from './sections/ClosingCta';
import { Comparison } from './sections/Comparison';
import { Faq } from './sections/Faq';
import { Portfolio } from './sections/Portfolio';
import { Pricing } from './sections/Pricing';
import { Process } from './sections/Process';
import { Testimonials } from './sections/Testimonials';

/**
 * Everything after the first screen, in its own chunk. The prerendered HTML already shows it; the browser
 * hydrates it as soon as this chunk arrives (React keeps the server HTML of a suspended boundary meanwhile),
 * so the home page's first JavaScript carries only the header and the hero.
 */
export default function BelowTheFold({ faqOpen = null }: { faqOpen?: number | null }) {
  return (
    <>
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

export function BelowTheFoldFooter() {
  return <SiteFooter />;
}
