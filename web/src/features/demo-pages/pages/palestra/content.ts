/** Marketing filler of the gym demo (route /stile6): a fictional training club in Turin. */

export interface Program {
  code: string;
  name: string;
  text: string;
  minutes: number;
  /** Intensity from 1 to 5, drawn as bars. */
  intensity: number;
  level: string;
}

export interface Trainer {
  name: string;
  role: string;
  bio: string;
  credentials: readonly string[];
  /** Colour of the avatar's backdrop. */
  tone: 'orange' | 'white' | 'grey';
}

export interface Result {
  metric: string;
  unit: string;
  label: string;
}

export interface Story {
  name: string;
  age: string;
  headline: string;
  text: string;
  /** Monthly progress (0-100) drawn as a small chart. */
  progress: readonly number[];
}

export interface Membership {
  name: string;
  price: string;
  period: string;
  note: string;
  features: readonly string[];
  cta: string;
  featured: boolean;
}

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    intensity: (label: string, value: number) => `${label} ${value} su 5`,
    credentials: (name: string) => `Certificazioni di ${name}`,
  },
  meta: {
    title: 'FORGIA Training Club · Palestra a Torino: forza, cross training e boxe',
    description:
      '1.800 m² di sala, oltre 60 corsi a settimana e coach certificati. Aperti dalle 6 a mezzanotte. Prova gratis una settimana alla FORGIA di Torino.',
  },
  brand: 'FORGIA',
  brandSub: 'Training Club',
  nav: [
    { id: 'programmi', label: 'Programmi' },
    { id: 'trainer', label: 'Trainer' },
    { id: 'risultati', label: 'Risultati' },
    { id: 'abbonamenti', label: 'Abbonamenti' },
  ],
  headerCta: 'Prova gratis',
  hero: {
    eyebrow: 'Torino · San Salvario · aperti 6-24',
    titleLines: ['Allenati', 'più forte', 'di ieri.'],
    text: 'Sala pesi da competizione, box di cross training e ring da boxe sotto lo stesso tetto. Un coach ti segue dal primo giorno con un piano costruito su di te.',
    primary: 'Prenota la prova gratuita',
    secondary: 'Scopri gli abbonamenti',
    stats: [
      { value: '1.800', label: 'm² di sala' },
      { value: '60+', label: 'corsi a settimana' },
      { value: '14', label: 'coach certificati' },
    ],
  },
  ticker: ['Forza', 'Cross training', 'Boxe', 'HIIT', 'Mobilità', 'Personal training'],
  programs: {
    eyebrow: '01 / Programmi',
    title: 'Scegli come vuoi allenarti',
    text: 'Ogni programma ha un percorso a livelli: parti da dove sei, noi misuriamo i progressi ogni quattro settimane.',
    intensityLabel: 'Intensità',
    durationLabel: 'Durata',
    levelLabel: 'Livello',
    items: [
      {
        code: '01',
        name: 'Forza & Ipertrofia',
        text: 'Squat, stacco e panca con tecnica curata e carichi progressivi, in piccoli gruppi.',
        minutes: 60,
        intensity: 4,
        level: 'Tutti i livelli',
      },
      {
        code: '02',
        name: 'Cross Training',
        text: 'Allenamenti funzionali ad alta intensità nel nostro box da 400 m² con rig e vogatori.',
        minutes: 50,
        intensity: 5,
        level: 'Intermedio',
      },
      {
        code: '03',
        name: 'Boxe & Conditioning',
        text: 'Tecnica al sacco, lavoro a coppie e preparazione atletica. Senza sparring obbligatorio.',
        minutes: 60,
        intensity: 4,
        level: 'Principianti',
      },
      {
        code: '04',
        name: 'HIIT 30',
        text: 'Trenta minuti in pausa pranzo: intervalli brevi, massimo risultato, doccia e via.',
        minutes: 30,
        intensity: 5,
        level: 'Tutti i livelli',
      },
      {
        code: '05',
        name: 'Mobilità & Yoga',
        text: 'Recupero attivo, respirazione e mobilità articolare per allenarti di più e meglio.',
        minutes: 45,
        intensity: 2,
        level: 'Tutti i livelli',
      },
      {
        code: '06',
        name: 'Personal Training',
        text: 'Un coach solo per te, con valutazione iniziale, piano alimentare e app di monitoraggio.',
        minutes: 60,
        intensity: 3,
        level: 'Su misura',
      },
    ] satisfies readonly Program[],
    minutesLabel: 'min',
  },
  trainers: {
    eyebrow: '02 / Trainer',
    title: 'Coach che ti spingono oltre',
    text: 'Laureati in Scienze Motorie, con certificazioni internazionali e anni di pedana alle spalle.',
    items: [
      {
        name: 'Giulia Ferraris',
        role: 'Head coach · Forza',
        bio: 'Ex atleta di powerlifting, campionessa italiana 2019.',
        credentials: ['NSCA-CSCS', 'FIPL'],
        tone: 'orange',
      },
      {
        name: 'Davide Conti',
        role: 'Cross training',
        bio: 'Programma gli allenamenti del box dal 2016.',
        credentials: ['CF-L3', 'Kettlebell'],
        tone: 'white',
      },
      {
        name: 'Samir El Idrissi',
        role: 'Boxe',
        bio: 'Dieci anni sul ring, allenatore FPI di secondo livello.',
        credentials: ['FPI 2° liv.'],
        tone: 'grey',
      },
      {
        name: 'Martina Rosso',
        role: 'Mobilità & Yoga',
        bio: 'Fisioterapista, segue il recupero degli atleti agonisti.',
        credentials: ['Fisioterapia', 'RYT 500'],
        tone: 'orange',
      },
    ] satisfies readonly Trainer[],
  },
  results: {
    eyebrow: '03 / Risultati',
    title: 'Numeri veri, persone vere',
    text: 'Dati medi dei nostri iscritti che si allenano almeno tre volte a settimana, misurati con la valutazione periodica.',
    metrics: [
      { metric: '+32', unit: '%', label: 'forza media in 12 settimane' },
      { metric: '-6,4', unit: 'kg', label: 'massa grassa media in 6 mesi' },
      { metric: '87', unit: '%', label: 'iscritti che rinnovano' },
      { metric: '4,9', unit: '/5', label: 'valutazione su Google' },
    ] satisfies readonly Result[],
    storiesTitle: 'Le loro storie',
    stories: [
      {
        name: 'Francesca',
        age: '34 anni',
        headline: '-14 kg in 8 mesi',
        text: 'Tre allenamenti a settimana e un piano alimentare che riesco a seguire anche con due figli.',
        progress: [10, 22, 30, 45, 55, 68, 80, 92],
      },
      {
        name: 'Luca',
        age: '41 anni',
        headline: 'Stacco da 80 a 160 kg',
        text: 'Sono arrivato con il mal di schiena. Oggi sollevo il doppio e il dolore è solo un ricordo.',
        progress: [15, 25, 38, 50, 58, 70, 84, 96],
      },
      {
        name: 'Aisha',
        age: '27 anni',
        headline: 'Prima gara di boxe',
        text: 'Da zero al primo match dilettanti in un anno, con un gruppo che è diventato una famiglia.',
        progress: [8, 18, 26, 40, 52, 66, 78, 90],
      },
    ] satisfies readonly Story[],
    progressLabel: 'Andamento dei progressi mese per mese',
  },
  memberships: {
    eyebrow: '04 / Abbonamenti',
    title: 'Nessun vincolo, solo risultati',
    text: 'Quota di iscrizione gratuita fino al 30 novembre. Prezzi mensili IVA inclusa, con disdetta in qualsiasi momento e preavviso di 30 giorni.',
    featuredLabel: 'Il più scelto',
    items: [
      {
        name: 'Open',
        price: '49 €',
        period: '/mese',
        note: 'Sala pesi e cardio',
        features: ['Accesso 6-24 tutti i giorni', 'Sala pesi e area cardio', 'Valutazione iniziale', 'App con schede'],
        cta: 'Scegli Open',
        featured: false,
      },
      {
        name: 'Full',
        price: '69 €',
        period: '/mese',
        note: 'Sala + tutti i corsi',
        features: [
          'Tutto di Open',
          '60+ corsi a settimana',
          'Box di cross training',
          'Ring da boxe',
          'Check-up ogni 4 settimane',
        ],
        cta: 'Scegli Full',
        featured: true,
      },
      {
        name: 'Elite',
        price: '119 €',
        period: '/mese',
        note: 'Con personal trainer',
        features: ['Tutto di Full', '4 sessioni di personal training', 'Piano alimentare', 'Asciugamano e armadietto'],
        cta: 'Scegli Elite',
        featured: false,
      },
    ] satisfies readonly Membership[],
    trial: {
      title: 'Una settimana gratis',
      text: 'Allenati sette giorni con noi, provando tutti i corsi. Nessun pagamento, nessun impegno.',
      cta: 'Prenota la prova',
    },
  },
  footer: {
    addressTitle: 'Dove siamo',
    address: ['Via Nizza 150', '10126 Torino (TO)'],
    hoursTitle: 'Orari',
    hours: ['Lun-Ven 6:00-24:00', 'Sab-Dom 8:00-20:00'],
    contactTitle: 'Contatti',
    phone: '+39 011 765 4321',
    email: 'info@forgiaclub.example',
    /** The business data the footer must show (LegalFooterNote). */
    legal: {
      company: 'FORGIA Training Club S.S.D. a r.l.',
      address: 'Via Nizza 150, 10126 Torino (TO)',
      details: ['C.F. 01234567890', 'Iscritta al Registro nazionale delle attività sportive dilettantistiche'],
    },
    note: 'Sito dimostrativo: palestra e dati di fantasia.',
  },
} as const;
