import type { QuestionnaireDetail } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** GET /admin/questionnaires/{questionnaire_id}: full transcript and the structured brief. */
export function getQuestionnaire(questionnaireId: string): Promise<QuestionnaireDetail> {
  return call(() =>
    api.GET('/admin/questionnaires/{questionnaire_id}', { params: { path: { questionnaire_id: questionnaireId } } }),
  );
}
