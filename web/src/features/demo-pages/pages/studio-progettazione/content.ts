import type { SectionLink } from '../../components';

/** Italian filler for the brutalist studio demo (route /stile11). */

export interface Work {
  code: string;
  title: string;
  client: string;
  year: number;
  kind: string;
  art: 'tower' | 'poster' | 'letter' | 'chair';
}

export interface Service {
  code: string;
  name: string;
  description: string;
  from: string;
}

export const meta = {
  title: 'GREZZO — Studio di progettazione brutalista, Milano',
  description:
    'GREZZO è uno studio di Milano che progetta identità, siti e spazi senza decorazioni inutili. Guarda i lavori, leggi il manifesto, scrivici.',
};

export const brand = { mark: 'GRZ', name: 'GREZZO', place: 'STUDIO — MILANO' };

export const nav: readonly SectionLink[] = [
  { id: 'lavori', label: '01 Lavori' },
  { id: 'servizi', label: '02 Servizi' },
  { id: 'manifesto', label: '03 Manifesto' },
  { id: 'contatti', label: '04 Contatti' },
];

export const hero = {
  kicker: 'Identità · Web · Spazi',
  titleLines: ['Niente', 'decoro.', 'Solo', 'struttura.'],
  lead: 'Progettiamo marchi, siti e allestimenti che dicono una cosa sola, forte e chiara. Il resto lo togliamo.',
  cta: 'Parliamo del tuo progetto',
  slotLabel: 'Prossimo slot libero',
  slotValue: 'Tra 3 settimane',
  facts: [
    { label: 'Fondato', value: '2011' },
    { label: 'Persone', value: '14' },
    { label: 'Progetti', value: '212' },
    { label: 'Premi ADI', value: '3' },
  ],
  ticker: 'Accettiamo nuovi progetti da gennaio ■ Risposta entro 48 ore ■ Nessun template ■ ',
  actionLabel: 'Scrivici',
};

export const worksIntro = {
  title: 'Lavori',
  count: '04 / 212',
  lead: 'Una selezione recente. Ogni progetto parte da una griglia e da una domanda scomoda.',
  open: 'Apri il caso studio',
};

export const works: readonly Work[] = [
  {
    code: '01',
    title: 'Torre Lambrate',
    client: 'Fondazione Cemento Vivo',
    year: 2025,
    kind: 'Identità + segnaletica',
    art: 'tower',
  },
  {
    code: '02',
    title: 'Festival Rumore',
    client: 'Comune di Bologna',
    year: 2024,
    kind: 'Campagna affissioni',
    art: 'poster',
  },
  {
    code: '03',
    title: 'Tipo Officina',
    client: 'Fonderia autoprodotta',
    year: 2024,
    kind: 'Carattere tipografico',
    art: 'letter',
  },
  { code: '04', title: 'Sedia Nuda', client: 'Ferro & Co.', year: 2023, kind: 'Sito e-commerce', art: 'chair' },
];

export const servicesIntro = {
  title: 'Servizi',
  lead: 'Prezzi chiari, scritti qui. Niente preventivi misteriosi.',
  colService: 'Servizio',
  colDescription: 'Cosa ottieni',
  colFrom: 'Da',
};

export const services: readonly Service[] = [
  {
    code: 'A',
    name: 'Identità visiva',
    description: 'Marchio, caratteri, colori e un manuale che si legge in dieci minuti.',
    from: '4.500 €',
  },
  {
    code: 'B',
    name: 'Sito web',
    description: 'Progetto, codice e testi: veloce, accessibile, senza plugin inutili.',
    from: '6.000 €',
  },
  {
    code: 'C',
    name: 'Editoria',
    description: 'Libri, riviste e report annuali impaginati su griglia rigorosa.',
    from: '2.800 €',
  },
  {
    code: 'D',
    name: 'Allestimenti',
    description: 'Mostre, negozi e stand fieristici in materiali onesti.',
    from: '9.000 €',
  },
];

export const manifestoIntro = { title: 'Manifesto', signature: '— GREZZO, Milano, da quindici anni' };

export const manifesto: readonly string[] = [
  'La forma segue il contenuto. Sempre.',
  'Il bianco non è vuoto: è struttura.',
  'Un colore basta, se è quello giusto.',
  'Ogni elemento deve guadagnarsi il posto.',
  'Il cliente ha diritto alla verità, anche quando non piace.',
  'Veloce da caricare, lento da dimenticare.',
];

export const contactsIntro = {
  title: 'Contatti',
  lead: 'Raccontaci il problema, non la soluzione. Rispondiamo entro 48 ore lavorative.',
  nameLabel: 'Nome e cognome',
  emailLabel: 'Email',
  messageLabel: 'Il progetto in tre righe',
  submit: 'Invia →',
  addressLabel: 'Studio',
  phoneLabel: 'Telefono',
  mailLabel: 'Email',
  hoursLabel: 'Orari',
};

export const business = {
  address: 'Via Ventura 15, 20134 Milano (MI)',
  phone: '+39 02 1234 5678',
  email: 'studio@grezzo.example',
  hours: 'Lun-Ven 9:30-18:30',
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Grezzo Studio S.r.l.',
    address: 'Via Ventura 15, 20134 Milano (MI)',
    details: ['REA MI-0000000', 'Capitale sociale 20.000 € i.v.'],
  },
  note: 'Sito dimostrativo: progetti, clienti e dati aziendali sono inventati.',
};
