/**
 * The Italian words of orders: state labels (operator pipeline, customer dashboard, emails), actors,
 * timeline notes the service writes, and the copy of every email. Emails are built as blocks
 * (emails/blocks.ts) so the HTML and the plain-text part say exactly the same thing.
 */
import type { Billing, ChangeRequestState, OrderActor, OrderStatus } from '../api';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'in attesa di pagamento',
  paid: 'pagato',
  in_progress: 'in lavorazione',
  draft_ready: 'bozza pronta',
  in_review: 'in revisione',
  published: 'pubblicato',
  payment_failed: 'pagamento non riuscito',
  cancelled: 'annullato',
};

export const ORDER_ACTOR_LABELS: Readonly<Record<OrderActor, string>> = {
  customer: 'cliente',
  provider: 'Stripe',
  operator: 'operatore',
  system: 'sistema',
};

export const LATE_BADGE = 'In ritardo';

/** A change request's states (issue 29), as the customer and the operator read them. */
export const CHANGE_REQUEST_STATE_LABELS: Readonly<Record<ChangeRequestState, string>> = {
  ricevuta: 'ricevuta',
  in_lavorazione: 'in lavorazione',
  completata: 'completata',
  annullata: 'annullata',
};

export const BILLING_LABELS: Readonly<Record<Billing, string>> = {
  annual: 'annuale',
  monthly: 'mensile',
};

/** What the service writes in the timeline by itself. */
export const TIMELINE_NOTES = {
  created: 'Questionario completato: ordine creato.',
  paidByStripe: (eventId: string) => `Pagamento confermato da Stripe (evento ${eventId}).`,
  paymentFailedByStripe: (eventId: string) => `Pagamento non riuscito secondo Stripe (evento ${eventId}).`,
  renewal: (invoiceId: string) => `Rinnovo pagato (fattura ${invoiceId}).`,
  renewalFailed: (invoiceId: string) => `Pagamento del rinnovo non riuscito (fattura ${invoiceId}).`,
  cancelledByStripe: (eventId: string) => `Abbonamento terminato su Stripe (evento ${eventId}).`,
} as const;

/** Problem details of the order operations. */
export const ORDER_MESSAGES = {
  orderNotFound: 'Ordine non trovato.',
  emailNotFound: 'Email non trovata.',
  emailAlreadySent: "Questa email è già stata inviata: non c'è niente da rinviare.",
  moveRefused: (from: OrderStatus, to: OrderStatus) =>
    `Un ordine «${ORDER_STATUS_LABELS[from]}» non può passare a «${ORDER_STATUS_LABELS[to]}».`,
  markPaidRefused: (from: OrderStatus) =>
    `Un ordine «${ORDER_STATUS_LABELS[from]}» non può essere segnato come pagato.`,
  orderBusy: "L'ordine è stato modificato nello stesso momento da un'altra richiesta. Riprova.",
  badLoginLink: 'Il link di accesso non è valido, è scaduto o è già stato usato.',
  unknownUnsubscribe: 'Questo link di disiscrizione non è valido.',
  webhookNotConfigured:
    'I webhook di Stripe non sono configurati su questo server (manca STRIPE_WEBHOOK_SECRET). Riprova più tardi.',
  badSignature: 'La firma Stripe-Signature non è valida o è scaduta.',
  badWebhookBody: "Il corpo dell'evento non è un evento Stripe valido.",
} as const;

export const EMAIL_COPY = {
  signature: 'Il team di Landing Facile',
  greeting: (name: string | null) => (name ? `Ciao ${name},` : 'Ciao,'),
  sellerHeading: 'Chi ti vende il servizio',
  seller: (c: { legalName: string; registeredOffice: string; vatNumber: string; pec: string }) => [
    `${c.legalName}, sede legale ${c.registeredOffice}`,
    `P.IVA ${c.vatNumber} · PEC ${c.pec}`,
  ],
  support: (email: string, phone: string) =>
    `Per qualsiasi domanda scrivi a ${email} o chiama il numero verde ${phone}.`,

  confirmation: {
    subject: (orderId: string) => `Conferma del tuo ordine ${orderId} – Landing Facile`,
    preheader: 'Pagamento ricevuto: ecco il riepilogo del tuo ordine e i prossimi passi.',
    heading: 'Il tuo ordine è confermato',
    intro: 'abbiamo ricevuto il pagamento: grazie per averci scelto. Ecco il riepilogo del tuo ordine.',
    facts: {
      order: "Numero d'ordine",
      plan: 'Piano',
      billing: 'Fatturazione',
      price: 'Prezzo',
      date: 'Data',
      business: 'Attività',
    },
    priceAnnual: (total: string, monthly: string, vat: string) =>
      `${total} ${vat} per 12 mesi, pagati oggi (equivale a ${monthly} al mese)`,
    priceMonthly: (monthly: string, vat: string) => `${monthly} ${vat} al mese`,
    renewalHeading: 'Rinnovo e disdetta',
    renewalAnnual: (total: string, vat: string) =>
      `L'abbonamento si rinnova automaticamente ogni 12 mesi allo stesso prezzo (${total} ${vat}).`,
    renewalMonthly: (monthly: string, vat: string) =>
      `L'abbonamento si rinnova automaticamente ogni mese allo stesso prezzo (${monthly} ${vat}).`,
    cancel: (email: string) =>
      `Puoi disdire in qualsiasi momento scrivendo a ${email}: la disdetta ha effetto alla fine del periodo già pagato e non ti verrà addebitato altro.`,
    withdrawalHeading: 'Diritto di recesso',
    withdrawal: (pec: string, email: string) =>
      `Se acquisti come consumatore puoi recedere dal contratto entro 14 giorni da oggi, senza dover indicare il motivo (artt. 52 e seguenti del Codice del Consumo), con una dichiarazione esplicita o con il modulo delle condizioni di vendita, inviati a ${email} o alla PEC ${pec}. Se nel frattempo abbiamo già iniziato a lavorare alla tua pagina su tua richiesta, ti rimborsiamo la parte del servizio non ancora prestata.`,
    guarantee: (days: number) =>
      `In più vale la nostra garanzia di ${days} giorni: se non sei soddisfatto ti rimborsiamo.`,
    nextHeading: 'I prossimi passi',
    next: (due: string, modifications: number, windowDays: number) => [
      'Il nostro team analizza le informazioni che ci hai dato nel questionario.',
      `Prepariamo la prima bozza della tua pagina entro 24 ore lavorative (entro ${due}).`,
      'Ti inviamo il link per rivederla.',
      `Puoi chiedere fino a ${modifications} modifiche gratuite entro ${windowDays} giorni dalla pubblicazione.`,
    ],
    accessNote:
      "Riceverai a parte un'email con il link per entrare nella tua area clienti, dove puoi seguire lo stato dell'ordine.",
    terms: 'Condizioni di vendita',
    termsNote: 'Le condizioni di vendita complete, con il modulo di recesso, sono qui:',
  },

  access: {
    subject: "Il tuo accesso all'area clienti – Landing Facile",
    preheader: "Entra nell'area clienti con un clic per seguire il tuo ordine.",
    heading: 'La tua area clienti è pronta',
    intro: (orderId: string) =>
      `da qui puoi seguire lo stato dell'ordine ${orderId} e, quando la pagina è online, le sue statistiche.`,
    button: "Entra nell'area clienti",
    validity: (hours: number) =>
      `Il link vale ${hours} ore e si può usare una sola volta. Se è scaduto, rispondi a questa email e te ne mandiamo uno nuovo.`,
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  },

  paymentFailed: {
    subject: (orderId: string) => `Il pagamento dell'ordine ${orderId} non è andato a buon fine`,
    preheader: 'Il pagamento non è riuscito: puoi riprovare quando vuoi.',
    heading: 'Il pagamento non è riuscito',
    intro: (orderId: string) =>
      `il pagamento dell'ordine ${orderId} non è andato a buon fine. Non ti è stato addebitato nulla per questo tentativo.`,
    renewal: (orderId: string) =>
      `il pagamento del rinnovo dell'ordine ${orderId} non è andato a buon fine. Controlla il metodo di pagamento: la tua pagina resta online mentre riproviamo.`,
    retry: 'Riprova il pagamento',
    noLink: 'Rispondi a questa email o contattaci e ti aiutiamo a completare il pagamento.',
  },

  sitePublished: {
    subject: (businessName: string) => `Il sito di ${businessName} è online`,
    preheader: 'La tua pagina è pubblicata: ecco il suo indirizzo.',
    heading: 'Il tuo sito è online',
    intro: (businessName: string) =>
      `la pagina di ${businessName} è pubblicata e chiunque può visitarla a questo indirizzo:`,
    button: 'Apri il sito',
    fallback: 'Se il pulsante non si apre, copia questo indirizzo nel browser:',
    stats: 'Le visite e i clic della pagina compaiono nella tua dashboard nel giro di pochi minuti.',
  },

  reviewLink: {
    subject: (businessName: string) => `L'anteprima del sito di ${businessName} è pronta`,
    preheader: 'Guarda la tua pagina prima che vada online: approvala o chiedi una modifica.',
    heading: 'La tua anteprima è pronta',
    intro: (businessName: string) =>
      `abbiamo preparato la pagina di ${businessName}. Guardala dal telefono o dal computer: se ti piace, approvala e la pubblichiamo; se vuoi cambiare qualcosa, chiedi una modifica dalla stessa pagina.`,
    button: "Apri l'anteprima",
    fallback: 'Se il pulsante non si apre, copia questo indirizzo nel browser:',
    validity: (days: number) => `Il link è personale e vale ${days} giorni.`,
  },

  changeReceived: {
    subject: (number: number) => `Abbiamo ricevuto la tua richiesta di modifica n. ${number}`,
    preheader: 'La tua richiesta è in coda: ti scriviamo quando è pronta.',
    heading: 'Richiesta di modifica ricevuta',
    intro: (number: number, due: string) =>
      `abbiamo ricevuto la tua richiesta di modifica n. ${number}. La completiamo entro ${due}.`,
    extra: (fee: string) => `È una modifica extra: costa ${fee} + IVA, che aggiungiamo alla prossima fattura.`,
    quote: 'Hai scritto:',
  },

  changeCompleted: {
    subject: (number: number) => `La modifica n. ${number} è pronta`,
    preheader: "Riapri l'anteprima per vedere la pagina aggiornata.",
    heading: 'Modifica completata',
    intro: (number: number) =>
      `abbiamo completato la tua richiesta di modifica n. ${number}. Riapri il link dell'anteprima che ti abbiamo inviato per vedere la pagina aggiornata e, se va bene, approvala.`,
    button: "Apri l'anteprima",
  },

  cancellation: {
    subject: (orderId: string) => `Il tuo abbonamento è stato annullato – ordine ${orderId}`,
    preheader: "L'abbonamento è annullato: non ti addebiteremo altro.",
    heading: 'Abbonamento annullato',
    intro: (orderId: string) =>
      `l'abbonamento dell'ordine ${orderId} è stato annullato e non ti verrà addebitato altro.`,
    comeBack:
      "Ci dispiace vederti andare. Se vuoi riattivarlo, o se l'annullamento non è stato chiesto da te, scrivici.",
  },

  monthlyReport: {
    subject: (month: string, site: string) => `Il report di ${month} per ${site}`,
    preheader: (month: string) => `Visite, click e conversioni di ${month} a confronto con il mese prima.`,
    heading: (month: string) => `Il tuo mese in numeri: ${month}`,
    intro: (site: string, month: string, previous: string) =>
      `ecco come è andata ${site} a ${month}, a confronto con ${previous}.`,
    figures: {
      pageViews: 'Visualizzazioni',
      visitors: 'Visitatori unici',
      clicks: 'Click',
      conversions: 'Conversioni',
    },
    versus: (current: string, previous: string, change: string) => `${current} (${previous} il mese prima, ${change})`,
    topPagesHeading: 'Le pagine più visitate',
    noPages: 'Nessuna visita registrata questo mese.',
    pageLine: (page: string, views: string) => `${page}: ${views} visualizzazioni`,
    button: 'Apri la tua dashboard',
    optOut: 'Non vuoi più ricevere questo report? Disiscriviti con un clic:',
    optOutLink: 'disiscriviti',
  },
} as const;
