/** Italian copy of the questionnaire chat (SPEC 2, 4, 8). Figures come from core/plans.ts. */
import { MAX_LENGTH } from '../../../../core/api';
import { SERVICE_TERMS, type Plan } from '../../../../core/plans';

export const QUESTIONNAIRE = {
  title: (plan: Plan) => `Questionario · ${plan.name} · Landing Facile`,
  description: 'Raccontaci la tua attività in chat: in pochi minuti raccogliamo tutto per creare la tua landing page.',
  back: 'Indietro',
  backLabel: 'Torna alla scelta del pagamento',
  eyebrow: 'Piano scelto',
  heading: 'Raccontaci la tua attività',
  lead: `Rispondi con calma, come in una chat: bastano circa ${SERVICE_TERMS.questionnaireMinutes}-10 minuti. Al resto pensiamo noi.`,
  chatLabel: 'Conversazione con l\'assistente',
  assistantName: 'Assistente Landing Facile',
  assistantShort: 'Assistente',
  online: 'Online ora',
  you: 'Tu',
  typing: 'Sto scrivendo...',
  inputLabel: 'Il tuo messaggio',
  placeholder: 'Scrivi qui la tua risposta...',
  inputHint: 'Invio per inviare, Maiusc + Invio per andare a capo',
  send: 'Invia',
  finish: 'Ho finito - Procedi con la creazione',
  finishHint: 'Hai già raccontato abbastanza? Puoi procedere quando vuoi.',
  readyHint: 'Abbiamo tutto quello che serve: puoi procedere.',
  progress: (covered: number, total: number) => `Argomenti trattati: ${covered} di ${total}`,
  browseStyles: 'Stili di esempio',
  browseStylesShort: 'Stili',
  /** SPEC 8: start failure. */
  fallbackGreeting:
    'Ciao! Sono qui per aiutarti a creare la tua landing page. Raccontami della tua idea: di cosa si occupa la tua attività e cosa vorresti mostrare nella pagina?',
  /** SPEC 8: chat send failure. */
  sendError: 'Mi dispiace, c\'è stato un errore. Puoi riprovare?',
  tooLong: (max: number) => `Il messaggio è troppo lungo: puoi scrivere al massimo ${max} caratteri. Accorcialo un po' e invialo di nuovo.`,
  counter: (length: number, max: number) => `${length} di ${max} caratteri`,
  stylePrompt: 'Vuoi dare un\'occhiata agli stili? Scegli quello che ti somiglia di più: lo useremo come punto di partenza per il design e i colori della tua pagina.',
  stylePromptAgain: 'Se vuoi, puoi rivedere gli stili e cambiare la tua scelta in qualsiasi momento.',
  stylePromptButton: 'Vedi gli stili',
  styleChosen: (name: string) => `Ho scelto lo stile: ${name}`,
  styleFollowUp: (name: string, description: string) =>
    `Ho scelto lo stile "${name}": ${description} Continua pure con le domande per completare la mia landing page.`,
  confirmation: (plan: Plan) =>
    `Perfetto, grazie! Ho inviato tutte le informazioni al nostro team, che inizierà subito a lavorare sulla tua landing page ${plan.name}. Tra pochi secondi passiamo al passo successivo.`,
  redirecting: 'Reindirizzamento in corso...',
  tips: {
    title: 'Consigli per risposte efficaci',
    items: [
      'Scrivi come parleresti a un cliente: frasi semplici vanno benissimo.',
      'Indica prezzi, orari e contatti: sono le informazioni più cercate.',
      'Racconta cosa ti rende diverso: è ciò che convince a scegliere te.',
      'Non sai cosa rispondere? Scrivi «non so» e passiamo oltre.',
    ],
  },
  fast: {
    title: 'Processo veloce',
    steps: [
      { title: 'Questionario', text: `Circa ${SERVICE_TERMS.questionnaireMinutes}-10 minuti in chat.` },
      { title: 'Prima bozza', text: `Pronta entro ${SERVICE_TERMS.deliveryHours} ore.` },
      { title: 'Revisioni', text: `Fino a ${SERVICE_TERMS.freeModifications} modifiche gratuite.` },
    ],
    guarantee: `Garanzia di ${SERVICE_TERMS.guaranteeDays} giorni · disdici quando vuoi`,
  },
  dialog: {
    title: 'Scegli lo Stile della Tua Landing Page',
    lead: 'Tre punti di partenza, adattati poi ai tuoi colori e ai tuoi contenuti.',
    close: 'Chiudi',
    colours: 'Colori',
    choose: 'Scegli Questo Stile',
    chosen: 'Stile scelto',
    preview: 'Vedi l\'esempio',
    previewLabel: (name: string) => `Apri l'esempio dello stile ${name} in una nuova scheda`,
    imageAlt: (name: string) => `Anteprima della pagina di esempio in stile ${name}`,
  },
} as const;

/** The contract's limit of one chat message (openapi.yaml, `ChatRequest.content`). */
export const CHAT_MAX_LENGTH = MAX_LENGTH['ChatRequest.content'];
