/** Italian marketing filler of the eco shop demo page (route /stile3; SPEC 9: 25% promo code, free shipping above 35 €, 30-day free returns, 2-year warranty, 7-day free trial). */

export type ProductArt = 'bottle' | 'brush' | 'soap' | 'wrap' | 'spray' | 'bag';

export interface Product {
  name: string;
  detail: string;
  price: string;
  oldPrice?: string;
  rating: number;
  reviews: number;
  badge?: string;
  art: ProductArt;
  tint: string;
}

export interface Benefit {
  title: string;
  text: string;
  figure: string;
}

export interface Review {
  text: string;
  author: string;
  city: string;
  product: string;
  stars: number;
}

export interface Guarantee {
  title: string;
  text: string;
  icon: 'truck' | 'return' | 'shield' | 'trial';
}

export const meta = {
  title: 'Verdeterra · Prodotti sostenibili per la casa, spedizione gratuita sopra 35 €',
  description:
    'Borracce, detergenti ricaricabili e accessori plastic free. Codice VERDE25 per il 25% di sconto, spedizione gratuita sopra 35 €, reso gratuito entro 30 giorni, garanzia di 2 anni.',
};

export const promo = {
  code: 'VERDE25',
  text: 'Sconto del 25% sul primo ordine con il codice',
  shipping: 'Spedizione gratuita sopra 35 €',
};

export const brand = 'Verdeterra';

export const nav = [
  { id: 'prodotti', label: 'Prodotti' },
  { id: 'vantaggi', label: 'Perché noi' },
  { id: 'recensioni', label: 'Recensioni' },
  { id: 'garanzie', label: 'Garanzie' },
] as const;

export const cart = 'Carrello (0)';

export const hero = {
  eyebrow: 'Casa plastic free, senza rinunce',
  title: 'Piccoli gesti, un pianeta più leggero.',
  lead: 'Prodotti sostenibili e durevoli per la casa e la persona, scelti da piccoli produttori italiani ed europei. Provali 7 giorni gratis: se non ti convincono, ce li rimandi.',
  primary: 'Scopri i prodotti',
  secondary: 'Usa il codice VERDE25: −25%',
  note: 'Prova gratuita di 7 giorni · Reso gratuito entro 30 giorni',
  artLabel: 'Illustrazione: borraccia, sapone solido e foglie su fondo crema',
  rating: '4,8 su 5 da 3.200 recensioni verificate',
};

export const products = {
  eyebrow: 'I più amati',
  title: 'Prodotti',
  intro: 'Materiali naturali, ricariche e imballaggi compostabili. Prezzi IVA inclusa.',
  add: 'Aggiungi al carrello',
  ratingLabel: (rating: number, reviews: number) =>
    `Valutazione ${rating.toLocaleString('it-IT')} su 5, ${reviews} recensioni`,
  items: [
    {
      name: 'Borraccia termica 750 ml',
      detail: 'Acciaio inox, 24 ore fredda',
      price: '24,90 €',
      rating: 4.9,
      reviews: 812,
      badge: 'Più venduto',
      art: 'bottle',
      tint: '#dfeadf',
    },
    {
      name: 'Spazzolini in bambù, set da 4',
      detail: 'Setole vegetali, manico compostabile',
      price: '9,90 €',
      rating: 4.7,
      reviews: 406,
      art: 'brush',
      tint: '#f3e6cf',
    },
    {
      name: 'Sapone solido all’olio d’oliva',
      detail: 'Fatto a mano in Puglia, 120 g',
      price: '6,50 €',
      rating: 4.8,
      reviews: 655,
      art: 'soap',
      tint: '#efe3ea',
    },
    {
      name: 'Involucri in cera d’api, 3 pezzi',
      detail: 'Sostituiscono la pellicola',
      price: '16,90 €',
      oldPrice: '19,90 €',
      rating: 4.6,
      reviews: 289,
      badge: 'Offerta',
      art: 'wrap',
      tint: '#f6e7c1',
    },
    {
      name: 'Kit detergenti ricaricabili',
      detail: '3 flaconi in vetro + 6 ricariche',
      price: '34,90 €',
      rating: 4.8,
      reviews: 371,
      badge: 'Novità',
      art: 'spray',
      tint: '#dde8ee',
    },
    {
      name: 'Shopper in cotone biologico',
      detail: 'Certificato GOTS, lavabile',
      price: '12,00 €',
      rating: 4.9,
      reviews: 198,
      art: 'bag',
      tint: '#e8e4da',
    },
  ] satisfies Product[],
};

export const benefits = {
  eyebrow: 'Perché Verdeterra',
  title: 'Vantaggi che si vedono, anche sul pianeta',
  items: [
    {
      figure: '0 g',
      title: 'Plastica monouso',
      text: 'Spediamo in cartone riciclato, carta e nastro di carta: niente pluriball, niente polistirolo.',
    },
    {
      figure: '82%',
      title: 'Produttori italiani',
      text: 'Lavoriamo con laboratori e piccole aziende che conosciamo di persona, dalla Puglia al Trentino.',
    },
    {
      figure: '100%',
      title: 'Spedizioni compensate',
      text: 'Le emissioni di ogni consegna sono compensate con progetti di riforestazione certificati.',
    },
    {
      figure: '1 albero',
      title: 'Ogni 10 ordini',
      text: 'Piantiamo un albero con i nostri partner in Italia: finora oltre 4.000.',
    },
  ] satisfies Benefit[],
};

export const reviews = {
  eyebrow: 'Recensioni',
  title: 'Cosa dicono i clienti',
  summary: { score: '4,8', outOf: 'su 5', count: 'da 3.200 recensioni verificate' },
  items: [
    {
      text: 'La borraccia tiene l’acqua fresca tutto il giorno anche ad agosto. Spedizione velocissima e pacco senza un grammo di plastica.',
      author: 'Elisa',
      city: 'Verona',
      product: 'Borraccia termica',
      stars: 5,
    },
    {
      text: 'Ho provato i detergenti ricaricabili con la prova di 7 giorni: non sono più tornata indietro. Profumo delicato, pulizia perfetta.',
      author: 'Roberta',
      city: 'Napoli',
      product: 'Kit detergenti',
      stars: 5,
    },
    {
      text: 'Gli involucri in cera d’api sono comodissimi. Uno si è rovinato dopo un mese e me l’hanno sostituito senza domande.',
      author: 'Paolo',
      city: 'Bergamo',
      product: 'Involucri in cera d’api',
      stars: 4,
    },
  ] satisfies Review[],
};

export const guarantees = {
  eyebrow: 'Garanzie',
  title: 'Compra leggero, anche nei pensieri',
  items: [
    {
      icon: 'truck',
      title: 'Spedizione gratuita sopra 35 €',
      text: 'Consegna in 24-48 ore in tutta Italia; sotto i 35 € la spedizione costa 4,90 €.',
    },
    {
      icon: 'return',
      title: 'Reso gratuito entro 30 giorni',
      text: 'Non ti convince? Hai 30 giorni per restituirlo gratis: il rimborso arriva in 5 giorni lavorativi.',
    },
    {
      icon: 'shield',
      title: 'Garanzia di 2 anni',
      text: 'Tutti i prodotti sono garantiti 2 anni. Se qualcosa si rompe, lo ripariamo o lo sostituiamo.',
    },
    {
      icon: 'trial',
      title: 'Prova gratuita di 7 giorni',
      text: 'Sui kit ricaricabili: usali per 7 giorni e, se non fanno per te, non paghi nulla.',
    },
  ] satisfies Guarantee[],
  newsletter: {
    title: 'Il 25% di sconto sul primo ordine',
    text: 'Iscriviti alla newsletter: ricevi subito il codice VERDE25 e, una volta al mese, consigli pratici per una casa più sostenibile.',
    label: 'La tua email',
    submit: 'Ricevi il codice',
    privacy: 'Niente spam: puoi cancellarti con un clic.',
  },
};

export const footer = {
  company: 'Verdeterra S.r.l. Società Benefit',
  address: 'Via dei Mille 8, 40121 Bologna (BO)',
  details: ['Capitale sociale € 30.000 i.v.', 'REA BO-0000000'],
  contacts: [
    { label: 'Servizio clienti', value: 'aiuto@verdeterra.it', href: 'mailto:aiuto@verdeterra.it' },
    { label: 'Telefono', value: '+39 051 000 7890', href: 'tel:+390510007890' },
    { label: 'Orari', value: 'Lun-Ven 9:00-18:00' },
  ],
  columns: [
    { title: 'Negozio', links: ['Casa', 'Cucina', 'Bagno', 'Idee regalo'] },
    { title: 'Aiuto', links: ['Spedizioni', 'Resi e rimborsi', 'Condizioni di vendita', 'Privacy'] },
  ],
  payments: 'Pagamenti sicuri: carte, PayPal, bonifico',
};
