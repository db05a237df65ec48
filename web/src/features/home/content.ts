/**
 * Italian text of the home page's first screen (header and hero), shipped with the first JavaScript.
 * The sections below the fold have theirs in content-sections.ts (a lazily loaded chunk).
 * Prices, plan names, features and service terms come from core/plans.ts: a price is never typed here.
 */
import { PLANS, PRICE_VAT_NOTE, SERVICE_TERMS } from '@core/plans';
import { formatEuro } from '../../components/price';

const T = SERVICE_TERMS;
const basic = PLANS.basic;

export const META = {
  title: `Landing Facile · La tua landing page professionale da ${formatEuro(basic.annualPrice)} al mese`,
  description: `Landing page professionali per piccole imprese, professionisti e startup: online in ${T.deliveryHours} ore, ${T.freeModifications} modifiche gratuite, garanzia ${T.guaranteeDays} giorni. Da ${formatEuro(basic.annualPrice)} al mese.`,
};

/** Open Graph tags of the home page, written into the prerendered HTML (scripts/prerender.mjs). */
export const OPEN_GRAPH = {
  'og:type': 'website',
  'og:locale': 'it_IT',
  'og:site_name': 'Landing Facile',
  'og:title': `La tua landing page professionale, online in ${T.deliveryHours} ore`,
  'og:description': `Rispondi a un breve questionario in chat: il nostro team progetta, scrive e pubblica la tua pagina. Da ${formatEuro(basic.annualPrice)} al mese, ${T.freeModifications} modifiche gratuite, garanzia ${T.guaranteeDays} giorni.`,
} as const;

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

export const HERO = {
  eyebrow: 'Landing page per piccole imprese e professionisti',
  title: 'La tua landing page professionale,',
  titleHighlight: `online in ${T.deliveryHours} ore`,
  lead: `Rispondi a un breve questionario in chat: il nostro team progetta, scrive e pubblica la tua pagina. Tu pensi ai clienti, noi al design. Da ${formatEuro(basic.annualPrice)} al mese, ${PRICE_VAT_NOTE}.`,
  primary: 'Scopri i prezzi',
  secondary: 'Guarda gli esempi',
  chips: [
    `Online in ${T.deliveryHours} ore`,
    `${T.freeModifications} modifiche gratuite`,
    `Garanzia ${T.guaranteeDays} giorni`,
  ],
  mockup: {
    address: 'latuaattivita.it',
    badge: `Online in ${T.deliveryHours}h`,
    statLabel: 'Richieste di contatto',
    statValue: '+38%',
  },
};
