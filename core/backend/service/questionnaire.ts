/** The questionnaire chat: start or resume, one turn per message, the customer's corrections, completion. */
import { MAX_LENGTH, type StyleId } from '../../api';
import { problems } from '../../problems';
import { randomId } from '../crypto';
import { KeyedMutex } from '../keyed-mutex';
import type { Limiter } from '../limiter-port';
import { QUESTIONNAIRE_MAX_MESSAGES } from '../limits';
import { MESSAGES } from '../messages';
import type { StoredOrder } from '../order-store';
import type { CompletionOrderInput } from './orders';
import type { ChatTurn, StoredQuestionnaire } from '../store';
import { ok, type BackendContext, type Operations } from './context';
import { briefOf, confirmationOf, correctedInterview, reviewOf } from './questionnaire-brief';

/** The contract's limit of one chat message (`ChatRequest.content`). */
export const CHAT_MAX_LENGTH = MAX_LENGTH['ChatRequest.content'];
/** Retries of a write that lost a race with another process's change to the same conversation. */
const CONVERSATION_WRITE_ATTEMPTS = 5;

type QuestionnaireOperations = Pick<
  Operations,
  'startQuestionnaire' | 'chatQuestionnaire' | 'completeQuestionnaire' | 'updateQuestionnaireBrief'
>;

function visibleMessages(q: StoredQuestionnaire) {
  return q.messages.filter((m) => !m.hidden);
}

/** Counts one request of the address against the limiter; 429 with Retry-After once it is used up. */
async function countRequest(limiter: Limiter, ip: string, detail: string): Promise<void> {
  const decision = await limiter.consume(ip);
  if (!decision.allowed) throw problems.tooManyRequests(decision.retryAfterSeconds, detail);
}

/** What completing a questionnaire leads to: its order (created once). */
export type CompletionHook = (q: StoredQuestionnaire, input: CompletionOrderInput) => Promise<StoredOrder>;

export function questionnaireOperations(ctx: BackendContext, orderFor: CompletionHook): QuestionnaireOperations {
  const { store, interviewer, limiters } = ctx;
  // One change at a time per chat session in this process. It only spares a second interviewer call:
  // across processes the store's atomic operations decide (unique session_id, `appendChatTurn`).
  const sessions = new KeyedMutex();

  async function findQuestionnaire(sessionId: string): Promise<StoredQuestionnaire> {
    const q = await store.getQuestionnaireBySession(sessionId);
    if (!q) throw problems.notFound(MESSAGES.sessionNotFound);
    return q;
  }

  async function startAnswer(q: StoredQuestionnaire, resumed: boolean) {
    return ok({
      questionnaire_id: q.id,
      session_id: q.session_id,
      plan_type: q.plan_type,
      status: q.status,
      initial_message: q.messages.find((m) => m.role === 'assistant')?.content ?? '',
      messages: resumed ? visibleMessages(q) : q.messages,
      resumed,
      selected_style: q.selected_style,
      brief_draft: await briefOf(ctx, q),
    });
  }

  /**
   * Computes a change from the conversation as stored and appends it only if nobody changed the
   * conversation meanwhile (optimistic concurrency on the message count); otherwise computes it again.
   */
  async function writeTurn<T>(
    sessionId: string,
    compute: (q: StoredQuestionnaire) => Promise<{ turn: ChatTurn; answer: (q: StoredQuestionnaire) => Promise<T> }>,
  ): Promise<T> {
    for (let attempt = 0; attempt < CONVERSATION_WRITE_ATTEMPTS; attempt += 1) {
      const q = await findQuestionnaire(sessionId);
      const { turn, answer } = await compute(q);
      const result = await store.appendChatTurn(q.id, q.messages.length, turn);
      if (result.status === 'not_found') throw problems.notFound(MESSAGES.sessionNotFound);
      if (result.status === 'appended') {
        return answer({
          ...q,
          messages: [...q.messages, ...turn.messages],
          interview: turn.interview,
          selected_style: turn.selected_style,
        });
      }
    }
    throw problems.tooManyRequests(1, MESSAGES.chatBusy);
  }

  return {
    startQuestionnaire: async ({ body, meta }) => {
      await countRequest(limiters.questionnaireStart, meta.ip, MESSAGES.tooManyQuestionnaires);
      return sessions.run(body.session_id, async () => {
        const existing = await store.getQuestionnaireBySession(body.session_id);
        if (existing) return startAnswer(existing, true);
        const turn = await interviewer.start(body.plan_type);
        const { questionnaire, created } = await store.createQuestionnaire({
          id: randomId(),
          session_id: body.session_id,
          plan_type: body.plan_type,
          status: 'in_progress',
          created_at: ctx.nowIso(),
          completed_at: null,
          messages: [{ role: 'assistant', content: turn.message, timestamp: ctx.nowIso() }],
          interview: turn.state,
          selected_style: null,
          brief: null,
          business_name: null,
        });
        return startAnswer(questionnaire, !created);
      });
    },

    chatQuestionnaire: async ({ params, body, meta }) => {
      await countRequest(limiters.questionnaireChat, meta.ip, MESSAGES.tooManyChatMessages);
      const content = typeof body.content === 'string' ? body.content : '';
      if (content.trim() === '') throw problems.badRequest(MESSAGES.emptyMessage, 'content');
      if (content.length > CHAT_MAX_LENGTH) throw problems.badRequest(MESSAGES.longMessage, 'content');
      const hidden = body.hidden === true;
      return sessions.run(params.session_id, () =>
        writeTurn(params.session_id, async (q) => {
          // Each turn adds two messages (the visitor's and the reply); the whole conversation stays bounded.
          if (q.messages.length + 2 > QUESTIONNAIRE_MAX_MESSAGES) throw problems.conflict(MESSAGES.questionnaireFull);
          const selectedStyle: StyleId | null = body.selected_style ?? q.selected_style;
          const reply = await interviewer.turn(q.interview, content, { hidden, selectedStyle }, q.messages);
          const userMessage = {
            role: 'user' as const,
            content,
            timestamp: ctx.nowIso(),
            ...(hidden ? { hidden: true } : {}),
          };
          const assistantMessage = { role: 'assistant' as const, content: reply.message, timestamp: ctx.nowIso() };
          return {
            turn: { messages: [userMessage, assistantMessage], interview: reply.state, selected_style: selectedStyle },
            answer: async (updated) =>
              ok({
                assistant_message: assistantMessage,
                ready_to_complete: reply.readyToComplete,
                progress: reply.progress,
                brief_draft: await briefOf(ctx, updated),
              }),
          };
        }),
      );
    },

    completeQuestionnaire: async ({ params, body }) =>
      sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        // The order is created after the completion is stored, from the stored brief; a repeated
        // completion (or one after a crash in between) finds or creates the same one.
        const done = async (c: StoredQuestionnaire) =>
          ok({
            questionnaire_id: c.id,
            status: 'completed',
            completed_at: c.completed_at,
            brief: c.brief,
            review: reviewOf(c),
            order_id: (await orderFor(c, { billing: body?.billing, invoice_details: body?.invoice_details })).order_id,
          });
        if (q.status === 'completed' && q.brief && q.completed_at) return done(q);
        const brief = await briefOf(ctx, q);
        const completedAt = ctx.nowIso();
        // Two completions racing (another process): the store keeps the first, both answer with it.
        const completed = await store.completeQuestionnaire(q.id, {
          completed_at: completedAt,
          brief,
          business_name: brief.business_name,
          brief_confirmation: body?.confirmed === true ? confirmationOf(brief, completedAt) : null,
        });
        if (!completed) throw problems.notFound(MESSAGES.sessionNotFound);
        return done(completed);
      }),

    // A correction is a turn without messages: the interview state changes under the same optimistic
    // check, so it cannot overwrite a chat turn written meanwhile by another process.
    updateQuestionnaireBrief: async ({ params, body, meta }) => {
      await countRequest(limiters.questionnaireChat, meta.ip, MESSAGES.tooManyChatMessages);
      return sessions.run(params.session_id, () =>
        writeTurn(params.session_id, async (q) => ({
          turn: { messages: [], interview: correctedInterview(q, body), selected_style: q.selected_style },
          answer: async (updated) => ok(await briefOf(ctx, updated)),
        })),
      );
    },
  };
}
