/**
 * The Italian interviewer: a deterministic, dependency-free questionnaire run as a chat.
 * Both backends (reference server and mock) call these three functions; the state is plain JSON
 * so each backend stores it beside the questionnaire.
 *
 * This first version asks a fixed list of questions; the questionnaire issue replaces the internals
 * (topic tracking, re-asking vague answers, side questions, brief extraction) keeping this interface.
 */
import type { Brief, ChatMessage, PlanType, StyleId } from '../api';

export interface InterviewState {
  plan: PlanType;
  /** Index of the next topic to ask about. */
  step: number;
  /** What the visitor answered, per topic id. */
  answers: Record<string, string>;
}

export interface InterviewTurn {
  state: InterviewState;
  message: string;
  readyToComplete: boolean;
  progress: { covered: number; total: number };
}

interface Topic {
  id: string;
  question: string;
}

const TOPICS: readonly Topic[] = [
  { id: 'business', question: 'Come si chiama la tua attività, di cosa si occupa e in quale città?' },
  { id: 'customers', question: 'Chi sono i tuoi clienti ideali?' },
  { id: 'services', question: 'Quali servizi o prodotti offri, con i relativi prezzi?' },
  { id: 'strengths', question: 'Cosa ti distingue dalla concorrenza?' },
  { id: 'style', question: 'Che stile e quali colori immagini per il design della pagina?' },
  { id: 'contacts', question: 'Quali contatti vuoi mostrare (email, telefono, indirizzo, WhatsApp, social)?' },
];

export const INITIAL_MESSAGE =
  'Ciao! Sono il tuo assistente e ti aiuterò a creare la tua landing page in pochi minuti. ' +
  'Per iniziare, raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?';

export function initialInterview(plan: PlanType): InterviewTurn {
  return {
    state: { plan, step: 0, answers: {} },
    message: INITIAL_MESSAGE,
    readyToComplete: false,
    progress: { covered: 0, total: TOPICS.length },
  };
}

export function interviewTurn(
  state: InterviewState,
  userText: string,
  options: { hidden?: boolean; selectedStyle?: StyleId | null } = {},
): InterviewTurn {
  const answers = { ...state.answers };
  const topic = TOPICS[state.step];
  if (topic && !options.hidden) answers[topic.id] = userText.trim();
  const step = options.hidden ? state.step : Math.min(state.step + 1, TOPICS.length);
  const next = TOPICS[step];
  const message = next
    ? `Grazie! ${next.question}`
    : 'Perfetto, ho tutto quello che mi serve. Quando vuoi, premi «Ho finito - Procedi con la creazione».';
  return {
    state: { ...state, step, answers },
    message,
    readyToComplete: step >= TOPICS.length,
    progress: { covered: step, total: TOPICS.length },
  };
}

export function buildBrief(state: InterviewState, selectedStyle: StyleId | null): Brief {
  const a = state.answers;
  return {
    plan_type: state.plan,
    business_name: null,
    activity: a.business ?? null,
    city: null,
    target_customers: a.customers ?? null,
    services: a.services ? [{ name: a.services, price: null }] : [],
    strengths: a.strengths ?? null,
    tone: null,
    style: selectedStyle,
    colors: [],
    contacts: { email: null, phone: null, address: null, whatsapp: null, social: [] },
    domain_wish: null,
    notes: a.contacts ?? null,
  };
}

/**
 * The port both backends call. The deterministic interviewer implements it; an optional
 * language-model interviewer (reference server only) implements it too and falls back to this one.
 * `history` is the visible and hidden conversation so far, oldest first, without the new user text.
 */
export interface Interviewer {
  start(plan: PlanType): Promise<InterviewTurn>;
  turn(
    state: InterviewState,
    userText: string,
    options: { hidden?: boolean; selectedStyle?: StyleId | null },
    history: readonly ChatMessage[],
  ): Promise<InterviewTurn>;
  brief(state: InterviewState, selectedStyle: StyleId | null, history: readonly ChatMessage[]): Promise<Brief>;
}

export const deterministicInterviewer: Interviewer = {
  start: async (plan) => initialInterview(plan),
  turn: async (state, userText, options) => interviewTurn(state, userText, options),
  brief: async (state, selectedStyle) => buildBrief(state, selectedStyle),
};
