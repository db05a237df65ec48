/**
 * The Store port over PostgreSQL (DATABASE_URL=postgres://...). Every fact lives in the database and
 * nothing is cached in the process, so several server processes on one database give the same answers
 * at once. Each method is one statement (atomic on its own); tracking goes through the batched
 * EventWriter; the analytics reads are PostgresAnalytics over the rollups.
 * A database that cannot be reached turns into the 503 problem (pool.ts), never a hang.
 */
import type pg from 'pg';
import type { AnalyticsStore } from '../../../../core/backend/analytics-port';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '../../../../core/backend/store';
import { problems } from '../../../../core/problems';
import type { Logger } from '../../logger';
import { PostgresAnalytics } from './analytics';
import { eventFromRow, type EventRow } from './event-rows';
import { EventWriter } from './event-writer';
import { migrateDatabase } from './migrate';
import { createPool, guarded, type PoolSettings } from './pool';

export interface PostgresStore extends Store, AnalyticsStore {
  readonly pool: pg.Pool;
  readonly writer: EventWriter;
  /** Resolves once every accepted event is committed. */
  flush(): Promise<void>;
  /** Flushes, then closes the pool. */
  close(): Promise<void>;
  /** Stores events in one statement, skipping ids already stored (db:import); returns how many were new. */
  importEvents(events: readonly StoredEvent[]): Promise<number>;
}

type ClientRow = StoredClient;
interface QuestionnaireRow {
  doc: StoredQuestionnaire;
}

const CLIENT_COLUMNS = ['questionnaire_id', 'domain', 'created_at', 'is_active', 'plan', 'token_hash', 'token_version'] as const;

/** PostgreSQL text cannot hold U+0000: refused up front with the field named, before it joins a batch. */
function refuseNul(event: StoredEvent): void {
  for (const [field, value] of Object.entries(event)) {
    const text = typeof value === 'string' ? value : field === 'metadata' && value ? JSON.stringify(value) : null;
    if (text !== null && (text.includes('\u0000') || (field === 'metadata' && text.includes('\\u0000')))) {
      throw problems.badRequest(`Il campo ${field} contiene un carattere nullo (U+0000), che non può essere registrato.`, field);
    }
  }
}

export async function openPostgresStore(
  databaseUrl: string,
  logger: Logger,
  options: PoolSettings & { migrate?: boolean } = {},
): Promise<PostgresStore> {
  if (options.migrate !== false) await migrateDatabase(databaseUrl, logger);
  const pool = createPool(databaseUrl, logger, options);
  const writer = new EventWriter(pool);
  const analytics = new PostgresAnalytics(pool);
  const q = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => guarded(() => pool.query<R>(sql, params));
  let closed: Promise<void> | null = null;

  async function getClient(id: string): Promise<StoredClient | null> {
    const { rows } = await q<ClientRow>('SELECT * FROM clients WHERE client_id = $1', [id]);
    return rows[0] ?? null;
  }

  return {
    pool,
    writer,

    async appendEvent(event) {
      refuseNul(event);
      await writer.append(event);
    },
    async listEvents(query) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (query.fromMs != null) where.push(`ts >= $${params.push(new Date(query.fromMs).toISOString())}`);
      if (query.toMs != null) where.push(`ts < $${params.push(new Date(query.toMs).toISOString())}`);
      const { rows } = await q<EventRow>(`SELECT * FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ts, seq`, params);
      return rows.map(eventFromRow);
    },
    async countEvents() {
      const { rows } = await q<{ events: number }>(`SELECT coalesce(sum(events), 0)::bigint AS events FROM rollup_days WHERE scope = '*' AND day = '-infinity'`);
      return rows[0]!.events;
    },

    async insertClient(c) {
      await q(
        `INSERT INTO clients (client_id, ${CLIENT_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [c.client_id, c.questionnaire_id, c.domain, c.created_at, c.is_active, c.plan, c.token_hash, c.token_version],
      );
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
    async updateClient(id, patch) {
      const params: unknown[] = [id];
      const sets = CLIENT_COLUMNS.filter((k) => patch[k] !== undefined).map((k) => `${k} = $${params.push(patch[k])}`);
      if (sets.length === 0) return getClient(id);
      const { rows } = await q<ClientRow>(`UPDATE clients SET ${sets.join(', ')} WHERE client_id = $1 RETURNING *`, params);
      return rows[0] ?? null;
    },

    async insertQuestionnaire(questionnaire) {
      await q('INSERT INTO questionnaires (id, session_id, created_at, doc) VALUES ($1, $2, $3, $4)', [
        questionnaire.id,
        questionnaire.session_id,
        questionnaire.created_at,
        JSON.stringify(questionnaire),
      ]);
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
    async updateQuestionnaire(id, patch) {
      // One statement: the patch is merged into the stored document atomically (no lost update).
      const { rows } = await q<QuestionnaireRow>('UPDATE questionnaires SET doc = doc || $2::jsonb WHERE id = $1 RETURNING doc', [
        id,
        JSON.stringify(patch),
      ]);
      return rows[0]?.doc ?? null;
    },

    async getAdmin() {
      const { rows } = await q<StoredAdmin>('SELECT username, password_hash, token_version FROM admin_account');
      return rows[0] ?? null;
    },
    async setAdmin(admin) {
      await q(
        `INSERT INTO admin_account (username, password_hash, token_version) VALUES ($1, $2, $3)
         ON CONFLICT (singleton) DO UPDATE SET username = excluded.username, password_hash = excluded.password_hash, token_version = excluded.token_version`,
        [admin.username, admin.password_hash, admin.token_version],
      );
    },

    stats: (scope, range, nowMs) => guarded(() => analytics.stats(scope, range, nowMs)),
    heatmap: (site, page, device, range) => guarded(() => analytics.heatmap(site, page, device, range)),
    scrollmap: (site, page, device, range) => guarded(() => analytics.scrollmap(site, page, device, range)),
    exportEvents: (scope, range) => analytics.exportEvents(scope, range),

    importEvents: (events) => guarded(() => writer.insertBatch(events)),
    flush: () => writer.idle(),
    close() {
      closed ??= writer.idle().then(() => pool.end());
      return closed;
    },
  };
}
