/** Marketing filler of the data analytics software demo (route /stile4): a fictional Italian SaaS, Lumetra. */

export interface NavLink {
  id: string;
  label: string;
}

export interface Feature {
  icon: 'pipeline' | 'chart' | 'forecast' | 'alert' | 'shield' | 'team';
  tag: string;
  title: string;
  text: string;
}

export interface PricingTier {
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  cta: string;
  highlighted: boolean;
}

export interface DemoStep {
  time: string;
  title: string;
  text: string;
}

/** One line of the API sample: tokens coloured by kind. */
export type CodeToken = readonly ['kw' | 'str' | 'fn' | 'num' | 'com' | 'txt' | 'prop', string];

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    codeSample: (fileName: string) => `Esempio di codice: ${fileName}`,
  },
  meta: {
    title: 'Lumetra Analytics: i dati della tua azienda, finalmente chiari',
    description:
      'Lumetra unisce vendite, marketing e magazzino in dashboard in tempo reale con previsioni automatiche. Prova gratuita di 14 giorni, server in Italia, conforme al GDPR.',
  },
  brand: 'Lumetra',
  nav: [
    { id: 'funzionalita', label: 'Funzionalità' },
    { id: 'prezzi', label: 'Prezzi' },
    { id: 'demo', label: 'Demo' },
    { id: 'api', label: 'API' },
  ] satisfies readonly NavLink[],
  headerCta: 'Prova gratis',
  hero: {
    badge: 'v4.2 · nuove previsioni con AI',
    title: 'I dati della tua azienda,',
    titleAccent: 'finalmente chiari.',
    text: 'Collega gestionale, e-commerce e CRM in pochi minuti. Lumetra trasforma i numeri sparsi in dashboard in tempo reale e ti avvisa prima che un trend diventi un problema.',
    primary: 'Inizia la prova gratuita',
    secondary: 'Guarda la demo',
    note: '14 giorni gratis · nessuna carta richiesta · server in Italia',
    dashboardLabel:
      'Anteprima della dashboard di Lumetra: fatturato mensile in crescita del 18%, 2.431 ordini, tasso di conversione 3,8%, grafico delle vendite degli ultimi 12 mesi e ripartizione per canale.',
  },
  trust: {
    label: 'Scelto da oltre 1.200 aziende italiane',
    names: ['Ferri & Co.', 'Orto Vivo', 'Meccanica Brera', 'Velia Moda', 'Pastificio Sole', 'Nodo Logistica'],
  },
  stats: [
    { value: '120+', label: 'connettori pronti' },
    { value: '< 2 s', label: 'per aggiornare i grafici' },
    { value: '99,95%', label: 'disponibilità garantita' },
    { value: '4,8/5', label: 'valutazione dei clienti' },
  ],
  features: {
    eyebrow: '// funzionalità',
    title: 'Tutto quello che serve per decidere in fretta',
    text: 'Niente fogli di calcolo da riconciliare il lunedì mattina: i tuoi numeri sono già pronti, aggiornati e condivisi con chi li deve vedere.',
    items: [
      {
        icon: 'pipeline',
        tag: 'connettori',
        title: 'Importazione automatica',
        text: 'Shopify, WooCommerce, Fatture in Cloud, HubSpot, Google Ads e altri 120 sorgenti collegati con un clic.',
      },
      {
        icon: 'chart',
        tag: 'dashboard',
        title: 'Dashboard in tempo reale',
        text: 'Trascina metriche e filtri: ogni grafico si aggiorna in meno di due secondi, anche su milioni di righe.',
      },
      {
        icon: 'forecast',
        tag: 'previsioni',
        title: 'Previsioni con AI',
        text: 'Stime di vendita e di scorte a 90 giorni, con l’intervallo di confidenza spiegato in parole semplici.',
      },
      {
        icon: 'alert',
        tag: 'avvisi',
        title: 'Avvisi intelligenti',
        text: 'Ricevi un messaggio su Slack o via email quando una metrica esce dal suo andamento normale.',
      },
      {
        icon: 'shield',
        tag: 'sicurezza',
        title: 'Dati al sicuro in Italia',
        text: 'Server a Milano, cifratura end-to-end, accessi per ruolo e registro delle attività conforme al GDPR.',
      },
      {
        icon: 'team',
        tag: 'condivisione',
        title: 'Report per tutto il team',
        text: 'Report programmati in PDF, link pubblici protetti e commenti direttamente sui grafici.',
      },
    ] satisfies readonly Feature[],
  },
  pricing: {
    eyebrow: '// prezzi',
    title: 'Un piano per ogni fase della crescita',
    text: 'Prezzi mensili IVA esclusa, con fatturazione annuale. Puoi cambiare piano o disdire in qualsiasi momento.',
    tiers: [
      {
        name: 'Starter',
        price: '29 €',
        period: '/mese',
        description: 'Per chi inizia a misurare sul serio.',
        features: [
          '3 utenti',
          '5 sorgenti dati',
          'Dashboard illimitate',
          'Aggiornamento ogni ora',
          'Supporto via email',
        ],
        cta: 'Inizia con Starter',
        highlighted: false,
      },
      {
        name: 'Growth',
        price: '79 €',
        period: '/mese',
        description: 'Per i team che decidono ogni giorno con i dati.',
        features: [
          '15 utenti',
          'Sorgenti illimitate',
          'Previsioni con AI',
          'Aggiornamento in tempo reale',
          'Avvisi su Slack e Teams',
          'Supporto prioritario',
        ],
        cta: 'Scegli Growth',
        highlighted: true,
      },
      {
        name: 'Enterprise',
        price: 'Su misura',
        period: '',
        description: 'Per aziende con esigenze di sicurezza e volumi elevati.',
        features: [
          'Utenti illimitati',
          'SSO e SAML',
          'Ambiente dedicato',
          'SLA al 99,95%',
          'Referente tecnico dedicato',
        ],
        cta: 'Parla con noi',
        highlighted: false,
      },
    ] satisfies readonly PricingTier[],
    popular: 'Il più scelto',
  },
  demo: {
    eyebrow: '// demo',
    title: 'Guarda Lumetra in azione, in 20 minuti',
    text: 'Un nostro analista ti mostra la piattaforma sui dati di un’azienda simile alla tua e risponde alle tue domande. Senza impegno.',
    steps: [
      {
        time: '00:00',
        title: 'Colleghiamo una sorgente',
        text: 'Dal tuo e-commerce ai primi grafici in meno di cinque minuti.',
      },
      {
        time: '05:00',
        title: 'Costruiamo la tua dashboard',
        text: 'Le metriche che contano per il tuo settore, già impostate.',
      },
      { time: '12:00', title: 'Analizziamo le coorti', text: 'Quali clienti tornano, quando e con quale spesa media.' },
      {
        time: '17:00',
        title: 'Domande e prossimi passi',
        text: 'Un piano di lavoro su misura, anche se decidi di non proseguire.',
      },
    ] satisfies readonly DemoStep[],
    cta: 'Prenota la demo live',
    ctaNote: 'Disponibilità dal lunedì al venerdì, 9:00-18:00',
    cohortTitle: 'Fidelizzazione per coorte mensile',
    cohortLabel:
      'Mappa di calore della fidelizzazione: i clienti acquisiti a gennaio tornano al 62% dopo un mese e al 41% dopo sei mesi.',
    cohortMonths: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu'],
  },
  api: {
    eyebrow: '// api',
    title: 'Un’API REST pensata per gli sviluppatori',
    text: 'Invia eventi, interroga le metriche e incorpora i grafici nella tua app. Documentazione completa, SDK per JavaScript e Python, ambiente di prova gratuito.',
    points: [
      'Autenticazione con token a scadenza e permessi per progetto',
      'Fino a 10.000 richieste al minuto sul piano Growth',
      'Webhook firmati per avvisi e report',
      'Endpoint compatibili con OpenAPI 3.1',
    ],
    docsCta: 'Leggi la documentazione',
    fileName: 'vendite.ts',
    code: [
      [['com', '// Fatturato giornaliero degli ultimi 30 giorni, per canale']],
      [
        ['kw', 'import'],
        ['txt', ' { Lumetra } '],
        ['kw', 'from'],
        ['str', " '@lumetra/sdk'"],
        ['txt', ';'],
      ],
      [],
      [
        ['kw', 'const'],
        ['txt', ' lumetra = '],
        ['kw', 'new'],
        ['fn', ' Lumetra'],
        ['txt', '({ token: process.env.'],
        ['prop', 'LUMETRA_TOKEN'],
        ['txt', ' });'],
      ],
      [],
      [
        ['kw', 'const'],
        ['txt', ' serie = '],
        ['kw', 'await'],
        ['txt', ' lumetra.'],
        ['fn', 'query'],
        ['txt', '({'],
      ],
      [
        ['prop', '  metrica'],
        ['txt', ': '],
        ['str', "'fatturato'"],
        ['txt', ','],
      ],
      [
        ['prop', '  periodo'],
        ['txt', ': '],
        ['str', "'30g'"],
        ['txt', ','],
      ],
      [
        ['prop', '  granularita'],
        ['txt', ': '],
        ['str', "'giorno'"],
        ['txt', ','],
      ],
      [
        ['prop', '  dividiPer'],
        ['txt', ': ['],
        ['str', "'canale'"],
        ['txt', '],'],
      ],
      [['txt', '});']],
      [],
      [
        ['txt', 'console.'],
        ['fn', 'log'],
        ['txt', '(serie.totale); '],
        ['com', '// 48210.75'],
      ],
    ] satisfies readonly (readonly CodeToken[])[],
    responseTitle: 'Risposta · 200 OK · 84 ms',
  },
  footer: {
    tagline: 'Analisi dei dati per le PMI italiane, dal 2017.',
    columns: [
      { title: 'Prodotto', links: ['Funzionalità', 'Prezzi', 'Integrazioni', 'Novità'] },
      { title: 'Sviluppatori', links: ['Documentazione API', 'SDK', 'Stato dei servizi'] },
      { title: 'Azienda', links: ['Chi siamo', 'Lavora con noi', 'Privacy', 'Cookie'] },
    ],
    contactTitle: 'Contatti',
    email: 'ciao@lumetra.example',
    phone: '+39 02 8123 4567',
    /** The business data the footer must show (LegalFooterNote). */
    legal: {
      company: 'Lumetra S.r.l.',
      address: 'Via Tortona 27, 20144 Milano (MI)',
      details: ['REA MI-2456789', 'Capitale sociale 50.000 € i.v.'],
    },
    note: 'Tutti i diritti riservati. Sito dimostrativo: azienda e dati di fantasia.',
  },
} as const;
