/**
 * Upgrades a DATA_DIR written by earlier versions, at start-up, before anything is served:
 * - version 1: events inside db.json;
 * - version 2: one JSON file of events per UTC day (DATA_DIR/events/YYYY-MM-DD.json), rewritten
 *   whole at every commit.
 * Their events move into the append-only log (DATA_DIR/log), in the form the ingestion pipeline stores
 * today (page folded, site resolved), oldest first. Crash-safe and idempotent: the new log is written
 * in log.tmp and renamed into place in one step; only then are the old events dropped. A start that
 * finds the log already in place finishes the clean-up.
 */
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredEvent } from '@core/backend/store';
import { isoToMs } from '@core/dates';
import { upgradedEvent } from '@core/ingestion';
import { EventLog } from './event-log';
import { DurableJsonFile, syncDirectory } from './json-file-adapter';
import { LOG_DIR_NAME } from './segment-files';

export const LEGACY_EVENTS_DIR = 'events';
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

interface DayFile {
  version: 1;
  day: string;
  events: StoredEvent[];
}

function isDayFile(value: unknown): value is DayFile {
  const v = value as Partial<DayFile> | null;
  return typeof v === 'object' && v !== null && v.version === 1 && typeof v.day === 'string' && Array.isArray(v.events);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Every event of the old day files (a corrupt one stops start-up, naming it). */
async function readDayFiles(dir: string): Promise<StoredEvent[]> {
  if (!(await exists(dir))) return [];
  const events: StoredEvent[] = [];
  for (const name of (await readdir(dir)).sort()) {
    if (!DAY_FILE.test(name)) continue;
    const file = await new DurableJsonFile<DayFile>(join(dir, name), isDayFile).read();
    if (file) events.push(...file.events);
  }
  return events;
}

/**
 * Moves the events of an older DATA_DIR into the log. `v1Events` are those db.json still holds
 * (version 1). Returns how many events were moved (0 when the log was already there).
 */
export async function upgradeLegacyEvents(dataDir: string, v1Events: readonly StoredEvent[]): Promise<number> {
  const logDir = join(dataDir, LOG_DIR_NAME);
  const legacyDir = join(dataDir, LEGACY_EVENTS_DIR);
  if (await exists(logDir)) return 0;
  const legacy = [...v1Events, ...(await readDayFiles(legacyDir))];
  if (legacy.length === 0) return 0;
  // Oldest first, each event once (an interrupted version 1 -> 2 move could leave an event in both).
  const seen = new Set<string>();
  const events = legacy
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .map((e, i) => ({ e: upgradedEvent(e), i, t: isoToMs(e.timestamp) }))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const tmpDir = `${logDir}.tmp`;
  await rm(tmpDir, { recursive: true, force: true });
  const log = await EventLog.open(tmpDir, () => {});
  const CHUNK = 5000;
  for (let i = 0; i < events.length; i += CHUNK) {
    await Promise.all(events.slice(i, i + CHUNK).map(({ e, t }) => log.append(JSON.stringify(e), t)));
  }
  await log.close();
  await rename(tmpDir, logDir);
  await syncDirectory(dataDir);
  return events.length;
}

/** After the log is in place and db.json no longer holds events: the old day files go. */
export async function removeLegacyEvents(dataDir: string): Promise<void> {
  await rm(join(dataDir, LEGACY_EVENTS_DIR), { recursive: true, force: true });
  await rm(join(dataDir, `${LOG_DIR_NAME}.tmp`), { recursive: true, force: true });
}
