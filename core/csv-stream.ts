/**
 * The CSV export as a stream: the same document `eventsToCsv` builds (core/csv.ts decides every
 * character of it), produced in chunks while the store streams events, so an export of a million
 * events never sits in memory whole. Each chunk is `eventsToCsv` of a batch without its header line.
 */
import type { StoredEvent } from './backend/store';
import { eventsToCsv } from './csv';

const BATCH = 1000;

export async function* eventsToCsvChunks(events: AsyncIterable<StoredEvent>): AsyncIterable<string> {
  const head = eventsToCsv([]);
  yield head;
  let batch: StoredEvent[] = [];
  for await (const event of events) {
    batch.push(event);
    if (batch.length === BATCH) {
      yield eventsToCsv(batch).slice(head.length);
      batch = [];
    }
  }
  if (batch.length > 0) yield eventsToCsv(batch).slice(head.length);
}

/** Collects a streamed body (the mock answers from memory, so it has no use for a stream). */
export async function collectText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/**
 * An answer body sent as it is produced: text chunks and their media type (an HTTP layer that sees a
 * plain object would send it as JSON).
 */
export class StreamedBody implements AsyncIterable<string> {
  constructor(
    readonly contentType: string,
    private readonly chunks: AsyncIterable<string>,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<string> {
    return this.chunks[Symbol.asyncIterator]();
  }
}
