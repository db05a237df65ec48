/**
 * The Store port (core/backend/store.ts) over @msw/data collections. It holds no logic of its own:
 * the shared backend service decides everything, this only reads and writes records.
 *
 * Events are appended in time order (the service stamps them with its clock), so a range query scans
 * the collection's records with a binary search over their instants instead of testing each one.
 */
import type { EventQuery, Store, StoredEvent } from '../../core/backend';
import type { Collections } from './collections';

const copy = <T>(value: T): T => structuredClone(value);

function lowerBound(events: readonly { timestamp: string }[], t: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Date.parse(events[mid]!.timestamp) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function newestFirst<T extends { created_at: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** What a write touched: an appended event, or anything else. */
export type StoreChange = { kind: 'event'; id: string } | { kind: 'other' };

/** `onChange` runs after every write (the demo uses it to persist to localStorage). */
export function createCollectionStore(db: Collections, onChange: (change: StoreChange) => void = () => {}): Store {
  let eventsSorted = true;

  function sortedEvents(): StoredEvent[] {
    const all = db.events.all();
    if (eventsSorted) return all;
    return [...all].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  }

  return {
    async appendEvent(event) {
      const all = db.events.all();
      const last = all[all.length - 1];
      if (last && Date.parse(last.timestamp) > Date.parse(event.timestamp)) eventsSorted = false;
      await db.events.create(copy(event));
      onChange({ kind: 'event', id: event.id });
    },
    async listEvents(query: EventQuery) {
      const events = sortedEvents();
      const start = query.fromMs == null ? 0 : lowerBound(events, query.fromMs);
      const end = query.toMs == null ? events.length : lowerBound(events, query.toMs);
      // The service only reads events; the collection's records are returned without copying.
      return events.slice(start, Math.max(start, end));
    },
    async countEvents() {
      return db.events.count();
    },

    async insertClient(client) {
      await db.clients.create(copy(client));
      onChange({ kind: 'other' });
    },
    async getClient(clientId) {
      const found = db.clients.findFirst((q) => q.where({ client_id: clientId }));
      return found ? copy(found) : null;
    },
    async getClientByTokenHash(tokenHash) {
      const found = db.clients.findFirst((q) => q.where({ token_hash: tokenHash }));
      return found ? copy(found) : null;
    },
    async listClients() {
      return newestFirst(db.clients.all().map((client) => copy(client)));
    },
    async updateClient(clientId, patch) {
      if (!db.clients.findFirst((q) => q.where({ client_id: clientId }))) return null;
      const updated = await db.clients.update((q) => q.where({ client_id: clientId }), {
        data(draft) {
          Object.assign(draft, copy(patch));
        },
      });
      onChange({ kind: 'other' });
      return updated ? copy(updated) : null;
    },

    async insertQuestionnaire(questionnaire) {
      await db.questionnaires.create(copy(questionnaire));
      onChange({ kind: 'other' });
    },
    async getQuestionnaire(id) {
      const found = db.questionnaires.findFirst((q) => q.where({ id }));
      return found ? copy(found) : null;
    },
    async getQuestionnaireBySession(sessionId) {
      const found = db.questionnaires.findFirst((q) => q.where({ session_id: sessionId }));
      return found ? copy(found) : null;
    },
    async listQuestionnaires() {
      return newestFirst(db.questionnaires.all().map((q) => copy(q)));
    },
    async updateQuestionnaire(id, patch) {
      if (!db.questionnaires.findFirst((q) => q.where({ id }))) return null;
      const updated = await db.questionnaires.update((q) => q.where({ id }), {
        data(draft) {
          Object.assign(draft, copy(patch));
        },
      });
      onChange({ kind: 'other' });
      return updated ? copy(updated) : null;
    },

    async getAdmin() {
      const admin = db.admins.all()[0];
      return admin ? copy(admin) : null;
    },
    async setAdmin(admin) {
      db.admins.clear();
      await db.admins.create(copy(admin));
      onChange({ kind: 'other' });
    },
  };
}
