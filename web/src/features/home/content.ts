/**
 * Italian text of the home page's header, shipped with the first JavaScript. The page's title and
 * description, the hero and the sections below it have theirs in content-sections.ts, in the chunk loaded
 * after the first paint (docs/benchmarks.md, «Home page budget»).
 */

/** Section ids: the header's anchors, `/#prezzi` links and the e2e tests use them. */
export const SECTION_IDS = {
  benefits: 'vantaggi',
  process: 'come-funziona',
  pricing: 'prezzi',
  portfolio: 'esempi',
  comparison: 'confronto',
  testimonials: 'testimonianze',
  faq: 'faq',
  contacts: 'contatti',
} as const;

export const HEADER = {
  skipLink: 'Salta al contenuto',
  homeLabel: 'Landing Facile, torna all’inizio',
  navLabel: 'Sezioni della pagina',
  nav: [
    { id: SECTION_IDS.benefits, label: 'Vantaggi' },
    { id: SECTION_IDS.process, label: 'Come funziona' },
    { id: SECTION_IDS.pricing, label: 'Prezzi' },
    { id: SECTION_IDS.portfolio, label: 'Esempi' },
    { id: SECTION_IDS.contacts, label: 'Contatti' },
  ],
  cta: 'Inizia Ora',
};
