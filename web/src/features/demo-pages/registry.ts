import type { ComponentType } from 'react';

/**
 * The eighteen demo landing pages: route, slug and a lazy loader each, so every page is its own chunk.
 * Folders are named by subject; the routes (stile1..stile15, template-*) are public URLs and never change.
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
  {
    path: '/template-psicologo',
    slug: 'psicologo',
    sections: ['servizi', 'approccio', 'testimonianze', 'contatti'],
    label: 'Psicologa',
    load: () => import('./pages/psicologo'),
  },
  {
    path: '/template-personal-trainer',
    slug: 'personal-trainer',
    sections: ['servizi', 'programmi', 'testimonianze', 'contatti'],
    label: 'Personal trainer',
    load: () => import('./pages/personal-trainer'),
  },
  {
    path: '/template-studio-legale',
    slug: 'studio-legale',
    sections: ['servizi', 'specializzazioni', 'testimonianze', 'contatti'],
    label: 'Studio legale',
    load: () => import('./pages/studio-legale'),
  },
  {
    path: '/stile1',
    slug: 'consulenza',
    sections: ['servizi', 'vantaggi', 'testimonianze', 'contatti'],
    label: 'Società di consulenza',
    load: () => import('./pages/consulenza'),
  },
  {
    path: '/stile2',
    slug: 'agenzia-creativa',
    sections: ['portfolio', 'servizi', 'team', 'contatti'],
    label: 'Agenzia creativa',
    load: () => import('./pages/agenzia-creativa'),
  },
  {
    path: '/stile3',
    slug: 'negozio-eco',
    sections: ['prodotti', 'vantaggi', 'recensioni', 'garanzie'],
    label: 'Negozio eco',
    load: () => import('./pages/negozio-eco'),
  },
  {
    path: '/stile4',
    slug: 'software-analytics',
    sections: ['funzionalita', 'prezzi', 'demo', 'api'],
    label: 'Software di data analytics',
    load: () => import('./pages/software-analytics'),
  },
  {
    path: '/stile5',
    slug: 'ristorante',
    sections: ['menu', 'storia', 'recensioni', 'contatti'],
    label: 'Ristorante italiano',
    load: () => import('./pages/ristorante'),
  },
  {
    path: '/stile6',
    slug: 'palestra',
    sections: ['programmi', 'trainer', 'risultati', 'abbonamenti'],
    label: 'Palestra',
    load: () => import('./pages/palestra'),
  },
  {
    path: '/stile7',
    slug: 'immobiliare',
    sections: ['immobili', 'servizi', 'chi-siamo', 'contatti'],
    label: 'Agenzia immobiliare',
    load: () => import('./pages/immobiliare'),
  },
  {
    path: '/stile8',
    slug: 'accademia-online',
    sections: ['corsi', 'docenti', 'certificazioni', 'community'],
    label: 'Accademia online',
    load: () => import('./pages/accademia-online'),
  },
  {
    path: '/stile9',
    slug: 'agenzia-viaggi',
    sections: ['destinazioni', 'tour', 'esperienze', 'contatti'],
    label: 'Agenzia di viaggi',
    load: () => import('./pages/agenzia-viaggi'),
  },
  {
    path: '/stile10',
    slug: 'centro-benessere',
    sections: ['trattamenti', 'pacchetti', 'team', 'contatti'],
    label: 'Centro benessere',
    load: () => import('./pages/centro-benessere'),
  },
  {
    path: '/stile11',
    slug: 'studio-progettazione',
    sections: ['lavori', 'servizi', 'manifesto', 'contatti'],
    label: 'Studio brutalista',
    load: () => import('./pages/studio-progettazione'),
  },
  {
    path: '/stile12',
    slug: 'studio-design-digitale',
    sections: ['servizi', 'progetti', 'studio', 'contatti'],
    label: 'Studio glass',
    load: () => import('./pages/studio-design-digitale'),
  },
  {
    path: '/stile13',
    slug: 'software-house',
    sections: ['servizi', 'progetti', 'team', 'contatti'],
    label: 'Cyberpunk',
    load: () => import('./pages/software-house'),
  },
  {
    path: '/stile14',
    slug: 'termostato-smart',
    sections: ['funzionalita', 'vantaggi', 'prezzi', 'contatti'],
    label: 'Soft neumorphic',
    load: () => import('./pages/termostato-smart'),
  },
  {
    path: '/stile15',
    slug: 'studio-branding',
    sections: ['servizi', 'progetti', 'processo', 'contatti'],
    label: 'Abstract liquid',
    load: () => import('./pages/studio-branding'),
  },
];
