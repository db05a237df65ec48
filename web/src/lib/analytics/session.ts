/**
 * The visitor's session id (SPEC 3): 'session_' + time + a random string. The tracking id is created once,
 * kept in localStorage and reused by every event of this browser.
 */
export const SESSION_STORAGE_KEY = 'session_id';

/** A fresh id, e.g. `session_1763712000000_k3j9x2a1b` (also used for each new questionnaire). */
export function createSessionId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 11).padEnd(9, '0');
  return `session_${now}_${random}`;
}

const VALID_ID = /^session_\d+_[a-z0-9]+$/;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage disabled (privacy mode, sandboxed frame): fall back to a per-page id.
  }
}

let pageFallbackId: string | null = null;

/** The stored tracking id, created on first use; a tampered value is replaced. */
export function getSessionId(storage: Storage | null = browserStorage()): string {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    if (stored && VALID_ID.test(stored)) return stored;
    const id = createSessionId();
    storage?.setItem(SESSION_STORAGE_KEY, id);
    if (storage) return id;
  } catch {
    // Quota exceeded or storage blocked: keep one id for this page instead.
  }
  pageFallbackId ??= createSessionId();
  return pageFallbackId;
}
