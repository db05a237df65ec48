/**
 * The embedded store: the Store port for one machine, in DATA_DIR, with nothing to install.
 *
 * - Events: an append-only log of bounded segment files (event-log.ts). Each event is serialised by
 *   its own request before it joins a group commit, so nothing one request carries can fail a write
 *   other requests share; a commit appends its batch and fsyncs before anyone is answered.
 * - Figures: core/analytics's aggregates, kept current as events commit and rebuilt at start-up by
 *   streaming the segments. Raw events stay on disk: memory holds the aggregates only.
 * - CSV: streamed from the segments of the range.
 * - Clients, questionnaires, the admin account: a db.json snapshot (lowdb over the durable adapter)
 *   plus a journal of changes (records-journal.ts): a chat message appends its turn, it does not
 *   rewrite db.json.
 * - Older DATA_DIRs (events in db.json, or in one file per day) are upgraded at start-up (legacy-upgrade.ts).
 * - A full disk: a write that cannot be completed fails its own requests with a 503 (disk-writes.ts) and
 *   leaves nothing behind; memory, figures and files hold only what was acknowledged, and writes resume
 *   by themselves once space returns.
 */
import { Low } from 'lowdb';
import { join } from 'node:path';
import { AnalyticsAggregates } from '@core/analytics';
import {
  aggregateReads,
  clientIndex,
  clone,
  questionnaireIndex,
  questionnaireOfSession,
  recordReads,
} from '@core/backend/in-memory-reads';
import { KeyedMutex } from '@core/backend/keyed-mutex';
import { completed, savedAdmin, updatedClient, withChatTurn } from '@core/backend/record-updates';
import type { Store, StoredAdmin, StoredClient, StoredEvent, StoredQuestionnaire } from '@core/backend/store';
import { isoToMs } from '@core/dates';
import { upgradedEvent } from '@core/ingestion';
import { problems } from '@core/problems';
import { EventLog, type LogFaults } from './event-log';
import { AppendFile } from './append-file';
import { onDisk, unlessDiskFull } from './disk-writes';
import { DurableJsonFile } from './json-file-adapter';
import { removeLegacyEvents, upgradeLegacyEvents } from './legacy-upgrade';
import {
  applyChange,
  JOURNAL_COMPACT_BYTES,
  JOURNAL_FILE_NAME,
  replayJournal,
  type RecordChange,
} from './records-journal';
import { LOG_DIR_NAME } from './segment-files';

export interface Database {
  version: 3;
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export const DATA_FILE_NAME = 'db.json';

/** Version 1 kept events inside db.json; version 2 in day files beside it; 3 in the log. */
type StoredDatabase =
  | Database
  | (Omit<Database, 'version'> & { version: 2 })
  | (Omit<Database, 'version'> & { version: 1; events: StoredEvent[] });

function isDatabase(value: unknown): value is StoredDatabase {
  const v = value as (Partial<Database> & { version?: number; events?: unknown }) | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.version === 3 || v.version === 2 || (v.version === 1 && Array.isArray(v.events))) &&
    Array.isArray(v.clients) &&
    Array.isArray(v.questionnaires) &&
    (v.admin === null || typeof v.admin === 'object')
  );
}

export interface EmbeddedStore extends Store {
  /** Resolves once every accepted change is on disk. */
  flush(): Promise<void>;
  /** Flushes and closes the files. */
  close(): Promise<void>;
  /** Commits of the event log (group commit makes this far smaller than the number of events). */
  writeCount(): number;
  /** How many events the upgrade of an older DATA_DIR moved at this start (0 otherwise). */
  readonly upgradedEvents: number;
}

export interface EmbeddedStoreOptions {
  /** Segment size bound (tests use small segments). */
  segmentMaxBytes?: number;
  /** Test hook: simulated disk failures of the event log. */
  faults?: LogFaults;
}

export async function openEmbeddedStore(dataDir: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
  const adapter = new DurableJsonFile<StoredDatabase>(join(dataDir, DATA_FILE_NAME), isDatabase);
  await adapter.removeStaleTemp();
  const db = new Low<StoredDatabase>(adapter, { version: 3, clients: [], questionnaires: [], admin: null });
  await db.read();
  const upgraded = await upgradeLegacyEvents(dataDir, db.data.version === 1 ? db.data.events : []);
  const data: Database = {
    version: 3,
    clients: db.data.clients,
    questionnaires: db.data.questionnaires,
    admin: db.data.admin,
  };
  db.data = data;

  const aggregates = new AnalyticsAggregates();
  const log = await EventLog.open(join(dataDir, LOG_DIR_NAME), (event) => aggregates.add(upgradedEvent(event)), {
    maxBytes: options.segmentMaxBytes,
    faults: options.faults,
  });
  // Changes journaled since the last snapshot are applied, then saved in a fresh snapshot: db.json
  // exists (version 3) from the first start, so a later truncation is noticed, and the journal starts
  // empty. Then the old event files, now in the log, can go.
  // On a full disk the snapshot waits: the journal (its torn tail cut off) still holds every change.
  const journalPath = join(dataDir, JOURNAL_FILE_NAME);
  const journaled = await replayJournal(journalPath, data);
  const snapshotSaved = await unlessDiskFull(db.write());
  const journal = await AppendFile.open(journalPath, journaled, async () => {
    if (journal.bytes < JOURNAL_COMPACT_BYTES) return;
    await db.write();
    await journal.truncate();
  });
  if (snapshotSaved) await journal.truncate();
  await removeLegacyEvents(dataDir);

  const findClient = (id: string) => clientIndex(data, id);
  const findQuestionnaire = (id: string) => questionnaireIndex(data, id);
  /**
   * One change: serialised first (a change that cannot be written fails alone, before anything
   * moves), appended to the journal, and applied in memory only once it is on disk (before compaction
   * can snapshot memory). A write that fails (a full disk: 503) changes nothing, in memory or on disk.
   */
  const change = (c: RecordChange): Promise<void> => {
    const line = JSON.stringify(c);
    return onDisk(journal.append(line, () => applyChange(data, c)));
  };
  /**
   * The changes of one record run one at a time: each decides on what is on disk (memory changes only
   * after the write), so a second change never builds on one that could still fail, and none is lost.
   */
  const records = new KeyedMutex();

  return {
    upgradedEvents: upgraded,
    async appendEvent(event) {
      let line: string;
      try {
        // This request's record alone: if it cannot be written, only this request fails.
        line = JSON.stringify(event);
      } catch {
        throw problems.badRequest('L’evento non può essere salvato.', 'metadata');
      }
      await onDisk(log.append(line, isoToMs(event.timestamp)));
      aggregates.add(event);
    },
    async countEvents() {
      return log.count;
    },
    ...aggregateReads(aggregates),
    async *exportEvents(scope, range) {
      for await (const event of log.read(range.fromMs, range.toMs)) {
        const current = upgradedEvent(event);
        if (scope === null || current.site === scope) yield current;
      }
    },

    ...recordReads(data),
    async insertClient(client) {
      await records.run(`client:${client.client_id}`, () => change({ op: 'client', record: clone(client) }));
    },
    updateClient: (id, patch, updateOptions) =>
      records.run(`client:${id}`, async () => {
        const i = findClient(id);
        if (i === -1) return null;
        const record = updatedClient(data.clients[i]!, patch, updateOptions);
        await change({ op: 'client', record });
        return clone(record);
      }),
    createQuestionnaire: (q) =>
      records.run(`session:${q.session_id}`, async () => {
        const existing = questionnaireOfSession(data, q.session_id);
        if (existing) return { questionnaire: clone(existing), created: false };
        await change({ op: 'questionnaire', record: clone(q) });
        return { questionnaire: clone(q), created: true };
      }),
    appendChatTurn: (id, expected, turn) =>
      records.run(`questionnaire:${id}`, async () => {
        const i = findQuestionnaire(id);
        if (i === -1) return { status: 'not_found' };
        if (!withChatTurn(data.questionnaires[i]!, expected, turn)) return { status: 'conflict' };
        await change({ op: 'chat', id, after: expected, turn: clone(turn) });
        return { status: 'appended', questionnaire: clone(data.questionnaires[findQuestionnaire(id)]!) };
      }),
    completeQuestionnaire: (id, completion) =>
      records.run(`questionnaire:${id}`, async () => {
        const i = findQuestionnaire(id);
        if (i === -1) return null;
        const current = data.questionnaires[i]!;
        if (completed(current, completion) === current) return clone(current);
        await change({ op: 'complete', id, completion: clone(completion) });
        return clone(data.questionnaires[findQuestionnaire(id)]!);
      }),
    saveAdmin: (admin) =>
      records.run('admin', async () => {
        const record = savedAdmin(data.admin, admin);
        await change({ op: 'admin', record });
        return clone(record);
      }),

    flush: async () => {
      await Promise.all([log.idle(), journal.idle()]);
    },
    close: async () => {
      await journal.close();
      await log.close();
    },
    writeCount: () => log.writes,
  };
}
