/**
 * Clients, questionnaires and the admin account: a snapshot (db.json, written whole through the
 * durable adapter) plus a journal of the changes since (records.ndjson, one JSON line per change,
 * appended with group commit). A chat message appends its turn, a few hundred bytes, instead of
 * rewriting db.json; once the journal passes JOURNAL_COMPACT_BYTES the snapshot is rewritten and the
 * journal emptied. Every change is idempotent (records are written whole; a chat turn carries the
 * message count it follows), so replaying a journal a snapshot already holds changes nothing.
 * A torn last line (never acknowledged) is ignored; any other damaged line stops start-up, naming
 * the file.
 */
import { readFile } from 'node:fs/promises';
import { completed, withChatTurn } from '@core/backend/record-updates';
import type {
  ChatTurn,
  QuestionnaireCompletion,
  StoredAdmin,
  StoredClient,
  StoredQuestionnaire,
} from '@core/backend/store';
import { DataFileError } from './json-file-adapter';

export const JOURNAL_FILE_NAME = 'records.ndjson';
export const JOURNAL_COMPACT_BYTES = 1024 * 1024;

export interface Records {
  clients: StoredClient[];
  questionnaires: StoredQuestionnaire[];
  admin: StoredAdmin | null;
}

export type RecordChange =
  | { op: 'client'; record: StoredClient }
  | { op: 'questionnaire'; record: StoredQuestionnaire }
  | { op: 'chat'; id: string; after: number; turn: ChatTurn }
  | { op: 'complete'; id: string; completion: QuestionnaireCompletion }
  | { op: 'admin'; record: StoredAdmin };

/** Applies one change to the records in memory (the same code at run time and at replay). */
export function applyChange(records: Records, change: RecordChange): void {
  switch (change.op) {
    case 'client': {
      const i = records.clients.findIndex((c) => c.client_id === change.record.client_id);
      if (i === -1) records.clients.push(change.record);
      else records.clients[i] = change.record;
      return;
    }
    case 'questionnaire': {
      const i = records.questionnaires.findIndex((q) => q.id === change.record.id);
      if (i === -1) records.questionnaires.push(change.record);
      else records.questionnaires[i] = change.record;
      return;
    }
    case 'chat': {
      const i = records.questionnaires.findIndex((q) => q.id === change.id);
      const next = i === -1 ? null : withChatTurn(records.questionnaires[i]!, change.after, change.turn);
      if (next) records.questionnaires[i] = next;
      return;
    }
    case 'complete': {
      const i = records.questionnaires.findIndex((q) => q.id === change.id);
      if (i !== -1) records.questionnaires[i] = completed(records.questionnaires[i]!, change.completion);
      return;
    }
    case 'admin':
      records.admin = change.record;
  }
}

/** Replays the journal onto the snapshot's records; returns the length of its complete lines. */
export async function replayJournal(path: string, records: Records): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n');
  lines.pop();
  lines.forEach((line, index) => {
    let change: RecordChange;
    try {
      change = JSON.parse(line) as RecordChange;
    } catch (error) {
      throw new DataFileError(
        `Il file ${path} è danneggiato alla riga ${index + 1} (${(error as Error).message}). ` +
          'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
    applyChange(records, change);
  });
  return Buffer.byteLength(text.slice(0, end));
}
