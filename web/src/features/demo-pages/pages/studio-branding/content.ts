import type { SectionLink } from '../../components';

/** Italian filler for the abstract liquid studio demo (route /stile15): a brand and motion design studio. */

export interface Service {
  title: string;
  description: string;
  tone: 'coral' | 'violet' | 'aqua' | 'sun';
}

export interface Project {
  title: string;
  client: string;
  kind: string;
  tone: 'coral' | 'violet' | 'aqua' | 'sun';
  wide?: boolean;
}

export interface Step {
  title: string;
  description: string;
  duration: string;
}

export const meta = {
  title: 'Marea Studio · Brand identity e motion design a Genova',
  description:
    'Marea Studio crea identità fluide, animazioni e siti che si muovono con naturalezza. Servizi, progetti, metodo di lavoro e contatti.',
};

export const brand = { name: 'marea', suffix: 'studio' };

export const nav: readonly SectionLink[] = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'progetti', label: 'Progetti' },
  { id: 'processo', label: 'Processo' },
  { id: 'contatti', label: 'Contatti' },
];

export const hero = {
  eyebrow: 'Brand identity · Motion · Web',
  titleStart: 'Idee che',
  titleFlow: 'scorrono',
  titleEnd: 'e prendono forma',
  lead: 'Siamo uno studio di Genova che dà ai marchi un movimento naturale: identità che si adattano, animazioni che respirano, siti che scorrono come l’acqua.',
  primary: 'Inizia un progetto',
  secondary: 'Vedi i progetti',
  action: 'Scrivici',
  clientsLabel: 'Hanno scelto di muoversi con noi',
  clients: ['Acquario Blu', 'Vela&Co', 'Pesto Lab', 'Porto Antico Fest', 'Riviera Tech'],
};

export const servicesIntro = {
  title: 'Cosa facciamo',
  lead: 'Quattro servizi che si fondono l’uno nell’altro, come colori nell’acqua.',
};

export const services: readonly Service[] = [
  {
    tone: 'coral',
    title: 'Brand identity fluide',
    description: 'Marchi che cambiano forma restando riconoscibili, su ogni supporto.',
  },
  {
    tone: 'violet',
    title: 'Motion design',
    description: 'Loghi animati, video brevi e microinterazioni che danno vita al marchio.',
  },
  {
    tone: 'aqua',
    title: 'Siti web immersivi',
    description: 'Esperienze che scorrono morbide, veloci anche su smartphone.',
  },
  {
    tone: 'sun',
    title: 'Direzione artistica',
    description: 'Campagne, shooting e contenuti social coerenti con l’identità.',
  },
];

export const projectsIntro = {
  title: 'Progetti scelti',
  lead: 'Un assaggio degli ultimi due anni. Il resto te lo raccontiamo a voce.',
  open: 'Scopri il progetto',
};

export const projects: readonly Project[] = [
  {
    tone: 'aqua',
    title: 'Acquario Blu',
    client: 'Museo del mare',
    kind: 'Identità dinamica e segnaletica',
    wide: true,
  },
  { tone: 'coral', title: 'Pesto Lab', client: 'Gastronomia ligure', kind: 'Packaging e sito e-commerce' },
  { tone: 'violet', title: 'Riviera Tech', client: 'Conferenza tech', kind: 'Motion e titoli di apertura' },
  {
    tone: 'sun',
    title: 'Porto Antico Fest',
    client: 'Festival estivo',
    kind: 'Campagna e app del programma',
    wide: true,
  },
];

export const processIntro = {
  title: 'Come lavoriamo',
  lead: 'Un percorso chiaro, che lascia spazio alle idee senza perdere di vista tempi e budget.',
};

export const steps: readonly Step[] = [
  {
    title: 'Ascolto',
    description: 'Un workshop per capire persone, obiettivi e tono del marchio.',
    duration: '1 settimana',
  },
  {
    title: 'Esplorazione',
    description: 'Tre direzioni creative, con bozze di movimento già animate.',
    duration: '2 settimane',
  },
  {
    title: 'Forma',
    description: 'Sviluppiamo la direzione scelta in ogni dettaglio e formato.',
    duration: '3-5 settimane',
  },
  {
    title: 'Onda lunga',
    description: 'Consegna, formazione del team e supporto nei primi mesi.',
    duration: 'Per 3 mesi',
  },
];

export const contactsIntro = {
  title: 'Facciamo scorrere le idee',
  lead: 'Raccontaci il tuo progetto: ti rispondiamo entro due giorni lavorativi con le prime impressioni.',
  nameLabel: 'Come ti chiami?',
  emailLabel: 'La tua email',
  messageLabel: 'Raccontaci il progetto',
  submit: 'Invia il messaggio',
  addressLabel: 'Studio',
  phoneLabel: 'Telefono',
  mailLabel: 'Email',
  hoursLabel: 'Orari',
};

export const business = {
  address: 'Vico del Fieno 7, 16123 Genova (GE)',
  phone: '+39 010 123 4567',
  email: 'ciao@mareastudio.example',
  hours: 'Lun-Ven 9:30-18:30',
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Marea Studio S.n.c. di Ferrari e Parodi',
    address: 'Vico del Fieno 7, 16123 Genova (GE)',
    details: ['REA GE-0000000'],
  },
  note: 'Sito dimostrativo: progetti, clienti e dati aziendali sono di fantasia.',
};
