/**
 * A Store kept in memory: the reference implementation of the storage port, used by unit tests and
 * usable by any backend that needs no persistence. Events are kept sorted by time so a range query
 * is two binary searches.
 */
import { isoToMs } from '../dates';
import type {
  EventQuery,
  Store,
  StoredAdmin,
  StoredClient,
  StoredEvent,
  StoredQuestionnaire,
} from './store';

export interface MemoryStoreData {
  events: StoredEvent[];
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export function emptyStoreData(): MemoryStoreData {
  return { events: [], clients: [], questionnaires: [], admin: null };
}

const clone = <T>(value: T): T => structuredClone(value);

/** First index whose time is >= t (times ascending). */
export function lowerBound(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Keeps `data.events` sorted by timestamp with a parallel array of instants.
 * Shared by the memory store and the reference server's lowdb store.
 */
export class EventIndex {
  private readonly times: number[] = [];

  constructor(private readonly events: StoredEvent[]) {
    events.sort((a, b) => isoToMs(a.timestamp) - isoToMs(b.timestamp));
    for (const e of events) this.times.push(isoToMs(e.timestamp));
  }

  append(event: StoredEvent): void {
    const t = isoToMs(event.timestamp);
    if (this.times.length === 0 || this.times[this.times.length - 1]! <= t) {
      this.events.push(event);
      this.times.push(t);
      return;
    }
    const at = lowerBound(this.times, t + 1);
    this.events.splice(at, 0, event);
    this.times.splice(at, 0, t);
  }

  range(query: EventQuery): StoredEvent[] {
    const from = query.fromMs ?? null;
    const to = query.toMs ?? null;
    const start = from === null ? 0 : lowerBound(this.times, from);
    const end = to === null ? this.times.length : lowerBound(this.times, to);
    return this.events.slice(start, Math.max(start, end));
  }

  get size(): number {
    return this.events.length;
  }
}

export function createMemoryStore(initial: MemoryStoreData = emptyStoreData()): Store & { data: MemoryStoreData } {
  const data = initial;
  const index = new EventIndex(data.events);
  let revision = 0;
  const byNewest = <T extends { created_at: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

  return {
    data,
    async appendEvent(event) {
      index.append(clone(event));
      revision += 1;
    },
    revision: () => revision,
    async listEvents(query) {
      return index.range(query);
    },
    async countEvents() {
      return index.size;
    },
    async insertClient(client) {
      revision += 1;
      data.clients.push(clone(client));
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
      return byNewest(data.clients).map(clone);
    },
    async updateClient(id, patch) {
      revision += 1;
      const c = data.clients.find((x) => x.client_id === id);
      if (!c) return null;
      Object.assign(c, clone(patch));
      return clone(c);
    },
    async insertQuestionnaire(q) {
      revision += 1;
      data.questionnaires.push(clone(q));
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
      return byNewest(data.questionnaires).map(clone);
    },
    async updateQuestionnaire(id, patch) {
      revision += 1;
      const q = data.questionnaires.find((x) => x.id === id);
      if (!q) return null;
      Object.assign(q, clone(patch));
      return clone(q);
    },
    async getAdmin() {
      return data.admin ? clone(data.admin) : null;
    },
    async setAdmin(admin) {
      revision += 1;
      data.admin = clone(admin);
    },
  };
}
