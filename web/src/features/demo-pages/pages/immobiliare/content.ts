/** Marketing filler of the real estate agency demo (route /stile7): a fictional agency in Rome. */

export interface Property {
  id: string;
  title: string;
  area: string;
  contract: 'Vendita' | 'Affitto';
  price: string;
  /** Price per square metre, already formatted. */
  pricePerSqm?: string;
  sqm: number;
  rooms: number;
  baths: number;
  energyClass: 'A4' | 'A2' | 'B' | 'C' | 'D' | 'E';
  highlight?: string;
  /** Which stylised picture to draw. */
  scene: 'terrace' | 'loft' | 'villa' | 'classic' | 'studio' | 'penthouse';
}

export interface Service {
  title: string;
  text: string;
  icon: 'valuation' | 'mortgage' | 'staging' | 'notary';
}

export interface Agent {
  name: string;
  role: string;
  phone: string;
}

export const content = {
  /** Screen-reader texts: labels that have no visible counterpart. */
  a11y: {
    brandLink: 'Aurelia Immobiliare, inizio pagina',
    callAgent: (name: string, phone: string) => `Chiama ${name}: ${phone}`,
  },
  meta: {
    title: 'Aurelia Immobiliare · Case in vendita e in affitto a Roma',
    description:
      'Appartamenti, attici e ville a Roma selezionati da agenti con 25 anni di esperienza. Valutazione gratuita in 48 ore, consulenza sul mutuo e pratiche notarili incluse.',
  },
  brand: { name: 'Aurelia', suffix: 'Immobiliare' },
  nav: [
    { id: 'immobili', label: 'Immobili' },
    { id: 'servizi', label: 'Servizi' },
    { id: 'chi-siamo', label: 'Chi siamo' },
    { id: 'contatti', label: 'Contatti' },
  ],
  headerCta: 'Valuta la tua casa',
  hero: {
    eyebrow: 'Agenzia immobiliare a Roma dal 1998',
    title: 'La casa giusta, nel quartiere che ami.',
    text: 'Selezioniamo ogni immobile di persona, con planimetrie verificate e documenti in regola. Dal primo sopralluogo al rogito, un solo agente al tuo fianco.',
    searchTitle: 'Cerca un immobile',
    contractLabel: 'Contratto',
    contracts: ['Compra', 'Affitta'],
    areaLabel: 'Zona',
    areas: ['Tutta Roma', 'Prati', 'Monti', 'Trastevere', 'Parioli', 'Testaccio', 'EUR'],
    budgetLabel: 'Budget massimo',
    budgets: ['Qualsiasi', '300.000 €', '500.000 €', '800.000 €', '1.200.000 €'],
    searchCta: 'Cerca',
    stats: [
      { value: '1.450', label: 'case vendute' },
      { value: '48 h', label: 'per una valutazione' },
      { value: '97%', label: 'clienti soddisfatti' },
    ],
    illustrationLabel: 'Illustrazione di palazzi romani color ocra con terrazze, cupole e pini marittimi al tramonto.',
  },
  properties: {
    eyebrow: 'Immobili in evidenza',
    title: 'Scelti per te questa settimana',
    text: 'Una selezione dei 86 immobili che seguiamo in esclusiva. Visite anche in videochiamata.',
    labels: { sqm: 'm²', rooms: 'locali', baths: 'bagni', energy: 'Classe', perSqm: '/m²', details: 'Dettagli' },
    items: [
      {
        id: 'prati-terrazzo',
        title: 'Trilocale con terrazzo',
        area: 'Prati · Via Cola di Rienzo',
        contract: 'Vendita',
        price: '685.000 €',
        pricePerSqm: '6.850 €',
        sqm: 100,
        rooms: 3,
        baths: 2,
        energyClass: 'B',
        highlight: 'Esclusiva',
        scene: 'terrace',
      },
      {
        id: 'testaccio-loft',
        title: 'Loft in ex laboratorio',
        area: 'Testaccio · Via Galvani',
        contract: 'Vendita',
        price: '540.000 €',
        pricePerSqm: '5.400 €',
        sqm: 100,
        rooms: 2,
        baths: 1,
        energyClass: 'C',
        scene: 'loft',
      },
      {
        id: 'appia-villa',
        title: 'Villa con giardino',
        area: 'Appia Antica',
        contract: 'Vendita',
        price: '1.450.000 €',
        pricePerSqm: '5.800 €',
        sqm: 250,
        rooms: 7,
        baths: 4,
        energyClass: 'A2',
        highlight: 'Nuovo',
        scene: 'villa',
      },
      {
        id: 'monti-classico',
        title: 'Quadrilocale d’epoca',
        area: 'Monti · Via Panisperna',
        contract: 'Vendita',
        price: '890.000 €',
        pricePerSqm: '7.417 €',
        sqm: 120,
        rooms: 4,
        baths: 2,
        energyClass: 'D',
        scene: 'classic',
      },
      {
        id: 'trastevere-bilocale',
        title: 'Bilocale arredato',
        area: 'Trastevere · Vicolo del Cinque',
        contract: 'Affitto',
        price: '1.650 €/mese',
        sqm: 55,
        rooms: 2,
        baths: 1,
        energyClass: 'E',
        scene: 'studio',
      },
      {
        id: 'parioli-attico',
        title: 'Attico panoramico',
        area: 'Parioli · Viale Bruno Buozzi',
        contract: 'Vendita',
        price: '1.980.000 €',
        pricePerSqm: '11.000 €',
        sqm: 180,
        rooms: 5,
        baths: 3,
        energyClass: 'A4',
        highlight: 'Vista',
        scene: 'penthouse',
      },
    ] satisfies readonly Property[],
    allCta: 'Vedi tutti gli 86 immobili',
  },
  services: {
    eyebrow: 'Servizi',
    title: 'Vendere o comprare casa, senza pensieri',
    text: 'Ci occupiamo di tutto quello che sta tra te e le chiavi: numeri chiari, tempi certi, nessuna sorpresa al rogito.',
    items: [
      {
        icon: 'valuation',
        title: 'Valutazione gratuita in 48 ore',
        text: 'Sopralluogo, analisi dei prezzi reali di zona e una stima scritta, senza impegno.',
      },
      {
        icon: 'mortgage',
        title: 'Consulenza sul mutuo',
        text: 'Confrontiamo le offerte di 12 banche e ti accompagniamo fino alla delibera.',
      },
      {
        icon: 'staging',
        title: 'Home staging e foto',
        text: 'Allestimento, servizio fotografico professionale e tour virtuale a 360° inclusi.',
      },
      {
        icon: 'notary',
        title: 'Pratiche e rogito',
        text: 'Verifica urbanistica e catastale, APE e coordinamento con il notaio.',
      },
    ] satisfies readonly Service[],
    commission: 'Provvigione trasparente: 3% + IVA, concordata per iscritto prima dell’incarico.',
  },
  about: {
    eyebrow: 'Chi siamo',
    title: 'Venticinque anni di case romane',
    text: 'Aurelia nasce nel 1998 da un’idea di Elena Sartori: un’agenzia piccola, che conosce ogni strada dei quartieri in cui lavora. Oggi siamo in nove, tra agenti, un geometra e una consulente del credito, ma l’idea è la stessa.',
    quote: 'Una casa non si vende con le foto: si vende raccontando come ci si vive.',
    quoteAuthor: 'Elena Sartori, fondatrice',
    agentsTitle: 'I nostri agenti',
    agents: [
      { name: 'Elena Sartori', role: 'Fondatrice · Prati e Parioli', phone: '+39 06 9876 5401' },
      { name: 'Marco De Santis', role: 'Agente · Centro storico', phone: '+39 06 9876 5402' },
      { name: 'Chiara Valli', role: 'Agente · Sud e Appia', phone: '+39 06 9876 5403' },
    ] satisfies readonly Agent[],
    badges: ['Iscritti FIAIP', 'Agenti abilitati dalla CCIAA di Roma', 'Polizza RC professionale'],
  },
  contacts: {
    eyebrow: 'Contatti',
    title: 'Parliamo della tua prossima casa',
    text: 'Scrivici o passa in agenzia: ti richiamiamo entro la giornata lavorativa.',
    form: {
      name: 'Nome e cognome',
      email: 'Email',
      phone: 'Telefono',
      interest: 'Ti interessa',
      interests: ['Comprare', 'Vendere', 'Affittare', 'Valutazione gratuita'],
      message: 'Messaggio',
      messagePlaceholder: 'Zona, budget, tempi…',
      privacy: 'Ho letto l’informativa privacy e acconsento a essere ricontattato.',
      submit: 'Invia la richiesta',
      note: 'Modulo dimostrativo: nessun dato viene inviato.',
    },
    officeTitle: 'Agenzia',
    address: ['Via Cola di Rienzo 212', '00192 Roma (RM)'],
    phone: '+39 06 9876 5400',
    email: 'info@aureliaimmobiliare.example',
    hoursTitle: 'Orari',
    hours: ['Lun-Ven 9:30-19:30', 'Sabato 10:00-13:00', 'Domenica su appuntamento'],
  },
  footer: {
    tagline: 'Agenzia immobiliare a Roma dal 1998.',
    company: 'Aurelia Immobiliare S.r.l.',
    address: 'Via Cola di Rienzo 212, 00192 Roma (RM)',
    details: ['REA RM-1234567', 'Capitale sociale 20.000 € i.v.', 'Iscrizione ruolo agenti CCIAA Roma n. 12345'],
    demoNote: 'Sito dimostrativo: agenzia, immobili e dati di fantasia.',
  },
} as const;
