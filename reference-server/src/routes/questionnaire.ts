/** Tag `questionnaire`: the chat that gathers the business idea and style. */
import Router from '@koa/router';
import type { OperationMiddleware } from './dispatch';

export function questionnaireRouter(operation: OperationMiddleware): Router {
  const router = new Router({ prefix: '/api/questionnaire' });
  router.post('/start', operation('startQuestionnaire'));
  router.post('/chat/:session_id', operation('chatQuestionnaire'));
  router.post('/complete/:session_id', operation('completeQuestionnaire'));
  router.patch('/brief/:session_id', operation('updateQuestionnaireBrief'));
  return router;
}
