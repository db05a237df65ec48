/**
 * Sessions ended by logout, for the embedded store: the list of core's session port (session-port.ts) kept
 * in DATA_DIR/ended-sessions.json, so a token logged out stays refused after a restart. The file is
 * rewritten whole (atomically, fsynced) on each logout, which is rare; entries leave it once their token
 * has expired anyway, so it holds at most the logouts of the last 12 hours.
 *
 * A full disk (issue 26): the logout answers 503 with Retry-After, and its token is refused in this process
 * all the same (core's rule). The list not written is kept and written again every
 * DISK_FULL_RETRY_AFTER_SECONDS, with the next logout, and at close, so the logout holds across a restart
 * as soon as the disk has room; only a restart before then forgets it.
 */
import { join } from 'node:path';
import { createMemorySessionRevocations, type SessionRevocations } from '@core/backend/session-port';
import type { Clock } from '@core/backend/ports';
import { DISK_FULL_RETRY_AFTER_SECONDS, onDisk } from './disk-writes';
import { DurableJsonFile } from './json-file-adapter';

export const ENDED_SESSIONS_FILE_NAME = 'ended-sessions.json';

type EndedSessions = Record<string, number>;

const isEndedSessions = (value: unknown): value is EndedSessions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((expires) => typeof expires === 'number');

export interface EndedSessionsFile extends SessionRevocations {
  /** Writes a list a full disk refused, if any; resolves once it is on disk (rejects if it still cannot be). */
  flush(): Promise<void>;
}

export async function openEndedSessionsFile(dataDir: string, clock: Clock): Promise<EndedSessionsFile> {
  const file = new DurableJsonFile<EndedSessions>(join(dataDir, ENDED_SESSIONS_FILE_NAME), isEndedSessions);
  await file.removeStaleTemp();
  const saved = (await file.read()) ?? {};
  /** The newest list not yet on disk. */
  let unsaved: EndedSessions | null = null;
  let retry: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  /** One write at a time, of the newest list; a failure leaves it for the retry. */
  function flush(): Promise<void> {
    if (retry) clearTimeout(retry);
    retry = null;
    const run = writing.then(async () => {
      const list = unsaved;
      if (!list) return;
      await file.write(list);
      if (unsaved === list) unsaved = null;
    });
    writing = run.catch(() => {
      retry ??= setTimeout(() => void flush().catch(() => {}), DISK_FULL_RETRY_AFTER_SECONDS * 1000).unref();
    });
    return onDisk(run);
  }

  const sessions = createMemorySessionRevocations(clock, new Map(Object.entries(saved)), (entries) => {
    unsaved = Object.fromEntries(entries);
    return flush();
  });
  return { ...sessions, flush };
}
