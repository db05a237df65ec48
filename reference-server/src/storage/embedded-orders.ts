/**
 * Orders and the email outbox in DATA_DIR, the way the embedded store keeps its records: a snapshot
 * (orders.json, written whole through the durable adapter) plus a journal of changes since
 * (orders.ndjson, one JSON line per change, appended with group commit and fdatasync before anyone is
 * answered). A change of an order is ONE line carrying the order, its timeline, its emails and the
 * webhook event behind it, so none of them is ever on disk without the others. Once the journal passes
 * JOURNAL_COMPACT_BYTES the snapshot is rewritten and the journal emptied.
 *
 * The logic is core's in-memory implementation (core/backend/memory-order-store.ts); this file only makes
 * its changes durable and replays them at start-up. A torn last line (never acknowledged) is ignored; any
 * other damaged line stops start-up, naming the file.
 *
 * A full disk (issue 26): a change that cannot be written fails its request with a 503 and changes
 * nothing (core applies it in memory only once its line is down); a start-up snapshot that does not fit
 * waits, the journal keeps every change, and the server starts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  applyOrderRecordChange,
  createMemoryOrderStore,
  emptyOrderData,
  type MemoryOrderStore,
  type OrderData,
  type OrderRecordChange,
} from '@core/backend/memory-order-store';
import type { Store } from '@core/backend/store';
import { AppendFile } from './append-file';
import { onDisk, unlessDiskFull } from './disk-writes';
import { DataFileError, DurableJsonFile } from './json-file-adapter';
import { JOURNAL_COMPACT_BYTES } from './records-journal';

export const ORDERS_FILE_NAME = 'orders.json';
export const ORDERS_JOURNAL_FILE_NAME = 'orders.ndjson';

interface OrdersSnapshot extends OrderData {
  version: 1;
}

function isSnapshot(value: unknown): value is OrdersSnapshot {
  const v = value as Partial<OrdersSnapshot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    Array.isArray(v.orders) &&
    // Keys added later (review links, change requests) may be missing from an older snapshot.
    (Object.keys(emptyOrderData()) as (keyof OrderData)[]).every((key) => v[key] === undefined || Array.isArray(v[key]))
  );
}

/** Replays the journal onto the data; returns the length of its complete lines. */
async function replayOrdersJournal(path: string, data: OrderData): Promise<number> {
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
    let change: OrderRecordChange;
    try {
      change = JSON.parse(line) as OrderRecordChange;
    } catch (error) {
      throw new DataFileError(
        `Il file ${path} è danneggiato alla riga ${index + 1} (${(error as Error).message}). ` +
          'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
    applyOrderRecordChange(data, change);
  });
  return Buffer.byteLength(text.slice(0, end));
}

export type EmbeddedOrders = MemoryOrderStore & {
  /** Resolves once every accepted change is on disk. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the orders of DATA_DIR. `clients` is the embedded store: a payment's client record is created
 * there first (if absent), then the order's change is journaled; a crash in between leaves a client the
 * replayed webhook finds again (same id), never a paid order without its client.
 */
export async function openEmbeddedOrders(
  dataDir: string,
  clients: Pick<Store, 'getClient' | 'insertClient'>,
): Promise<EmbeddedOrders> {
  const snapshot = new DurableJsonFile<OrdersSnapshot>(join(dataDir, ORDERS_FILE_NAME), isSnapshot);
  await snapshot.removeStaleTemp();
  const stored = await snapshot.read();
  const data: OrdersSnapshot = { ...emptyOrderData(), ...stored, version: 1 };
  const journalPath = join(dataDir, ORDERS_JOURNAL_FILE_NAME);
  const journaled = await replayOrdersJournal(journalPath, data);
  const snapshotSaved = await unlessDiskFull(snapshot.write(data));
  const journal = await AppendFile.open(journalPath, journaled, async () => {
    if (journal.bytes < JOURNAL_COMPACT_BYTES) return;
    await snapshot.write(data);
    await journal.truncate();
  });
  if (snapshotSaved) await journal.truncate();

  const store = createMemoryOrderStore(data, {
    // Applied once the line is on disk, before compaction can snapshot memory.
    persist: (change, apply) => onDisk(journal.append(JSON.stringify(change), apply)),
    async ensureClient(client) {
      if (!(await clients.getClient(client.client_id))) await clients.insertClient(client);
    },
  });
  return Object.assign(store, {
    flush: () => journal.idle(),
    close: () => journal.close(),
  });
}
