/**
 * The Store port over lowdb, kept in memory and written through the durable adapter with group
 * commit: clients, questionnaires and the admin account in DATA_DIR/db.json, events in one file per
 * UTC day (see event-segments.ts). Each mutating method resolves only after its change is on disk.
 */
import { Low } from 'lowdb';
import { join } from 'node:path';
import { AnalyticsAggregates } from '../../../core/analytics';
import { upgradedEvent } from '../../../core/ingestion';
import { eventsOfScope, EventIndex } from '../../../core/backend/memory-store';
import { completed, newestFirst, savedAdmin, updatedClient, withChatTurn } from '../../../core/backend/record-updates';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '../../../core/backend/store';
import { DurableJsonFile } from './json-file-adapter';
import { EventSegments } from './event-segments';
import { GroupCommitter } from './group-commit';

export interface Database {
  version: 2;
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export const DATA_FILE_NAME = 'db.json';

/** Version 1 kept events inside db.json; they move to the day files on first start. */
type StoredDatabase = Database | (Omit<Database, 'version'> & { version: 1; events: StoredEvent[] });

function isDatabase(value: unknown): value is StoredDatabase {
  const v = value as (Partial<Database> & { version?: number; events?: unknown }) | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.version === 2 || (v.version === 1 && Array.isArray(v.events))) &&
    Array.isArray(v.clients) &&
    Array.isArray(v.questionnaires) &&
    (v.admin === null || typeof v.admin === 'object')
  );
}

const emptyDatabase = (): StoredDatabase => ({ version: 2, clients: [], questionnaires: [], admin: null });
const clone = <T>(value: T): T => structuredClone(value);

export interface LowdbStore extends Store {
  /** Resolves once every accepted change is on disk. */
  flush(): Promise<void>;
  /** How many file writes were made (group commit makes this far smaller than the number of changes). */
  writeCount(): number;
  /** Bumped on every change. */
  revision(): number;
  /** Every event in [fromMs, toMs), oldest first (tests). */
  listEvents(range?: { fromMs?: number | null; toMs?: number | null }): readonly StoredEvent[];
}

export async function openLowdbStore(dataDir: string): Promise<LowdbStore> {
  const adapter = new DurableJsonFile<StoredDatabase>(join(dataDir, DATA_FILE_NAME), isDatabase);
  await adapter.removeStaleTemp();
  const db = new Low<StoredDatabase>(adapter, emptyDatabase());
  await db.read();
  const opened = await EventSegments.open(dataDir);
  const segments = opened.segments;
  if (db.data.version === 1) {
    // Skip events already moved by an earlier, interrupted migration.
    const known = new Set(opened.events.map((e) => e.id));
    for (const event of db.data.events) {
      if (known.has(event.id)) continue;
      segments.append(event);
      opened.events.push(event);
    }
    db.data = { version: 2, clients: db.data.clients, questionnaires: db.data.questionnaires, admin: db.data.admin };
  }
  const data = db.data as Database;
  // Events stored before the ingestion pipeline resolved sites get them now (and their folded page).
  for (let i = 0; i < opened.events.length; i += 1) opened.events[i] = upgradedEvent(opened.events[i]!);
  const events = new EventIndex(opened.events);
  const aggregates = new AnalyticsAggregates();
  for (const event of opened.events) aggregates.add(event);
  let mainDirty = true;
  const committer = new GroupCommitter(async () => {
    // Serialise every changed file now (synchronously), then write them side by side.
    const writes = segments.writeDirty();
    if (mainDirty) {
      mainDirty = false;
      writes.push(
        db.write().catch((error: unknown) => {
          mainDirty = true;
          throw error;
        }),
      );
    }
    await Promise.all(writes);
  });
  let revision = 0;

  // Make sure the files exist from the first start (and a version 1 file is migrated), so a later
  // truncation is noticed.
  await committer.commit();

  const commit = () => {
    revision += 1;
    mainDirty = true;
    return committer.commit();
  };


  const findClient = (id: string) => data.clients.findIndex((x) => x.client_id === id);
  const findQuestionnaire = (id: string) => data.questionnaires.findIndex((x) => x.id === id);

  return {
    async appendEvent(event) {
      const copy = clone(event);
      events.append(copy);
      aggregates.add(copy);
      segments.append(copy);
      revision += 1;
      await committer.commit();
    },
    listEvents: (range = {}) => events.range(range.fromMs ?? null, range.toMs ?? null),
    async countEvents() {
      return events.size;
    },
    async stats(scope, range, nowMs) {
      return aggregates.stats(scope, range, nowMs);
    },
    async heatmap(site, pageUrl, device, range) {
      return aggregates.heatmap(site, pageUrl, device, range);
    },
    async scrollmap(site, pageUrl, device, range) {
      return aggregates.scrollmap(site, pageUrl, device, range);
    },
    async *exportEvents(scope, range) {
      for (const event of eventsOfScope(events.range(range.fromMs, range.toMs), scope)) yield clone(event);
    },
    async insertClient(client) {
      data.clients.push(clone(client));
      await commit();
    },
    async getClient(id) {
      const c = data.clients.find((x) => x.client_id === id);
      return c ? clone(c) : null;
    },
    async getClientByTokenHash(hash) {
      const c = data.clients.find((x) => x.token_hash === hash);
      return c ? clone(c) : null;
    },
    async listClients() {
      return newestFirst(data.clients).map(clone);
    },
    async updateClient(id, patch, options) {
      const i = findClient(id);
      if (i === -1) return null;
      data.clients[i] = updatedClient(data.clients[i]!, patch, options);
      await commit();
      return clone(data.clients[i]!);
    },
    async createQuestionnaire(q) {
      const existing = data.questionnaires.find((x) => x.session_id === q.session_id);
      if (existing) return { questionnaire: clone(existing), created: false };
      data.questionnaires.push(clone(q));
      await commit();
      return { questionnaire: clone(q), created: true };
    },
    async getQuestionnaire(id) {
      const q = data.questionnaires.find((x) => x.id === id);
      return q ? clone(q) : null;
    },
    async getQuestionnaireBySession(sessionId) {
      const q = data.questionnaires.find((x) => x.session_id === sessionId);
      return q ? clone(q) : null;
    },
    async listQuestionnaires() {
      return newestFirst(data.questionnaires).map(clone);
    },
    async appendChatTurn(id, expected, turn) {
      const i = findQuestionnaire(id);
      if (i === -1) return { status: 'not_found' };
      const next = withChatTurn(data.questionnaires[i]!, expected, turn);
      if (!next) return { status: 'conflict' };
      data.questionnaires[i] = next;
      await commit();
      return { status: 'appended', questionnaire: clone(next) };
    },
    async completeQuestionnaire(id, completion) {
      const i = findQuestionnaire(id);
      if (i === -1) return null;
      const next = completed(data.questionnaires[i]!, completion);
      if (next !== data.questionnaires[i]) {
        data.questionnaires[i] = next;
        await commit();
      }
      return clone(next);
    },
    async getAdmin() {
      return data.admin ? clone(data.admin) : null;
    },
    async saveAdmin(admin) {
      data.admin = savedAdmin(data.admin, admin);
      await commit();
      return clone(data.admin);
    },
    flush: () => committer.idle(),
    writeCount: () => committer.writes,
    revision: () => revision,
  };
}
