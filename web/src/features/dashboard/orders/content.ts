/**
 * Italian copy of the operator's «Ordini» view and of the customer's order panel. The state, actor and
 * billing labels and the «In ritardo» badge come from core/orders/content.ts (the emails and the API say
 * the same words); prices from core/plans.ts.
 */
import type { EmailKind, EmailStatus, OrderStatus } from '@core/api';
import { BILLING_LABELS, LATE_BADGE, ORDER_ACTOR_LABELS, ORDER_STATUS_LABELS } from '@core/orders/content';
import { PRICE_VAT_NOTE } from '@core/plans';

export { BILLING_LABELS, LATE_BADGE, ORDER_ACTOR_LABELS, ORDER_STATUS_LABELS };

/** «in attesa di pagamento» as a button or heading starts: «In attesa di pagamento». */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The two views of the admin dashboard: the SPEC's statistics and the orders' pipeline. */
export const ADMIN_VIEWS = {
  label: 'Sezioni della dashboard',
  overview: 'Panoramica',
  orders: 'Ordini',
  changes: 'Richieste di modifica',
  lateCount: (n: number) => (n === 1 ? '1 ordine in ritardo' : `${n} ordini in ritardo`),
} as const;

export const ORDERS = {
  title: 'Ordini',
  pageTitle: 'Ordini',
  lead: 'Ogni questionario completato diventa un ordine. Il pagamento lo conferma Stripe, oppure tu con «Segna come pagato».',
  filterLegend: 'Mostra',
  all: 'Tutti',
  late: LATE_BADGE,
  count: (n: number) => `(${n})`,
  empty: 'Nessun ordine: compariranno qui quando un cliente completa il questionario.',
  emptyFilter: (label: string) => `Nessun ordine «${label}».`,
  emptyLate: 'Nessun ordine in ritardo.',
  listLabel: 'Elenco ordini',
  unnamed: 'Attività senza nome',
  columns: {
    order: 'Ordine',
    status: 'Stato',
    plan: 'Piano',
    amount: 'Importo',
    email: 'Email',
    paid: 'Pagato il',
    due: 'Prima bozza entro',
  },
  open: (name: string) => `Apri l'ordine di ${name}`,
  notPaid: 'Non ancora',
  noEmail: 'Nessuna email',
  amount: (amount: string) => `${amount} ${PRICE_VAT_NOTE}`,
  export: {
    legend: 'Esporta per il commercialista',
    hint: 'Gli ordini pagati nel periodo, con i dati di fatturazione, in un file CSV. Senza date: tutti.',
    start: 'Pagati dal',
    end: 'al',
    submit: 'Esporta ordini pagati (CSV)',
    busy: 'Esportazione...',
    endBeforeStart: 'La data di fine non può essere precedente alla data di inizio.',
  },
  error: 'Errore nel caricamento degli ordini',
  retry: 'Riprova',
} as const;

export const ORDER_DETAIL = {
  back: 'Torna agli ordini',
  pageTitle: (id: string) => `Ordine ${id}`,
  facts: 'Dati dell’ordine',
  orderId: 'Numero d’ordine',
  plan: 'Piano',
  billing: 'Fatturazione',
  amount: 'Importo per periodo',
  email: 'Email del cliente',
  created: 'Creato',
  paid: 'Pagato',
  due: 'Prima bozza entro',
  renewals: 'Rinnovi pagati',
  questionnaire: 'Questionario',
  client: 'Cliente',
  noClient: 'Nessuno: viene creato al pagamento',
  stripe: 'Stripe (cliente · abbonamento)',
  lateNote: (due: string) => `La prima bozza era dovuta entro ${due} (24 ore lavorative dal pagamento).`,
  invoice: 'Dati di fatturazione',
  invoiceFields: {
    legal_name: 'Ragione sociale o nome',
    tax_id: 'P.IVA o codice fiscale',
    recipient_code: 'Codice destinatario',
    pec: 'PEC',
    address: 'Sede',
  },
  notGiven: 'Non indicato',
  actions: 'Azioni',
  actionsLead: 'Le mosse che la pipeline consente da questo stato.',
  noActions: 'Nessuna mossa possibile: l’ordine è annullato.',
  markPaid: 'Segna come pagato',
  markPaidTitle: 'Segna l’ordine come pagato',
  markPaidIntro:
    'Per un bonifico o un altro canale di pagamento. Il cliente riceve la conferma e l’accesso all’area clienti, come per un pagamento con Stripe.',
  markPaidNote: 'Nota (come è stato pagato)',
  markPaidPlaceholder: 'Bonifico del 3 dicembre, CRO 1234',
  markPaidRequired: 'Scrivi come è stato pagato: la nota resta nella cronologia.',
  moveTo: (label: string) => `Passa a «${label}»`,
  cancelOrder: 'Annulla l’ordine',
  moveTitle: (label: string) => `Passare l’ordine a «${label}»?`,
  cancelTitle: 'Annullare l’ordine?',
  cancelWarning:
    'Un ordine annullato non può tornare indietro. L’abbonamento su Stripe va disdetto anche lì, se esiste.',
  moveNote: 'Nota (facoltativa)',
  confirmMove: 'Conferma',
  confirmCancel: 'Annulla l’ordine',
  keep: 'Indietro',
  busy: 'Salvataggio...',
  moved: (label: string) => `Ordine passato a «${label}».`,
  paidDone: 'Ordine segnato come pagato.',
  moveError: 'Non è stato possibile aggiornare l’ordine.',
  timeline: 'Cronologia',
  timelineEmpty: 'Nessun evento.',
  createdEvent: 'Ordine creato',
  renewal: 'Rinnovo pagato',
  renewalFailed: 'Rinnovo non riuscito',
  by: (who: string) => `da ${who}`,
  emails: 'Email al cliente',
  emailsEmpty: 'Nessuna email per questo ordine.',
  emailTo: (to: string) => `a ${to}`,
  attempts: (n: number) => (n === 1 ? '1 tentativo' : `${n} tentativi`),
  sentAt: (when: string) => `Inviata il ${when}`,
  nextAttempt: (when: string) => `Prossimo tentativo: ${when}`,
  waitingNoSmtp: 'In coda: sarà inviata appena il server di posta è configurato.',
  failedReason: (reason: string) => `Motivo: ${reason}`,
  resend: 'Invia di nuovo',
  resendLabel: (subject: string) => `Invia di nuovo «${subject}»`,
  resending: 'Invio...',
  resent: 'Email rimessa in coda: parte al prossimo giro di invio.',
  resendError: 'Non è stato possibile rimettere in coda l’email.',
  brief: 'Brief per il team',
  openQuestionnaire: 'Apri questionario e conversazione',
  loadError: 'Errore nel caricamento dell’ordine',
  notFound: 'Ordine non trovato.',
} as const;

export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  order_confirmation: 'Conferma dell’ordine',
  dashboard_access: 'Accesso all’area clienti',
  payment_failed: 'Pagamento non riuscito',
  cancellation: 'Annullamento',
  monthly_report: 'Report mensile',
  site_published: 'Sito pubblicato',
  review_link: 'Link all’anteprima',
  change_received: 'Richiesta di modifica ricevuta',
  change_completed: 'Modifica completata',
};

export const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = {
  pending: 'In attesa',
  sent: 'Inviata',
  failed: 'Non riuscita',
};

/** The badge colour of each state (ui.module.css classes). */
export const STATUS_TONE: Readonly<Record<OrderStatus, 'info' | 'ok' | 'warn' | 'danger' | 'off'>> = {
  awaiting_payment: 'warn',
  paid: 'info',
  in_progress: 'info',
  draft_ready: 'info',
  in_review: 'info',
  published: 'ok',
  payment_failed: 'danger',
  cancelled: 'off',
};

/** The customer's order panel on /login. */
export const CLIENT_ORDER = {
  title: 'Il tuo ordine',
  orderNumber: 'Numero d’ordine',
  status: 'Stato',
  plan: 'Piano',
  due: 'Prima bozza entro',
  dueNote: '24 ore lavorative dal pagamento',
  steps: 'Avanzamento',
  stepDone: 'completato',
  stepCurrent: 'in corso',
  stepNext: 'da fare',
  history: 'Cronologia',
  awaitingPayment:
    'Non abbiamo ancora ricevuto il pagamento. Se hai già pagato, l’ordine si aggiorna da solo appena il pagamento è confermato.',
  paymentFailed: (email: string) =>
    `Il pagamento non è andato a buon fine. Scrivici a ${email} e ti aiutiamo a completarlo.`,
  cancelled: 'L’abbonamento è annullato.',
  loadError: 'Non è stato possibile caricare lo stato del tuo ordine.',
} as const;
