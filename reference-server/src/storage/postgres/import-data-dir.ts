/**
 * `npm run db:import -- --from ./data`: copies an embedded DATA_DIR (clients, questionnaires, the admin
 * account, the JWT secret, every event, the custom domains' verifications) into PostgreSQL, so an operator who
 * outgrows one machine keeps the whole history, every session and access token stays valid, and every TXT
 * record customers set for their domains still holds the right token.
 *
 * Idempotent: rows are matched by their ids and only missing ones are inserted (events through the
 * same statement as live tracking, and the same fold adds each new one to the rollups once); an admin account or a
 * JWT secret already in the database is kept. Afterwards every source id is looked up in the database
 * and the counts are checked.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredEvent } from '@core/backend/store';
import { storableJson } from '@core/storable-text';
import { silentLogger, type Logger } from '../../logger';
import { JWT_SECRET_FILE } from '../../security/secrets';
import { lockDataDir } from '../lock';
import { openEmbeddedStore } from '../embedded-store';
import { openDomainVerificationsFile } from '../domain-verifications-file';
import { openPostgresStore } from './postgres-store';

export interface ImportCounts {
  /** Rows read from DATA_DIR, inserted now, and found in the database afterwards. */
  clients: { read: number; inserted: number; present: number };
  questionnaires: { read: number; inserted: number; present: number };
  events: { read: number; inserted: number; present: number };
  domains: { read: number; inserted: number; present: number };
  admin: 'imported' | 'kept' | 'none';
  jwtSecret: 'imported' | 'kept' | 'none';
}

const EVENT_BATCH = 2_000;

export async function importDataDir(
  dataDir: string,
  databaseUrl: string,
  logger: Logger = silentLogger,
): Promise<ImportCounts> {
  // The lock: no embedded server may write to DATA_DIR while it is copied.
  const lock = await lockDataDir(join(dataDir, 'server.lock'));
  // Opening it upgrades an older DATA_DIR first, as the embedded server would.
  const source = await openEmbeddedStore(dataDir).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  const domainsSource = await openDomainVerificationsFile(dataDir).catch(async (error: unknown) => {
    await source.close();
    await lock.release();
    throw error;
  });
  const target = await openPostgresStore(databaseUrl, logger, { max: 4 });
  try {
    const { pool } = target;
    const clients = await source.listClients();
    let insertedClients = 0;
    for (const c of clients) {
      const r = await pool.query(
        `INSERT INTO clients (client_id, questionnaire_id, domain, created_at, is_active, plan, token_hash, token_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [c.client_id, c.questionnaire_id, c.domain, c.created_at, c.is_active, c.plan, c.token_hash, c.token_version],
      );
      insertedClients += r.rowCount ?? 0;
    }

    const questionnaires = await source.listQuestionnaires();
    let insertedQuestionnaires = 0;
    for (const q of questionnaires) {
      const r = await pool.query(
        'INSERT INTO questionnaires (id, session_id, created_at, doc) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        // An older embedded store kept text as sent; PostgreSQL refuses U+0000 and lone surrogates.
        [q.id, q.session_id, q.created_at, JSON.stringify(storableJson(q))],
      );
      insertedQuestionnaires += r.rowCount ?? 0;
    }

    const domains = domainsSource.all();
    let insertedDomains = 0;
    for (const d of domains) {
      const r = await pool.query(
        `INSERT INTO domain_verifications (client_id, domain, token, status, reason, checked_at, next_check_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [d.client_id, d.domain, d.token, d.status, d.reason, d.checked_at, d.next_check_at, d.created_at],
      );
      insertedDomains += r.rowCount ?? 0;
    }

    let admin: ImportCounts['admin'] = 'none';
    const sourceAdmin = await source.getAdmin();
    if (sourceAdmin) {
      const r = await pool.query(
        `INSERT INTO admin_account (username, password_hash, token_version) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [sourceAdmin.username, sourceAdmin.password_hash, sourceAdmin.token_version],
      );
      admin = r.rowCount ? 'imported' : 'kept';
    }

    let jwtSecret: ImportCounts['jwtSecret'] = 'none';
    const secret = (await readFile(join(dataDir, JWT_SECRET_FILE), 'utf8').catch(() => '')).trim();
    if (secret) {
      const r = await pool.query(
        `INSERT INTO settings (name, value) VALUES ('jwt_secret', $1) ON CONFLICT DO NOTHING`,
        [secret],
      );
      jwtSecret = r.rowCount ? 'imported' : 'kept';
    }

    // Streamed from the embedded store's log, a batch at a time: the history is never all in memory.
    let readEvents = 0;
    let insertedEvents = 0;
    let presentEvents = 0;
    let batch: StoredEvent[] = [];
    const flushBatch = async () => {
      if (batch.length === 0) return;
      insertedEvents += await target.importEvents(batch);
      const found = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE id = ANY($1)', [
        batch.map((e) => e.id),
      ]);
      presentEvents += found.rows[0]!.n;
      batch = [];
    };
    for await (const event of source.exportEvents(null, { start: null, end: null, fromMs: null, toMs: null })) {
      readEvents += 1;
      batch.push(storableJson(event));
      if (batch.length === EVENT_BATCH) await flushBatch();
    }
    await flushBatch();
    // The rollups take in the imported history now, not on the first dashboard read.
    await target.flush();

    const countIds = async (table: string, column: string, ids: string[]) =>
      (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1)`, [ids]))
        .rows[0]!.n;

    return {
      clients: {
        read: clients.length,
        inserted: insertedClients,
        present: await countIds(
          'clients',
          'client_id',
          clients.map((c) => c.client_id),
        ),
      },
      questionnaires: {
        read: questionnaires.length,
        inserted: insertedQuestionnaires,
        present: await countIds(
          'questionnaires',
          'id',
          questionnaires.map((q) => q.id),
        ),
      },
      events: { read: readEvents, inserted: insertedEvents, present: presentEvents },
      domains: {
        read: domains.length,
        inserted: insertedDomains,
        present: await countIds(
          'domain_verifications',
          'client_id',
          domains.map((d) => d.client_id),
        ),
      },
      admin,
      jwtSecret,
    };
  } finally {
    await target.close();
    await domainsSource.close();
    await source.close();
    await lock.release();
  }
}

/** True when every row read is in the database. */
export function importComplete(counts: ImportCounts): boolean {
  return [counts.clients, counts.questionnaires, counts.events, counts.domains].every((c) => c.present === c.read);
}
