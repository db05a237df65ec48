/** Italian marketing filler of the law firm demo page (SPEC 9: first consultation free, 30 minutes). */

export interface Service {
  title: string;
  text: string;
}

export interface Practice {
  title: string;
  text: string;
  topics: string[];
}

export interface Lawyer {
  initials: string;
  name: string;
  role: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  matter: string;
}

export const meta = {
  title: 'Studio Legale Conti & Moretti · Avvocati a Milano',
  description:
    'Studio legale a Milano: diritto di famiglia, lavoro, societario, immobiliare e successioni. Prima consulenza gratuita di 30 minuti, in studio o in videochiamata.',
};

export const brand = { name: 'Conti & Moretti', tag: 'Studio Legale · dal 1987' };

export const nav = [
  { id: 'servizi', label: 'Servizi' },
  { id: 'specializzazioni', label: 'Specializzazioni' },
  { id: 'testimonianze', label: 'Testimonianze' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export const headerAction = 'Prenota la consulenza';

export const hero = {
  eyebrow: 'Studio legale associato · Milano',
  title: 'Chiarezza, riservatezza e tutela dei vostri diritti.',
  lead: 'Da oltre trent’anni assistiamo famiglie, professionisti e imprese con un linguaggio comprensibile e una strategia condivisa fin dal primo incontro.',
  primary: 'Richiedi la prima consulenza gratuita',
  secondary: 'Le nostre aree',
  facts: [
    { value: '1987', label: 'anno di fondazione' },
    { value: '2.400+', label: 'pratiche seguite' },
    { value: '30 min', label: 'prima consulenza, gratuita' },
  ],
  artLabel: 'Illustrazione: la bilancia della giustizia tra le colonne dello studio',
};

export const services = {
  eyebrow: 'Servizi',
  title: 'Come vi assistiamo',
  intro: 'Dalla consulenza preventiva al giudizio: un unico interlocutore che segue la pratica dall’inizio alla fine.',
  items: [
    {
      title: 'Consulenza e pareri',
      text: 'Pareri scritti e orali per decidere con consapevolezza prima di firmare, agire o rispondere.',
    },
    {
      title: 'Contratti su misura',
      text: 'Redazione e revisione di contratti, accordi e scritture private, in italiano e in inglese.',
    },
    {
      title: 'Contenzioso civile',
      text: 'Difesa in giudizio davanti a tutti i tribunali e le corti d’appello, con aggiornamenti costanti.',
    },
    {
      title: 'Mediazione e negoziazione',
      text: 'Soluzioni rapide e meno costose del processo, quando l’accordo è possibile e conveniente.',
    },
  ] satisfies Service[],
};

export const consultation = {
  title: 'La prima consulenza è gratuita',
  text: '30 minuti, in studio o in videochiamata, per esporre il vostro caso, conoscere le possibili strade e ricevere un preventivo scritto e trasparente. Senza impegno.',
  cta: 'Fissa un appuntamento',
  points: ['Durata 30 minuti', 'In studio o online', 'Preventivo scritto'],
};

export const practices = {
  eyebrow: 'Specializzazioni',
  title: 'Aree di competenza',
  intro: 'Ogni area è seguita da un avvocato dedicato, con anni di esperienza specifica.',
  items: [
    {
      title: 'Diritto di famiglia',
      text: 'Separazioni e divorzi consensuali e giudiziali, affidamento dei figli, assegni di mantenimento.',
      topics: ['Separazioni', 'Divorzi', 'Affidamento'],
    },
    {
      title: 'Diritto del lavoro',
      text: 'Licenziamenti, differenze retributive, mobbing e consulenza alle aziende nella gestione del personale.',
      topics: ['Licenziamenti', 'Vertenze', 'Aziende'],
    },
    {
      title: 'Diritto societario',
      text: 'Costituzione di società, patti parasociali, operazioni straordinarie e responsabilità degli amministratori.',
      topics: ['Startup', 'M&A', 'Governance'],
    },
    {
      title: 'Immobiliare e condominio',
      text: 'Compravendite, locazioni, sfratti, vizi dell’immobile e controversie condominiali.',
      topics: ['Locazioni', 'Sfratti', 'Condominio'],
    },
    {
      title: 'Successioni ed eredità',
      text: 'Testamenti, divisioni ereditarie, impugnazioni e pianificazione del passaggio generazionale.',
      topics: ['Testamenti', 'Divisioni', 'Passaggio generazionale'],
    },
    {
      title: 'Recupero crediti',
      text: 'Diffide, decreti ingiuntivi ed esecuzioni per professionisti e imprese, con tempi certi.',
      topics: ['Diffide', 'Decreti ingiuntivi', 'Esecuzioni'],
    },
  ] satisfies Practice[],
};

export const team = {
  title: 'I professionisti dello studio',
  items: [
    {
      initials: 'AC',
      name: 'Avv. Alessandro Conti',
      role: 'Socio fondatore',
      text: 'Diritto societario e contenzioso civile. Cassazionista.',
    },
    {
      initials: 'EM',
      name: 'Avv. Elena Moretti',
      role: 'Socia',
      text: 'Diritto di famiglia e successioni. Mediatrice familiare.',
    },
    {
      initials: 'RB',
      name: 'Avv. Riccardo Bassi',
      role: 'Associato',
      text: 'Diritto del lavoro e recupero crediti per le imprese.',
    },
  ] satisfies Lawyer[],
};

export const testimonials = {
  eyebrow: 'Testimonianze',
  title: 'La fiducia dei nostri clienti',
  items: [
    {
      quote:
        'In un momento difficile come la separazione ho trovato competenza e umanità. Ogni passaggio mi è stato spiegato con parole semplici.',
      author: 'Laura P.',
      matter: 'Diritto di famiglia',
    },
    {
      quote:
        'Ci seguono dalla costituzione della società: contratti chiari, tempi rispettati e nessuna sorpresa in parcella.',
      author: 'Marco T., amministratore delegato',
      matter: 'Diritto societario',
    },
    {
      quote:
        'Dopo due anni di solleciti, il credito è stato recuperato in quattro mesi. Professionali e sempre raggiungibili.',
      author: 'Studio tecnico Ferraris',
      matter: 'Recupero crediti',
    },
  ] satisfies Testimonial[],
};

export const contacts = {
  eyebrow: 'Contatti',
  title: 'Fissate un appuntamento',
  intro: 'Rispondiamo entro un giorno lavorativo. La prima consulenza di 30 minuti è gratuita.',
  details: [
    { label: 'Sede', value: 'Corso di Porta Vittoria 18, 20122 Milano' },
    { label: 'Telefono', value: '+39 02 0000 5678', href: 'tel:+390200005678' },
    { label: 'Email', value: 'segreteria@studiocontimoretti.it', href: 'mailto:segreteria@studiocontimoretti.it' },
    { label: 'Orari', value: 'Lun-Ven 9:00-13:00 e 14:30-19:00' },
  ],
  mapLabel: 'Mappa stilizzata: lo studio in Corso di Porta Vittoria, vicino al Tribunale di Milano',
  form: {
    title: 'Richiesta di consulenza',
    name: 'Nome e cognome',
    email: 'Email',
    area: 'Area di interesse',
    message: 'Descrizione sintetica del caso',
    privacy: 'Ho letto l’informativa sul trattamento dei dati personali e acconsento.',
    submit: 'Invia la richiesta',
  },
};

export const footer = {
  company: 'Studio Legale Conti & Moretti, associazione professionale',
  address: 'Corso di Porta Vittoria 18, 20122 Milano (MI)',
  details: [
    'Avvocati iscritti all’Ordine degli Avvocati di Milano',
    'PEC studio@pec.contimoretti.it',
    'Polizza RC professionale n. 000000',
  ],
  links: ['Informativa privacy', 'Cookie policy'],
};
