/** Marketing filler of the Italian restaurant demo (route /stile5): a fictional Florentine osteria. */

export interface MenuItem {
  name: string;
  description: string;
  price: string;
  /** Short marks shown beside the dish (vegetarian, house speciality). */
  marks?: readonly ('vegetariano' | 'specialità' | 'senza glutine')[];
}

export interface MenuCourse {
  title: string;
  subtitle: string;
  items: readonly MenuItem[];
}

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export interface Review {
  quote: string;
  author: string;
  source: string;
  rating: number;
}

export interface OpeningHours {
  days: string;
  hours: string;
}

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    stars: (rating: number) => `${rating} stelle su 5`,
  },
  meta: {
    title: 'Osteria del Glicine · Cucina toscana a Firenze dal 1962',
    description:
      'Pasta tirata a mano, carni alla brace e vini toscani sotto il pergolato di glicine, a due passi da Santo Spirito. Scopri il menu e prenota il tuo tavolo.',
  },
  brand: { name: 'Osteria del Glicine', since: 'Firenze · dal 1962' },
  nav: [
    { id: 'menu', label: 'Menu' },
    { id: 'storia', label: 'La storia' },
    { id: 'recensioni', label: 'Recensioni' },
    { id: 'contatti', label: 'Contatti' },
  ],
  headerCta: 'Prenota',
  hero: {
    kicker: 'Cucina toscana di famiglia',
    title: 'Sapori di casa, sotto il glicine',
    text: 'Pasta tirata a mano ogni mattina, la bistecca sulla brace di quercia e una cantina di 240 etichette toscane. Da tre generazioni, nel cuore dell’Oltrarno.',
    primary: 'Prenota un tavolo',
    secondary: 'Sfoglia il menu',
    facts: ['Pranzo e cena', 'Pergolato all’aperto', 'Menzione Guida Slow 2026'],
  },
  menu: {
    kicker: 'Il menu',
    title: 'Dalla nostra cucina',
    text: 'Il menu cambia con le stagioni e con quello che portano i nostri fornitori di fiducia del Chianti e del Mugello.',
    courses: [
      {
        title: 'Antipasti',
        subtitle: 'Per cominciare',
        items: [
          {
            name: 'Crostini toscani',
            description: 'Fegatini di pollo, capperi e acciughe su pane sciocco tostato',
            price: '9',
          },
          {
            name: 'Tagliere del Glicine',
            description: 'Finocchiona, prosciutto del Casentino, pecorino di Pienza e miele di castagno',
            price: '16',
            marks: ['specialità'],
          },
          {
            name: 'Panzanella',
            description: 'Pane raffermo, pomodori cuore di bue, cipolla rossa e basilico',
            price: '10',
            marks: ['vegetariano'],
          },
        ],
      },
      {
        title: 'Primi',
        subtitle: 'Pasta fatta in casa',
        items: [
          {
            name: 'Pici all’aglione',
            description: 'Pici tirati a mano, pomodoro e aglione della Valdichiana',
            price: '14',
            marks: ['vegetariano'],
          },
          {
            name: 'Pappardelle al cinghiale',
            description: 'Ragù di cinghiale cotto per sei ore nel Chianti Classico',
            price: '17',
            marks: ['specialità'],
          },
          {
            name: 'Ribollita',
            description: 'La zuppa di pane e cavolo nero della nonna Elvira, con olio nuovo',
            price: '12',
            marks: ['vegetariano'],
          },
        ],
      },
      {
        title: 'Secondi',
        subtitle: 'Dalla brace',
        items: [
          {
            name: 'Bistecca alla fiorentina',
            description: 'Chianina IGP frollata 30 giorni, al chilo (minimo 1 kg)',
            price: '65',
            marks: ['specialità', 'senza glutine'],
          },
          {
            name: 'Peposo dell’Impruneta',
            description: 'Guancia di manzo al pepe nero e vino rosso, polenta morbida',
            price: '21',
            marks: ['senza glutine'],
          },
          {
            name: 'Tortino di carciofi',
            description: 'Carciofi violetti, uova del contadino e pecorino fresco',
            price: '15',
            marks: ['vegetariano'],
          },
        ],
      },
      {
        title: 'Dolci',
        subtitle: 'Per finire',
        items: [
          {
            name: 'Cantucci e Vin Santo',
            description: 'Cantucci alle mandorle di nostra produzione e Vin Santo del Chianti',
            price: '8',
          },
          {
            name: 'Zuppa inglese',
            description: 'Pan di Spagna all’alchermes, crema pasticcera e cioccolato',
            price: '7',
          },
          {
            name: 'Schiacciata alla fiorentina',
            description: 'Soffice all’arancia, con panna montata al momento',
            price: '7',
            marks: ['vegetariano'],
          },
        ],
      },
    ] satisfies readonly MenuCourse[],
    tasting: {
      title: 'Menu degustazione “Oltrarno”',
      text: 'Cinque portate scelte dallo chef, per tutto il tavolo.',
      price: '48 €',
      wine: 'con abbinamento vini 70 €',
    },
    currency: '€',
    note: 'Coperto 2,50 €. Chiedete al personale per allergeni e intolleranze: la lista completa è disponibile in sala.',
  },
  story: {
    kicker: 'La nostra storia',
    title: 'Tre generazioni, una sola cucina',
    text: 'Tutto è cominciato con dieci tavoli, una cucina economica a legna e le ricette che la nonna Elvira aveva imparato in Mugello. Oggi in cucina c’è il nipote Tommaso, ma la ribollita si fa ancora con il suo quaderno.',
    milestones: [
      {
        year: '1962',
        title: 'La prima trattoria',
        text: 'Elvira e Gino aprono in via del Campuccio, con il pergolato di glicine piantato il primo giorno.',
      },
      {
        year: '1989',
        title: 'La cantina',
        text: 'Il figlio Marco recupera le antiche cantine medievali e raccoglie i vini dei piccoli produttori toscani.',
      },
      {
        year: '2014',
        title: 'Tommaso ai fornelli',
        text: 'Dopo gli anni a Parigi e a Bologna, Tommaso torna a casa e porta la pasta fresca al centro del menu.',
      },
      {
        year: '2026',
        title: 'Menzione Slow',
        text: 'La Guida Slow premia la nostra filiera corta: il 90% delle materie prime arriva da meno di 60 km.',
      },
    ] satisfies readonly Milestone[],
    signature: 'Tommaso Bartolini, chef e nipote di Elvira',
    illustrationLabel: 'Illustrazione del pergolato di glicine davanti all’osteria, con tavoli apparecchiati.',
  },
  reviews: {
    kicker: 'Dicono di noi',
    title: 'Recensioni dei nostri ospiti',
    average: '4,8',
    count: 'su 1.340 recensioni',
    items: [
      {
        quote:
          'Le pappardelle al cinghiale più buone di Firenze. Servizio caldo e familiare, sembra di essere a cena dalla nonna.',
        author: 'Giulia R.',
        source: 'Google',
        rating: 5,
      },
      {
        quote:
          'Bistecca perfetta, cantina da esplorare e un pergolato che d’estate è una meraviglia. Torneremo di sicuro.',
        author: 'Marco e Anna',
        source: 'TheFork',
        rating: 5,
      },
      {
        quote: 'Una trattoria vera, senza finzioni. La ribollita e la schiacciata valgono il viaggio.',
        author: 'Luca P.',
        source: 'Tripadvisor',
        rating: 5,
      },
    ] satisfies readonly Review[],
  },
  contacts: {
    kicker: 'Contatti',
    title: 'Vieni a trovarci',
    text: 'Per gruppi oltre le 8 persone e per eventi privati nella sala della cantina, chiamaci: prepariamo un menu su misura.',
    addressTitle: 'Indirizzo',
    address: ['Via del Campuccio 21', '50125 Firenze (FI)'],
    directions: 'A 5 minuti a piedi da Piazza Santo Spirito',
    phoneTitle: 'Prenotazioni',
    phone: '+39 055 123 4567',
    email: 'prenota@osteriadelglicine.example',
    hoursTitle: 'Orari',
    hours: [
      { days: 'Martedì - Venerdì', hours: '12:30-14:30 · 19:30-22:30' },
      { days: 'Sabato e domenica', hours: '12:30-15:00 · 19:00-23:00' },
      { days: 'Lunedì', hours: 'Chiuso' },
    ] satisfies readonly OpeningHours[],
    cta: 'Prenota un tavolo',
    mapLabel:
      'Mappa stilizzata dell’Oltrarno: l’osteria è in via del Campuccio, vicino a Piazza Santo Spirito e al Giardino di Boboli.',
  },
  footer: {
    /** The business data the footer must show (LegalFooterNote). */
    legal: {
      company: 'Osteria del Glicine di Bartolini Tommaso & C. S.a.s.',
      address: 'Via del Campuccio 21, 50125 Firenze (FI)',
      details: ['REA FI-123456'],
    },
    note: 'Sito dimostrativo: attività e dati di fantasia.',
    social: 'Seguici su Instagram @osteriadelglicine',
  },
} as const;
