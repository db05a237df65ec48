/**
 * The questionnaire chat's behaviour (SPEC 4, 7, 8, 9): start or resume, send, the style prompt after
 * 1 second, choosing a style with its hidden follow-up, completion with the conversion and the redirect
 * after 3 seconds. State lives in `chatReducer`; this hook runs the calls and the timers.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLANS, type Billing } from '@core/plans';
import type { BriefField, BriefPatch, PlanType, Schemas, StyleId } from '@core/api';
import { trackConversion } from '../../lib/analytics';
import { ApiError } from '../../lib/api-call';
import { completeQuestionnaire, correctBrief, fetchPaymentLink, sendChatMessage, startQuestionnaire } from './api';
import {
  canConfirm,
  canFinish,
  canSend,
  chatReducer,
  createEntryFactory,
  initialChatState,
  type ChatState,
} from './chat-state';
import { CHAT_MAX_LENGTH, QUESTIONNAIRE } from './content';
import { paymentUrl } from './payment-link';
import { STYLE_PROMPT_DELAY_MS } from './style-prompt';
import { styleOption } from './style-options';

export const REDIRECT_DELAY_MS = 3000;

export interface QuestionnaireChatOptions {
  sessionId: string;
  plan: PlanType;
  billing?: Billing;
  price?: string | null;
  /** Leaves the app for the external payment page (replaced in tests). */
  leaveTo?: (url: string) => void;
  /** Start from a given state (stories). */
  initialState?: Partial<ChatState>;
}

export interface QuestionnaireChat {
  state: ChatState;
  canSend: boolean;
  canFinish: boolean;
  setDraft: (draft: string) => void;
  send: () => Promise<void>;
  chooseStyle: (style: StyleId) => Promise<void>;
  /** The customer pressed 'Ho finito': the summary asks for confirmation first. */
  startReview: () => void;
  cancelReview: () => void;
  canConfirm: boolean;
  /** Saves a correction of the summary; resolves with an Italian message when it was refused. */
  correct: (patch: BriefPatch) => Promise<CorrectionResult>;
  /** Completes once the summary is confirmed, with the invoice's data. */
  finish: (invoice?: Schemas['InvoiceDetailsInput']) => Promise<void>;
}

/** The Italian detail of a limit problem (429 too many requests, 409 conversation full), else null. */
function limitNotice(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 409)) return null;
  const detail = error.problem?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}
export type CorrectionResult = { ok: true } | { ok: false; message: string; field: BriefField | null };

const defaultLeave = (url: string) => window.location.assign(url);

export function useQuestionnaireChat({
  sessionId,
  plan,
  billing,
  price,
  leaveTo = defaultLeave,
  initialState,
}: QuestionnaireChatOptions): QuestionnaireChat {
  const [state, dispatch] = useReducer(chatReducer, { ...initialChatState, ...initialState });
  // The latest state for the callbacks below, kept current at each commit (not written during render).
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const newEntry = useMemo(() => createEntryFactory(), []);
  const navigate = useNavigate();
  const paymentLink = useRef<Promise<string | null> | null>(null);
  const skipStart = initialState?.phase !== undefined && initialState.phase !== 'starting';

  // Start, or resume the same session's conversation (the server returns it whole).
  useEffect(() => {
    if (skipStart) return;
    let current = true;
    (async () => {
      try {
        let data;
        try {
          data = await startQuestionnaire(sessionId, plan);
        } catch (error) {
          // Too many starts from this address: the chat says so instead of greeting.
          const limit = limitNotice(error);
          if (current && limit) {
            dispatch({ type: 'startFailed', greeting: newEntry('assistant', limit) });
            return;
          }
          throw error;
        }
        if (!current) return;
        const messages = data.messages
          .filter((m) => !m.hidden)
          .map((m) => newEntry(m.role, m.content, { timestamp: m.timestamp }));
        if (messages.length === 0) messages.push(newEntry('assistant', data.initial_message));
        dispatch({
          type: 'started',
          messages,
          questionnaireId: data.questionnaire_id,
          selectedStyle: data.selected_style,
          brief: data.brief_draft,
        });
      } catch (error) {
        if (!current) return;
        console.warn('Avvio del questionario non riuscito', error);
        dispatch({ type: 'startFailed', greeting: newEntry('assistant', QUESTIONNAIRE.fallbackGreeting) });
      }
    })();
    return () => {
      current = false;
    };
  }, [sessionId, plan, newEntry, skipStart]);

  // SPEC 4: the style prompt 1 second after the reply that calls for it.
  useEffect(() => {
    if (!state.stylePromptPending) return;
    const timer = setTimeout(() => {
      const content = stateRef.current.selectedStyle ? QUESTIONNAIRE.stylePromptAgain : QUESTIONNAIRE.stylePrompt;
      dispatch({ type: 'stylePromptShown', entry: newEntry('assistant', content, { stylePrompt: true }) });
    }, STYLE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.stylePromptPending, newEntry]);

  // SPEC 4: after the confirmation, the payment page (or the thank-you page without a link).
  useEffect(() => {
    if (!state.redirect) return;
    const { url, delayMs } = state.redirect;
    const timer = setTimeout(() => {
      if (url) {
        leaveTo(url);
      } else {
        console.info(`Nessun link di pagamento configurato per il piano ${plan}: vado alla pagina di ringraziamento.`);
        navigate(`/grazie?plan=${plan}`);
      }
    }, delayMs);
    return () => clearTimeout(timer);
  }, [state.redirect, leaveTo, navigate, plan]);

  const setDraft = useCallback((draft: string) => dispatch({ type: 'draftChanged', draft }), []);

  const send = useCallback(async () => {
    const current = stateRef.current;
    if (!canSend(current)) return;
    const content = current.draft;
    const entry = newEntry('user', content);
    dispatch({ type: 'userSent', entry });
    try {
      const data = await sendChatMessage(sessionId, content);
      const reply = newEntry('assistant', data.assistant_message.content, {
        timestamp: data.assistant_message.timestamp,
      });
      dispatch({
        type: 'replyReceived',
        entry: reply,
        readyToComplete: data.ready_to_complete,
        progress: data.progress,
        brief: data.brief_draft,
      });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && content.length > CHAT_MAX_LENGTH) {
        dispatch({ type: 'sendRefused', entryId: entry.id, notice: QUESTIONNAIRE.tooLong(CHAT_MAX_LENGTH) });
        return;
      }
      // A limit reached (too many messages now, or a full conversation): the server's Italian detail says which.
      const limit = limitNotice(error);
      if (limit) {
        dispatch({ type: 'sendRefused', entryId: entry.id, notice: limit });
        return;
      }
      console.warn('Invio del messaggio non riuscito', error);
    }
    dispatch({ type: 'replyFailed', entry: newEntry('assistant', QUESTIONNAIRE.sendError) });
  }, [sessionId, newEntry]);

  const chooseStyle = useCallback(
    async (style: StyleId) => {
      const option = styleOption(style);
      dispatch({ type: 'styleChosen', style, entry: newEntry('user', QUESTIONNAIRE.styleChosen(option.name)) });
      try {
        const data = await sendChatMessage(sessionId, QUESTIONNAIRE.styleFollowUp(option.name, option.description), {
          selectedStyle: style,
        });
        dispatch({
          type: 'styleReplyReceived',
          entry: newEntry('assistant', data.assistant_message.content, { timestamp: data.assistant_message.timestamp }),
          brief: data.brief_draft,
        });
        return;
      } catch (error) {
        console.warn('Invio dello stile scelto non riuscito', error);
      }
      // SPEC 8: only logged; the visitor's message stays.
      dispatch({ type: 'styleReplyReceived', entry: null });
    },
    [sessionId, newEntry],
  );

  const startReview = useCallback(() => {
    if (canFinish(stateRef.current)) dispatch({ type: 'reviewStarted' });
  }, []);
  const cancelReview = useCallback(() => dispatch({ type: 'reviewCancelled' }), []);

  const correct = useCallback(
    async (patch: BriefPatch): Promise<CorrectionResult> => {
      try {
        const data = await correctBrief(sessionId, patch);
        dispatch({ type: 'briefCorrected', brief: data });
        return { ok: true };
      } catch (error) {
        console.warn('Correzione del riepilogo non salvata', error);
        if (error instanceof ApiError && error.status !== 0)
          return { ok: false, ...correctionProblem(error.status, error.problem) };
        return { ok: false, message: QUESTIONNAIRE.summary.errors.network, field: null };
      }
    },
    [sessionId],
  );

  const finish = useCallback(
    async (invoice?: Schemas['InvoiceDetailsInput']) => {
      if (!canConfirm(stateRef.current)) return;
      dispatch({ type: 'completing' });
      paymentLink.current ??= fetchPaymentLink(plan, billing ?? 'annual');
      let questionnaireId = stateRef.current.questionnaireId;
      let orderId: string | null = null;
      try {
        const completed = await completeQuestionnaire(sessionId, { confirmed: true, billing, invoice });
        questionnaireId = completed.questionnaire_id;
        // Older backends answer no order: the link then goes without it.
        orderId = completed.order_id ?? null;
      } catch (error) {
        // SPEC 8: a failed completion is only logged.
        console.warn('Completamento del questionario non riuscito', error);
      }
      trackConversion({
        conversion_type: 'questionnaire_completed',
        questionnaire_id: questionnaireId,
        plan_type: plan,
        value: PLANS[plan].conversionValue,
        metadata: {
          questionnaire_session_id: sessionId,
          selected_style: stateRef.current.selectedStyle,
          ...(billing ? { billing } : {}),
          ...(price ? { price } : {}),
        },
      });
      dispatch({
        type: 'confirmed',
        entry: newEntry('assistant', QUESTIONNAIRE.confirmation(PLANS[plan])),
        questionnaireId,
      });
      const confirmedAt = Date.now();
      const link = await paymentLink.current;
      const url = link ? paymentUrl(link, orderId, stateRef.current.brief?.contacts.email ?? null) : null;
      dispatch({
        type: 'redirectScheduled',
        url,
        delayMs: Math.max(0, REDIRECT_DELAY_MS - (Date.now() - confirmedAt)),
      });
    },
    [sessionId, plan, billing, price, newEntry],
  );

  // Ask for the payment link early, so the redirect does not wait on it.
  useEffect(() => {
    if (state.messages.length >= 4 && paymentLink.current === null)
      paymentLink.current = fetchPaymentLink(plan, billing ?? 'annual');
  }, [state.messages.length, plan, billing]);

  return {
    state,
    canSend: canSend(state),
    canFinish: canFinish(state),
    canConfirm: canConfirm(state),
    setDraft,
    send,
    chooseStyle,
    startReview,
    cancelReview,
    correct,
    finish,
  };
}

/** The Italian message for a refused correction: the server's own words for contacts, ours otherwise. */
function correctionProblem(status: number, problem: unknown): { message: string; field: BriefField | null } {
  const { errors } = QUESTIONNAIRE.summary;
  if (status === 409) return { message: errors.completed, field: null };
  const p = (problem ?? {}) as { field?: string; detail?: string };
  const field = ((p.field ?? '').replace(/\[\d+\].*$/, '') || null) as BriefField | null;
  if (status !== 400) return { message: errors.generic, field };
  if (field === 'vat_number') return { message: errors.vat, field };
  if (field && ['email', 'pec', 'phone', 'whatsapp'].includes(field) && p.detail && !p.detail.startsWith('Il campo'))
    return { message: p.detail, field };
  const limit = /limite di (\d+)/.exec(p.detail ?? '')?.[1];
  if (limit) return { message: errors.tooLong(Number(limit)), field };
  if (p.detail && /troppi elementi/.test(p.detail)) return { message: errors.tooMany, field };
  return { message: errors.generic, field };
}
