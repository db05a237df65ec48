import { FAQ, SECTION_IDS } from '../content-sections';
import { FaqAccordion } from './FaqAccordion';
import { Section } from './Section';

export function Faq({ defaultOpen = null }: { defaultOpen?: number | null }) {
  return (
    <Section id={SECTION_IDS.faq} eyebrow={FAQ.eyebrow} title={FAQ.title}>
      <FaqAccordion items={FAQ.items} defaultOpen={defaultOpen} />
    </Section>
  );
}
