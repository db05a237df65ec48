/**
 * The two rules every append of the embedded store follows (issue 26, finding 1):
 * - a write either puts every byte on disk or fails: write(2) may write fewer bytes than asked without
 *   an error (a disk filling up writes what fits, then refuses the rest), so one call is never trusted;
 * - after a failed write the file is cut back to the bytes already acknowledged, measured against the
 *   file's real size: truncating to a length the file never reached would pad it with NUL bytes.
 * A full disk is the caller's to report (a 503 problem); the store keeps working once space returns.
 */
import type { FileHandle } from 'node:fs/promises';
import { problems, type ApiProblem } from '@core/problems';
import { DataFileError } from './json-file-adapter';

/** The disk, or the user's quota, has no room left. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Seconds a client should wait before trying again while the disk is full (an operator must free space). */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

export function diskFullProblem(): ApiProblem {
  return problems.serviceUnavailable(
    DISK_FULL_RETRY_AFTER_SECONDS,
    'Il server non ha più spazio per salvare i dati: la richiesta non è stata registrata. Riprova più tardi.',
  );
}

/** Runs a write of the store; a full disk becomes the 503 problem, anything else is rethrown. */
export async function onDisk<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isDiskFull(error) ? diskFullProblem() : error;
  }
}

/**
 * Runs a write that may wait for space (a start-up snapshot whose changes a journal still holds): true
 * once written, false when the disk is full; any other failure is rethrown.
 */
export async function unlessDiskFull(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isDiskFull(error)) return false;
    throw error;
  }
}

/**
 * Writes all of `data` at the file's current position (its end, for a file opened to append), one
 * call after another until every byte is down; the call that finds no room throws ENOSPC.
 */
export async function writeAll(file: FileHandle, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await file.write(data, offset, data.length - offset);
    if (bytesWritten <= 0) {
      // write(2) returns 0 for a non-empty buffer only when nothing more fits.
      throw Object.assign(new Error('ENOSPC: nessun byte scritto'), { code: 'ENOSPC' });
    }
    offset += bytesWritten;
  }
}

/**
 * Cuts an append-only file back to its `goodBytes` acknowledged bytes, dropping what a failed or torn
 * write left after them. Never makes the file longer: returns the length it now has.
 */
export async function cutBack(file: FileHandle, goodBytes: number): Promise<number> {
  const { size } = await file.stat();
  if (size <= goodBytes) return size;
  await file.truncate(goodBytes);
  await file.sync();
  return goodBytes;
}

/** Start-up could not write a file it needs because the disk is full (main prints the message alone). */
export function diskFullAtStartUp(path: string): DataFileError {
  return new DataFileError(
    `Il disco che contiene ${path} è pieno: il server non può partire. ` +
      'Libera spazio e riavvialo: i dati già salvati sono intatti.',
  );
}
