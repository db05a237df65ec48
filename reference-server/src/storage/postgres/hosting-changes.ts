/**
 * Hears of changes to what sites' hosts answer, made by any process on the database: one connection of its
 * own (outside the pool) LISTENs on `hosting_changes`, which the triggers of migration hosting-changes
 * notify when a change to sites, clients or domain verifications commits. `onChange` runs on each one.
 *
 * While the connection is down (database restarted, network cut) changes cannot be heard of: `onListening(false)`
 * says so (the caller then keeps nothing), and it reconnects every `retryMs`; `onListening(true)` once
 * listening again, so whatever was kept before is forgotten then.
 */
import pg from 'pg';
import type { Logger } from '../../logger';

export const HOSTING_CHANNEL = 'hosting_changes';

export interface HostingChangeWatch {
  stop(): Promise<void>;
}

export interface HostingChangeHandlers {
  onChange(): void;
  onListening(listening: boolean): void;
}

export async function watchHostingChanges(
  databaseUrl: string,
  logger: Logger,
  { onChange, onListening }: HostingChangeHandlers,
  { retryMs = 1_000 }: { retryMs?: number } = {},
): Promise<HostingChangeWatch> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let failing = false;

  const lost = (error?: Error) => {
    onListening(false);
    if (error && !failing) logger.error('hosting changes: connection lost', { error: error.message });
    failing = true;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (!stopped && !retry) retry = setTimeout(() => void connect(), retryMs).unref();
  };

  async function connect(): Promise<void> {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'landing-facile-hosting',
      keepAlive: true,
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === HOSTING_CHANNEL) onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${HOSTING_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      lost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failing = false;
    onListening(true);
  }

  onListening(false);
  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
