/** The questionnaire's session from ?session=, or a new one (SPEC 2: generated if absent). */
import { createSessionId } from '../../lib/analytics/session';

/** The contract's SessionIdValue pattern; anything else gets a fresh id. */
const VALID = /^[A-Za-z0-9_.:-]{1,128}$/;

export function sessionFromQuery(value: string | null): { sessionId: string; generated: boolean } {
  if (value && VALID.test(value)) return { sessionId: value, generated: false };
  return { sessionId: createSessionId(), generated: true };
}
