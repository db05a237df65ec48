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
  chatBusy: 'La conversazione è stata aggiornata da un altro messaggio nello stesso momento. Riprova.',
} as const;
