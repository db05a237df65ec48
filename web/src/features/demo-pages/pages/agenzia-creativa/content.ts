/** Italian marketing filler of the creative agency demo page (route /stile2). */

export type Palette = 'red' | 'violet' | 'yellow' | 'ink' | 'mint' | 'pink';
export type Motif = 'circles' | 'waves' | 'grid' | 'bolt' | 'arches' | 'stripes';

export interface Project {
  title: string;
  client: string;
  tags: string[];
  palette: Palette;
  motif: Motif;
  /** Wide cards span two columns on desktop. */
  wide?: boolean;
  artLabel: string;
}

export interface Service {
  title: string;
  text: string;
  deliverables: string[];
}

export interface Member {
  name: string;
  role: string;
  fun: string;
  palette: Palette;
}

export const meta = {
  title: 'Studio Fulmine · Agenzia creativa a Torino',
  description:
    'Branding, siti web, campagne social e video per marchi che vogliono farsi notare. Agenzia creativa indipendente a Torino, dal 2014.',
};

export const brand = 'Fulmine';

export const nav = [
  { id: 'portfolio', label: 'Lavori' },
  { id: 'servizi', label: 'Servizi' },
  { id: 'team', label: 'Team' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export const headerAction = 'Raccontaci il progetto';

export const hero = {
  kicker: 'Agenzia creativa indipendente · Torino',
  titleA: 'Idee che',
  titleB: 'fanno rumore',
  titleC: 'per marchi che vogliono farsi ricordare.',
  lead: 'Branding, digitale e campagne per aziende coraggiose. Strategia seria, esecuzione giocosa, risultati misurabili.',
  primary: 'Inizia un progetto',
  secondary: 'Guarda i lavori',
  stats: [
    { value: '140+', label: 'progetti consegnati' },
    { value: '12', label: 'premi di design' },
    { value: '10 anni', label: 'di idee' },
  ],
  sticker: 'Dal 2014 senza annoiare nessuno',
};

export const portfolio = {
  eyebrow: 'Lavori scelti',
  title: 'Portfolio',
  intro: 'Alcuni progetti di cui andiamo fieri. Chiedici il case study completo.',
  cta: 'Leggi il case study',
  items: [
    {
      title: 'Rebranding Caffè Aurora',
      client: 'Torrefazione Aurora',
      tags: ['Branding', 'Packaging'],
      palette: 'red',
      motif: 'circles',
      wide: true,
      artLabel: 'Composizione astratta di cerchi rossi e crema',
    },
    {
      title: 'App Pedala',
      client: 'Pedala Bike Sharing',
      tags: ['UX/UI', 'App'],
      palette: 'violet',
      motif: 'waves',
      artLabel: 'Onde viola su fondo scuro',
    },
    {
      title: 'Festival Luci d’Inverno',
      client: 'Comune di Ivrea',
      tags: ['Campagna', 'Motion'],
      palette: 'yellow',
      motif: 'bolt',
      artLabel: 'Fulmine stilizzato su fondo giallo',
    },
    {
      title: 'E-commerce Lana Viva',
      client: 'Lana Viva',
      tags: ['Sito web', 'E-commerce'],
      palette: 'mint',
      motif: 'grid',
      artLabel: 'Griglia di quadrati verde menta',
    },
    {
      title: 'Etichette Birra Monviso',
      client: 'Birrificio Monviso',
      tags: ['Packaging', 'Illustrazione'],
      palette: 'pink',
      motif: 'stripes',
      artLabel: 'Strisce diagonali nere su fondo rosa',
    },
    {
      title: 'Identità Museo del Vetro',
      client: 'Fondazione Altare',
      tags: ['Identità', 'Segnaletica'],
      palette: 'ink',
      motif: 'arches',
      wide: true,
      artLabel: 'Archi concentrici bianchi su nero',
    },
  ] satisfies Project[],
};

export const services = {
  eyebrow: 'Cosa facciamo',
  title: 'Servizi',
  items: [
    {
      title: 'Brand identity',
      text: 'Nome, logo, tono di voce e sistema visivo: tutto ciò che rende un marchio riconoscibile a colpo d’occhio.',
      deliverables: ['Naming', 'Logo', 'Brand book'],
    },
    {
      title: 'Siti ed e-commerce',
      text: 'Siti veloci, accessibili e pensati per convertire, dal wireframe alla messa online.',
      deliverables: ['UX', 'UI', 'Sviluppo'],
    },
    {
      title: 'Social e contenuti',
      text: 'Piani editoriali, format originali e community management con un’identità che si nota nel feed.',
      deliverables: ['Strategia', 'Format', 'Adv'],
    },
    {
      title: 'Video e motion',
      text: 'Spot, animazioni e reel prodotti internamente, dalla sceneggiatura alla post-produzione.',
      deliverables: ['Spot', 'Motion', 'Reel'],
    },
  ] satisfies Service[],
};

export const clients = ['Aurora', 'Pedala', 'Lana Viva', 'Ivrea Festival', 'Museo del Vetro', 'Birra Monviso'];

export const team = {
  eyebrow: 'Le persone',
  title: 'Il team',
  intro: 'Undici teste, un solo studio. Ecco chi troverai alla prima riunione.',
  items: [
    { name: 'Sofia Gallo', role: 'Direttrice creativa', fun: 'Colleziona manifesti svizzeri', palette: 'red' },
    { name: 'Tommaso Ricci', role: 'Strategist', fun: 'Corre maratone, legge dati', palette: 'violet' },
    { name: 'Irene Costa', role: 'Designer UX/UI', fun: 'Ha 214 font installati', palette: 'mint' },
    { name: 'Samuele Orlando', role: 'Motion designer', fun: 'Anima anche le liste della spesa', palette: 'yellow' },
  ] satisfies Member[],
};

export const contacts = {
  eyebrow: 'Contatti',
  title: 'Hai un’idea? Facciamola diventare rumore.',
  email: 'ciao@studiofulmine.it',
  phone: '+39 011 000 3456',
  address: 'Via Mazzini 31, 10123 Torino',
  form: {
    name: 'Come ti chiami?',
    email: 'La tua email',
    budget: 'Budget indicativo',
    budgets: ['Meno di 5.000 €', '5.000-15.000 €', '15.000-40.000 €', 'Oltre 40.000 €'],
    message: 'Raccontaci il progetto',
    privacy: 'Accetto l’informativa privacy.',
    submit: 'Invia il messaggio',
  },
};

export const footer = {
  company: 'Studio Fulmine S.r.l.',
  address: 'Via Mazzini 31, 10123 Torino (TO)',
  details: ['Capitale sociale € 20.000 i.v.', 'REA TO-0000000'],
  social: ['Instagram', 'Behance', 'LinkedIn'],
};
