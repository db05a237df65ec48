/**
 * The reads of the Store port over records and aggregates held in memory: the same for core's memory
 * store (the mock's) and the embedded server's, which differ only in how they write. Every read returns
 * a copy, so a caller can never change what the store holds.
 */
import type { AnalyticsAggregates } from '../analytics';
import { newestFirst } from './record-updates';
import type { Store, StoredAdmin, StoredClient, StoredQuestionnaire } from './store';

/** The records, read at each call (a store may replace the arrays it holds). */
export interface InMemoryRecords {
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

/** A deep copy: what a store hands out or takes in, so neither side can change the other's records. */
export const clone = <T>(value: T): T => structuredClone(value);

export const clientIndex = (data: InMemoryRecords, id: string): number =>
  data.clients.findIndex((x) => x.client_id === id);

export const questionnaireIndex = (data: InMemoryRecords, id: string): number =>
  data.questionnaires.findIndex((x) => x.id === id);

export const questionnaireOfSession = (data: InMemoryRecords, sessionId: string): StoredQuestionnaire | undefined =>
  data.questionnaires.find((x) => x.session_id === sessionId);

type RecordReads = Pick<
  Store,
  | 'getClient'
  | 'getClientByTokenHash'
  | 'listClients'
  | 'getQuestionnaire'
  | 'getQuestionnaireBySession'
  | 'listQuestionnaires'
  | 'getAdmin'
>;

export function recordReads(data: InMemoryRecords): RecordReads {
  return {
    async getClient(id) {
      const i = clientIndex(data, id);
      return i === -1 ? null : clone(data.clients[i]!);
    },
    async getClientByTokenHash(hash) {
      const c = data.clients.find((x) => x.token_hash === hash);
      return c ? clone(c) : null;
    },
    async listClients() {
      return newestFirst(data.clients).map(clone);
    },
    async getQuestionnaire(id) {
      const i = questionnaireIndex(data, id);
      return i === -1 ? null : clone(data.questionnaires[i]!);
    },
    async getQuestionnaireBySession(sessionId) {
      const q = questionnaireOfSession(data, sessionId);
      return q ? clone(q) : null;
    },
    async listQuestionnaires() {
      return newestFirst(data.questionnaires).map(clone);
    },
    async getAdmin() {
      return data.admin ? clone(data.admin) : null;
    },
  };
}

/** The analytics reads answered by core's incremental aggregates. */
export function aggregateReads(aggregates: AnalyticsAggregates): Pick<Store, 'stats' | 'heatmap' | 'scrollmap'> {
  return {
    stats: async (scope, range, nowMs) => aggregates.stats(scope, range, nowMs),
    heatmap: async (site, pageUrl, device, range) => aggregates.heatmap(site, pageUrl, device, range),
    scrollmap: async (site, pageUrl, device, range) => aggregates.scrollmap(site, pageUrl, device, range),
  };
}
