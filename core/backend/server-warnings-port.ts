/**
 * The server-warnings port: what a server noticed about its own set-up that the operator should fix
 * (e.g. a reverse proxy in front while TRUST_PROXY_HOPS is 0), for the admin dashboard to show. The
 * reference server records them as it sees them (reference-server/src/middleware/proxy-check.ts); the
 * in-browser mock has no server to misconfigure and passes none, so its list is always empty.
 */
import type { ServerWarning } from '../api';

export type { ServerWarning };

export interface ServerWarningSource {
  /** The warnings seen so far, oldest first, one per code. */
  list(): readonly ServerWarning[];
}

/** Warnings kept in this process's memory, one per code (the first sighting is kept). */
export interface ServerWarningLog extends ServerWarningSource {
  /** Records a warning; false when one with the same code was already there. */
  record(warning: ServerWarning): boolean;
}

export function createServerWarningLog(): ServerWarningLog {
  const byCode = new Map<ServerWarning['code'], ServerWarning>();
  return {
    list: () => [...byCode.values()],
    record(warning) {
      if (byCode.has(warning.code)) return false;
      byCode.set(warning.code, warning);
      return true;
    },
  };
}
