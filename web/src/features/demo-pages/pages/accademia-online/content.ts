/** Marketing filler of the online academy demo (route /stile8): a fictional Italian e-learning school. */

export type Category = 'Design' | 'Sviluppo' | 'Dati' | 'Marketing';

export interface Course {
  id: string;
  title: string;
  category: Category;
  teacher: string;
  level: 'Base' | 'Intermedio' | 'Avanzato';
  hours: number;
  lessons: number;
  rating: string;
  students: string;
  price: string;
  fullPrice?: string;
  bestseller?: boolean;
}

export interface Teacher {
  name: string;
  role: string;
  topic: Category;
  courses: number;
  tone: 'indigo' | 'coral' | 'sun' | 'mint';
}

export interface CommunityEvent {
  day: string;
  month: string;
  title: string;
  kind: string;
}

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    brandLink: 'lumen academy, inizio pagina',
  },
  meta: {
    title: 'Lumen Academy · Corsi online di design, sviluppo, dati e marketing',
    description:
      'Corsi online con docenti che lavorano nelle migliori aziende italiane, progetti reali e certificati verificabili. Inizia gratis con 7 giorni di prova.',
  },
  brand: 'lumen',
  brandSuffix: 'academy',
  nav: [
    { id: 'corsi', label: 'Corsi' },
    { id: 'docenti', label: 'Docenti' },
    { id: 'certificazioni', label: 'Certificazioni' },
    { id: 'community', label: 'Community' },
  ],
  headerCta: 'Prova gratis',
  hero: {
    badge: 'Nuovo: percorso Data Analyst 2026',
    title: 'Impara le competenze che il lavoro cerca davvero.',
    highlight: 'davvero',
    text: 'Corsi online con docenti che lavorano ogni giorno in azienda, progetti veri da mettere nel portfolio e un certificato verificabile. Al tuo ritmo, da qualsiasi dispositivo.',
    primary: 'Inizia la prova gratuita',
    secondary: 'Esplora i corsi',
    proof: '18.000 studenti · valutazione media 4,8/5',
    playerLabel:
      'Anteprima di una lezione video: il docente spiega un grafico a barre, con barra di avanzamento al 64% e badge del certificato ottenuto.',
    floatingCertificate: 'Certificato ottenuto',
    floatingLesson: 'Lezione 12 di 38',
  },
  courses: {
    eyebrow: 'Catalogo',
    title: 'Corsi pensati per chi lavora',
    text: 'Lezioni brevi, esercizi pratici e un progetto finale corretto da un docente. Accesso illimitato per 12 mesi.',
    filterLabel: 'Filtra per argomento',
    all: 'Tutti',
    categories: ['Design', 'Sviluppo', 'Dati', 'Marketing'] satisfies readonly Category[],
    labels: {
      level: 'Livello',
      hours: 'ore',
      lessons: 'lezioni',
      students: 'studenti',
      enroll: 'Iscriviti',
      bestseller: 'Più venduto',
      rating: 'Valutazione',
    },
    items: [
      {
        id: 'ux',
        title: 'UX/UI Design: dal brief al prototipo',
        category: 'Design',
        teacher: 'Sara Colombo',
        level: 'Base',
        hours: 32,
        lessons: 48,
        rating: '4,9',
        students: '4.210',
        price: '149 €',
        fullPrice: '199 €',
        bestseller: true,
      },
      {
        id: 'react',
        title: 'React e TypeScript per il web moderno',
        category: 'Sviluppo',
        teacher: 'Andrea Greco',
        level: 'Intermedio',
        hours: 40,
        lessons: 62,
        rating: '4,8',
        students: '2.870',
        price: '179 €',
      },
      {
        id: 'python',
        title: 'Data Analysis con Python',
        category: 'Dati',
        teacher: 'Laura Fontana',
        level: 'Base',
        hours: 28,
        lessons: 41,
        rating: '4,9',
        students: '5.030',
        price: '159 €',
        fullPrice: '219 €',
        bestseller: true,
      },
      {
        id: 'ads',
        title: 'Google e Meta Ads che convertono',
        category: 'Marketing',
        teacher: 'Paolo Rinaldi',
        level: 'Intermedio',
        hours: 18,
        lessons: 27,
        rating: '4,7',
        students: '1.940',
        price: '119 €',
      },
      {
        id: 'sql',
        title: 'SQL e modellazione dei dati',
        category: 'Dati',
        teacher: 'Laura Fontana',
        level: 'Avanzato',
        hours: 24,
        lessons: 35,
        rating: '4,8',
        students: '1.460',
        price: '139 €',
      },
      {
        id: 'brand',
        title: 'Brand identity e sistemi visivi',
        category: 'Design',
        teacher: 'Sara Colombo',
        level: 'Avanzato',
        hours: 22,
        lessons: 30,
        rating: '4,8',
        students: '1.180',
        price: '139 €',
      },
    ] satisfies readonly Course[],
    empty: 'Nessun corso in questa categoria.',
  },
  teachers: {
    eyebrow: 'Docenti',
    title: 'Impari da chi lo fa di mestiere',
    text: 'Ogni docente è selezionato per esperienza sul campo e capacità di spiegare. Risponde alle domande nel forum entro 24 ore.',
    coursesLabel: 'corsi',
    items: [
      { name: 'Sara Colombo', role: 'Lead Product Designer', topic: 'Design', courses: 4, tone: 'coral' },
      { name: 'Andrea Greco', role: 'Senior Frontend Engineer', topic: 'Sviluppo', courses: 3, tone: 'indigo' },
      { name: 'Laura Fontana', role: 'Head of Data', topic: 'Dati', courses: 5, tone: 'mint' },
      { name: 'Paolo Rinaldi', role: 'Performance Marketing Manager', topic: 'Marketing', courses: 2, tone: 'sun' },
    ] satisfies readonly Teacher[],
  },
  certifications: {
    eyebrow: 'Certificazioni',
    title: 'Un certificato che vale davvero',
    text: 'Alla fine di ogni corso consegni un progetto: se supera la valutazione del docente ottieni un certificato con codice univoco, verificabile online da chiunque.',
    points: [
      { title: 'Verificabile', text: 'Codice univoco e pagina pubblica di verifica.' },
      { title: 'Open Badge', text: 'Da aggiungere al profilo LinkedIn con un clic.' },
      { title: 'Riconosciuto', text: 'Accettato da oltre 120 aziende partner nei colloqui.' },
      { title: 'Fondi interprofessionali', text: 'Corsi finanziabili per dipendenti tramite Fondimpresa e For.Te.' },
    ],
    partnersLabel: 'Aziende che assumono i nostri studenti',
    partners: ['Nebula', 'Tessile Moretti', 'Orbita Bank', 'Vela Digital', 'Casa Fiorita'],
    certificate: {
      label:
        'Esempio di certificato Lumen Academy per il corso Data Analysis con Python, con sigillo e codice di verifica.',
      heading: 'Certificato di completamento',
      student: 'Giulia Bianchi',
      course: 'Data Analysis con Python',
      code: 'LUM-2026-4F7K-92',
      completed: 'ha completato con successo il corso',
      signature: 'Laura Fontana, docente',
    },
  },
  community: {
    eyebrow: 'Community',
    title: 'Non studi mai da solo',
    text: 'Forum per ogni corso, revisioni tra pari, dirette settimanali e incontri dal vivo nelle principali città italiane.',
    stats: [
      { value: '18.000', label: 'studenti attivi' },
      { value: '40', label: 'eventi live al mese' },
      { value: '< 2 h', label: 'tempo medio di risposta nel forum' },
    ],
    eventsTitle: 'Prossimi eventi',
    events: [
      { day: '04', month: 'dic', title: 'Portfolio review live con Sara Colombo', kind: 'Diretta' },
      { day: '11', month: 'dic', title: 'Workshop: dashboard in Python in 90 minuti', kind: 'Workshop' },
      { day: '18', month: 'dic', title: 'Aperitivo Lumen a Bologna', kind: 'Dal vivo' },
    ] satisfies readonly CommunityEvent[],
    chat: [
      { author: 'Marco', text: 'Qualcuno ha già finito il progetto sul dataset dei treni?' },
      { author: 'Elisa', text: 'Sì! Il trucco è raggruppare per fascia oraria prima del merge.' },
      { author: 'Laura · docente', text: 'Ottimo consiglio. Domani in diretta lo vediamo insieme.' },
    ],
    chatTitle: '#data-analysis',
    chatLabel: 'Esempio di conversazione nel forum del corso',
    cta: 'Entra nella community',
  },
  footer: {
    tagline: 'Formazione online per chi vuole crescere nel lavoro.',
    contactTitle: 'Contatti',
    email: 'ciao@lumenacademy.example',
    phone: '+39 051 234 5678',
    address: 'Via dell’Indipendenza 44, 40121 Bologna (BO)',
    company: 'Lumen Academy S.r.l. Società Benefit',
    details: ['REA BO-567890', 'Capitale sociale 10.000 € i.v.', 'Ente accreditato per la formazione continua'],
    demoNote: 'Sito dimostrativo: scuola, corsi e persone di fantasia.',
  },
} as const;
