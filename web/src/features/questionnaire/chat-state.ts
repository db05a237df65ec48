/**
 * The chat's state and its transitions, as a pure reducer (SPEC 3 chat message, SPEC 4 chat states).
 * The hook `useQuestionnaireChat` runs the API calls and timers and dispatches these actions.
 */
import type { Brief, ChatMessage, StyleId } from '@core/api';
import { shouldPromptStyle } from './style-prompt';

/** A message as the chat shows it: the contract's message plus a numeric id and the style-prompt flag. */
export interface ChatEntry extends ChatMessage {
  /** A timestamp in milliseconds, unique within the chat. */
  id: number;
  stylePrompt?: boolean;
}

/** 'reviewing': the customer pressed the finish button and confirms the summary before completing. */
export type ChatPhase = 'starting' | 'chatting' | 'reviewing' | 'completing' | 'redirecting';

export interface ChatState {
  phase: ChatPhase;
  messages: ChatEntry[];
  /** Waiting for an assistant reply (start, a message, or the style follow-up). */
  loading: boolean;
  questionnaireId: string | null;
  selectedStyle: StyleId | null;
  /** SPEC 4: set when a style prompt is scheduled, reset when a style is chosen. */
  stylePromptFlag: boolean;
  /** A prompt waiting for its 1-second delay. */
  stylePromptPending: boolean;
  progress: { covered: number; total: number } | null;
  readyToComplete: boolean;
  draft: string;
  /** An Italian notice under the message box (message too long...). */
  notice: string | null;
  /** Where to go once the confirmation has been read; null means the thank-you page. */
  redirect: { url: string | null; delayMs: number } | null;
  /** The summary («Riepilogo»): what the assistant understood, with the customer's corrections. */
  brief: Brief | null;
}

export const initialChatState: ChatState = {
  phase: 'starting',
  messages: [],
  loading: true,
  questionnaireId: null,
  selectedStyle: null,
  stylePromptFlag: false,
  stylePromptPending: false,
  progress: null,
  readyToComplete: false,
  draft: '',
  notice: null,
  redirect: null,
  brief: null,
};

export type ChatAction =
  | { type: 'started'; messages: ChatEntry[]; questionnaireId: string; selectedStyle: StyleId | null; brief: Brief }
  | { type: 'startFailed'; greeting: ChatEntry }
  | { type: 'draftChanged'; draft: string }
  | { type: 'userSent'; entry: ChatEntry }
  | {
      type: 'replyReceived';
      entry: ChatEntry;
      readyToComplete: boolean;
      progress: { covered: number; total: number };
      brief: Brief;
    }
  | { type: 'replyFailed'; entry: ChatEntry }
  | { type: 'sendRefused'; entryId: number; notice: string }
  | { type: 'stylePromptShown'; entry: ChatEntry }
  | { type: 'styleChosen'; style: StyleId; entry: ChatEntry }
  | { type: 'styleReplyReceived'; entry: ChatEntry | null; brief?: Brief }
  | { type: 'briefCorrected'; brief: Brief }
  | { type: 'reviewStarted' }
  | { type: 'reviewCancelled' }
  | { type: 'completing' }
  | { type: 'confirmed'; entry: ChatEntry; questionnaireId: string | null }
  | { type: 'redirectScheduled'; url: string | null; delayMs: number };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'started':
      return {
        ...state,
        phase: 'chatting',
        loading: false,
        messages: action.messages,
        questionnaireId: action.questionnaireId,
        selectedStyle: action.selectedStyle,
        brief: action.brief,
      };
    case 'startFailed':
      return { ...state, phase: 'chatting', loading: false, messages: [action.greeting] };
    case 'draftChanged':
      return { ...state, draft: action.draft, notice: null };
    case 'userSent':
      return { ...state, loading: true, draft: '', notice: null, messages: [...state.messages, action.entry] };
    case 'replyReceived': {
      const messages = [...state.messages, action.entry];
      const prompt = shouldPromptStyle({
        reply: action.entry.content,
        messageCount: messages.length,
        selectedStyle: state.selectedStyle,
        alreadyPrompted: state.stylePromptFlag,
      });
      return {
        ...state,
        loading: false,
        messages,
        readyToComplete: action.readyToComplete,
        progress: action.progress,
        brief: action.brief,
        stylePromptFlag: state.stylePromptFlag || prompt,
        stylePromptPending: state.stylePromptPending || prompt,
      };
    }
    case 'replyFailed':
      return { ...state, loading: false, messages: [...state.messages, action.entry] };
    case 'sendRefused': {
      // The server refused the text: take the message back and put the text back in the box.
      const refused = state.messages.find((m) => m.id === action.entryId);
      return {
        ...state,
        loading: false,
        messages: state.messages.filter((m) => m.id !== action.entryId),
        draft: refused?.content ?? state.draft,
        notice: action.notice,
      };
    }
    case 'stylePromptShown':
      return { ...state, stylePromptPending: false, messages: [...state.messages, action.entry] };
    case 'styleChosen':
      return {
        ...state,
        selectedStyle: action.style,
        stylePromptFlag: false,
        loading: true,
        messages: [...state.messages, action.entry],
      };
    case 'styleReplyReceived':
      return {
        ...state,
        loading: false,
        messages: action.entry ? [...state.messages, action.entry] : state.messages,
        brief: action.brief ?? state.brief,
      };
    case 'briefCorrected':
      return { ...state, brief: action.brief };
    case 'reviewStarted':
      return canFinish(state) ? { ...state, phase: 'reviewing', stylePromptPending: false, notice: null } : state;
    case 'reviewCancelled':
      return state.phase === 'reviewing' ? { ...state, phase: 'chatting' } : state;
    case 'completing':
      return { ...state, phase: 'completing', stylePromptPending: false, notice: null };
    case 'confirmed':
      return {
        ...state,
        messages: [...state.messages, action.entry],
        questionnaireId: action.questionnaireId ?? state.questionnaireId,
      };
    case 'redirectScheduled':
      return { ...state, phase: 'redirecting', redirect: { url: action.url, delayMs: action.delayMs } };
  }
}

/** SPEC 2: the finish button shows with 6 or more messages while nothing is loading. */
export const FINISH_MIN_MESSAGES = 6;

export function canFinish(state: ChatState): boolean {
  return state.phase === 'chatting' && !state.loading && state.messages.length >= FINISH_MIN_MESSAGES;
}

/** The summary is being confirmed: the last step before completion. */
export function canConfirm(state: ChatState): boolean {
  return state.phase === 'reviewing' && !state.loading;
}

/** SPEC 5: nothing to send when empty or whitespace only, or while waiting. */
export function canSend(state: ChatState): boolean {
  return state.phase === 'chatting' && !state.loading && state.draft.trim().length > 0;
}

/** Ids are timestamps (SPEC 3), kept unique and increasing even within the same millisecond. */
export function createEntryFactory(now: () => number = Date.now) {
  let last = 0;
  return (
    role: ChatEntry['role'],
    content: string,
    extra: Partial<Pick<ChatEntry, 'stylePrompt' | 'timestamp'>> = {},
  ): ChatEntry => {
    last = Math.max(now(), last + 1);
    return {
      id: last,
      role,
      content,
      timestamp: extra.timestamp ?? new Date(last).toISOString(),
      ...(extra.stylePrompt ? { stylePrompt: true } : {}),
    };
  };
}
