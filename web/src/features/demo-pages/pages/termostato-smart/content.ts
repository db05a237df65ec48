import type { SectionLink } from '../../components';

/** Italian filler for the soft neumorphic product demo (route /stile14): a smart thermostat. */

export interface Feature {
  icon: 'schedule' | 'geo' | 'leaf' | 'voice' | 'rooms' | 'report';
  title: string;
  description: string;
}

export interface Plan {
  name: string;
  price: number;
  tagline: string;
  features: readonly string[];
  featured?: boolean;
}

export const meta = {
  title: 'Tepore · Il termostato smart che ti fa risparmiare',
  description:
    'Tepore è il termostato intelligente che impara le tue abitudini e taglia i consumi fino al 27%. Funzionalità, vantaggi, prezzi e contatti.',
};

export const brand = { name: 'tepore' };

export const nav: readonly SectionLink[] = [
  { id: 'funzionalita', label: 'Funzionalità' },
  { id: 'vantaggi', label: 'Vantaggi' },
  { id: 'prezzi', label: 'Prezzi' },
  { id: 'contatti', label: 'Contatti' },
];

export const hero = {
  eyebrow: 'Nuovo · Tepore 2',
  title: 'Il calore giusto, senza pensarci',
  lead: 'Tepore impara le tue abitudini, sa quando esci e quando torni e regola ogni stanza da solo. Tu ti godi la casa, lui pensa alla bolletta.',
  primary: 'Ordina Tepore',
  secondary: 'Scopri come funziona',
  action: 'Ordina',
  dial: {
    value: '21,5',
    unit: '°C',
    mode: 'Comfort',
    humidity: 'Umidità 48%',
    minus: 'Abbassa la temperatura',
    plus: 'Alza la temperatura',
  },
  notes: ['Spedizione gratuita', 'Reso entro 30 giorni', 'Garanzia 5 anni'],
};

export const featuresIntro = {
  title: 'Funzionalità',
  lead: 'Tutto quello che serve, niente di superfluo. Si controlla dal muro, dall’app o con la voce.',
};

export const features: readonly Feature[] = [
  {
    icon: 'schedule',
    title: 'Programmi che si imparano',
    description: 'Dopo una settimana Tepore conosce i tuoi orari e crea il programma ideale.',
  },
  {
    icon: 'geo',
    title: 'Sa quando sei fuori',
    description: 'Abbassa la temperatura quando esci e la riporta al comfort prima del tuo rientro.',
  },
  {
    icon: 'leaf',
    title: 'Modalità Eco',
    description: 'Suggerimenti quotidiani e una fogliolina che ti dice quando stai risparmiando.',
  },
  {
    icon: 'voice',
    title: 'Comandi vocali',
    description: 'Funziona con gli assistenti vocali più diffusi, in italiano.',
  },
  {
    icon: 'rooms',
    title: 'Stanza per stanza',
    description: 'Con le valvole smart ogni stanza ha la sua temperatura, senza sprechi.',
  },
  {
    icon: 'report',
    title: 'Report mensile',
    description: 'Consumi, risparmio e consigli, in un riepilogo chiaro ogni mese.',
  },
];

export const benefitsIntro = {
  title: 'Perché scegliere Tepore',
  lead: 'Pensato e progettato a Bologna, per le case italiane: caldaie, valvole e impianti di ogni età.',
  appTitle: 'Soggiorno',
  appRows: [
    { label: 'Temperatura', value: '21,5 °C', fill: 72 },
    { label: 'Umidità', value: '48%', fill: 48 },
    { label: 'Risparmio del mese', value: '18 €', fill: 60 },
  ],
};

export const stats: readonly { value: string; label: string }[] = [
  { value: '-27%', label: 'di consumi in media nel primo inverno' },
  { value: '15 min', label: 'per installarlo da solo, senza tecnico' },
  { value: '5 anni', label: 'di garanzia e aggiornamenti gratuiti' },
];

export const benefits: readonly string[] = [
  'Compatibile con il 95% delle caldaie, anche quelle a condensazione',
  'Si ripaga in meno di due inverni grazie al risparmio',
  'Dati conservati in Europa, nessuna pubblicità',
  'Assistenza in italiano via chat e telefono',
];

export const pricesIntro = {
  title: 'Prezzi',
  lead: 'Nessun abbonamento obbligatorio: paghi una volta e l’app è tua per sempre.',
  order: 'Ordina',
  featuredLabel: 'Il più scelto',
  currencyNote: 'IVA inclusa',
};

export const plans: readonly Plan[] = [
  {
    name: 'Tepore Solo',
    price: 149,
    tagline: 'Per appartamenti fino a 80 m²',
    features: ['Termostato Tepore 2', 'App e comandi vocali', 'Modalità Eco'],
  },
  {
    name: 'Tepore Casa',
    price: 279,
    tagline: 'Per la famiglia, stanza per stanza',
    features: ['Termostato Tepore 2', '4 valvole smart', 'Report mensile', 'Installazione guidata in video'],
    featured: true,
  },
  {
    name: 'Tepore Pro',
    price: 449,
    tagline: 'Per case grandi e seconde case',
    features: ['Termostato Tepore 2', '8 valvole smart', 'Sensori porte e finestre', 'Installazione a domicilio'],
  },
];

export const contactsIntro = {
  title: 'Contatti',
  lead: 'Hai una domanda sul tuo impianto? Scrivici: un tecnico ti risponde entro 24 ore.',
  nameLabel: 'Nome',
  emailLabel: 'Email',
  boilerLabel: 'Marca e modello della caldaia',
  messageLabel: 'Messaggio',
  submit: 'Invia la domanda',
  phoneLabel: 'Telefono',
  mailLabel: 'Email',
  addressLabel: 'Sede',
  hoursLabel: 'Assistenza',
};

export const business = {
  address: 'Via della Liberazione 12, 40128 Bologna (BO)',
  phone: '+39 051 123 4567',
  email: 'aiuto@tepore.example',
  hours: 'Lun-Sab 8:30-20:00',
  /** The business data the footer must show (LegalFooterNote). */
  legal: {
    company: 'Tepore Tech S.r.l.',
    address: 'Via della Liberazione 12, 40128 Bologna (BO)',
    details: ['REA BO-0000000', 'Capitale sociale 100.000 € i.v.'],
  },
  note: 'Sito dimostrativo: prodotto, prezzi e dati aziendali sono di esempio.',
};
