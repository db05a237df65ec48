/** Italian marketing filler of the consulting firm demo page (route /stile1). */

export type IconName = 'strategy' | 'chart' | 'people' | 'gear' | 'shield' | 'globe';

export interface Service {
  icon: IconName;
  title: string;
  text: string;
}

export interface Benefit {
  value: string;
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  initials: string;
}

export const meta = {
  title: 'Vertice Consulting · Consulenza strategica per PMI',
  description:
    'Consulenza di direzione per piccole e medie imprese italiane: strategia, controllo di gestione, organizzazione e trasformazione digitale. Prima analisi senza impegno.',
};

export const brand = 'Vertice';

export const nav = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'vantaggi', label: 'Vantaggi' },
  { id: 'testimonianze', label: 'Clienti' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export const headerAction = 'Parla con un consulente';

export const hero = {
  badge: 'Nuovo: check-up gratuito per le PMI',
  title: 'Decisioni più rapide. Crescita misurabile.',
  lead: 'Affianchiamo imprenditori e manager delle PMI italiane con metodo, numeri chiari e consulenti che lavorano accanto al vostro team, non al posto suo.',
  primary: 'Prenota il check-up gratuito',
  secondary: 'Scopri i servizi',
  chartLabel: 'Grafico: ricavi trimestrali in crescita del 18% e margine operativo in aumento',
  cardTitle: 'Margine operativo',
  cardValue: '+18%',
  cardNote: 'media dei clienti nel primo anno',
};

export const clients = {
  label: 'Hanno scelto Vertice',
  names: ['Officine Brera', 'Gruppo Adriatico', 'Lanificio Sella', 'Nordest Logistica', 'Casa Molino', 'TecnoVeneta'],
};

export const services = {
  eyebrow: 'Servizi',
  title: 'Consulenza completa, un unico partner',
  intro: 'Dalla strategia all’esecuzione: moduli combinabili, obiettivi concordati e report mensili.',
  items: [
    {
      icon: 'strategy',
      title: 'Strategia e piano industriale',
      text: 'Analisi di mercato, posizionamento e piano triennale con obiettivi misurabili.',
    },
    {
      icon: 'chart',
      title: 'Controllo di gestione',
      text: 'Budget, cruscotti e KPI per sapere ogni mese dove l’azienda guadagna e dove perde.',
    },
    {
      icon: 'people',
      title: 'Organizzazione e persone',
      text: 'Ruoli, deleghe e processi di selezione per far crescere il team senza caos.',
    },
    {
      icon: 'gear',
      title: 'Processi e lean',
      text: 'Mappatura dei processi e riduzione degli sprechi in produzione e negli uffici.',
    },
    {
      icon: 'shield',
      title: 'Finanza agevolata',
      text: 'Bandi, crediti d’imposta e rapporti con le banche per finanziare gli investimenti.',
    },
    {
      icon: 'globe',
      title: 'Trasformazione digitale',
      text: 'Scelta e adozione di gestionali, CRM e automazioni, con formazione del personale.',
    },
  ] satisfies Service[],
};

export const benefits = {
  eyebrow: 'Vantaggi',
  title: 'Perché le imprese scelgono Vertice',
  items: [
    {
      value: '90 giorni',
      title: 'Primi risultati in un trimestre',
      text: 'Ogni progetto parte con obiettivi a 90 giorni: vedete l’impatto prima di investire oltre.',
    },
    {
      value: '1',
      title: 'Un referente dedicato',
      text: 'Un senior partner segue il vostro progetto dall’inizio alla fine, sempre raggiungibile.',
    },
    {
      value: '0',
      title: 'Nessun costo nascosto',
      text: 'Preventivo a corpo, chiaro e scritto. Nessuna ora extra fatturata a sorpresa.',
    },
    {
      value: '94%',
      title: 'Clienti che rinnovano',
      text: 'Quasi tutti i nostri clienti proseguono la collaborazione dopo il primo progetto.',
    },
  ] satisfies Benefit[],
  steps: ['Check-up gratuito', 'Piano a 90 giorni', 'Affiancamento', 'Revisione dei risultati'],
  stepsLabel: 'Il metodo in quattro fasi',
};

export const testimonials = {
  eyebrow: 'Clienti',
  title: 'Risultati raccontati da chi li ha ottenuti',
  items: [
    {
      quote:
        'In otto mesi abbiamo ridotto i tempi di consegna del 30% e finalmente sappiamo quanto margine fa ogni linea di prodotto.',
      name: 'Paola Sella',
      role: 'Amministratrice delegata',
      company: 'Lanificio Sella',
      initials: 'PS',
    },
    {
      quote:
        'Ci hanno aiutato a ottenere un credito d’imposta che da soli non avremmo mai visto. Professionali, concreti, sempre presenti.',
      name: 'Giorgio Bianchin',
      role: 'Titolare',
      company: 'TecnoVeneta',
      initials: 'GB',
    },
    {
      quote:
        'Il passaggio generazionale era il nostro grande timore: oggi abbiamo ruoli chiari e un piano condiviso da tutta la famiglia.',
      name: 'Martina Molino',
      role: 'Direttrice generale',
      company: 'Casa Molino',
      initials: 'MM',
    },
  ] satisfies Testimonial[],
};

export const contacts = {
  eyebrow: 'Contatti',
  title: 'Iniziamo dal check-up gratuito',
  intro:
    'Un’ora con un nostro partner per fotografare l’azienda e individuare le tre priorità su cui agire. Senza impegno.',
  details: [
    { label: 'Sede', value: 'Via Vittor Pisani 22, 20124 Milano' },
    { label: 'Telefono', value: '+39 02 0000 9012', href: 'tel:+390200009012' },
    { label: 'Email', value: 'info@verticeconsulting.it', href: 'mailto:info@verticeconsulting.it' },
  ],
  form: {
    title: 'Richiedi il check-up',
    name: 'Nome e cognome',
    company: 'Azienda',
    email: 'Email aziendale',
    size: 'Dipendenti',
    sizes: ['Fino a 10', '11-50', '51-250', 'Oltre 250'],
    topic: 'Di cosa vorreste parlare?',
    privacy: 'Acconsento al trattamento dei dati secondo l’informativa privacy.',
    submit: 'Invia la richiesta',
  },
};

export const footer = {
  tagline: 'Consulenza di direzione per le PMI italiane.',
  company: 'Vertice Consulting S.r.l.',
  address: 'Via Vittor Pisani 22, 20124 Milano (MI)',
  details: ['Capitale sociale € 50.000 i.v.', 'REA MI-0000000'],
  columns: [
    { title: 'Servizi', links: ['Strategia', 'Controllo di gestione', 'Finanza agevolata'] },
    { title: 'Azienda', links: ['Chi siamo', 'Lavora con noi', 'Privacy'] },
  ],
};
