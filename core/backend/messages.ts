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
  },
  chatBusy: 'La conversazione è stata aggiornata da un altro messaggio nello stesso momento. Riprova.',
} as const;
