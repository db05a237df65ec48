/**
 * Custom-domain verifications in DATA_DIR, kept the way the other records are (records-journal.ts): a
 * snapshot (domains.json, replaced whole and atomically by the durable adapter) plus a journal of the
 * records changed since (domains.ndjson, one whole record per line, group commit, fdatasync). A change is
 * in memory only once its line is on disk (a full disk answers 503 and changes nothing); replaying a record
 * the snapshot already holds changes nothing. Past JOURNAL_COMPACT_BYTES the snapshot is rewritten and the
 * journal emptied. A torn last line is ignored; any other damaged line stops start-up, naming the file.
 * One record per client: the file stays small (a few hundred bytes per Pro client).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMemoryDomainStore, type DomainVerificationStore, type StoredDomainVerification } from '@core/hosting';
import { AppendFile } from './append-file';
import { isDiskFull, onDisk } from './disk-writes';
import { DataFileError, DurableJsonFile } from './json-file-adapter';

export const DOMAINS_SNAPSHOT_FILE = 'domains.json';
export const DOMAINS_JOURNAL_FILE = 'domains.ndjson';
const JOURNAL_COMPACT_BYTES = 256 * 1024;

interface DomainsSnapshot {
  version: 1;
  records: StoredDomainVerification[];
}

const isSnapshot = (value: unknown): value is DomainsSnapshot =>
  typeof value === 'object' &&
  value !== null &&
  (value as DomainsSnapshot).version === 1 &&
  Array.isArray((value as DomainsSnapshot).records);

/** The records of the journal's complete lines, in order, and the length of those lines. */
async function readJournal(path: string): Promise<{ records: StoredDomainVerification[]; bytes: number }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], bytes: 0 };
    throw error;
  }
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n');
  lines.pop();
  const records = lines.map((line, index) => {
    try {
      return JSON.parse(line) as StoredDomainVerification;
    } catch (error) {
      throw new DataFileError(
        `Il file ${path} è danneggiato alla riga ${index + 1} (${(error as Error).message}). ` +
          'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
  });
  return { records, bytes: Buffer.byteLength(text.slice(0, end)) };
}

export interface DomainVerificationsFile extends DomainVerificationStore {
  /** Every record (db:import copies them into PostgreSQL). */
  all(): StoredDomainVerification[];
  close(): Promise<void>;
}

export async function openDomainVerificationsFile(dataDir: string): Promise<DomainVerificationsFile> {
  const snapshotFile = new DurableJsonFile<DomainsSnapshot>(join(dataDir, DOMAINS_SNAPSHOT_FILE), isSnapshot);
  await snapshotFile.removeStaleTemp();
  const snapshot = (await snapshotFile.read()) ?? { version: 1, records: [] };
  const journalPath = join(dataDir, DOMAINS_JOURNAL_FILE);
  const journaled = await readJournal(journalPath);
  const latest = new Map(snapshot.records.map((record) => [record.client_id, record]));
  for (const record of journaled.records) latest.set(record.client_id, record);

  let store: ReturnType<typeof createMemoryDomainStore> | null = null;
  const saveSnapshot = () => snapshotFile.write({ version: 1, records: store ? store.all() : [...latest.values()] });
  // Fold the journal into a fresh snapshot at start; on a full disk the journal keeps every change meanwhile.
  const folded = await saveSnapshot().then(
    () => true,
    (error: unknown) => {
      if (isDiskFull(error)) return false;
      throw error;
    },
  );
  const journal = await AppendFile.open(journalPath, journaled.bytes, async () => {
    if (journal.bytes < JOURNAL_COMPACT_BYTES) return;
    await saveSnapshot();
    await journal.truncate();
  });
  if (folded) await journal.truncate();

  store = createMemoryDomainStore([...latest.values()], (record, apply) =>
    onDisk(journal.append(JSON.stringify(record), apply)),
  );
  return { ...store, close: () => journal.close() };
}
