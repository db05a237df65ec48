/**
 * A Store kept in memory: the reference implementation of the storage port, used by unit tests and
 * usable by any backend that needs no persistence. Events are kept sorted by time (exports are two
 * binary searches) and counted incrementally by core/analytics as they arrive.
 */
import { AnalyticsAggregates } from '../analytics';
import { isoToMs, type DateRange } from '../dates';
import type { AnalyticsScope } from './analytics-port';
import {
  aggregateReads,
  clientIndex,
  clone,
  questionnaireIndex,
  questionnaireOfSession,
  recordReads,
} from './in-memory-reads';
import { completed, savedAdmin, updatedClient, withChatTurn } from './record-updates';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from './store';

export interface MemoryStoreData {
  events: StoredEvent[];
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export function emptyStoreData(): MemoryStoreData {
  return { events: [], clients: [], questionnaires: [], admin: null };
}

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

/** Keeps `events` sorted by timestamp (stable: equal instants keep their arrival order) with a parallel array of instants. */
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

  /** Events whose instant is in [fromMs, toMs) (null: unbounded), oldest first. */
  range(fromMs: number | null, toMs: number | null): StoredEvent[] {
    const start = fromMs === null ? 0 : lowerBound(this.times, fromMs);
    const end = toMs === null ? this.times.length : lowerBound(this.times, toMs);
    return this.events.slice(start, Math.max(start, end));
  }

  get size(): number {
    return this.events.length;
  }
}

/** The events of a scope in a range, oldest first. */
export function eventsOfScope(events: readonly StoredEvent[], scope: AnalyticsScope): StoredEvent[] {
  return scope === null ? [...events] : events.filter((e) => e.site === scope);
}

export type MemoryStore = Store & {
  data: MemoryStoreData;
  /** Every event in [fromMs, toMs), oldest first (tests). */
  listEvents(range?: { fromMs?: number | null; toMs?: number | null }): readonly StoredEvent[];
};

export function createMemoryStore(initial: MemoryStoreData = emptyStoreData()): MemoryStore {
  const data = initial;
  const index = new EventIndex(data.events);
  const aggregates = new AnalyticsAggregates();
  for (const event of data.events) aggregates.add(event);

  const findClient = (id: string) => clientIndex(data, id);
  const findQuestionnaire = (id: string) => questionnaireIndex(data, id);

  async function* exportEvents(scope: AnalyticsScope, range: DateRange): AsyncIterable<StoredEvent> {
    for (const event of eventsOfScope(index.range(range.fromMs, range.toMs), scope)) yield clone(event);
  }

  return {
    data,
    listEvents: (range = {}) => index.range(range.fromMs ?? null, range.toMs ?? null),
    async appendEvent(event) {
      const copy = clone(event);
      index.append(copy);
      aggregates.add(copy);
    },
    async countEvents() {
      return index.size;
    },
    ...aggregateReads(aggregates),
    exportEvents,

    ...recordReads(data),
    async insertClient(client) {
      data.clients.push(clone(client));
    },
    async updateClient(id, patch, options) {
      const i = findClient(id);
      if (i === -1) return null;
      data.clients[i] = updatedClient(data.clients[i]!, patch, options);
      return clone(data.clients[i]!);
    },
    async createQuestionnaire(q) {
      const existing = questionnaireOfSession(data, q.session_id);
      if (existing) return { questionnaire: clone(existing), created: false };
      data.questionnaires.push(clone(q));
      return { questionnaire: clone(q), created: true };
    },
    async appendChatTurn(id, expected, turn) {
      const i = findQuestionnaire(id);
      if (i === -1) return { status: 'not_found' };
      const next = withChatTurn(data.questionnaires[i]!, expected, turn);
      if (!next) return { status: 'conflict' };
      data.questionnaires[i] = next;
      return { status: 'appended', questionnaire: clone(next) };
    },
    async completeQuestionnaire(id, completion) {
      const i = findQuestionnaire(id);
      if (i === -1) return null;
      data.questionnaires[i] = completed(data.questionnaires[i]!, completion);
      return clone(data.questionnaires[i]!);
    },
    async saveAdmin(admin) {
      data.admin = savedAdmin(data.admin, admin);
      return clone(data.admin);
    },
  };
}
