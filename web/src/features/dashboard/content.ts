import type { DatePreset } from '@core/date-presets';

/**
 * Every Italian text of the admin and client dashboards. The SPEC's labels, states, empty texts and
 * errors are kept word for word (SPEC 2, 4, 8); the rest is copy for what the operator needs beyond it.
 */
export const COMMON = {
  loading: 'Caricamento...',
  logout: 'Logout',
  login: 'Accedi',
  loginBusy: 'Accesso...',
  na: 'N/A',
  copy: 'Copia',
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita: seleziona il testo e copialo a mano',
  close: 'Chiudi',
  closeDialog: 'Chiudi la finestra',
  cancel: 'Annulla',
  save: 'Salva',
  saving: 'Salvataggio...',
  dismissError: 'Chiudi il messaggio di errore',
  sessionExpired: 'La sessione non è più valida: accedi di nuovo.',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
} as const;

export const ERRORS = {
  load: 'Errore nel caricamento dei dati',
  export: "Errore nell'esportazione",
  createClient: "Errore nella creazione dell'accesso cliente",
  updateClient: "Errore nell'aggiornamento del cliente",
  rotateToken: 'Errore nella generazione del nuovo token',
  loadQuestionnaire: 'Errore nel caricamento del questionario',
  adminLogin: 'Credenziali non valide',
  clientLogin: 'Access token non valido o scaduto',
} as const;

export const ADMIN_LOGIN = {
  pageTitle: 'Accesso amministratore',
  title: 'Accesso Amministratore',
  intro: "Entra nell'area riservata per gestire statistiche, clienti e questionari.",
  username: 'Username',
  password: 'Password',
  demoHint: 'Demo senza server: accedi con',
  required: (field: string) => `Il campo ${field} è obbligatorio.`,
} as const;

export const CLIENT_LOGIN = {
  title: 'Accesso Cliente',
  intro: 'Consulta le visite e i click della tua landing page.',
  tokenLabel: 'Access Token',
  tokenPlaceholder: "Incolla qui l'access token fornito dall'amministratore",
  tokenRequired: "Inserisci l'access token fornito dall'amministratore.",
  demoHint: 'Demo senza server: prova la dashboard di un cliente di esempio.',
  demoUse: 'Usa il token di esempio',
} as const;

export const ADMIN = {
  title: 'Dashboard Amministratore',
  subtitle: 'Statistiche di tutti i siti, clienti e questionari ricevuti.',
} as const;

/** What the server noticed about its own set-up (GET /admin/server-warnings), for the operator to fix. */
export const SERVER_WARNINGS = {
  title: 'Configurazione del server da correggere',
  proxyNotTrusted: (proxy: string) =>
    `Il server riceve le visite attraverso un proxy (indirizzo ${proxy}), ma TRUST_PROXY_HOPS vale 0: ` +
    "tutti i visitatori risultano con l'indirizzo del proxy, e il limite di eventi al minuto per indirizzo " +
    'vale per tutti insieme. Oltre quel limite le visite e i click vanno persi.',
  proxyNotTrustedFix:
    'Imposta TRUST_PROXY_HOPS al numero di proxy davanti al server (1 con un solo Caddy o nginx) e riavvia il server.',
  since: 'Notato la prima volta:',
} as const;

export const CLIENT = {
  title: 'Dashboard Cliente',
  clientId: 'Cliente',
  domain: 'Dominio',
  noDomain: 'Nessun dominio collegato: le statistiche compariranno quando il tuo dominio sarà attivo.',
} as const;

export const FILTERS = {
  legend: 'Periodo',
  start: 'Data Inizio',
  end: 'Data Fine',
  apply: 'Applica Filtri',
  export: 'Esporta CSV',
  exporting: 'Esportazione...',
  endBeforeStart: 'La data di fine non può essere precedente alla data di inizio.',
  shownRange: 'Periodo mostrato',
  allTime: 'tutto lo storico',
  rangeText: (start: string, end: string) => (start === end ? start : `dal ${start} al ${end}`),
  presetsLabel: 'Periodi rapidi',
  /** Presets fill «Data Inizio» and «Data Fine»; like a typed date, they apply on «Applica Filtri» (SPEC 4). */
  presetsHint: 'Un periodo rapido compila le date: premi «Applica Filtri» per vederlo.',
  presets: {
    today: 'Oggi',
    last7: 'Ultimi 7 giorni',
    last30: 'Ultimi 30 giorni',
    thisMonth: 'Questo mese',
    lastMonth: 'Mese scorso',
  } satisfies Record<DatePreset, string>,
} as const;

export const CARDS = {
  region: 'Riepilogo',
  pageViews: 'Visualizzazioni Totali',
  visitors: 'Visitatori Unici',
  clicks: 'Click Totali',
  conversions: 'Conversioni',
  rate: (rate: string) => `Tasso di conversione ${rate}`,
  explain: 'Che cosa significa?',
  explainLabel: (card: string) => `${card}: che cosa significa?`,
  /** What each figure counts, in the owner's words (issue 32, point 6). */
  explanations: {
    views:
      'Quante volte una pagina del sito è stata aperta. Se la stessa persona apre la pagina tre volte, sono tre visualizzazioni.',
    visitors:
      'Quante persone diverse hanno visitato il sito: chi torna dallo stesso browser conta una volta sola. Se ognuno ha aperto una sola pagina, questo numero è uguale alle visualizzazioni: capita spesso con un sito di una pagina.',
    clicks:
      'Quante volte i visitatori hanno cliccato o toccato un pulsante o un link della pagina, compresi quelli per chiamarti o scriverti.',
    conversions:
      'Quante volte un visitatore ha completato un acquisto o una richiesta tracciata come obiettivo. Il tasso è la loro percentuale sulle visualizzazioni. Le chiamate, i messaggi e le richieste di indicazioni sono in «Contatti dalla pagina».',
  },
} as const;

/** The change against the period just before (the stats' `previous`). */
export const COMPARE = {
  against: (days: number) => (days === 1 ? 'rispetto al giorno precedente' : `rispetto ai ${days} giorni precedenti`),
  changeText: (change: string, days: number) => `${change} ${COMPARE.against(days)}`,
  nothingText: 'nessun confronto: il periodo precedente non ha dati',
  noPeriod: 'nessun confronto: scegli un periodo con una data di inizio',
  caption: (days: number, start: string, end: string) =>
    `Le variazioni sono ${COMPARE.against(days)} (${FILTERS.rangeText(start, end)}).`,
  captionNoPeriod: 'Scegli un periodo, per esempio «Ultimi 30 giorni», per confrontarlo con quello precedente.',
} as const;

/** «Da dove arrivano», «Dispositivi», «Contatti dalla pagina». Labels of channels, devices, kinds: core/csv-columns. */
export const AUDIENCE = {
  sourcesTitle: 'Da dove arrivano',
  sourcesIntro: 'Visitatori per canale: ognuno conta una volta per ogni canale da cui è arrivato.',
  channelsCaption: 'Canali',
  topSources: 'Fonti principali',
  campaigns: 'Campagne',
  campaignsEmpty: 'Nessuna campagna: i link con utm_campaign compaiono qui.',
  direct: 'Diretto',
  sourcesEmpty: 'Nessuna visita nel periodo selezionato',
  visitors: (n: number, formatted: string) => (n === 1 ? '1 visitatore' : `${formatted} visitatori`),
  share: (percent: string) => `${percent} dei visitatori`,
  devicesTitle: 'Dispositivi',
  devicesIntro: 'Visitatori per dispositivo, dalla larghezza dello schermo.',
  devicesEmpty: 'Nessuna visita nel periodo selezionato',
  contactsTitle: 'Contatti dalla pagina',
  contactsIntro:
    'Quante volte i visitatori hanno toccato «Chiama», WhatsApp, l’e-mail o «Indicazioni», o inviato un modulo.',
  contactsTotal: 'Contatti in totale',
  contactsByKind: 'Contatti per tipo',
  contacts: (n: number, formatted: string) => (n === 1 ? '1 contatto' : `${formatted} contatti`),
} as const;

export const CHART = {
  title: 'Andamento giornaliero',
  pageViews: 'Visualizzazioni',
  visitors: 'Visitatori unici',
  empty: 'Nessun dato nel periodo selezionato',
  tableCaption: 'Visualizzazioni e visitatori unici per giorno',
  day: 'Giorno',
  summary: (days: number, views: string, visitors: string, peakDay: string, peakViews: string) =>
    `${days} giorni: ${views} visualizzazioni e ${visitors} visitatori unici in totale; il giorno con più visualizzazioni è ${peakDay} con ${peakViews}.`,
  showTable: 'Mostra i dati in tabella',
  compare: 'Confronta con il periodo precedente',
  previousViews: 'Visualizzazioni, periodo precedente',
  previousSummary: (views: string, start: string, end: string) =>
    `Nel periodo precedente (${FILTERS.rangeText(start, end)}): ${views} visualizzazioni.`,
} as const;

export const LISTS = {
  pages: 'Pagine più Visitate',
  pagesEmpty: 'Nessuna visita registrata',
  views: (n: string) => `${n} visualizzazioni`,
  oneView: '1 visualizzazione',
  elements: 'Elementi più Cliccati',
  elementsEmpty: 'Nessun click registrato',
  noText: '(senza testo)',
  clickOn: (type: string, url: string) => `${type} su ${url}`,
  clicks: (n: string) => `${n} click`,
  activity: 'Attività Recente',
  activityEmpty: 'Nessuna attività recente',
} as const;

export const CLICK_TYPES = {
  button: 'pulsante',
  link: 'link',
  cta: 'invito all’azione (CTA)',
  unknown: 'elemento',
} as const;

export const ACTIVITY_TYPES = {
  page_view: 'Visualizzazione pagina',
  click: 'Click',
  conversion: 'Conversione',
} as const;

export const CLIENTS = {
  title: 'Gestione Clienti',
  create: 'Crea Nuovo Accesso Cliente',
  empty: 'Nessun cliente: crea il primo accesso.',
  scrollHint: 'Elenco clienti',
  columns: {
    clientId: 'Client ID',
    business: 'Attività',
    questionnaire: 'Questionario',
    domain: 'Dominio',
    plan: 'Piano',
    created: 'Creato',
    status: 'Stato',
    actions: 'Azioni',
  },
  active: 'Attivo',
  disabled: 'Disabilitato',
  disable: 'Disabilita',
  enable: 'Riattiva',
  edit: 'Modifica',
  rotate: 'Nuovo token',
  heatmaps: 'Mappe di calore',
  customDomain: 'Dominio',
  openQuestionnaire: (id: string) => `Apri il questionario ${id}`,
  actionsFor: (id: string) => `per il cliente ${id}`,
  confirmDisableTitle: 'Disabilitare il cliente?',
  confirmRotateTitle: 'Generare un nuovo token?',
  confirmDisable: (id: string) =>
    `Disabilitare il cliente ${id}? Non potrà più accedere alla sua dashboard finché non lo riattivi.`,
  confirmRotate: (id: string) =>
    `Generare un nuovo access token per ${id}? Quello attuale smetterà subito di funzionare.`,
} as const;

export const CLIENT_FORM = {
  createTitle: 'Nuovo accesso cliente',
  createIntro:
    'Il dominio è facoltativo: puoi collegarlo anche dopo. Le statistiche del cliente contano solo le visite al suo dominio.',
  createSubmit: 'Crea accesso',
  creating: 'Creazione...',
  editTitle: (id: string) => `Modifica ${id}`,
  domain: 'Dominio',
  domainHint:
    'Il nome del sito, per esempio pizzeriadagennaro.it. Se incolli un indirizzo completo, teniamo solo il nome.',
  domainInvalid: 'Inserisci un dominio valido, per esempio pizzeriadagennaro.it.',
  questionnaire: 'Questionario collegato',
  noQuestionnaire: 'Nessuno',
  plan: 'Piano',
  /** Creating from a questionnaire: its plan and domain wish are filled in. */
  prefilled: 'Piano e dominio presi dal questionario: controllali prima di creare l’accesso.',
  domainWish: (wish: string) => `Dominio chiesto dal cliente nel questionario: «${wish}».`,
  alreadyLinked: (ids: readonly string[]) =>
    ids.length === 1
      ? `Attenzione: questo questionario ha già un cliente (${ids[0]}). Se continui, lo stesso questionario avrà due accessi.`
      : `Attenzione: questo questionario ha già ${ids.length} clienti (${ids.join(', ')}). Se continui, ne avrà un altro.`,
} as const;

export const ACCESS_DIALOG = {
  created: 'Nuovo accesso cliente creato!',
  rotated: 'Nuovo access token generato!',
  clientId: 'Client ID',
  token: 'Access Token',
  onceNote:
    'Copia il token ora e consegnalo al cliente: per sicurezza non sarà più mostrato. Il cliente lo usa nella pagina Accesso Cliente (/login).',
  copyToken: "Copia l'access token",
} as const;

export const QUESTIONNAIRES = {
  title: 'Questionari ricevuti',
  empty: 'Nessun questionario ricevuto',
  business: 'Attività',
  plan: 'Piano',
  status: 'Stato',
  received: 'Ricevuto',
  messages: 'Messaggi',
  open: 'Apri',
  openLabel: (name: string) => `Apri il questionario di ${name}`,
  unnamed: 'Attività senza nome',
  statuses: { in_progress: 'In corso', completed: 'Completato' },
  flags: 'Segnalazioni',
  noFlags: 'Nessuna',
} as const;

/** The interviewer's flags (contract InterviewFlag.type), for the operator. */
export const FLAG_LABELS = {
  complaint: 'Reclamo',
  refund: 'Richiesta di rimborso',
  insult: 'Insulto',
  human_request: 'Chiede una persona',
  off_topic: 'Fuori tema',
} as const;

export const QUESTIONNAIRE_DETAIL = {
  back: 'Torna alla dashboard',
  pageTitle: (id: string) => `Questionario ${id}`,
  meta: 'Dettagli',
  questionnaireId: 'ID questionario',
  session: 'Sessione',
  created: 'Iniziato',
  completed: 'Completato',
  notCompleted: 'Non ancora completato',
  style: 'Stile scelto',
  brief: 'Brief per il team',
  noBrief: 'Il brief sarà disponibile quando il cliente avrà completato il questionario.',
  transcript: 'Conversazione completa',
  you: 'Cliente',
  assistant: 'Assistente',
  hidden: 'Messaggio non visibile al cliente (seguito automatico dopo la scelta dello stile)',
  notFound: 'Questionario non trovato.',
  briefFields: {
    business_name: 'Nome attività',
    owner_name: 'Titolare',
    plan: 'Piano',
    activity: 'Attività',
    city: 'Città',
    target_customers: 'Clienti ideali',
    services: 'Servizi',
    opening_hours: 'Orari',
    strengths: 'Punti di forza',
    tone: 'Tono',
    register: 'Tu o Lei',
    style: 'Stile',
    colors: 'Colori',
    email: 'Email',
    phone: 'Telefono',
    whatsapp: 'WhatsApp',
    pec: 'PEC',
    address: 'Indirizzo',
    social: 'Social',
    vat_number: 'Partita IVA',
    domain_wish: 'Dominio desiderato',
    notes: 'Note',
  },
  register: { tu: 'Del tu', lei: 'Del Lei' },
  notGiven: 'Non indicato',
  edited: 'Corretto dal cliente',
  confirmed: 'Confermato',
  /** A value the assistant kept as written though it looks wrong (a P.IVA's check digit, an email, a phone). */
  unverified: 'Da verificare',
  review: {
    confirmed: (when: string) =>
      `Il cliente ha confermato il riepilogo il ${when}: «Corretto dal cliente» indica le voci che ha modificato, «Confermato» quelle approvate così come le aveva capite l'assistente.`,
    notConfirmed: 'Il cliente non ha confermato il riepilogo prima di completare.',
    editedOnly: 'Le voci «Corretto dal cliente» sono state modificate dal cliente nel riepilogo.',
  },
  flagsTitle: 'Da verificare',
  flagsLead:
    "Messaggi che l'assistente ha segnalato: l'assistente ha risposto con calma e con i contatti dell'assistenza.",
  flagTurn: (turn: number) => `messaggio ${turn}`,
} as const;

export const STYLE_NAMES = {
  medical: 'Medico e benessere',
  fitness: 'Fitness e sport',
  business: 'Professionale',
} as const;

/** The operator's note on tracking for sites the product does not know (the daily quota). */
export const UNKNOWN_SITES = {
  title: 'Siti non registrati',
  stored: (stored: string, limit: string) =>
    `Oggi sono stati salvati ${stored} eventi di siti che non sono né il nostro né il dominio di un cliente, su un massimo di ${limit} al giorno.`,
  dropped: (dropped: string) =>
    `${dropped} eventi oltre il limite non sono stati salvati (si alza con TRACK_UNKNOWN_SITES_PER_DAY).`,
  none: 'Oggi nessun evento oltre il limite è stato scartato.',
} as const;

/** /accesso/<code>: the one-time link of the access email. */
export const LOGIN_LINK = {
  pageTitle: 'Accesso con link',
  checking: 'Stiamo verificando il tuo link di accesso...',
  failedTitle: 'Questo link di accesso non funziona più',
  failedIntro:
    'Il link che hai aperto è già stato usato oppure è scaduto: per sicurezza ogni link di accesso vale una volta sola e per poco tempo.',
  missingIntro: 'Per entrare nella tua area clienti apri il link che ti abbiamo inviato via email.',
  wayForward: 'Come entrare adesso',
  useToken: 'Se hai un access token, entra dalla pagina Accesso Cliente.',
  toLogin: 'Vai ad Accesso Cliente',
  askNewLink: 'Oppure chiedici un nuovo link: ti rispondiamo in giornata.',
  email: 'Email',
  phone: 'Numero verde',
  throttled: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
} as const;
