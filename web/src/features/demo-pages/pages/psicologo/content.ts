/** Italian marketing filler of the psychologist demo page (SPEC 9: free first talk of 30 minutes, sessions of about 50 minutes, results in about 8-12 sessions). */

export interface IconCard {
  icon: 'leaf' | 'wave' | 'hands' | 'sprout' | 'screen' | 'compass';
  title: string;
  text: string;
}

export interface Step {
  title: string;
  duration: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  context: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export const meta = {
  title: 'Dott.ssa Giulia Ferri · Psicologa e psicoterapeuta a Bologna e online',
  description:
    'Psicoterapia individuale e di coppia a Bologna e online. Primo colloquio gratuito di 30 minuti, sedute di circa 50 minuti, primi risultati in circa 8-12 sedute.',
};

export const brand = { name: 'Giulia Ferri', role: 'Psicologa · Psicoterapeuta' };

export const nav = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'approccio', label: 'Approccio' },
  { id: 'testimonianze', label: 'Testimonianze' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export const headerAction = 'Prenota il primo colloquio';

export const hero = {
  eyebrow: 'Psicologa e psicoterapeuta a Bologna e online',
  title: 'Ritrovare il proprio equilibrio, un passo alla volta.',
  lead: 'Uno spazio sicuro e senza giudizio dove dare un nome a ciò che senti e costruire, insieme, strumenti concreti per stare meglio. Il primo colloquio è gratuito.',
  primary: 'Prenota il primo colloquio gratuito',
  secondary: 'Scopri come lavoro',
  chips: ['Primo colloquio gratuito di 30 minuti', 'Sedute di circa 50 minuti', 'In studio e online'],
  portraitAlt: 'Ritratto illustrato della dottoressa Giulia Ferri',
};

export const services = {
  eyebrow: 'Servizi',
  title: 'Come posso aiutarti',
  intro:
    'Percorsi su misura per adulti, coppie e giovani adulti, in presenza nello studio di Bologna o in videochiamata.',
  items: [
    {
      icon: 'leaf',
      title: 'Ansia e stress',
      text: 'Riconoscere i segnali del corpo e della mente, ridurre la preoccupazione costante e tornare a respirare.',
    },
    {
      icon: 'wave',
      title: 'Umore e autostima',
      text: 'Quando tutto sembra più pesante: ritrovare energia, fiducia in se stessi e il piacere delle piccole cose.',
    },
    {
      icon: 'hands',
      title: 'Terapia di coppia',
      text: 'Uno spazio neutrale per ascoltarsi davvero, comunicare meglio e affrontare insieme i momenti di crisi.',
    },
    {
      icon: 'sprout',
      title: 'Giovani adulti',
      text: 'Scelte di studio e lavoro, distacco dalla famiglia, relazioni: accompagnare i passaggi importanti della vita.',
    },
    {
      icon: 'screen',
      title: 'Consulenza online',
      text: 'Le stesse sedute, da casa tua, in videochiamata protetta: ideale per chi vive lontano o viaggia spesso.',
    },
    {
      icon: 'compass',
      title: 'Lutto e cambiamenti',
      text: 'Perdite, separazioni, trasferimenti: dare tempo e parole al dolore per poter guardare avanti.',
    },
  ] satisfies IconCard[],
};

export const approach = {
  eyebrow: 'Approccio',
  title: 'Un percorso chiaro, fin dal primo incontro',
  intro:
    'Lavoro con un approccio cognitivo-comportamentale integrato con tecniche di mindfulness: pratico, orientato agli obiettivi e sempre rispettoso dei tuoi tempi.',
  steps: [
    {
      title: 'Primo colloquio gratuito',
      duration: '30 minuti',
      text: 'Ci conosciamo, mi racconti cosa ti porta qui e capiamo insieme se e come posso esserti utile. Senza impegno.',
    },
    {
      title: 'Obiettivi condivisi',
      duration: '1-2 sedute',
      text: 'Definiamo cosa vuoi cambiare e come riconosceremo i progressi, con un piano scritto e trasparente.',
    },
    {
      title: 'Sedute regolari',
      duration: 'circa 50 minuti',
      text: 'Incontri settimanali o quindicinali, con piccoli esercizi tra una seduta e l’altra per portare il lavoro nella vita di tutti i giorni.',
    },
    {
      title: 'Primi risultati',
      duration: 'in circa 8-12 sedute',
      text: 'Per molte difficoltà i primi cambiamenti concreti arrivano in 8-12 sedute; poi decidiamo insieme come proseguire.',
    },
  ] satisfies Step[],
  quote: '«Non serve avere tutte le risposte per iniziare. Basta la domanda giusta, e qualcuno con cui cercarla.»',
  quoteAuthor: 'Giulia Ferri',
};

export const figures = [
  { value: '30 min', label: 'il primo colloquio, gratuito' },
  { value: '50 min', label: 'la durata di ogni seduta' },
  { value: '8-12', label: 'sedute per i primi risultati' },
  { value: '12 anni', label: 'di esperienza clinica' },
];

export const testimonials = {
  eyebrow: 'Testimonianze',
  title: 'Le parole di chi ha fatto il percorso',
  note: 'Testimonianze pubblicate con il consenso dei pazienti; nomi abbreviati per tutelarne la privacy.',
  items: [
    {
      quote:
        'Sono arrivata con attacchi di panico quasi ogni giorno. Dopo una decina di sedute ho ripreso la metro da sola e, soprattutto, ho smesso di avere paura della paura.',
      author: 'Chiara M.',
      context: 'percorso per ansia, 11 sedute',
    },
    {
      quote:
        'Pensavamo che la terapia di coppia fosse l’ultima spiaggia. È stata invece il primo posto dove abbiamo ricominciato ad ascoltarci.',
      author: 'Luca e Sara',
      context: 'terapia di coppia',
    },
    {
      quote:
        'Le sedute online sono state perfette con i miei turni in ospedale. Professionale, calda, mai giudicante: la consiglio a chiunque.',
      author: 'Davide R.',
      context: 'consulenza online',
    },
  ] satisfies Testimonial[],
};

export const faq = {
  title: 'Domande frequenti',
  items: [
    {
      question: 'Il primo colloquio è davvero gratuito?',
      answer:
        'Sì. Dura 30 minuti, in studio o online, e serve a conoscerci e capire se il percorso fa per te. Non ti impegna a proseguire.',
    },
    {
      question: 'Quanto dura una seduta e quanto costa?',
      answer:
        'Ogni seduta dura circa 50 minuti e costa 70 €. Rilascio fattura sanitaria detraibile al 19% nella dichiarazione dei redditi.',
    },
    {
      question: 'Quante sedute serviranno?',
      answer:
        'Dipende dalla persona e dall’obiettivo: per molte difficoltà i primi risultati arrivano in circa 8-12 sedute.',
    },
    {
      question: 'Quello che dico resta riservato?',
      answer: 'Sempre. Sono vincolata al segreto professionale dal Codice deontologico degli psicologi italiani.',
    },
  ] satisfies Faq[],
};

export const contacts = {
  eyebrow: 'Contatti',
  title: 'Fai il primo passo',
  intro:
    'Scrivimi o chiamami: ti rispondo entro un giorno lavorativo per fissare il primo colloquio gratuito di 30 minuti.',
  details: [
    { label: 'Studio', value: 'Via Santo Stefano 42, 40125 Bologna' },
    { label: 'Telefono', value: '+39 051 000 1234', href: 'tel:+390510001234' },
    { label: 'Email', value: 'studio@giuliaferri-psicologa.it', href: 'mailto:studio@giuliaferri-psicologa.it' },
    { label: 'Orari', value: 'Lun-Ven 9:00-20:00 · Sabato su appuntamento' },
  ],
  form: {
    title: 'Richiedi il colloquio gratuito',
    name: 'Nome',
    email: 'Email',
    phone: 'Telefono (facoltativo)',
    preference: 'Preferisci',
    preferenceOptions: ['In studio a Bologna', 'Online in videochiamata'],
    message: 'Se vuoi, raccontami in breve il motivo della richiesta',
    privacy: 'Ho letto l’informativa privacy e acconsento al trattamento dei dati per essere ricontattato/a.',
    submit: 'Invia la richiesta',
  },
};

export const footer = {
  tagline: 'Psicologa e psicoterapeuta. Ricevo a Bologna e online.',
  company: 'Dott.ssa Giulia Ferri',
  address: 'Via Santo Stefano 42, 40125 Bologna (BO)',
  details: ['Iscritta all’Albo degli Psicologi dell’Emilia-Romagna n. 0000', 'PEC giulia.ferri@pec.it'],
  links: ['Privacy', 'Cookie'],
};
