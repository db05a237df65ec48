/**
 * The Italian interviewer: a deterministic, dependency-free questionnaire run as a chat.
 * Both backends (reference server and mock) call it through the `Interviewer` port; the state is plain
 * JSON so each backend stores it beside the questionnaire. Pure TypeScript: it runs in the browser too.
 *
 * Modules: topics (what to ask, in which order), the extractors (business: names and activity; cities: every
 * ISTAT comune; services: lists and Italian prices; colors; contacts: email, PEC, phone, WhatsApp, P.IVA,
 * address, social; hours; register; style; answers), changes (changes of mind), flags (messages that need a
 * person), side-questions (prices, plans, domains, forms... from core/plans and core/company), phrasing and
 * courtesy (varied acknowledgements, in Lei when asked), engine (one turn) and brief (the structured result,
 * with the customer's corrections applied last). corpus/ holds the conversations the bench scores.
 */
import type { Brief, ChatMessage, PlanType, StyleId } from '../api';
import { buildBrief } from './brief';
import { isReady, styleChosenTurn, visibleTurn } from './engine';
import { emptyFacts, normalizeState, type FullState, type InterviewState } from './state';
import { progressOf, topicsFor } from './topics';

export type { InterviewFacts, InterviewState, Register, TopicId } from './state';
export { applyBriefPatch, applyOverrides, buildBrief, draftBrief, flagsOf } from './brief';
export { STYLE_LABELS, type StyleLabel } from './style';

export interface InterviewTurn {
  state: InterviewState;
  message: string;
  readyToComplete: boolean;
  progress: { covered: number; total: number };
}

export const INITIAL_MESSAGE =
  'Ciao! Sono il tuo assistente e ti aiuterò a creare la tua landing page in pochi minuti, una domanda alla volta. ' +
  'Per iniziare, raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?';

function turnOf(s: FullState, message: string): InterviewTurn {
  return { state: s, message, readyToComplete: isReady(s), progress: progressOf(s) };
}

export function initialInterview(plan: PlanType): InterviewTurn {
  const state: FullState = {
    plan,
    step: 0,
    answers: {},
    facts: emptyFacts(),
    topic: 'business',
    followUp: null,
    attempts: 0,
    closed: [],
    turns: 0,
    recent: [],
    selectedStyle: null,
    flags: [],
    overrides: {},
    checked: [],
    pendingCheck: [],
  };
  return {
    state,
    message: INITIAL_MESSAGE,
    readyToComplete: false,
    progress: { covered: 0, total: topicsFor(plan).length },
  };
}

/**
 * One turn: `hidden` marks the follow-up the web app sends after a style is picked in the dialog
 * (the visitor does not see it), with the chosen style in `selectedStyle`.
 */
export function interviewTurn(
  state: InterviewState,
  userText: string,
  options: { hidden?: boolean; selectedStyle?: StyleId | null } = {},
): InterviewTurn {
  const s = normalizeState(state);
  if (options.hidden) {
    const chosen = styleChosenTurn(s, options.selectedStyle ?? null, userText);
    return turnOf(chosen.state, chosen.message);
  }
  // Backends pass the questionnaire's stored style on every turn: keep it, the turn is an ordinary one.
  if (options.selectedStyle) s.selectedStyle = options.selectedStyle;
  const result = visibleTurn(s, userText);
  return turnOf(result.state, result.message);
}

/**
 * The port both backends call. The deterministic interviewer implements it; an optional
 * language-model interviewer (reference server only, see ./llm) implements it too and falls back to this one.
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
