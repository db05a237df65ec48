/**
 * The web sites whose traffic the seed simulates: the product's marketing site and the customers' landing
 * pages. Each customer's site is one of the product's demo pages (demo-sites.ts): its title, its buttons and
 * links, their boxes and the page's height at each device width come from that page as rendered
 * (demo-layouts.json, measured by scripts/capture-demo-layouts.mjs), so heatmaps and scroll maps of a sample
 * site land on the real page the demo shows under them. The marketing site sends no positions (no heatmap);
 * its element texts are the real copy.
 */
import type { ClickType, PlanType } from '@core/api';
import { PREVIEW_WIDTH } from '@core/backend/preview-port';
import layouts from './demo-layouts.json';
import { SAMPLE_SITE_ROUTES, type SampleDomain } from './demo-sites';

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface SeedElement {
  text: string;
  type: ClickType;
  id?: string | null;
  className?: string | null;
  /** The element's box in document pixels, on the page rendered at the device's preview width. */
  box: { left: number; top: number; width: number; height: number };
  /** Relative chance a click on this page hits this element. */
  weight: number;
  /** A link's address as the tracker sends it (`link_url`): the server reads the contact it opens. */
  href?: string;
  /** A form's submit button: a click on it sends the form (most of the time). */
  submits?: boolean;
}

export interface SeedPage {
  path: string;
  title: string;
  /** Document height per device, for scroll depth. */
  height: Readonly<Record<DeviceKind, number>>;
  /** What can be clicked, per device (boxes differ between a phone and a desktop). */
  elements: Readonly<Record<DeviceKind, readonly SeedElement[]>>;
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

/** A marketing-site element: its text and a centre (x fraction, y document px per device); no real box. */
function marketing(
  elements: readonly {
    text: string;
    type: ClickType;
    id?: string;
    className?: string;
    x: number;
    y: Readonly<Record<DeviceKind, number>>;
    weight: number;
  }[],
): Record<DeviceKind, SeedElement[]> {
  const per = (device: DeviceKind) =>
    elements.map(({ x, y, ...rest }) => ({
      ...rest,
      box: { left: Math.round(x * PREVIEW_WIDTH[device]) - 20, top: y[device] - 10, width: 40, height: 20 },
    }));
  return { phone: per('phone'), tablet: per('tablet'), desktop: per('desktop') };
}

/** Office hours with a lunch dip and an evening tail. */
const OFFICE_HOURS = [
  0.1, 0.05, 0.03, 0.02, 0.02, 0.05, 0.2, 0.5, 1, 1.4, 1.5, 1.4, 1.1, 1, 1.3, 1.4, 1.3, 1.2, 1.1, 1, 0.9, 0.8, 0.5,
  0.25,
];
/** A restaurant: lunch and dinner peaks. */
const MEAL_HOURS = [
  0.15, 0.05, 0.02, 0.02, 0.02, 0.05, 0.1, 0.3, 0.4, 0.5, 0.8, 1.6, 2, 1.2, 0.6, 0.5, 0.7, 1.2, 1.9, 2.2, 1.8, 1, 0.6,
  0.3,
];
/** People browsing in the evening after work. */
const EVENING_HOURS = [
  0.3, 0.15, 0.08, 0.05, 0.05, 0.1, 0.3, 0.6, 0.8, 0.9, 1, 1, 1.1, 1.2, 1, 1, 1.1, 1.3, 1.5, 1.7, 1.9, 1.8, 1.3, 0.7,
];

const WEEKDAYS_STRONG = [1.15, 1.1, 1.05, 1, 0.9, 0.55, 0.45] as const;
const WEEKEND_STRONG = [0.7, 0.75, 0.8, 0.95, 1.25, 1.5, 1.3] as const;

/**
 * Where a visit comes from, as browsers report it: search engines (google.com and google.it), social
 * networks (a link in a WhatsApp chat arrives from the Android app, `android-app://com.whatsapp/`), webmails
 * (Gmail's site and app) and nothing at all (typed, bookmarked, or an app that sends no referrer).
 */
const WHATSAPP = 'android-app://com.whatsapp/';
const GMAIL = 'https://mail.google.com/';
const GMAIL_APP = 'android-app://com.google.android.gm/';

const SOCIAL_AND_SEARCH = [
  [null, 33],
  ['https://www.google.com/', 30],
  ['https://www.google.it/', 8],
  ['https://www.instagram.com/', 11],
  ['https://www.facebook.com/', 8],
  [WHATSAPP, 4],
  [GMAIL, 2],
  ['https://www.bing.com/', 4],
] as const;

export const MARKETING_SITE: SeedSite = {
  key: 'marketing',
  origin: 'https://landingfacile.it',
  wwwShare: 0.1,
  sessionsPerDay: 8,
  week: WEEKDAYS_STRONG,
  hours: EVENING_HOURS,
  heatmaps: false,
  entry: [
    ['/', 80],
    ['/template-psicologo', 6],
    ['/stile5', 4],
    ['/template-personal-trainer', 5],
    ['/template-studio-legale', 5],
  ],
  referrers: SOCIAL_AND_SEARCH,
  conversions: [{ type: 'questionnaire_completed', rate: 0.3, page: '/questionario', plan: 'basic', value: 9 }],
  pages: [
    {
      path: '/',
      title: 'Landing Facile · La tua landing page professionale da 1 € al mese',
      height: at(7400, 11800),
      next: [
        ['/payment-selection', 26],
        ['/template-psicologo', 8],
        ['/template-personal-trainer', 6],
        ['/template-studio-legale', 6],
        ['/stile5', 3],
        ['/stile11', 2],
        [null, 49],
      ],
      elements: marketing([
        {
          text: 'Inizia Ora',
          type: 'cta',
          id: 'get-started-button',
          className: 'header-cta',
          x: 0.88,
          y: at(36, 32),
          weight: 16,
        },
        {
          text: 'Scegli Basic',
          type: 'cta',
          className: 'pricing-cta trackable',
          x: 0.36,
          y: at(3900, 6100),
          weight: 14,
        },
        { text: 'Scegli Pro', type: 'cta', className: 'pricing-cta trackable', x: 0.64, y: at(3900, 6900), weight: 9 },
        { text: 'Vedi gli Esempi', type: 'button', className: 'hero-secondary', x: 0.42, y: at(520, 640), weight: 8 },
        { text: 'Prezzi', type: 'link', className: 'nav-link', x: 0.62, y: at(36, 32), weight: 7 },
        { text: 'Come Funziona', type: 'link', className: 'nav-link', x: 0.52, y: at(36, 32), weight: 5 },
        {
          text: 'Inizia con 1€',
          type: 'cta',
          className: 'closing-cta trackable',
          x: 0.4,
          y: at(6600, 10600),
          weight: 5,
        },
        {
          text: 'Quanto tempo serve per avere la mia landing page?',
          type: 'button',
          className: 'faq-question',
          x: 0.5,
          y: at(5900, 9500),
          weight: 4,
        },
        {
          text: 'Posso modificare la pagina dopo la pubblicazione?',
          type: 'button',
          className: 'faq-question',
          x: 0.5,
          y: at(5980, 9640),
          weight: 3,
        },
        {
          text: 'Parla con un Esperto',
          type: 'button',
          className: 'closing-secondary',
          x: 0.6,
          y: at(6600, 10700),
          weight: 2,
        },
      ]),
    },
    {
      path: '/payment-selection',
      title: 'Scegli come pagare · Landing Facile',
      height: at(1800, 2900),
      next: [
        ['/questionario', 62],
        ['/', 12],
        [null, 26],
      ],
      elements: marketing([
        {
          text: 'Procedi al Questionario',
          type: 'cta',
          id: 'proceed-button',
          className: 'proceed-cta',
          x: 0.5,
          y: at(1500, 2500),
          weight: 20,
        },
        { text: 'Pagamento Annuale', type: 'button', className: 'billing-card', x: 0.35, y: at(760, 1100), weight: 6 },
        { text: 'Pagamento Mensile', type: 'button', className: 'billing-card', x: 0.65, y: at(760, 1500), weight: 5 },
        { text: 'Torna indietro', type: 'button', className: 'back-button', x: 0.1, y: at(120, 90), weight: 3 },
      ]),
    },
    {
      path: '/questionario',
      title: 'Questionario · Landing Facile',
      height: at(1300, 1900),
      next: [
        ['/grazie', 55],
        [null, 45],
      ],
      elements: marketing([
        { text: 'Invia', type: 'button', className: 'chat-send', x: 0.72, y: at(1060, 1620), weight: 22 },
        { text: 'Scegli Questo Stile', type: 'button', className: 'style-choice', x: 0.5, y: at(820, 1200), weight: 5 },
        {
          text: 'Ho finito - Procedi con la creazione',
          type: 'cta',
          className: 'finish-button',
          x: 0.5,
          y: at(1140, 1760),
          weight: 6,
        },
      ]),
    },
    {
      path: '/grazie',
      title: 'Grazie! · Landing Facile',
      height: at(1500, 2400),
      next: [[null, 100]],
      elements: marketing([
        { text: 'Torna alla Home', type: 'link', className: 'home-link', x: 0.5, y: at(1300, 2150), weight: 5 },
      ]),
    },
    {
      path: '/template-psicologo',
      title: 'Dott.ssa Elena Marchetti · Psicologa e Psicoterapeuta (demo)',
      height: at(5200, 8200),
      next: [
        ['/', 35],
        ['/payment-selection', 10],
        [null, 55],
      ],
      elements: marketing([
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        {
          text: 'Prenota il primo colloquio gratuito',
          type: 'button',
          className: 'demo-button',
          x: 0.3,
          y: at(560, 720),
          weight: 6,
        },
        { text: 'Approccio', type: 'link', className: 'demo-nav', x: 0.55, y: at(36, 32), weight: 3 },
      ]),
    },
    {
      path: '/template-personal-trainer',
      title: 'Marco Ferri · Personal Trainer a Milano (demo)',
      height: at(4800, 7900),
      next: [
        ['/', 32],
        ['/payment-selection', 9],
        [null, 59],
      ],
      elements: marketing([
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        { text: 'Prenota una sessione', type: 'button', className: 'demo-button', x: 0.32, y: at(600, 760), weight: 5 },
        { text: 'Programmi', type: 'link', className: 'demo-nav', x: 0.5, y: at(36, 32), weight: 3 },
      ]),
    },
    {
      path: '/template-studio-legale',
      title: 'Studio Legale Ferri & Associati (demo)',
      height: at(5000, 8100),
      next: [
        ['/', 30],
        ['/payment-selection', 8],
        [null, 62],
      ],
      elements: marketing([
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 12 },
        {
          text: 'Richiedi una consulenza',
          type: 'button',
          className: 'demo-button',
          x: 0.3,
          y: at(580, 740),
          weight: 5,
        },
      ]),
    },
    {
      path: '/stile5',
      title: 'Trattoria da Nonna Rosa · Cucina tradizionale (demo)',
      height: at(4600, 7400),
      next: [
        ['/', 40],
        [null, 60],
      ],
      elements: marketing([
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 10 },
      ]),
    },
    {
      path: '/stile11',
      title: 'Studio Brutale · Architettura (demo)',
      height: at(4200, 6900),
      next: [
        ['/', 45],
        [null, 55],
      ],
      elements: marketing([
        { text: 'Crea la tua landing', type: 'cta', className: 'demo-fab', x: 0.9, y: at(900, 700), weight: 10 },
      ]),
    },
    {
      path: '/login',
      title: 'Accesso Cliente · Landing Facile',
      height: at(900, 1200),
      next: [[null, 100]],
      elements: marketing([
        { text: 'Accedi', type: 'button', className: 'login-submit', x: 0.5, y: at(560, 700), weight: 10 },
      ]),
    },
  ],
};

interface MeasuredElement {
  text: string | null;
  id: string | null;
  class: string | null;
  type: string;
  href?: string;
  submits?: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
}
interface MeasuredPage {
  title: string;
  devices: Record<
    DeviceKind,
    { width: number; viewport_height: number; document_height: number; elements: MeasuredElement[] }
  >;
}
const MEASURED = layouts as Record<string, MeasuredPage>;

/** Links that open a contact (a call, WhatsApp, e-mail, directions), as core/ingestion/contacts.ts reads them. */
const CONTACT_LINK = /^(tel:|mailto:|https:\/\/(wa\.me|api\.whatsapp\.com|www\.google\.com\/maps|maps\.))/;

/**
 * How often visitors click an element: the page's main call to action (`primary`, its first occurrence)
 * most, other buttons (a form's too) and the contact links often, the header's section links now and then,
 * the rest rarely.
 */
function clickWeight(element: MeasuredElement, primary: string, primarySeen: boolean): number {
  if (element.text === primary && !primarySeen) return 30;
  if (element.text === primary || element.type === 'button' || element.type === 'cta') return 6;
  if (element.href && CONTACT_LINK.test(element.href)) return 3.5;
  return element.top < 80 ? 3 : 2;
}

/** A customer's one-page site: the demo page behind its domain, as measured at each device width. */
function demoLanding(domain: SampleDomain, primary: string): SeedPage[] {
  const measured = MEASURED[SAMPLE_SITE_ROUTES[domain]];
  if (!measured) throw new Error(`seed: demo-layouts.json has no ${SAMPLE_SITE_ROUTES[domain]}`);
  const perDevice = (device: DeviceKind): SeedElement[] => {
    let primarySeen = false;
    return measured.devices[device].elements
      .filter((element) => element.text && element.top >= 0)
      .map((element) => {
        const weight = clickWeight(element, primary, primarySeen);
        primarySeen ||= element.text === primary;
        return {
          text: element.text!,
          type: element.type as ClickType,
          id: element.id,
          className: element.class,
          box: { left: element.left, top: element.top, width: element.width, height: element.height },
          weight,
          ...(element.href ? { href: element.href } : {}),
          ...(element.submits ? { submits: true } : {}),
        };
      });
  };
  const { phone, tablet, desktop } = measured.devices;
  return [
    {
      path: '/',
      title: measured.title,
      height: { phone: phone.document_height, tablet: tablet.document_height, desktop: desktop.document_height },
      next: [[null, 100]],
      elements: { phone: perDevice('phone'), tablet: perDevice('tablet'), desktop: perDevice('desktop') },
    },
  ];
}

export const CUSTOMER_SITES: readonly SeedSite[] = [
  {
    key: 'pizzeria',
    origin: 'https://pizzeriadagennaro.it',
    wwwShare: 0.3,
    sessionsPerDay: 5.5,
    week: WEEKEND_STRONG,
    hours: MEAL_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [
      [null, 22],
      ['https://www.google.com/', 24],
      ['https://www.google.it/', 8],
      ['https://www.instagram.com/', 15],
      ['https://l.facebook.com/', 7],
      ['https://www.tripadvisor.it/', 8],
      [WHATSAPP, 9],
      [GMAIL_APP, 2],
      [GMAIL, 1],
      ['https://www.bing.com/', 2],
    ],
    conversions: [{ type: 'prenotazione_tavolo', rate: 0.09, page: '/' }],
    pages: demoLanding('pizzeriadagennaro.it', 'Prenota un tavolo'),
  },
  {
    key: 'psicologa',
    origin: 'https://studiopsicologiarossi.it',
    wwwShare: 0.15,
    sessionsPerDay: 4.5,
    week: WEEKDAYS_STRONG,
    hours: EVENING_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [
      [null, 22],
      ['https://www.google.com/', 40],
      ['https://www.google.it/', 10],
      ['https://www.miodottore.it/', 13],
      ['https://www.instagram.com/', 5],
      [WHATSAPP, 6],
      [GMAIL, 4],
    ],
    conversions: [{ type: 'richiesta_colloquio', rate: 0.07, page: '/' }],
    pages: demoLanding('studiopsicologiarossi.it', 'Prenota il primo colloquio gratuito'),
  },
  {
    key: 'avvocato',
    origin: 'https://avvocatobianchi.it',
    wwwShare: 0.2,
    sessionsPerDay: 2.5,
    week: WEEKDAYS_STRONG,
    hours: OFFICE_HOURS,
    heatmaps: false,
    entry: [['/', 100]],
    referrers: [
      [null, 28],
      ['https://www.google.com/', 48],
      ['https://www.google.it/', 8],
      ['https://www.linkedin.com/', 8],
      ['https://outlook.live.com/', 4],
      [WHATSAPP, 4],
    ],
    conversions: [{ type: 'richiesta_consulenza', rate: 0.05, page: '/' }],
    pages: demoLanding('avvocatobianchi.it', 'Richiedi la prima consulenza gratuita'),
  },
  {
    key: 'palestra',
    origin: 'https://palestrafitzone.it',
    wwwShare: 0.5,
    sessionsPerDay: 5,
    week: [1.3, 1.15, 1.05, 1, 0.85, 0.7, 0.5],
    hours: EVENING_HOURS,
    heatmaps: true,
    entry: [['/', 100]],
    referrers: [
      [null, 22],
      ['https://www.google.com/', 28],
      ['https://www.google.it/', 5],
      ['https://www.instagram.com/', 24],
      ['https://www.tiktok.com/', 9],
      ['https://m.facebook.com/', 4],
      [WHATSAPP, 6],
      [GMAIL_APP, 2],
    ],
    conversions: [{ type: 'prova_gratuita', rate: 0.08, page: '/' }],
    pages: demoLanding('palestrafitzone.it', 'Prenota la prova gratuita'),
  },
  {
    key: 'fiorista',
    origin: 'https://fioreriailgirasole.it',
    wwwShare: 0.25,
    sessionsPerDay: 2,
    week: [0.8, 0.85, 0.9, 1, 1.3, 1.4, 0.9],
    hours: OFFICE_HOURS,
    heatmaps: false,
    entry: [['/', 100]],
    referrers: [
      [null, 30],
      ['https://www.google.com/', 38],
      ['https://www.facebook.com/', 17],
      [WHATSAPP, 10],
      [GMAIL, 5],
    ],
    conversions: [{ type: 'ordine_whatsapp', rate: 0.06, page: '/' }],
    pages: demoLanding('fioreriailgirasole.it', 'Scopri i prodotti'),
  },
];

export const ALL_SITES: readonly SeedSite[] = [MARKETING_SITE, ...CUSTOMER_SITES];
