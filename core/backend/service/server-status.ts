/** What the server noticed about its own set-up, for the operator's dashboard (see server-warnings-port.ts). */
import type { ServerWarningSource } from '../server-warnings-port';
import { ok, requireRole, type Operations } from './context';

type ServerStatusOperations = Pick<Operations, 'getAdminServerWarnings'>;

const none: ServerWarningSource = { list: () => [] };

export function serverStatusOperations(warnings: ServerWarningSource = none): ServerStatusOperations {
  return {
    getAdminServerWarnings: async ({ principal }) => {
      requireRole(principal, 'admin');
      return ok({ warnings: [...warnings.list()] });
    },
  };
}
