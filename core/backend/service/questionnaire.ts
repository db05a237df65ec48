/** The questionnaire chat: start or resume, one turn per message, completion with the brief. */
import { MAX_LENGTH, type Brief, type StyleId } from '../../api';
import { problems } from '../../problems';
import { randomId } from '../crypto';
import { KeyedMutex } from '../keyed-mutex';
import type { Limiter } from '../limiter-port';
import { QUESTIONNAIRE_MAX_MESSAGES } from '../limits';
import { MESSAGES } from '../messages';
import type { StoredQuestionnaire } from '../store';
import { ok, type BackendContext, type Operations } from './context';
import { briefOf, confirmationOf, correctedInterview, reviewOf } from './questionnaire-brief';

/** The contract's limit of one chat message (`ChatRequest.content`). */
export const CHAT_MAX_LENGTH = MAX_LENGTH['ChatRequest.content'];

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

export function questionnaireOperations(ctx: BackendContext): QuestionnaireOperations {
  const { store, interviewer, limiters } = ctx;
  // One turn at a time per chat session: two messages sent together must not both read the same history.
  const sessions = new KeyedMutex();

  async function findQuestionnaire(sessionId: string): Promise<StoredQuestionnaire> {
    const q = await store.getQuestionnaireBySession(sessionId);
    if (!q) throw problems.notFound(MESSAGES.sessionNotFound);
    return q;
  }

  return {
    startQuestionnaire: async ({ body, meta }) => {
      await countRequest(limiters.questionnaireStart, meta.ip, MESSAGES.tooManyQuestionnaires);
      return sessions.run(body.session_id, async () => {
        const existing = await store.getQuestionnaireBySession(body.session_id);
        if (existing) {
          return ok({
            questionnaire_id: existing.id,
            session_id: existing.session_id,
            plan_type: existing.plan_type,
            status: existing.status,
            initial_message: existing.messages.find((m) => m.role === 'assistant')?.content ?? '',
            messages: visibleMessages(existing),
            resumed: true,
            selected_style: existing.selected_style,
            brief_draft: await briefOf(ctx, existing),
          });
        }
        const turn = await interviewer.start(body.plan_type);
        const created: StoredQuestionnaire = {
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
        };
        await store.insertQuestionnaire(created);
        return ok({
          questionnaire_id: created.id,
          session_id: created.session_id,
          plan_type: created.plan_type,
          status: created.status,
          initial_message: turn.message,
          messages: created.messages,
          resumed: false,
          selected_style: null,
          brief_draft: await briefOf(ctx, created),
        });
      });
    },

    chatQuestionnaire: async ({ params, body, meta }) => {
      await countRequest(limiters.questionnaireChat, meta.ip, MESSAGES.tooManyChatMessages);
      const content = typeof body.content === 'string' ? body.content : '';
      if (content.trim() === '') throw problems.badRequest(MESSAGES.emptyMessage, 'content');
      if (content.length > CHAT_MAX_LENGTH) throw problems.badRequest(MESSAGES.longMessage, 'content');
      return sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        // Each turn adds two messages (the visitor's and the reply); the whole conversation stays bounded.
        if (q.messages.length + 2 > QUESTIONNAIRE_MAX_MESSAGES) throw problems.conflict(MESSAGES.questionnaireFull);
        const hidden = body.hidden === true;
        const selectedStyle: StyleId | null = body.selected_style ?? q.selected_style;
        const turn = await interviewer.turn(q.interview, content, { hidden, selectedStyle }, q.messages);
        const userMessage = { role: 'user' as const, content, timestamp: ctx.nowIso(), ...(hidden ? { hidden: true } : {}) };
        const assistantMessage = { role: 'assistant' as const, content: turn.message, timestamp: ctx.nowIso() };
        const messages = [...q.messages, userMessage, assistantMessage];
        await store.updateQuestionnaire(q.id, {
          messages,
          interview: turn.state,
          selected_style: selectedStyle,
        });
        const briefDraft = await briefOf(ctx, { messages, interview: turn.state, selected_style: selectedStyle });
        return ok({ assistant_message: assistantMessage, ready_to_complete: turn.readyToComplete, progress: turn.progress, brief_draft: briefDraft });
      });
    },

    completeQuestionnaire: async ({ params, body }) =>
      sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        if (q.status === 'completed' && q.brief && q.completed_at) {
          return ok({ questionnaire_id: q.id, status: q.status, completed_at: q.completed_at, brief: q.brief, review: reviewOf(q) });
        }
        const brief: Brief = await briefOf(ctx, q);
        const completedAt = ctx.nowIso();
        const confirmation = body?.confirmed === true ? confirmationOf(brief, completedAt) : null;
        await store.updateQuestionnaire(q.id, {
          status: 'completed',
          completed_at: completedAt,
          brief,
          business_name: brief.business_name,
          brief_confirmation: confirmation,
        });
        const review = reviewOf({ brief, brief_confirmation: confirmation });
        return ok({ questionnaire_id: q.id, status: 'completed', completed_at: completedAt, brief, review });
      }),

    updateQuestionnaireBrief: async ({ params, body }) =>
      sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        const interview = correctedInterview(q, body);
        await store.updateQuestionnaire(q.id, { interview });
        return ok(await briefOf(ctx, { ...q, interview }));
      }),
  };
}
