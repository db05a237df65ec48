/** The operator's view of the questionnaires: the list and one conversation with its brief. */
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import { ok, requireRole, summaryOf, type BackendContext, type Operations } from './context';
import { reviewOf } from './questionnaire-brief';

type QuestionnaireAdminOperations = Pick<Operations, 'listQuestionnaires' | 'getQuestionnaire'>;

export function questionnaireAdminOperations(ctx: BackendContext): QuestionnaireAdminOperations {
  const { store } = ctx;
  return {
    listQuestionnaires: async ({ principal }) => {
      requireRole(principal, 'admin');
      return ok({ questionnaires: (await store.listQuestionnaires()).map(summaryOf) });
    },

    getQuestionnaire: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const q = await store.getQuestionnaire(params.questionnaire_id);
      if (!q) throw problems.notFound(MESSAGES.questionnaireNotFound);
      return ok({
        ...summaryOf(q),
        messages: q.messages,
        brief: q.brief,
        selected_style: q.selected_style,
        brief_review: reviewOf(q),
      });
    },
  };
}
