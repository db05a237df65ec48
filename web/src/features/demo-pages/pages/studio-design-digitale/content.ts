import type { SectionLink } from '../../components';

/** Italian filler for the glass / ethereal design studio demo (route /stile12). */

export interface Service {
  title: string;
  description: string;
  deliverables: readonly string[];
  icon: 'brand' | 'web' | 'app' | 'motion';
}

export interface Project {
  title: string;
  client: string;
  summary: string;
  result: string;
  tags: readonly string[];
  hue: 'lilac' | 'peach' | 'mint';
}

export const meta = {
  title: 'Aria Studio · Design digitale leggero, Torino',
  description:
    'Aria Studio progetta siti, app e identità digitali luminose e leggere. Servizi, progetti e contatti dello studio di design di Torino.',
};

export const brand = { name: 'aria', suffix: 'studio' };

export const nav: readonly SectionLink[] = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'progetti', label: 'Progetti' },
  { id: 'studio', label: 'Studio' },
  { id: 'contatti', label: 'Contatti' },
];

export const hero = {
  badge: 'Disponibili per nuovi progetti da marzo',
  titleStart: 'Design digitale con la',
  titleAccent: 'leggerezza',
  titleEnd: 'dell’aria',
  lead: 'Siti, app e identità che respirano: interfacce chiare, luce morbida e dettagli curati, per marchi che vogliono farsi ricordare senza alzare la voce.',
  primary: 'Prenota una call conoscitiva',
  secondary: 'Guarda i progetti',
  action: 'Prenota una call',
  stats: [
    { value: '9', label: 'anni di studio' },
    { value: '120+', label: 'progetti consegnati' },
    { value: '98%', label: 'clienti che tornano' },
  ],
};

export const servicesIntro = {
  eyebrow: 'Servizi',
  title: 'Quattro discipline, una sola sensibilità',
  lead: 'Lavoriamo in piccoli team dedicati: chi progetta il tuo marchio segue anche il tuo sito.',
};

export const services: readonly Service[] = [
  {
    icon: 'brand',
    title: 'Identità digitale',
    description: 'Logo, palette e sistema visivo pensati prima di tutto per gli schermi.',
    deliverables: ['Logo e varianti', 'Palette accessibile', 'Linee guida'],
  },
  {
    icon: 'web',
    title: 'Siti web',
    description: 'Siti veloci e leggeri, facili da aggiornare anche senza di noi.',
    deliverables: ['UX e wireframe', 'Design responsive', 'Sviluppo e SEO'],
  },
  {
    icon: 'app',
    title: 'Prodotti e app',
    description: 'Interfacce per app e piattaforme, dal prototipo al design system.',
    deliverables: ['Ricerca utenti', 'Prototipi', 'Design system'],
  },
  {
    icon: 'motion',
    title: 'Motion design',
    description: 'Microinterazioni e animazioni che guidano lo sguardo, senza distrarre.',
    deliverables: ['Microinterazioni', 'Video brevi', 'Lottie e SVG'],
  },
];

export const projectsIntro = {
  eyebrow: 'Progetti',
  title: 'Lavori recenti',
  lead: 'Ogni progetto nasce da un workshop con il cliente e finisce con numeri misurabili.',
  open: 'Leggi il caso',
};

export const projects: readonly Project[] = [
  {
    hue: 'lilac',
    title: 'Nuvola Bank',
    client: 'Fintech, Milano',
    summary: 'App di risparmio con onboarding in tre passaggi.',
    result: '+42% attivazioni',
    tags: ['App', 'Design system'],
  },
  {
    hue: 'peach',
    title: 'Casa Alba',
    client: 'Hotel boutique, Langhe',
    summary: 'Sito di prenotazione diretta, luminoso come le sue stanze.',
    result: '+31% prenotazioni dirette',
    tags: ['Sito web', 'Identità'],
  },
  {
    hue: 'mint',
    title: 'Verdeluce',
    client: 'Energia solare, Torino',
    summary: 'Nuova identità e configuratore di preventivi online.',
    result: '2.400 preventivi al mese',
    tags: ['Identità', 'Web app'],
  },
];

export const studioIntro = {
  eyebrow: 'Lo studio',
  title: 'Un piccolo studio, con lo sguardo lungo',
  body: [
    'Siamo designer, sviluppatori e una copywriter, in un ex laboratorio di ottica a San Salvario. Crediamo che una buona interfaccia sia come una finestra pulita: si vede il paesaggio, non il vetro.',
    'Lavoriamo con pochi clienti alla volta, per restare presenti in ogni fase.',
  ],
  values: ['Chiarezza prima di tutto', 'Accessibilità di serie', 'Prestazioni misurate', 'Tempi rispettati'],
  teamLabel: 'Il team',
  team: [
    { initials: 'EM', name: 'Elena Marchetti', role: 'Direzione creativa' },
    { initials: 'LB', name: 'Luca Bertolino', role: 'Sviluppo front-end' },
    { initials: 'SA', name: 'Sofia Amato', role: 'Product design' },
    { initials: 'DC', name: 'Davide Conti', role: 'Motion design' },
  ],
};

export const contactsIntro = {
  eyebrow: 'Contatti',
  title: 'Raccontaci la tua idea',
  lead: 'Una call di 30 minuti, gratuita e senza impegno: capiamo insieme se siamo lo studio giusto per te.',
  nameLabel: 'Nome',
  emailLabel: 'Email',
  budgetLabel: 'Budget indicativo',
  budgets: ['Meno di 5.000 €', '5.000 - 15.000 €', '15.000 - 40.000 €', 'Oltre 40.000 €'],
  messageLabel: 'Di cosa hai bisogno?',
  submit: 'Invia la richiesta',
  where: 'Dove siamo',
  write: 'Scrivici',
  call: 'Chiamaci',
  hours: 'Orari',
};

export const business = {
  address: 'Via Madama Cristina 48, 10125 Torino (TO)',
  phone: '+39 011 123 4567',
  email: 'ciao@ariastudio.example',
  hours: 'Lun-Ven 9:00-18:00',
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Aria Studio S.r.l.',
    address: 'Via Madama Cristina 48, 10125 Torino (TO)',
    details: ['REA TO-0000000', 'Capitale sociale 10.000 € i.v.'],
  },
  note: 'Sito dimostrativo: progetti, persone e dati aziendali sono di fantasia.',
};
