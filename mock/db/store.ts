/**
 * The Store port (core/backend/store.ts) over @msw/data collections. It holds no logic of its own:
 * the shared backend service decides everything, core/backend/record-updates.ts says what each atomic
 * operation changes, and core/analytics counts (the same aggregates as the reference server, so both
 * answer alike).
 *
 * Events are appended in time order (the service stamps them with its clock), so an export scans the
 * collection's records with a binary search over their instants instead of testing each one.
 */
import {
  completed,
  eventsOfScope,
  newestFirst,
  savedAdmin,
  updatedClient,
  withChatTurn,
  type Store,
  type StoredAdmin,
  type StoredClient,
  type StoredEvent,
  type StoredQuestionnaire,
} from '@core/backend';
import { AnalyticsAggregates } from '@core/analytics';
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

/** What a write touched: an appended event, or anything else. */
export type StoreChange = { kind: 'event'; id: string } | { kind: 'other' };

export interface CollectionStore extends Store {
  /** The collections were reloaded or events removed behind the store's back: count again on the next read. */
  reloadAnalytics(): void;
}

/** `onChange` runs after every write (the demo uses it to persist to localStorage). */
export function createCollectionStore(
  db: Collections,
  onChange: (change: StoreChange) => void = () => {},
): CollectionStore {
  let eventsSorted = true;
  let aggregates: AnalyticsAggregates | null = null;

  function sortedEvents(): StoredEvent[] {
    const all = db.events.all();
    if (eventsSorted) return all;
    return [...all].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  }

  /** Built on first read from whatever the collection holds, then kept current by `appendEvent`. */
  function counted(): AnalyticsAggregates {
    if (!aggregates) {
      aggregates = new AnalyticsAggregates();
      for (const event of sortedEvents()) aggregates.add(event);
    }
    return aggregates;
  }

  const getClientRecord = (clientId: string) =>
    db.clients.findFirst((q) => q.where({ client_id: clientId })) as StoredClient | undefined;
  const getQuestionnaireRecord = (id: string) => db.questionnaires.findFirst((q) => q.where({ id }));

  async function replaceQuestionnaire(id: string, next: StoredQuestionnaire): Promise<void> {
    await db.questionnaires.update((q) => q.where({ id }), {
      data(draft) {
        Object.assign(draft, copy(next));
      },
    });
    onChange({ kind: 'other' });
  }

  return {
    reloadAnalytics() {
      aggregates = null;
      const all = db.events.all();
      eventsSorted = all.every((e, i) => i === 0 || Date.parse(all[i - 1]!.timestamp) <= Date.parse(e.timestamp));
    },
    async appendEvent(event) {
      const all = db.events.all();
      const last = all[all.length - 1];
      if (last && Date.parse(last.timestamp) > Date.parse(event.timestamp)) eventsSorted = false;
      await db.events.create(copy(event) as never);
      aggregates?.add(copy(event));
      onChange({ kind: 'event', id: event.id });
    },
    async countEvents() {
      return db.events.count();
    },
    async stats(scope, range, nowMs) {
      return counted().stats(scope, range, nowMs);
    },
    async heatmap(site, pageUrl, device, range) {
      return counted().heatmap(site, pageUrl, device, range);
    },
    async scrollmap(site, pageUrl, device, range) {
      return counted().scrollmap(site, pageUrl, device, range);
    },
    async *exportEvents(scope, range) {
      const events = sortedEvents();
      const start = range.fromMs == null ? 0 : lowerBound(events, range.fromMs);
      const end = range.toMs == null ? events.length : lowerBound(events, range.toMs);
      for (const event of eventsOfScope(events.slice(start, Math.max(start, end)), scope)) yield copy(event);
    },

    async insertClient(client) {
      await db.clients.create(copy(client));
      onChange({ kind: 'other' });
    },
    async getClient(clientId) {
      const found = getClientRecord(clientId);
      return found ? copy(found) : null;
    },
    async getClientByTokenHash(tokenHash) {
      const found = db.clients.findFirst((q) => q.where({ token_hash: tokenHash }));
      return found ? copy(found) : null;
    },
    async listClients() {
      return newestFirst(db.clients.all().map((client) => copy(client)));
    },
    async updateClient(clientId, patch, options) {
      const found = getClientRecord(clientId);
      if (!found) return null;
      const next = updatedClient(copy(found) as StoredClient, patch, options);
      const updated = await db.clients.update((q) => q.where({ client_id: clientId }), {
        data(draft) {
          Object.assign(draft, copy(next));
        },
      });
      onChange({ kind: 'other' });
      return updated ? copy(updated) : null;
    },

    async createQuestionnaire(questionnaire) {
      const existing = db.questionnaires.findFirst((q) => q.where({ session_id: questionnaire.session_id }));
      if (existing) return { questionnaire: copy(existing), created: false };
      await db.questionnaires.create(copy(questionnaire));
      onChange({ kind: 'other' });
      return { questionnaire: copy(questionnaire), created: true };
    },
    async getQuestionnaire(id) {
      const found = getQuestionnaireRecord(id);
      return found ? copy(found) : null;
    },
    async getQuestionnaireBySession(sessionId) {
      const found = db.questionnaires.findFirst((q) => q.where({ session_id: sessionId }));
      return found ? copy(found) : null;
    },
    async listQuestionnaires() {
      return newestFirst(db.questionnaires.all().map((q) => copy(q)));
    },
    async appendChatTurn(id, expected, turn) {
      const found = getQuestionnaireRecord(id);
      if (!found) return { status: 'not_found' };
      const next = withChatTurn(copy(found), expected, turn);
      if (!next) return { status: 'conflict' };
      await replaceQuestionnaire(id, next);
      return { status: 'appended', questionnaire: copy(next) };
    },
    async completeQuestionnaire(id, completion) {
      const found = getQuestionnaireRecord(id);
      if (!found) return null;
      const next = completed(copy(found), completion);
      if (next.status !== found.status || next.completed_at !== found.completed_at)
        await replaceQuestionnaire(id, next);
      return copy(next);
    },

    async getAdmin() {
      const admin = db.admins.all()[0];
      return admin ? copy(admin) : null;
    },
    async saveAdmin(admin) {
      const previous = db.admins.all()[0] as StoredAdmin | undefined;
      const next = savedAdmin(previous ?? null, admin);
      db.admins.clear();
      await db.admins.create(copy(next));
      onChange({ kind: 'other' });
      return next;
    },
  };
}
