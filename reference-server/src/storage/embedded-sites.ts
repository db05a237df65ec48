/**
 * The site storage (core/backend/site-store.ts) in DATA_DIR, for the embedded store's one process:
 * - `sites.ndjson`: a journal of whole records, one line per change (a site, a version, an image's
 *   record), appended with group commit and fsynced before anyone is answered; memory changes only once
 *   a line is on disk. Versions never change, so the journal is their home: it is replayed at start-up
 *   and never compacted (a site's record repeats per publish, a few hundred bytes each);
 * - `site-images/{asset_id}/{file}`: the processed files of each image, written whole in a temporary
 *   folder, fsynced, then renamed into place in one step, before its record is journaled: a record never
 *   names files that are not there, and a crash between the two leaves only a folder the next upload of
 *   the same image replaces.
 * A torn last line (never acknowledged) is ignored; a damaged line elsewhere stops start-up, naming the file.
 */
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomId } from '@core/backend/crypto';
import { createMemorySiteStore, type MemorySiteData, type SiteChange, type SiteStore } from '@core/backend/site-store';
import { AppendFile } from './append-file';
import { onDisk, writeAll } from './disk-writes';
import { DataFileError, syncDirectory } from './json-file-adapter';

export const SITES_JOURNAL_FILE_NAME = 'sites.ndjson';
export const SITE_IMAGES_DIR_NAME = 'site-images';

export interface EmbeddedSiteStore extends SiteStore {
  close(): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9_.-]{1,80}$/;

async function replay(path: string, data: MemorySiteData): Promise<number> {
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
  const sites = new Map<string, MemorySiteData['sites'][number]>();
  const versions = new Map<string, MemorySiteData['versions'][number]>();
  lines.forEach((line, index) => {
    let change: SiteChange;
    try {
      change = JSON.parse(line) as SiteChange;
    } catch (error) {
      throw new DataFileError(
        `Il file ${path} è danneggiato alla riga ${index + 1} (${(error as Error).message}). ` +
          'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
    if (change.op === 'site') sites.set(change.record.site_id, change.record);
    else if (change.op === 'version') versions.set(change.record.version_id, change.record);
    else data.assets.push({ asset: change.record, files: {} });
  });
  data.sites.push(...sites.values());
  data.versions.push(...versions.values());
  return Buffer.byteLength(text.slice(0, end));
}

export async function openEmbeddedSiteStore(dataDir: string): Promise<EmbeddedSiteStore> {
  const journalPath = join(dataDir, SITES_JOURNAL_FILE_NAME);
  const imagesDir = join(dataDir, SITE_IMAGES_DIR_NAME);
  await mkdir(imagesDir, { recursive: true, mode: 0o700 });
  // Folders of uploads cut short by a crash: never named by a record.
  for (const name of await readdir(imagesDir)) {
    if (name.startsWith('.tmp-')) await rm(join(imagesDir, name), { recursive: true, force: true });
  }
  const data: MemorySiteData = { sites: [], versions: [], assets: [] };
  const journal = await AppendFile.open(journalPath, await replay(journalPath, data));

  const folderOf = (assetId: string) => {
    if (!SAFE_NAME.test(assetId)) throw new Error(`Nome di immagine non valido: ${assetId}`);
    return join(imagesDir, assetId);
  };

  const store = createMemorySiteStore(data, {
    persist: (change, apply) => onDisk(journal.append(JSON.stringify(change), apply)),
    async writeAssetFiles(assetId, files) {
      const folder = folderOf(assetId);
      const temp = join(imagesDir, `.tmp-${assetId}-${randomId(6)}`);
      await mkdir(temp, { mode: 0o700 });
      try {
        for (const [name, bytes] of files) {
          if (!SAFE_NAME.test(name)) throw new Error(`Nome di file non valido: ${name}`);
          const file = await open(join(temp, name), 'wx', 0o600);
          try {
            await onDisk(writeAll(file, bytes));
            await file.sync();
          } finally {
            await file.close();
          }
        }
        await syncDirectory(temp);
        // Files of an upload that never got its record (a crash in between) are replaced.
        await rm(folder, { recursive: true, force: true });
        await rename(temp, folder);
        await syncDirectory(imagesDir);
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        throw error;
      }
    },
    async readAssetFile(assetId, file) {
      if (!SAFE_NAME.test(file)) return null;
      try {
        const bytes = await readFile(join(folderOf(assetId), file));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  });
  return { ...store, close: () => journal.close() };
}
