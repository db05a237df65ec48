/**
 * The Italian words of the review page, the client's counter line and the operator's queue (issue 29).
 * Figures come from the contract's answer, which takes them from core/plans.ts.
 */
import type { ChangeRequestState } from '@core/api';
import { CHANGE_REQUEST_STATE_LABELS } from '@core/orders/content';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const whenFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-12-14` → `14/12/2026`. */
export const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T12:00:00Z`));
export const formatWhen = (iso: string): string => whenFormat.format(new Date(iso));

/** «Modifiche gratuite rimaste: 3 di 5 – fino al 14/12/2026» (before publication: until 30 days after it). */
export function counterLine(a: { free_left: number; free_limit: number; free_until: string | null }): string {
  const base = `Modifiche gratuite rimaste: ${a.free_left} di ${a.free_limit}`;
  return a.free_until
    ? `${base} – fino al ${formatDay(a.free_until)}`
    : `${base} – fino a 30 giorni dopo la pubblicazione`;
}

export const extraFeeLine = (fee: number): string => `Modifica extra: ${fee} € + IVA`;

export const STATE_LABELS: Readonly<Record<ChangeRequestState, string>> = CHANGE_REQUEST_STATE_LABELS;

export const SECTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  hero: 'Apertura',
  services: 'Servizi',
  menu: 'Menu',
  about: 'Chi siamo',
  strengths: 'Punti di forza',
  testimonials: 'Recensioni',
  team: 'Team',
  gallery: 'Galleria',
  faq: 'Domande frequenti',
  hours: 'Orari',
  contacts: 'Contatti',
  cta: 'Invito all’azione',
};

export const sectionName = (s: { type: string; label: string | null }): string =>
  s.label ?? SECTION_TYPE_LABELS[s.type] ?? s.type;

/** A request's section for people: its own label or its type's Italian name; the raw id only when gone. */
export const requestSectionName = (r: {
  section_id: string | null;
  section: { type: string; label: string | null } | null;
}): string | null => (r.section ? sectionName(r.section) : r.section_id);

export const REVIEW_COPY = {
  pageTitle: 'Anteprima del tuo sito',
  banner: 'Anteprima – non ancora pubblicata',
  loading: 'Caricamento dell’anteprima...',
  intro: (name: string) =>
    `Questa è la pagina di ${name} come la vedranno i visitatori. Approvala o chiedi una modifica.`,
  versionLabel: (n: number) => `Versione ${n}`,
  frameTitle: 'Anteprima della pagina',
  deviceGroup: 'Dimensione dell’anteprima',
  phone: 'Telefono',
  desktop: 'Computer',
  approve: 'Approva e pubblica',
  approving: 'Pubblicazione...',
  approveConfirm: 'Pubblichiamo questa versione: sarà visibile a tutti.',
  published: 'Fatto! La tua pagina è online:',
  inApp: 'Aprila anche qui:',
  stale: 'Nel frattempo abbiamo preparato una versione più recente.',
  reload: 'Ricarica l’anteprima',
  askChange: 'Richiedi una modifica',
  formTitle: 'Che cosa vuoi cambiare?',
  textLabel: 'Descrivi la modifica',
  textHint: (max: number) => `Massimo ${max} caratteri.`,
  charsLeft: (left: number) => `Caratteri rimasti: ${left}`,
  sectionLabel: 'Sezione (facoltativa)',
  anySection: 'Tutta la pagina',
  extraConfirm: (fee: number) => `Accetto il costo della modifica extra (${fee} € + IVA)`,
  send: 'Invia la richiesta',
  sending: 'Invio...',
  cancel: 'Annulla',
  sent: (n: number) => `Richiesta n. ${n} ricevuta: ti scriviamo quando è pronta.`,
  emptyText: 'Scrivi che cosa vuoi cambiare.',
  needConsent: 'Conferma di accettare il costo della modifica extra.',
  requestsTitle: 'Le tue richieste',
  noRequests: 'Nessuna richiesta di modifica finora.',
  number: (n: number) => `Richiesta n. ${n}`,
  free: 'gratuita',
  extra: 'extra',
  correction: 'correzione (non conteggiata)',
  due: (when: string) => `Entro ${when}`,
  section: (label: string) => `Sezione: ${label}`,
  invalidTitle: 'Questo link di anteprima non funziona',
  invalidIntro:
    'Il link non è valido, è scaduto oppure il sito è già stato approvato. Chiedi un nuovo link a chi segue il tuo sito: ti rispondiamo in giornata.',
  toLogin: 'Vai alla tua area clienti',
  error: 'Qualcosa è andato storto. Riprova tra poco.',
} as const;

export const QUEUE_COPY = {
  title: 'Richieste di modifica',
  intro: 'Le richieste aperte dei clienti, la più urgente per prima: 12 ore lavorative per ciascuna.',
  empty: 'Nessuna richiesta aperta.',
  late: 'In ritardo',
  columns: {
    number: 'N.',
    business: 'Attività',
    text: 'Richiesta',
    state: 'Stato',
    due: 'Scadenza',
    actions: 'Azioni',
  },
  start: 'Prendi in carico',
  complete: 'Completa',
  cancel: 'Annulla',
  correction: 'Correzione',
  order: 'Apri l’ordine',
  editor: 'Apri l’editor',
  editSection: (label: string) => `Apri l’editor su «${label}»`,
} as const;

export const EXTRAS_COPY = {
  title: 'Modifiche extra da fatturare',
  intro: (fee: string) => `Le richieste oltre quelle gratuite, accettate dal cliente: ${fee} + IVA ciascuna.`,
  empty: 'Nessuna modifica extra.',
  columns: { number: 'Richiesta', date: 'Data', amount: 'Importo' },
  number: (n: number) => `n. ${n}`,
  amount: (fee: string) => `${fee} + IVA`,
  total: (count: number, amount: string) =>
    `Totale: ${amount} + IVA (${count} ${count === 1 ? 'modifica extra' : 'modifiche extra'})`,
  error: 'Impossibile caricare le modifiche extra.',
} as const;

export const SEND_COPY = {
  title: 'Anteprima per il cliente',
  intro: 'Invia al cliente il link all’ultima versione: potrà approvarla o chiedere modifiche. Il link vale 30 giorni.',
  send: 'Invia al cliente',
  sending: 'Invio...',
  sent: (email: string) => `Link inviato a ${email}:`,
  error: 'Invio non riuscito. Riprova tra poco.',
} as const;
