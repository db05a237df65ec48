import { useEffect, useRef, useState } from 'react';
import type { QuestionnaireDetail } from '@core/api';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { getQuestionnaire } from '../api/get-questionnaire';

export type QuestionnaireState =
  | { status: 'loading' }
  | { status: 'ready'; questionnaire: QuestionnaireDetail }
  | { status: 'not-found' }
  | { status: 'failed' };

const LOADING: QuestionnaireState = { status: 'loading' };

/** One questionnaire's transcript and brief; a 401 hands back to the login form. */
export function useQuestionnaire(questionnaireId: string, onUnauthorized: () => void): QuestionnaireState {
  // The answer and the id it is for: while another id loads, the state is derived as loading.
  const [answer, setAnswer] = useState<{ id: string; state: QuestionnaireState } | null>(null);
  const unauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    unauthorizedRef.current = onUnauthorized;
  });

  useEffect(() => {
    let current = true;
    getQuestionnaire(questionnaireId).then(
      (questionnaire) => current && setAnswer({ id: questionnaireId, state: { status: 'ready', questionnaire } }),
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) unauthorizedRef.current();
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setAnswer({ id: questionnaireId, state: { status: notFound ? 'not-found' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [questionnaireId]);

  return answer?.id === questionnaireId ? answer.state : LOADING;
}
