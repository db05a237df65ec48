/**
 * Segment files of the event log: DATA_DIR/log/NNNNNNNN.ndjson, one JSON event per line, appended and
 * never rewritten. Reading streams a file line by line; a complete line that is not a JSON event stops
 * start-up with a message naming the file and the line. Only the last line of the newest segment may
 * be incomplete: a write cut short by a crash, never acknowledged (the answer waits for fsync), so it
 * is cut off.
 */
import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import type { StoredEvent } from '@core/backend/store';
import { DataFileError } from './json-file-adapter';

export const LOG_DIR_NAME = 'log';
const SEGMENT_NAME = /^(\d{8})\.ndjson$/;

export function segmentName(index: number): string {
  return `${String(index).padStart(8, '0')}.ndjson`;
}

/** Segment file names of a log directory, oldest first. */
export async function listSegments(dir: string): Promise<{ name: string; index: number }[]> {
  return (await readdir(dir))
    .map((name) => ({ name, m: SEGMENT_NAME.exec(name) }))
    .filter((x) => x.m)
    .map((x) => ({ name: x.name, index: Number(x.m![1]) }))
    .sort((a, b) => a.index - b.index);
}

function isStoredEvent(value: unknown): value is StoredEvent {
  const v = value as Partial<StoredEvent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.type === 'string' &&
    typeof v.timestamp === 'string'
  );
}

function corrupt(path: string, line: number, why: string): DataFileError {
  return new DataFileError(
    `Il file degli eventi ${path} è danneggiato alla riga ${line} (${why}). ` +
      'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
  );
}

/**
 * Streams the events of one segment, in file order, up to `endByte` (exclusive; default the whole
 * file). Returns, through `onTail`, the byte length of the complete lines (the incomplete tail, if any,
 * is not yielded).
 */
export async function* readSegment(
  path: string,
  options: { endByte?: number; onTail?: (completeBytes: number, hasTornTail: boolean) => void } = {},
): AsyncGenerator<StoredEvent> {
  if (options.endByte === 0) {
    options.onTail?.(0, false);
    return;
  }
  const stream = createReadStream(path, {
    end: options.endByte === undefined ? undefined : options.endByte - 1,
    highWaterMark: 1 << 20,
  });
  let carry: Buffer | null = null;
  let offset = 0;
  let lineNumber = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    for (let nl = data.indexOf(10, start); nl !== -1; nl = data.indexOf(10, start)) {
      lineNumber += 1;
      const text = data.toString('utf8', start, nl);
      start = nl + 1;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        throw corrupt(path, lineNumber, (error as Error).message);
      }
      if (!isStoredEvent(value)) throw corrupt(path, lineNumber, 'non è un evento');
      yield value;
    }
    offset += start;
    carry = start < data.length ? data.subarray(start) : null;
  }
  options.onTail?.(offset, carry !== null && carry.length > 0);
}

/** Cuts a torn last line off the newest segment (bytes never acknowledged). */
export async function cutTornTail(path: string, completeBytes: number): Promise<void> {
  const file = await open(path, 'r+');
  try {
    await file.truncate(completeBytes);
    await file.sync();
  } finally {
    await file.close();
  }
}
