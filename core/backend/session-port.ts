/**
 * The session port: which signed-in sessions were ended before their token expired («Logout»).
 *
 * Every session token carries a random session id (`sid`). Logout records that id until the token's own
 * expiry; `authenticate` refuses a token whose session is recorded. The record lives in the store, so a
 * session ended through one server process is ended on every other one at once: the embedded store keeps
 * it in DATA_DIR, PostgreSQL in a table (one primary-key lookup per authenticated call), the mock in memory.
 * An entry whose token has expired anyway is useless and may be forgotten at any time.
 */
import { systemClock, type Clock } from './ports';

export interface SessionRevocations {
  /**
   * Ends the session now, for good; resolves once every process will refuse it. Rejects when it could not
   * be recorded (e.g. a full disk: the logout answers 503).
   */
  revoke(sid: string, expiresAtMs: number): Promise<void>;
  /** Whether the session was ended (cheap: it runs on every authenticated call). */
  isRevoked(sid: string): Promise<boolean>;
}

/**
 * Ended sessions in this process's memory (the mock; unit tests). `initial` and `persist` let a
 * single-process store keep the same list on disk (the embedded store).
 *
 * A logout is in force in this process at once, before `persist` is asked to keep it. Refusing a token can
 * only stop whoever holds it, and ending the session is what its owner asked for: if the list cannot be
 * written (a full disk), `revoke` rejects (the logout answers 503, it is not recorded for good) but the
 * token stays refused here, and `persist`'s owner keeps trying to write the list (ended-sessions-file.ts).
 * A restart before that succeeds forgets the logout, as the 503 said it might; it never does once
 * `revoke` has resolved.
 */
export function createMemorySessionRevocations(
  clock: Clock = systemClock,
  initial: ReadonlyMap<string, number> = new Map(),
  persist: (entries: ReadonlyMap<string, number>) => Promise<void> = async () => {},
): SessionRevocations {
  const entries = new Map(initial);
  // One write at a time, each of the whole list as it was: an older list never lands after a newer one.
  let queue: Promise<void> = Promise.resolve();
  return {
    revoke(sid, expiresAtMs) {
      const now = clock.now();
      for (const [ended, expires] of entries) if (expires <= now) entries.delete(ended);
      entries.set(sid, expiresAtMs);
      const list = new Map(entries);
      const run = queue.then(() => persist(list));
      queue = run.catch(() => {});
      return run;
    },
    async isRevoked(sid) {
      return entries.has(sid);
    },
  };
}
