/** The questionnaire chat: start or resume, one turn per message, completion with the brief. */
import type { Brief, StyleId } from '../../api';
import { problems } from '../../problems';
import { randomId } from '../crypto';
import { KeyedMutex } from '../keyed-mutex';
import { MESSAGES } from '../messages';
import type { StoredQuestionnaire } from '../store';
import { ok, type BackendContext, type Operations } from './context';

export const CHAT_MAX_LENGTH = 2000;
/** Retries of a chat turn that lost a race with another process's message to the same conversation. */
const CHAT_TURN_ATTEMPTS = 5;

type QuestionnaireOperations = Pick<Operations, 'startQuestionnaire' | 'chatQuestionnaire' | 'completeQuestionnaire'>;

function visibleMessages(q: StoredQuestionnaire) {
  return q.messages.filter((m) => !m.hidden);
}

export function questionnaireOperations(ctx: BackendContext): QuestionnaireOperations {
  const { store, interviewer } = ctx;
  // One turn at a time per chat session: two messages sent together must not both read the same history.
  const sessions = new KeyedMutex();

  async function findQuestionnaire(sessionId: string): Promise<StoredQuestionnaire> {
    const q = await store.getQuestionnaireBySession(sessionId);
    if (!q) throw problems.notFound(MESSAGES.sessionNotFound);
    return q;
  }

  function resumedAnswer(existing: StoredQuestionnaire, resumed: boolean) {
    return ok({
      questionnaire_id: existing.id,
      session_id: existing.session_id,
      plan_type: existing.plan_type,
      status: existing.status,
      initial_message: existing.messages.find((m) => m.role === 'assistant')?.content ?? '',
      messages: resumed ? visibleMessages(existing) : existing.messages,
      resumed,
      selected_style: existing.selected_style,
    });
  }

  return {
    // The in-process lock only spares a second interviewer call; the store's unique session_id decides.
    startQuestionnaire: async ({ body }) =>
      sessions.run(body.session_id, async () => {
        const existing = await store.getQuestionnaireBySession(body.session_id);
        if (existing) return resumedAnswer(existing, true);
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
        return resumedAnswer(questionnaire, !created);
      }),

    chatQuestionnaire: async ({ params, body }) => {
      const content = typeof body.content === 'string' ? body.content : '';
      if (content.trim() === '') throw problems.badRequest(MESSAGES.emptyMessage, 'content');
      if (content.length > CHAT_MAX_LENGTH) throw problems.badRequest(MESSAGES.longMessage, 'content');
      // The lock orders one process's messages; across processes `appendChatTurn` refuses a turn computed
      // from a stale history, and the turn is computed again from the new one.
      return sessions.run(params.session_id, async () => {
        for (let attempt = 0; attempt < CHAT_TURN_ATTEMPTS; attempt += 1) {
          const q = await findQuestionnaire(params.session_id);
          const hidden = body.hidden === true;
          const selectedStyle: StyleId | null = body.selected_style ?? q.selected_style;
          const turn = await interviewer.turn(q.interview, content, { hidden, selectedStyle }, q.messages);
          const userMessage = { role: 'user' as const, content, timestamp: ctx.nowIso(), ...(hidden ? { hidden: true } : {}) };
          const assistantMessage = { role: 'assistant' as const, content: turn.message, timestamp: ctx.nowIso() };
          const result = await store.appendChatTurn(q.id, q.messages.length, {
            messages: [userMessage, assistantMessage],
            interview: turn.state,
            selected_style: selectedStyle,
          });
          if (result.status === 'not_found') throw problems.notFound(MESSAGES.sessionNotFound);
          if (result.status === 'appended') {
            return ok({ assistant_message: assistantMessage, ready_to_complete: turn.readyToComplete, progress: turn.progress });
          }
        }
        throw problems.tooManyRequests(1, MESSAGES.chatBusy);
      });
    },

    completeQuestionnaire: async ({ params }) =>
      sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        const done = (c: StoredQuestionnaire) =>
          ok({ questionnaire_id: c.id, status: 'completed', completed_at: c.completed_at, brief: c.brief });
        if (q.status === 'completed' && q.brief && q.completed_at) return done(q);
        const brief: Brief = await interviewer.brief(q.interview, q.selected_style, q.messages);
        // Two completions racing (another process): the store keeps the first, both answer with it.
        const completed = await store.completeQuestionnaire(q.id, { completed_at: ctx.nowIso(), brief, business_name: brief.business_name });
        if (!completed) throw problems.notFound(MESSAGES.sessionNotFound);
        return done(completed);
      }),
  };
}
