import { useEffect, useRef, useState } from 'react';
import type { QuestionnaireDetail } from '../../../../../core/api';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { getQuestionnaire } from '../api/get-questionnaire';

export type QuestionnaireState =
  | { status: 'loading' }
  | { status: 'ready'; questionnaire: QuestionnaireDetail }
  | { status: 'not-found' }
  | { status: 'failed' };

/** One questionnaire's transcript and brief; a 401 hands back to the login form. */
export function useQuestionnaire(questionnaireId: string, onUnauthorized: () => void): QuestionnaireState {
  const [state, setState] = useState<QuestionnaireState>({ status: 'loading' });
  const unauthorizedRef = useRef(onUnauthorized);
  unauthorizedRef.current = onUnauthorized;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getQuestionnaire(questionnaireId).then(
      (questionnaire) => current && setState({ status: 'ready', questionnaire }),
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) unauthorizedRef.current();
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: notFound ? 'not-found' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [questionnaireId]);

  return state;
}
