import type { QuestionnaireSummary } from '@core/api';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** GET /admin/questionnaires: received questionnaires, newest first. */
export async function listQuestionnaires(): Promise<QuestionnaireSummary[]> {
  const data = await call(() => api.GET('/admin/questionnaires'));
  return data.questionnaires;
}
