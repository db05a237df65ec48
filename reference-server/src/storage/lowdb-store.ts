/**
 * The Store port over lowdb: one JSON document in DATA_DIR, kept in memory, written through the
 * durable adapter with group commit. Each mutating method resolves only after its change is on disk.
 */
import { Low } from 'lowdb';
import { join } from 'node:path';
import { EventIndex } from '../../../core/backend/memory-store';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '../../../core/backend/store';
import { DurableJsonFile } from './json-file-adapter';
import { GroupCommitter } from './group-commit';

export interface Database {
  version: 1;
  events: StoredEvent[];
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export const DATA_FILE_NAME = 'db.json';

function isDatabase(value: unknown): value is Database {
  const v = value as Partial<Database> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    Array.isArray(v.events) &&
    Array.isArray(v.clients) &&
    Array.isArray(v.questionnaires) &&
    (v.admin === null || typeof v.admin === 'object')
  );
}

const emptyDatabase = (): Database => ({ version: 1, events: [], clients: [], questionnaires: [], admin: null });
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
  const adapter = new DurableJsonFile<Database>(join(dataDir, DATA_FILE_NAME), isDatabase);
  await adapter.removeStaleTemp();
  const db = new Low<Database>(adapter, emptyDatabase());
  await db.read();
  const data = db.data;
  const events = new EventIndex(data.events);
  const committer = new GroupCommitter(() => db.write());
  let revision = 0;

  // Make sure the file exists from the first start, so a later truncation is noticed.
  await committer.commit();

  const commit = () => {
    revision += 1;
    return committer.commit();
  };

  const newestFirst = <T extends { created_at: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

  return {
    async appendEvent(event) {
      events.append(clone(event));
      await commit();
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
