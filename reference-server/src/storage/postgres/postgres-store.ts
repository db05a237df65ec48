/**
 * The Store port over PostgreSQL (DATABASE_URL=postgres://...). Every fact lives in the database and
 * nothing is cached in the process, so several server processes on one database give the same answers
 * at once. Each method is one statement (atomic on its own); tracking goes through the batched
 * EventWriter; the analytics reads are PostgresAnalytics over the rollups, which RollupFolder brings
 * up to date before each read.
 * A database that cannot be reached turns into the 503 problem (pool.ts), never a hang.
 */
import type pg from 'pg';
import type { AnalyticsStore } from '@core/backend/analytics-port';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '@core/backend/store';
import type { Logger } from '../../logger';
import { PostgresAnalytics } from './analytics';
import { eventFromRow, type EventRow } from './event-rows';
import { EventWriter } from './event-writer';
import { migrateDatabase } from './migrate';
import { RollupFolder } from './rollup-folder';
import { ConfigError } from '../../security/secrets';
import { createPool, guarded, isUnavailable, type PoolSettings } from './pool';

export interface PostgresStore extends Store, AnalyticsStore {
  readonly pool: pg.Pool;
  readonly writer: EventWriter;
  readonly folder: RollupFolder;
  /** Resolves once every accepted event is committed and counted in the rollups. */
  flush(): Promise<void>;
  /** Flushes, then closes the pool. */
  close(): Promise<void>;
  /** Stores events in one statement, skipping ids already stored (db:import); returns how many were new. */
  importEvents(events: readonly StoredEvent[]): Promise<number>;
  /** Events in [fromMs, toMs), oldest first (tests and tools; the service reads figures, not events). */
  listEvents(range?: { fromMs?: number | null; toMs?: number | null }): Promise<StoredEvent[]>;
}

type ClientRow = StoredClient;
interface QuestionnaireRow {
  doc: StoredQuestionnaire;
}

const CLIENT_COLUMNS = [
  'questionnaire_id',
  'domain',
  'created_at',
  'is_active',
  'plan',
  'token_hash',
  'token_version',
] as const;
/** What `updateClient` may change (token_version only through the bump, created_at never). */
const PATCHABLE = ['questionnaire_id', 'domain', 'is_active', 'plan', 'token_hash'] as const;

/** Connections of the dashboards' pool: half the main pool's (PG_POOL_MAX, default 10), at least 2. */
const readPoolSize = (max = 10): number => Math.max(2, Math.ceil(max / 2));

export async function openPostgresStore(
  databaseUrl: string,
  logger: Logger,
  options: PoolSettings & { migrate?: boolean } = {},
): Promise<PostgresStore> {
  if (options.migrate !== false) {
    await migrateDatabase(databaseUrl, logger).catch((error: unknown) => {
      if (!isUnavailable(error)) throw error;
      // Start-up fails with a readable line (no stack) when the database cannot be reached.
      throw new ConfigError(
        `Il database di DATABASE_URL non risponde: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
  const pool = createPool(databaseUrl, logger, options);
  // Dashboards read through their own, smaller pool: a burst of slow reads (long custom ranges) waits
  // for its own connections and can never take the ones tracking calls and logins need.
  const readPool = createPool(databaseUrl, logger, { ...options, max: readPoolSize(options.max) });
  const writer = new EventWriter(pool);
  const analytics = new PostgresAnalytics(readPool);
  const folder = new RollupFolder(pool, logger);
  folder.startJob();
  /** A dashboard read: the rollups first take in every event acknowledged before it. */
  const counted = <T>(read: () => Promise<T>): Promise<T> =>
    guarded(async () => {
      await folder.catchUp();
      return read();
    });
  const q = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    guarded(() => pool.query<R>(sql, params));
  let closed: Promise<void> | null = null;

  async function getQuestionnaireById(id: string): Promise<StoredQuestionnaire | null> {
    const { rows } = await q<QuestionnaireRow>('SELECT doc FROM questionnaires WHERE id = $1', [id]);
    return rows[0]?.doc ?? null;
  }

  async function getClient(id: string): Promise<StoredClient | null> {
    const { rows } = await q<ClientRow>('SELECT * FROM clients WHERE client_id = $1', [id]);
    return rows[0] ?? null;
  }

  return {
    pool,
    writer,
    folder,

    async appendEvent(event) {
      await writer.append(event);
    },
    async listEvents(query = {}) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (query.fromMs != null) where.push(`ts >= $${params.push(new Date(query.fromMs).toISOString())}`);
      if (query.toMs != null) where.push(`ts < $${params.push(new Date(query.toMs).toISOString())}`);
      const { rows } = await q<EventRow>(
        `SELECT * FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ts, seq`,
        params,
      );
      return rows.map(eventFromRow);
    },
    countEvents: () =>
      counted(async () => {
        const { rows } = await pool.query<{ events: number }>(
          `SELECT coalesce(sum(events), 0)::bigint AS events FROM rollup_days WHERE scope = '*' AND day = '-infinity'`,
        );
        return rows[0]!.events;
      }),

    async insertClient(c) {
      await q(`INSERT INTO clients (client_id, ${CLIENT_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        c.client_id,
        c.questionnaire_id,
        c.domain,
        c.created_at,
        c.is_active,
        c.plan,
        c.token_hash,
        c.token_version,
      ]);
    },
    getClient,
    async getClientByTokenHash(hash) {
      const { rows } = await q<ClientRow>('SELECT * FROM clients WHERE token_hash = $1', [hash]);
      return rows[0] ?? null;
    },
    async listClients() {
      const { rows } = await q<ClientRow>('SELECT * FROM clients ORDER BY created_at DESC, client_id');
      return rows;
    },
    async updateClient(id, patch, options = {}) {
      // One statement: the patch and the session-epoch bump land together (no lost update).
      const params: unknown[] = [id];
      const sets = PATCHABLE.filter((k) => patch[k] !== undefined).map((k) => `${k} = $${params.push(patch[k])}`);
      if (options.bumpTokenVersion) sets.push('token_version = token_version + 1');
      if (sets.length === 0) return getClient(id);
      const { rows } = await q<ClientRow>(
        `UPDATE clients SET ${sets.join(', ')} WHERE client_id = $1 RETURNING *`,
        params,
      );
      return rows[0] ?? null;
    },

    async createQuestionnaire(questionnaire) {
      const { rows } = await q<QuestionnaireRow>(
        `INSERT INTO questionnaires (id, session_id, created_at, doc) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id) DO NOTHING RETURNING doc`,
        [questionnaire.id, questionnaire.session_id, questionnaire.created_at, JSON.stringify(questionnaire)],
      );
      if (rows[0]) return { questionnaire: rows[0].doc, created: true };
      const existing = await q<QuestionnaireRow>('SELECT doc FROM questionnaires WHERE session_id = $1', [
        questionnaire.session_id,
      ]);
      return { questionnaire: existing.rows[0]!.doc, created: false };
    },
    async getQuestionnaire(id) {
      const { rows } = await q<QuestionnaireRow>('SELECT doc FROM questionnaires WHERE id = $1', [id]);
      return rows[0]?.doc ?? null;
    },
    async getQuestionnaireBySession(sessionId) {
      const { rows } = await q<QuestionnaireRow>('SELECT doc FROM questionnaires WHERE session_id = $1', [sessionId]);
      return rows[0]?.doc ?? null;
    },
    async listQuestionnaires() {
      const { rows } = await q<QuestionnaireRow>('SELECT doc FROM questionnaires ORDER BY created_at DESC, id');
      return rows.map((r) => r.doc);
    },
    async appendChatTurn(id, expectedMessageCount, turn) {
      // Optimistic concurrency in one statement: the turn lands only on the history it was computed from.
      const { rows } = await q<QuestionnaireRow>(
        `UPDATE questionnaires
            SET doc = doc || jsonb_build_object('messages', (doc->'messages') || $3::jsonb, 'interview', $4::jsonb, 'selected_style', $5::jsonb)
          WHERE id = $1 AND jsonb_array_length(doc->'messages') = $2
          RETURNING doc`,
        [
          id,
          expectedMessageCount,
          JSON.stringify(turn.messages),
          JSON.stringify(turn.interview),
          JSON.stringify(turn.selected_style),
        ],
      );
      if (rows[0]) return { status: 'appended', questionnaire: rows[0].doc };
      return (await getQuestionnaireById(id)) ? { status: 'conflict' } : { status: 'not_found' };
    },
    async completeQuestionnaire(id, completion) {
      // The first completion wins: a questionnaire completed with a brief is left as it is.
      const { rows } = await q<QuestionnaireRow>(
        `UPDATE questionnaires
            SET doc = doc || jsonb_build_object(
                  'status', 'completed', 'completed_at', $2::text, 'brief', $3::jsonb, 'business_name', $4::text,
                  'brief_confirmation', $5::jsonb)
          WHERE id = $1
            AND NOT (doc->>'status' = 'completed' AND jsonb_typeof(doc->'brief') = 'object' AND doc->>'completed_at' IS NOT NULL)
          RETURNING doc`,
        [
          id,
          completion.completed_at,
          JSON.stringify(completion.brief),
          completion.business_name,
          JSON.stringify(completion.brief_confirmation ?? null),
        ],
      );
      return rows[0]?.doc ?? getQuestionnaireById(id);
    },

    async getAdmin() {
      const { rows } = await q<StoredAdmin>('SELECT username, password_hash, token_version FROM admin_account');
      return rows[0] ?? null;
    },
    async saveAdmin(admin) {
      // Replacing the account bumps its session epoch in the same statement: earlier admin sessions end.
      const { rows } = await q<StoredAdmin>(
        `INSERT INTO admin_account (username, password_hash, token_version) VALUES ($1, $2, 1)
         ON CONFLICT (singleton) DO UPDATE SET username = excluded.username, password_hash = excluded.password_hash,
           token_version = admin_account.token_version + 1
         RETURNING username, password_hash, token_version`,
        [admin.username, admin.password_hash],
      );
      return rows[0]!;
    },

    stats: (scope, range, nowMs) => counted(() => analytics.stats(scope, range, nowMs)),
    heatmap: (site, page, device, range) => counted(() => analytics.heatmap(site, page, device, range)),
    scrollmap: (site, page, device, range) => counted(() => analytics.scrollmap(site, page, device, range)),
    exportEvents: (scope, range) => analytics.exportEvents(scope, range, guarded),

    importEvents: (events) => guarded(() => writer.insertBatch(events)),
    flush: () => writer.idle().then(() => folder.catchUp()),
    close() {
      closed ??= writer
        .idle()
        .then(() => folder.stop())
        .then(() => Promise.all([pool.end(), readPool.end()]))
        .then(() => undefined);
      return closed;
    },
  };
}
