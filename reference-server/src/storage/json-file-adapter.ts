/**
 * A lowdb adapter that makes each write durable and atomic: compact JSON into a temporary file,
 * fsync, rename over the data file, fsync the directory. A crash or a full disk leaves either the old
 * or the new file, never a half-written one. Reading refuses a corrupt or truncated file instead of
 * starting empty.
 * (lowdb's JSONFile pretty-prints the whole document on every write() and never fsyncs.)
 */
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';

export class DataFileError extends Error {
  override name = 'DataFileError';
}

export class DurableJsonFile<T> implements Adapter<T> {
  private readonly tempPath: string;

  constructor(
    readonly path: string,
    private readonly check: (value: unknown) => value is T,
  ) {
    this.tempPath = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  }

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new DataFileError(
        `Il file dei dati ${this.path} è danneggiato o troncato (${(error as Error).message}). ` +
          'Il server non parte per non sovrascriverlo: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
    if (!this.check(value)) {
      throw new DataFileError(
        `Il file dei dati ${this.path} non ha la struttura attesa. ` +
          'Il server non parte per non sovrascriverlo: ripristina una copia di sicurezza o spostalo altrove.',
      );
    }
    return value;
  }

  async write(data: T): Promise<void> {
    await replaceFile(this.path, JSON.stringify(data), this.tempPath);
  }

  /** Removes a temporary file a killed process may have left behind. */
  async removeStaleTemp(): Promise<void> {
    await rm(this.tempPath, { force: true });
  }
}

/**
 * Replaces the file at `path` with `content` (text is written as UTF-8) in one step: written whole into
 * `tempPath` (FileHandle.writeFile loops until every byte is down), fsynced, renamed over `path`, the
 * directory fsynced. A failure (a full disk) leaves `path` as it was and removes the half-written temporary
 * file, whose space the disk needs.
 */
export async function replaceFile(path: string, content: string | Uint8Array, tempPath: string): Promise<void> {
  try {
    const file = await open(tempPath, 'w', 0o600);
    try {
      await file.writeFile(content, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tempPath, path);
  } catch (error) {
    await rm(tempPath, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(path));
}

/** fsync of a directory makes a rename inside it durable (a no-op where the platform refuses it). */
export async function syncDirectory(path: string): Promise<void> {
  let dir;
  try {
    dir = await open(path, 'r');
    await dir.sync();
  } catch {
    // Some file systems do not allow fsync on directories; the rename is still atomic there.
  } finally {
    await dir?.close();
  }
}
