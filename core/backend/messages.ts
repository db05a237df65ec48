/** Italian texts of the backend's answers (problem details and the status greeting). */
export const ATTIVA_MESSAGE = 'Landing Facile API attiva';

export const MESSAGES = {
  badCredentials: 'Credenziali non valide.',
  badAccessToken: 'Access token non valido o scaduto.',
  tooManyLogins: 'Troppi tentativi di accesso. Riprova più tardi.',
  wrongArea: 'Queste credenziali non danno accesso a questa area.',
  proOnly: 'Questa funzione è disponibile con il piano Pro.',
  sessionNotFound: 'Sessione del questionario non trovata.',
  questionnaireNotFound: 'Questionario non trovato.',
  questionnaireUnknown: 'Il questionario indicato non esiste.',
  clientNotFound: 'Cliente non trovato.',
  domainNotPublic:
    'Il dominio deve essere quello di un sito pubblico: non sono ammessi localhost, i nomi di una rete locale né quelli che servono solo a puntare a un indirizzo IP (come 127.0.0.1.nip.io).',
  emptyMessage: 'Il messaggio non può essere vuoto.',
  longMessage: 'Il messaggio supera i 2000 caratteri.',
  tooManyQuestionnaires:
    'Da questa connessione sono stati avviati troppi questionari in poco tempo. Riprova tra qualche minuto.',
  tooManyChatMessages: 'Stai inviando molti messaggi in poco tempo. Aspetta qualche minuto e poi riprova.',
  questionnaireFull:
    'Questa conversazione ha raggiunto il numero massimo di messaggi: puoi concludere il questionario e inviarci quanto hai scritto.',
  questionnaireAlreadyCompleted: 'Il questionario è già stato completato: il riepilogo non si può più modificare.',
  invalidContact: {
    email: "L'indirizzo email non sembra valido.",
    pec: "L'indirizzo PEC non sembra valido.",
    phone: 'Il numero di telefono non sembra valido.',
    whatsapp: 'Il numero WhatsApp non sembra valido.',
    social: 'Ogni profilo social deve essere un indirizzo web (https://…) o un nome utente che inizia con @.',
  },
  sites: {
    orderNotFound: 'Ordine non trovato.',
    orderNotPaid: 'L’ordine non è ancora pagato: la bozza si genera dopo il pagamento.',
    noBrief: 'Il questionario di questo ordine non è completo: manca il brief da cui generare la bozza.',
    noSite: 'Questo ordine non ha ancora un sito: genera prima la bozza.',
    versionNotFound: 'Versione del sito non trovata.',
    staleVersion: 'Nel frattempo è stata salvata un’altra versione del sito: ricarica e riprova.',
    noClient: 'L’ordine non ha ancora un account cliente: il sito si pubblica dopo la creazione del cliente.',
    neverPublished: 'Il sito non è mai stato pubblicato: non c’è una versione precedente da ripristinare.',
    imageNotFound: 'Immagine non trovata.',
    siteNotFound: 'Sito non trovato.',
  },
  review: {
    /** Unknown, expired or used: one message, with no hint of which. */
    linkNotFound: 'Questo link di anteprima non è valido o è scaduto. Chiedi un nuovo link a chi segue il tuo sito.',
    noEmail: 'L’ordine non ha l’email del cliente: non si può inviare l’anteprima.',
    stale:
      'Nel frattempo abbiamo preparato una versione più recente della pagina: ricarica l’anteprima e guardala prima di approvarla.',
    extraFee: (fee: string) =>
      `Le modifiche gratuite sono finite: questa è una modifica extra da ${fee} + IVA. Conferma di accettare il costo per inviarla.`,
    unknownSection: 'La sezione indicata non c’è nella pagina.',
    requestNotFound: 'Richiesta di modifica non trovata.',
    badMove: (from: string, to: string) => `Una richiesta «${from}» non può passare a «${to}».`,
    busy: 'La richiesta è stata aggiornata nel frattempo: ricarica e riprova.',
    tooManyChanges: 'Hai inviato troppe richieste di modifica in poco tempo: riprova più tardi.',
  },
  chatBusy: 'La conversazione è stata aggiornata da un altro messaggio nello stesso momento. Riprova.',
} as const;
