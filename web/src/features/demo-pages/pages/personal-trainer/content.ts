/** Italian marketing filler of the personal trainer demo page (SPEC 9: 60 € one-to-one, 30 € per person in small groups of at most 4). */

export interface Offer {
  name: string;
  price: string;
  unit: string;
  text: string;
  features: string[];
  cta: string;
  highlight?: boolean;
}

export interface Program {
  name: string;
  weeks: string;
  frequency: string;
  level: string;
  /** 1 to 5: how hard the program is (drawn as bars). */
  intensity: number;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  result: string;
}

export const meta = {
  title: 'Marco Rinaldi · Personal trainer a Milano',
  description:
    'Personal training a Milano: 60 € a seduta one-to-one, 30 € a persona in small group (massimo 4 persone). Programmi di dimagrimento, forza e postura.',
};

export const brand = { first: 'Marco', last: 'Rinaldi', tag: 'Personal trainer' };

export const nav = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'programmi', label: 'Programmi' },
  { id: 'testimonianze', label: 'Risultati' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export const headerAction = 'Prenota una prova';

export const hero = {
  eyebrow: 'Personal trainer certificato · Milano Isola',
  titleTop: 'Allenati meglio.',
  titleBottom: 'Non di più.',
  lead: 'Programmi costruiti su di te, tecnica curata in ogni ripetizione e risultati misurati ogni mese. One-to-one o in piccoli gruppi da massimo 4 persone.',
  primary: 'Prenota la valutazione gratuita',
  secondary: 'Vedi i programmi',
  stats: [
    { value: '240+', label: 'clienti allenati' },
    { value: '9 anni', label: 'di esperienza' },
    { value: '4.9/5', label: 'media recensioni' },
  ],
  artLabel: 'Illustrazione: kettlebell e linee dinamiche',
};

export const marquee = ['Forza', 'Dimagrimento', 'Postura', 'Mobilità', 'Performance', 'Energia'];

export const services = {
  eyebrow: 'Servizi e prezzi',
  title: 'Scegli come allenarti',
  intro:
    'Prezzi chiari, nessun abbonamento vincolante. Ogni percorso parte da una valutazione gratuita di postura, mobilità e obiettivi.',
  items: [
    {
      name: 'One-to-one',
      price: '60 €',
      unit: 'a seduta',
      text: 'Io e te, un’ora intera: il massimo dell’attenzione sulla tecnica e sui tuoi obiettivi.',
      features: [
        'Seduta da 60 minuti',
        'Programma personalizzato',
        'Check dei progressi ogni 4 settimane',
        'Consigli alimentari di base',
      ],
      cta: 'Prenota il one-to-one',
      highlight: true,
    },
    {
      name: 'Small group',
      price: '30 €',
      unit: 'a persona',
      text: 'La motivazione del gruppo con la cura del personal: gruppi piccoli, di massimo 4 persone.',
      features: [
        'Massimo 4 persone',
        'Seduta da 60 minuti',
        'Allenati con amici o colleghi',
        'Orari fissi mattina e sera',
      ],
      cta: 'Entra in un gruppo',
    },
    {
      name: 'Coaching online',
      price: '49 €',
      unit: 'al mese',
      text: 'Per chi si allena da solo o viaggia: scheda aggiornata, video della tecnica e chat diretta.',
      features: [
        'Scheda aggiornata ogni mese',
        'Video-correzione della tecnica',
        'Chat diretta con me',
        'Ideale in palestra o a casa',
      ],
      cta: 'Inizia online',
    },
  ] satisfies Offer[],
};

export const programs = {
  eyebrow: 'Programmi',
  title: 'Un obiettivo, un metodo',
  intro:
    'Ogni programma ha una durata, un ritmo e dei traguardi misurabili. Li adatto al tuo livello dopo la valutazione iniziale.',
  items: [
    {
      name: 'Ricomposizione corporea',
      weeks: '12 settimane',
      frequency: '3 sedute a settimana',
      level: 'Tutti i livelli',
      intensity: 3,
      text: 'Perdere grasso mantenendo e costruendo muscolo, con forza e condizionamento metabolico.',
    },
    {
      name: 'Forza da zero',
      weeks: '8 settimane',
      frequency: '2 sedute a settimana',
      level: 'Principianti',
      intensity: 2,
      text: 'Squat, stacco, panca e trazioni imparati bene, con carichi che crescono in sicurezza.',
    },
    {
      name: 'Schiena e postura',
      weeks: '6 settimane',
      frequency: '2 sedute a settimana',
      level: 'Tutti i livelli',
      intensity: 1,
      text: 'Mobilità, core e rinforzo mirato per chi passa molte ore seduto alla scrivania.',
    },
    {
      name: 'Performance atletica',
      weeks: '10 settimane',
      frequency: '4 sedute a settimana',
      level: 'Avanzato',
      intensity: 5,
      text: 'Potenza, velocità e resistenza per runner, calcio, padel e sport di squadra.',
    },
  ] satisfies Program[],
  intensityLabel: 'Intensità',
};

export const method = {
  title: 'Come funziona',
  steps: [
    {
      title: 'Valutazione gratuita',
      text: '45 minuti di test su postura, mobilità e forza, più una chiacchierata sui tuoi obiettivi.',
    },
    {
      title: 'Piano su misura',
      text: 'Programma, frequenza e formula scelti insieme: one-to-one, small group o online.',
    },
    { title: 'Allenamento e misure', text: 'Ogni 4 settimane misuriamo i progressi e aggiorniamo il piano.' },
  ],
};

export const testimonials = {
  eyebrow: 'Risultati reali',
  title: 'Chi si allena con me',
  items: [
    {
      quote:
        'In quattro mesi ho perso 9 chili e, soprattutto, ho imparato ad allenarmi. Marco è preciso ma non ti fa mai sentire giudicato.',
      author: 'Francesca, 38 anni',
      result: '−9 kg in 16 settimane',
    },
    {
      quote:
        'Con il small group alle 7 del mattino ho trovato costanza e tre amici. Il mal di schiena da scrivania è un ricordo.',
      author: 'Andrea, 45 anni',
      result: 'Zero mal di schiena',
    },
    {
      quote: 'Preparazione per la mia prima mezza maratona: chiusa in 1h 49′, dieci minuti sotto il mio obiettivo.',
      author: 'Giulia, 29 anni',
      result: 'Mezza maratona in 1h 49′',
    },
  ] satisfies Testimonial[],
};

export const contacts = {
  eyebrow: 'Contatti',
  title: 'Il primo allenamento lo facciamo insieme',
  intro: 'Prenota la valutazione gratuita: ti rispondo entro 24 ore con i primi orari disponibili.',
  details: [
    { label: 'Dove', value: 'Studio Forma, Via Pastrengo 14, 20159 Milano' },
    { label: 'Telefono e WhatsApp', value: '+39 333 000 4567', href: 'tel:+393330004567' },
    { label: 'Email', value: 'ciao@marcorinaldi.fit', href: 'mailto:ciao@marcorinaldi.fit' },
    { label: 'Orari', value: 'Lun-Ven 6:30-21:30 · Sab 8:00-13:00' },
  ],
  form: {
    title: 'Prenota la valutazione',
    name: 'Nome e cognome',
    phone: 'Telefono',
    goal: 'Il tuo obiettivo',
    goals: ['Dimagrire', 'Diventare più forte', 'Postura e mal di schiena', 'Preparazione sportiva'],
    formula: 'Formula preferita',
    formulas: ['One-to-one (60 €)', 'Small group (30 € a persona)', 'Coaching online'],
    privacy: 'Acconsento al trattamento dei dati per essere ricontattato.',
    submit: 'Prenota ora',
  },
};

export const footer = {
  company: 'Marco Rinaldi',
  address: 'Via Pastrengo 14, 20159 Milano (MI)',
  details: ['Laurea in Scienze Motorie', 'Certificazione NSCA-CPT'],
  social: ['Instagram', 'YouTube'],
};
