import type { ComponentType } from 'react';

/**
 * The eighteen demo landing pages: route, slug and a lazy loader each, so every page is its own chunk.
 * The mapping of stile1..stile10 follows the order SPEC 1 lists the sample pages.
 */
export interface DemoPageEntry {
  path: string;
  /** Folder under pages/. */
  slug: string;
  /** Ids of the page's main sections, in order: the header's anchor links and the e2e tests use them. */
  sections: readonly string[];
  /** What the page shows (for the style picker, stories and tests). */
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const DEMO_PAGES: readonly DemoPageEntry[] = [
  { path: '/template-psicologo', slug: 'template-psicologo', sections: ['servizi', 'approccio', 'testimonianze', 'contatti'], label: 'Psicologa', load: () => import('./pages/template-psicologo') },
  { path: '/template-personal-trainer', slug: 'template-personal-trainer', sections: ['servizi', 'programmi', 'testimonianze', 'contatti'], label: 'Personal trainer', load: () => import('./pages/template-personal-trainer') },
  { path: '/template-studio-legale', slug: 'template-studio-legale', sections: ['servizi', 'specializzazioni', 'testimonianze', 'contatti'], label: 'Studio legale', load: () => import('./pages/template-studio-legale') },
  { path: '/stile1', slug: 'stile1', sections: ['servizi', 'vantaggi', 'testimonianze', 'contatti'], label: 'Società di consulenza', load: () => import('./pages/stile1') },
  { path: '/stile2', slug: 'stile2', sections: ['portfolio', 'servizi', 'team', 'contatti'], label: 'Agenzia creativa', load: () => import('./pages/stile2') },
  { path: '/stile3', slug: 'stile3', sections: ['prodotti', 'vantaggi', 'recensioni', 'garanzie'], label: 'Negozio eco', load: () => import('./pages/stile3') },
  { path: '/stile4', slug: 'stile4', sections: ['funzionalita', 'prezzi', 'demo', 'api'], label: 'Software di data analytics', load: () => import('./pages/stile4') },
  { path: '/stile5', slug: 'stile5', sections: ['menu', 'storia', 'recensioni', 'contatti'], label: 'Ristorante italiano', load: () => import('./pages/stile5') },
  { path: '/stile6', slug: 'stile6', sections: ['programmi', 'trainer', 'risultati', 'abbonamenti'], label: 'Palestra', load: () => import('./pages/stile6') },
  { path: '/stile7', slug: 'stile7', sections: ['immobili', 'servizi', 'chi-siamo', 'contatti'], label: 'Agenzia immobiliare', load: () => import('./pages/stile7') },
  { path: '/stile8', slug: 'stile8', sections: ['corsi', 'docenti', 'certificazioni', 'community'], label: 'Accademia online', load: () => import('./pages/stile8') },
  { path: '/stile9', slug: 'stile9', sections: ['destinazioni', 'tour', 'esperienze', 'contatti'], label: 'Agenzia di viaggi', load: () => import('./pages/stile9') },
  { path: '/stile10', slug: 'stile10', sections: ['trattamenti', 'pacchetti', 'team', 'contatti'], label: 'Centro benessere', load: () => import('./pages/stile10') },
  { path: '/stile11', slug: 'stile11', sections: ['lavori', 'servizi', 'manifesto', 'contatti'], label: 'Studio brutalista', load: () => import('./pages/stile11') },
  { path: '/stile12', slug: 'stile12', sections: ['servizi', 'progetti', 'studio', 'contatti'], label: 'Studio glass', load: () => import('./pages/stile12') },
  { path: '/stile13', slug: 'stile13', sections: ['servizi', 'progetti', 'team', 'contatti'], label: 'Cyberpunk', load: () => import('./pages/stile13') },
  { path: '/stile14', slug: 'stile14', sections: ['funzionalita', 'vantaggi', 'prezzi', 'contatti'], label: 'Soft neumorphic', load: () => import('./pages/stile14') },
  { path: '/stile15', slug: 'stile15', sections: ['servizi', 'progetti', 'processo', 'contatti'], label: 'Abstract liquid', load: () => import('./pages/stile15') },
];
