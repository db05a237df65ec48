/** The questionnaire detail lives inside /admin, addressed by a query parameter so it can be linked and the back button works. */
export const QUESTIONNAIRE_PARAM = 'questionario';

export function questionnaireSearch(questionnaireId: string): string {
  return `?${new URLSearchParams({ [QUESTIONNAIRE_PARAM]: questionnaireId }).toString()}`;
}
