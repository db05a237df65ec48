/**
 * The visitor's session id (SPEC 3): 'session_' + time + a random string, kept in localStorage, created
 * once and reused by every event of this browser. One definition for both trackers: core/tracking.
 */
import { newSessionId, VISITOR_KEY, visitorId } from '@core/tracking';

export { VISITOR_KEY as SESSION_STORAGE_KEY };

/** A fresh id, e.g. `session_1763712000000_k3j9x2a1b` (also used for each new questionnaire). */
export const createSessionId: (now?: number) => string = newSessionId;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage disabled (privacy mode, sandboxed frame): a per-page id instead.
  }
}

/** Where this site kept the id before both trackers shared one key: read once, so returning visitors keep theirs. */
const FORMER_KEY = 'session_id';

/** The stored tracking id, created on first use; a tampered value is replaced. */
export function getSessionId(storage: Storage | null = browserStorage()): string {
  try {
    const former = storage?.getItem(FORMER_KEY);
    if (former && !storage!.getItem(VISITOR_KEY)) storage!.setItem(VISITOR_KEY, former);
    storage?.removeItem(FORMER_KEY);
  } catch {
    // Storage blocked: visitorId copes.
  }
  return visitorId(() => storage);
}
