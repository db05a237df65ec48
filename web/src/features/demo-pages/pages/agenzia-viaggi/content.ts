/** Marketing filler of the travel agency demo (route /stile9): a fictional agency in Genoa. */

export type Scene = 'iceland' | 'japan' | 'morocco' | 'greece' | 'patagonia' | 'puglia';

export interface Destination {
  id: string;
  name: string;
  country: string;
  scene: Scene;
  days: number;
  dates: string;
  price: string;
  note?: string;
}

export interface ItineraryDay {
  days: string;
  place: string;
  text: string;
}

export interface Departure {
  date: string;
  seats: string;
  soldOut?: boolean;
}

export interface Experience {
  title: string;
  place: string;
  duration: string;
  price: string;
  icon: 'dinner' | 'tent' | 'whale' | 'sail' | 'balloon' | 'train';
}

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    brandLink: 'Maestrale Viaggi, inizio pagina',
  },
  meta: {
    title: 'Maestrale Viaggi · Tour di gruppo e viaggi su misura da Genova',
    description:
      'Viaggi di gruppo con accompagnatore e itinerari su misura in Giappone, Islanda, Marocco, Grecia e Patagonia. Partenze garantite, assicurazione inclusa, agenzia a Genova dal 1994.',
  },
  brand: 'Maestrale',
  brandSuffix: 'Viaggi',
  nav: [
    { id: 'destinazioni', label: 'Destinazioni' },
    { id: 'tour', label: 'Tour' },
    { id: 'esperienze', label: 'Esperienze' },
    { id: 'contatti', label: 'Contatti' },
  ],
  headerCta: 'Richiedi un preventivo',
  hero: {
    eyebrow: 'Agenzia di viaggi a Genova dal 1994',
    title: 'Il mondo, con qualcuno che lo conosce bene.',
    text: 'Tour in piccoli gruppi con accompagnatore dall’Italia e viaggi su misura disegnati insieme a te. Ogni itinerario è stato percorso dal nostro team prima di proportelo.',
    search: {
      title: 'Trova il tuo viaggio',
      destination: 'Destinazione',
      destinations: ['Ovunque', 'Giappone', 'Islanda', 'Marocco', 'Grecia', 'Patagonia', 'Puglia'],
      month: 'Quando',
      months: ['Qualsiasi mese', 'Marzo 2027', 'Aprile 2027', 'Maggio 2027', 'Giugno 2027', 'Settembre 2027'],
      travellers: 'Viaggiatori',
      travellerOptions: ['1 persona', '2 persone', '3 persone', '4 o più'],
      submit: 'Cerca viaggi',
    },
    illustrationLabel:
      'Illustrazione di una costa mediterranea al tramonto, con scogliere, un faro e una barca a vela.',
    trust: ['Partenze garantite con 6 iscritti', 'Assicurazione medico-bagaglio inclusa', 'Fondo di garanzia viaggi'],
  },
  destinations: {
    eyebrow: 'Destinazioni',
    title: 'Dove partiamo questa stagione',
    text: 'Prezzi a persona in camera doppia, voli da Milano o Roma inclusi. Quota di iscrizione e tasse aeroportuali comprese.',
    labels: { from: 'da', days: 'giorni', dates: 'Prossima partenza', discover: 'Scopri' },
    items: [
      {
        id: 'giappone',
        name: 'Giappone classico',
        country: 'Giappone',
        scene: 'japan',
        days: 12,
        dates: '2-13 aprile',
        price: '3.490 €',
        note: 'Fioritura dei ciliegi',
      },
      {
        id: 'islanda',
        name: 'Islanda, fuoco e ghiaccio',
        country: 'Islanda',
        scene: 'iceland',
        days: 8,
        dates: '6-13 marzo',
        price: '2.290 €',
        note: 'Aurora boreale',
      },
      {
        id: 'marocco',
        name: 'Città imperiali e Sahara',
        country: 'Marocco',
        scene: 'morocco',
        days: 9,
        dates: '20-28 marzo',
        price: '1.590 €',
      },
      {
        id: 'grecia',
        name: 'Cicladi in barca a vela',
        country: 'Grecia',
        scene: 'greece',
        days: 8,
        dates: '12-19 giugno',
        price: '1.890 €',
        note: 'Ultimi 4 posti',
      },
      {
        id: 'patagonia',
        name: 'Patagonia e Terra del Fuoco',
        country: 'Argentina e Cile',
        scene: 'patagonia',
        days: 16,
        dates: '4-19 novembre',
        price: '5.250 €',
      },
      {
        id: 'puglia',
        name: 'Puglia lenta, in bicicletta',
        country: 'Italia',
        scene: 'puglia',
        days: 6,
        dates: '8-13 maggio',
        price: '980 €',
      },
    ] satisfies readonly Destination[],
  },
  tour: {
    eyebrow: 'Tour in evidenza',
    title: 'Giappone classico, 12 giorni',
    text: 'Tokyo, le Alpi giapponesi, Kyoto e Hiroshima nella stagione dei ciliegi, con un accompagnatore italiano che vive in Giappone da quindici anni.',
    itinerary: [
      {
        days: 'Giorni 1-3',
        place: 'Tokyo',
        text: 'Asakusa, Shibuya e il mercato di Tsukiji con la nostra guida; sera libera a Shinjuku.',
      },
      {
        days: 'Giorni 4-5',
        place: 'Takayama e Shirakawa-go',
        text: 'Villaggi dai tetti di paglia, ryokan con onsen e cena kaiseki.',
      },
      {
        days: 'Giorni 6-9',
        place: 'Kyoto e Nara',
        text: 'Templi, il bosco di bambù di Arashiyama, una cerimonia del tè privata.',
      },
      {
        days: 'Giorni 10-12',
        place: 'Hiroshima e Miyajima',
        text: 'Il Memoriale della Pace, il torii sull’acqua e il rientro da Osaka.',
      },
    ] satisfies readonly ItineraryDay[],
    includedTitle: 'Cosa è incluso',
    included: [
      'Voli intercontinentali e treni veloci',
      'Hotel 4 stelle e 2 notti in ryokan',
      'Accompagnatore italiano e guide locali',
      'Japan Rail Pass e trasferimenti',
      'Assicurazione medico-bagaglio e annullamento',
    ],
    priceLabel: 'Quota a persona',
    price: '3.490 €',
    priceNote: 'Supplemento singola 690 €',
    departuresTitle: 'Partenze 2027',
    departures: [
      { date: '2-13 aprile', seats: 'Ultimi 3 posti' },
      { date: '14-25 maggio', seats: '9 posti disponibili' },
      { date: '22 ottobre - 2 novembre', seats: '12 posti disponibili' },
      { date: '26 marzo - 6 aprile', seats: 'Tutto esaurito', soldOut: true },
    ] satisfies readonly Departure[],
    cta: 'Blocca il tuo posto',
    ctaNote: 'Acconto del 25%, saldo 30 giorni prima della partenza.',
  },
  experiences: {
    eyebrow: 'Esperienze',
    title: 'I momenti che racconterai al ritorno',
    text: 'Da aggiungere a ogni viaggio, o da regalare. Le abbiamo provate tutte.',
    items: [
      { title: 'Cena in una casa di Kyoto', place: 'Giappone', duration: '3 ore', price: '95 €', icon: 'dinner' },
      {
        title: 'Notte in tenda sulle dune',
        place: 'Merzouga, Marocco',
        duration: '1 notte',
        price: '140 €',
        icon: 'tent',
      },
      { title: 'Balene a Húsavík', place: 'Islanda', duration: '3 ore', price: '110 €', icon: 'whale' },
      { title: 'Giornata in caicco', place: 'Naxos, Grecia', duration: '8 ore', price: '85 €', icon: 'sail' },
      {
        title: 'Mongolfiera all’alba',
        place: 'Cappadocia, Turchia',
        duration: '4 ore',
        price: '230 €',
        icon: 'balloon',
      },
      { title: 'Treno panoramico del Bernina', place: 'Svizzera', duration: '1 giorno', price: '120 €', icon: 'train' },
    ] satisfies readonly Experience[],
  },
  contacts: {
    eyebrow: 'Contatti',
    title: 'Disegniamo insieme il tuo prossimo viaggio',
    text: 'Raccontaci dove vorresti andare: ti rispondiamo entro 24 ore con una prima proposta e un preventivo gratuito.',
    form: {
      name: 'Nome e cognome',
      email: 'Email',
      destination: 'Dove vorresti andare',
      period: 'Periodo indicativo',
      message: 'Raccontaci il viaggio dei tuoi sogni',
      privacy: 'Acconsento al trattamento dei dati per ricevere il preventivo.',
      submit: 'Richiedi il preventivo',
      note: 'Modulo dimostrativo: nessun dato viene inviato.',
    },
    officeTitle: 'Vieni in agenzia',
    address: ['Via XX Settembre 41r', '16121 Genova (GE)'],
    phone: '+39 010 555 0199',
    whatsappLabel: 'WhatsApp',
    whatsapp: '+39 333 000 1122',
    email: 'viaggi@maestrale.example',
    hours: 'Lunedì-venerdì 9:30-19:00 · sabato 10:00-13:00',
  },
  footer: {
    tagline: 'Viaggi di gruppo e su misura, dal 1994.',
    company: 'Maestrale Viaggi S.r.l.',
    address: 'Via XX Settembre 41r, 16121 Genova (GE)',
    details: [
      'REA GE-456789',
      'Licenza Regione Liguria n. 123/1994',
      'Polizza RC n. 0000-1234',
      'Fondo di garanzia: Fondo Vacanze Felici',
    ],
    demoNote: 'Sito dimostrativo: agenzia, viaggi e prezzi di fantasia.',
  },
} as const;
