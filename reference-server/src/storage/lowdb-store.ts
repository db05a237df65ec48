/**
 * The Store port over lowdb, kept in memory and written through the durable adapter with group
 * commit: clients, questionnaires and the admin account in DATA_DIR/db.json, events in one file per
 * UTC day (see event-segments.ts). Each mutating method resolves only after its change is on disk.
 */
import { Low } from 'lowdb';
import { join } from 'node:path';
import { EventIndex } from '../../../core/backend/memory-store';
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
  /** Bumped on every change; lets the service cache derived figures. */
  revision(): number;
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
  const events = new EventIndex(opened.events);
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

  const newestFirst = <T extends { created_at: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

  return {
    async appendEvent(event) {
      const copy = clone(event);
      events.append(copy);
      segments.append(copy);
      revision += 1;
      await committer.commit();
    },
    async listEvents(query) {
      return events.range(query);
    },
    async countEvents() {
      return events.size;
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
    async updateClient(id, patch) {
      const c = data.clients.find((x) => x.client_id === id);
      if (!c) return null;
      Object.assign(c, clone(patch));
      await commit();
      return clone(c);
    },
    async insertQuestionnaire(q) {
      data.questionnaires.push(clone(q));
      await commit();
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
    async updateQuestionnaire(id, patch) {
      const q = data.questionnaires.find((x) => x.id === id);
      if (!q) return null;
      Object.assign(q, clone(patch));
      await commit();
      return clone(q);
    },
    async getAdmin() {
      return data.admin ? clone(data.admin) : null;
    },
    async setAdmin(admin) {
      data.admin = clone(admin);
      await commit();
    },
    flush: () => committer.idle(),
    writeCount: () => committer.writes,
    revision: () => revision,
  };
}
