/**
 * The web sites whose traffic the seed simulates: the product's marketing site and the customers' landing
 * pages. Page titles and element texts are the real Italian copy a visitor sees; click positions are the
 * places those elements occupy (x as a fraction of the viewport width, y in document pixels) so heatmaps
 * show believable hot spots.
 */
import type { ClickType, PlanType } from '../../core/api';

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface SeedElement {
  text: string;
  type: ClickType;
  id?: string;
  className?: string;
  /** Centre of the element: fraction of the viewport width, document pixels per device. */
  x: number;
  y: Readonly<Record<DeviceKind, number>>;
  /** Relative chance a click on this page hits this element. */
  weight: number;
}

export interface SeedPage {
  path: string;
  title: string;
  /** Document height per device, for scroll depth. */
  height: Readonly<Record<DeviceKind, number>>;
  elements: readonly SeedElement[];
  /** Where a visitor goes next from here, with weights; `null` leaves the site. */
  next: readonly (readonly [string | null, number])[];
}

export interface SeedConversion {
  type: string;
  /** Share of sessions that reach `page` and convert. */
  rate: number;
  page: string;
  plan?: PlanType;
  value?: number;
}

export interface SeedSite {
  key: string;
  origin: string;
  /** Share of visits that arrive on the www. form of the host. */
  wwwShare: number;
  /** Average sessions on a weekday. */
  sessionsPerDay: number;
  /** Relative traffic Monday..Sunday. */
  week: readonly [number, number, number, number, number, number, number];
  /** Relative traffic per hour of the Rome day, 0..23. */
  hours: readonly number[];
  /** Whether the site sends click positions and scroll depth (the Pro tracker's heatmaps). */
  heatmaps: boolean;
  entry: readonly (readonly [string, number])[];
  pages: readonly SeedPage[];
  conversions: readonly SeedConversion[];
  referrers: readonly (readonly [string | null, number])[];
}

function at(desktop: number, phone: number, tablet = Math.round((desktop + phone) / 2)) {
  return { desktop, phone, tablet } as const;
}

/** Office hours with a lunch dip and an evening tail. */
const OFFICE_HOURS = [0.1, 0.05, 0.03, 0.02, 0.02, 0.05, 0.2, 0.5, 1, 1.4, 1.5, 1.4, 1.1, 1, 1.3, 1.4, 1.3, 1.2, 1.1, 1, 0.9, 0.8, 0.5, 0.25];
/** A restaurant: lunch and dinner peaks. */
const MEAL_HOURS = [0.15, 0.05, 0.02, 0.02, 0.02, 0.05, 0.1, 0.3, 0.4, 0.5, 0.8, 1.6, 2, 1.2, 0.6, 0.5, 0.7, 1.2, 1.9, 2.2, 1.8, 1, 0.6, 0.3];
/** People browsing in the evening after work. */
const EVENING_HOURS = [0.3, 0.15, 0.08, 0.05, 0.05, 0.1, 0.3, 0.6, 0.8, 0.9, 1, 1, 1.1, 1.2, 1, 1, 1.1, 1.3, 1.5, 1.7, 1.9, 1.8, 1.3, 0.7];

const WEEKDAYS_STRONG = [1.15, 1.1, 1.05, 1, 0.9, 0.55, 0.45] as const;
const WEEKEND_STRONG = [0.7, 0.75, 0.8, 0.95, 1.25, 1.5, 1.3] as const;

const SOCIAL_AND_SEARCH = [
  [null, 35],
  ['https://www.google.com/', 40],
  ['https://www.instagram.com/', 12],
  ['https://www.facebook.com/', 9],
  ['https://www.bing.com/', 4],
] as const;

export const MARKETING_SITE: SeedSite = {
  key: 'marketing',
  origin: 'https://landingfacile.it',
  wwwShare: 0.1,
  sessionsPerDay: 22,
  week: WEEKDAYS_STRONG,
  hours: EVENING_HOURS,
  heatmaps: false,
  entry: [['/', 80], ['/template-psicologo', 6], ['/stile5', 4], ['/template-personal-trainer', 5], ['/template-studio-legale', 5]],
  referrers: SOCIAL_AND_SEARCH,
  conversions: [
    { type: 'questionnaire_completed', rate: 0.3, page: '/questionario', plan: 'basic', value: 9 },
  ],
  pages: [
    {
      path: '/',
      title: 'Landing Facile · La tua landing page professionale da 1 € al mese',
      height: at(7400, 11800),
      next: [['/payment-selection', 26], ['/template-psicologo', 8], ['/template-personal-trainer', 6], ['/template-studio-legale', 6], ['/stile5', 3], ['/stile11', 2], [null, 49]],
      elements: [
        { text: 'Inizia Ora', type: 'cta', id: 'get-started-button', className: 'header-cta', x: 0.88, y: at(36, 32), weight: 16 },
        { text: 'Scegli Basic', type: 'cta', className: 'pricing-cta trackable', x: 0.36, y: at(3900, 6100), weight: 14 },
        { text: 'Scegli Pro', type: 'cta', className: 'pricing-cta trackable', x: 0.64, y: at(3900, 6900), weight: 9 },
        { text: 'Vedi gli Esempi', type: 'button', className: 'hero-secondary', x: 0.42, y: at(520, 640), weight: 8 },
        { text: 'Prezzi', type: 'link', className: 'nav-link', x: 0.62, y: at(36, 32), weight: 7 },
        { text: 'Come Funziona', type: 'link', className: 'nav-link', x: 0.52, y: at(36, 32), weight: 5 },
        { text: 'Inizia con 1€', type: 'cta', className: 'closing-cta trackable', x: 0.4, y: at(6600, 10600), weight: 5 },
        { text: 'Quanto tempo serve per avere la mia landing page?', type: 'button', className: 'faq-question', x: 0.5, y: at(5900, 9500), weight: 4 },
        { text: 'Posso modificare la pagina dopo la pubblicazione?', type: 'button', className: 'faq-question', x: 0.5, y: at(5980, 9640), weight: 3 },
        { text: 'Parla con un Esperto', type: 'button', className: 'closing-secondary', x: 0.6, y: at(6600, 10700), weight: 2 },
      ],
    },
    {
      path: '/payment-selection',
      title: 'Scegli come pagare · Landing Facile',
      height: at(1800, 2900),
      next: [['/questionario', 62], ['/', 12], [null, 26]],
      elements: [
        { text: 'Procedi al Questionario', type: 'cta', id: 'proceed-button', className: 'proceed-cta', x: 0.5, y: at(1500, 2500), weight: 20 },
        { text: 'Pagamento Annuale', type: 'button', className: 'billing-card', x: 0.35, y: at(760, 1100), weight: 6 },
        { text: 'Pagamento Mensile', type: 'button', className: 'billing-card', x: 0.65, y: at(760, 1500), weight: 5 },
        { text: 'Torna indietro', type: 'button', className: 'back-button', x: 0.1, y: at(120, 90), weight: 3 },
      ],
    },
    {
      path: '/questionario',
      title: 'Questionario · Landing Facile',
      height: at(1300, 1900),
      next: [['/grazie', 55], [null, 45]],
      elements: [
        { text: 'Invia', type: 'button', className: 'chat-send', x: 0.72, y: at(1060, 1620), weight: 22 },
        { text: 'Scegli Questo Stile', type: 'button', className: 'style-choice', x: 0.5, y: at(820, 1200), weight: 5 },
        { text: 'Ho finito - Procedi con la creazione', type: 'cta', className: 'finish-button', x: 0.5, y: at(1140, 1760), weight: 6 },
      ],
    },
    {
      path: '/grazie',
      title: 'Grazie! · Landing Facile',
      height: at(1500, 2400),
      next: [[null, 100]],
      elements: [
        { text: 'Torna alla Home', type: 'link', className: 'home-link', x: 0.5, y: at(1300, 2150), weight: 5 },
      ],
    },
    {
      path: '/template-psicologo',
      title: 'Dott.ssa Elena Marchetti · Psicologa e Psicoterapeuta (demo)',
      height: at(5200, 8200),
      next: [['/', 35], ['/payment-selection', 10], [null, 55]],
      elements: [
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        { text: 'Prenota il primo colloquio gratuito', type: 'button', className: 'demo-button', x: 0.3, y: at(560, 720), weight: 6 },
        { text: 'Approccio', type: 'link', className: 'demo-nav', x: 0.55, y: at(36, 32), weight: 3 },
      ],
    },
    {
      path: '/template-personal-trainer',
      title: 'Marco Ferri · Personal Trainer a Milano (demo)',
      height: at(4800, 7900),
      next: [['/', 32], ['/payment-selection', 9], [null, 59]],
      elements: [
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        { text: 'Prenota una sessione', type: 'button', className: 'demo-button', x: 0.32, y: at(600, 760), weight: 5 },
        { text: 'Programmi', type: 'link', className: 'demo-nav', x: 0.5, y: at(36, 32), weight: 3 },
      ],
    },
    {
      path: '/template-studio-legale',
      title: 'Studio Legale Ferri & Associati (demo)',
      height: at(5000, 8100),
      next: [['/', 30], ['/payment-selection', 8], [null, 62]],
      elements: [
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        { text: 'Richiedi una consulenza', type: 'button', className: 'demo-button', x: 0.3, y: at(580, 740), weight: 5 },
      ],
    },
    {
      path: '/stile5',
      title: 'Trattoria da Nonna Rosa · Cucina tradizionale (demo)',
      height: at(4600, 7400),
      next: [['/', 40], [null, 60]],
      elements: [{ text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 10 }],
    },
    {
      path: '/stile11',
      title: 'Studio Brutale · Architettura (demo)',
      height: at(4200, 6900),
      next: [['/', 45], [null, 55]],
      elements: [{ text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 10 }],
    },
    {
      path: '/login',
      title: 'Accesso Cliente · Landing Facile',
      height: at(900, 1200),
      next: [[null, 100]],
      elements: [{ text: 'Accedi', type: 'button', className: 'login-submit', x: 0.5, y: at(560, 700), weight: 10 }],
    },
  ],
};

/** The shape of a customer's one-page site: hero, sections, contact form. */
function landing(
  title: string,
  sections: readonly string[],
  primary: string,
  secondary: string,
  extra: readonly SeedElement[] = [],
): SeedPage[] {
  const navElements: SeedElement[] = sections.map((section, index) => ({
    text: section,
    type: 'link',
    className: 'nav-link',
    x: 0.45 + index * 0.1,
    y: at(40, 34),
    weight: 2,
  }));
  return [
    {
      path: '/',
      title,
      height: at(4300, 7200),
      next: [['/privacy', 2], [null, 98]],
      elements: [
        { text: primary, type: 'cta', className: 'hero-cta trackable', x: 0.3, y: at(540, 660), weight: 14 },
        { text: secondary, type: 'button', className: 'hero-secondary', x: 0.52, y: at(540, 730), weight: 7 },
        { text: primary, type: 'cta', className: 'contact-cta trackable', x: 0.5, y: at(3800, 6500), weight: 6 },
        { text: 'WhatsApp', type: 'link', className: 'whatsapp-link', x: 0.93, y: at(700, 560), weight: 5 },
        ...navElements,
        ...extra,
      ],
    },
    {
      path: '/privacy',
      title: `Privacy · ${title.split(' · ')[0]}`,
      height: at(2600, 4800),
      next: [['/', 50], [null, 50]],
      elements: [{ text: 'Torna al sito', type: 'link', className: 'back-link', x: 0.12, y: at(120, 90), weight: 4 }],
    },
  ];
}

export const CUSTOMER_SITES: readonly SeedSite[] = [
  {
    key: 'pizzeria',
    origin: 'https://pizzeriadagennaro.it',
    wwwShare: 0.3,
    sessionsPerDay: 12,
    week: WEEKEND_STRONG,
    hours: MEAL_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [[null, 30], ['https://www.google.com/', 35], ['https://www.instagram.com/', 20], ['https://www.tripadvisor.it/', 10], ['https://www.facebook.com/', 5]],
    conversions: [{ type: 'prenotazione_tavolo', rate: 0.09, page: '/' }],
    pages: landing(
      'Pizzeria da Gennaro · Pizza napoletana a Napoli dal 1978',
      ['Menù', 'La nostra storia', 'Recensioni', 'Contatti'],
      'Prenota un tavolo',
      'Guarda il menù',
      [{ text: 'Chiama ora', type: 'link', className: 'phone-link', x: 0.8, y: at(3950, 6700), weight: 6 }],
    ),
  },
  {
    key: 'psicologa',
    origin: 'https://studiopsicologiarossi.it',
    wwwShare: 0.15,
    sessionsPerDay: 7,
    week: WEEKDAYS_STRONG,
    hours: EVENING_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [[null, 25], ['https://www.google.com/', 55], ['https://www.miodottore.it/', 15], ['https://www.instagram.com/', 5]],
    conversions: [{ type: 'richiesta_colloquio', rate: 0.07, page: '/' }],
    pages: landing(
      'Dott.ssa Giulia Rossi · Psicologa a Bologna',
      ['Di cosa mi occupo', 'Approccio', 'Domande frequenti', 'Contatti'],
      'Prenota il primo colloquio',
      'Come lavoro',
    ),
  },
  {
    key: 'avvocato',
    origin: 'https://avvocatobianchi.it',
    wwwShare: 0.2,
    sessionsPerDay: 6,
    week: WEEKDAYS_STRONG,
    hours: OFFICE_HOURS,
    heatmaps: false,
    entry: [['/', 100]],
    referrers: [[null, 30], ['https://www.google.com/', 60], ['https://www.linkedin.com/', 10]],
    conversions: [{ type: 'richiesta_consulenza', rate: 0.05, page: '/' }],
    pages: landing(
      'Studio Legale Avv. Luca Bianchi · Diritto di famiglia e del lavoro a Torino',
      ['Aree di pratica', 'Lo studio', 'Contatti'],
      'Richiedi una consulenza',
      'Aree di pratica',
    ),
  },
  {
    key: 'palestra',
    origin: 'https://palestrafitzone.it',
    wwwShare: 0.5,
    sessionsPerDay: 10,
    week: [1.3, 1.15, 1.05, 1, 0.85, 0.7, 0.5],
    hours: EVENING_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [[null, 25], ['https://www.google.com/', 35], ['https://www.instagram.com/', 30], ['https://www.tiktok.com/', 10]],
    conversions: [{ type: 'prova_gratuita', rate: 0.08, page: '/' }],
    pages: landing(
      'FitZone Verona · Palestra e corsi di gruppo',
      ['Corsi', 'Istruttori', 'Abbonamenti', 'Contatti'],
      'Prenota la prova gratuita',
      'Scopri gli abbonamenti',
    ),
  },
  {
    key: 'fiorista',
    origin: 'https://fioreriailgirasole.it',
    wwwShare: 0.25,
    sessionsPerDay: 5,
    week: [0.8, 0.85, 0.9, 1, 1.3, 1.4, 0.9],
    hours: OFFICE_HOURS,
    heatmaps: false,
    entry: [['/', 100]],
    referrers: [[null, 35], ['https://www.google.com/', 45], ['https://www.facebook.com/', 20]],
    conversions: [{ type: 'ordine_whatsapp', rate: 0.06, page: '/' }],
    pages: landing(
      'Fioreria Il Girasole · Fiori e composizioni a Firenze',
      ['Composizioni', 'Matrimoni', 'Consegne', 'Contatti'],
      'Ordina su WhatsApp',
      'Vedi le composizioni',
    ),
  },
];

export const ALL_SITES: readonly SeedSite[] = [MARKETING_SITE, ...CUSTOMER_SITES];
