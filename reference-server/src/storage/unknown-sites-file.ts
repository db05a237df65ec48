/**
 * The daily quota of events for unknown sites (site-quota-port.ts), for the embedded store: counted in
 * memory (one process holds DATA_DIR), kept in DATA_DIR/unknown-sites.json so that a restart neither
 * grants a fresh quota nor loses the operator's count of drops. The file is rewritten at most once a
 * second while events arrive (a flood of unknown hosts costs one small write a second, not one per
 * event), and at close. A crash loses at most the last second's counts.
 */
import { join } from 'node:path';
import {
  createMemoryUnknownSiteQuota,
  type UnknownSiteDay,
  type UnknownSiteQuota,
} from '@core/backend/site-quota-port';
import { DurableJsonFile } from './json-file-adapter';

export const UNKNOWN_SITES_FILE_NAME = 'unknown-sites.json';
const WRITE_EVERY_MS = 1_000;

type Days = Record<string, UnknownSiteDay>;

const isDays = (value: unknown): value is Days =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (d) => typeof d === 'object' && d !== null && typeof d.stored === 'number' && typeof d.dropped === 'number',
  );

export interface UnknownSitesFile extends UnknownSiteQuota {
  /** Writes the counts now if they changed; resolves once they are on disk. */
  flush(): Promise<void>;
}

export async function openUnknownSitesFile(dataDir: string): Promise<UnknownSitesFile> {
  const file = new DurableJsonFile<Days>(join(dataDir, UNKNOWN_SITES_FILE_NAME), isDays);
  await file.removeStaleTemp();
  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const quota = createMemoryUnknownSiteQuota((await file.read()) ?? {}, () => {
    dirty = true;
    timer ??= setTimeout(() => void flush().catch(() => {}), WRITE_EVERY_MS).unref();
  });

  /** One write at a time, of the counts as they are when it starts. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return writing;
    dirty = false;
    const run = writing.then(() => file.write(quota.days()));
    writing = run.catch(() => {
      // Written again with the next change (or at close).
      dirty = true;
    });
    return run;
  }

  return { admit: quota.admit, countsOf: quota.countsOf, flush };
}
