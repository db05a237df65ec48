/**
 * The event log: append-only segment files of bounded size (segment-files.ts) with group commit.
 *
 * - A commit appends the lines of the requests gathered since the previous one (each line serialised
 *   by its own request before it joined), with one write and one fdatasync: its cost depends on the
 *   batch, never on how many events the day or the log already holds. A segment past
 *   SEGMENT_MAX_BYTES is closed and the next commit starts a new file.
 * - A commit puts every byte down or fails (disk-writes.ts: a full disk writes what fits, then refuses).
 *   A failed commit fails only the requests it carried: the segment is cut back to its last good length
 *   at once (or before the next commit, retried until the disk allows it), never padded, so the store
 *   recovers by itself once space returns.
 * - Every segment remembers the time span of its events, so an export reads only the segments of its
 *   range, and in time order (segments whose spans overlap, after a clock step back, are merged).
 */
import { mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredEvent } from '@core/backend/store';
import { isoToMs } from '@core/dates';
import { cutBack, writeAll } from './disk-writes';
import { GroupCommit } from './group-commit';
import { DataFileError, syncDirectory } from './json-file-adapter';
import { cutTornTail, listSegments, readSegment, readSegmentBatches, segmentName } from './segment-files';

export const SEGMENT_MAX_BYTES = 8 * 1024 * 1024;

interface Segment {
  path: string;
  index: number;
  /** Bytes of complete, acknowledged lines. */
  bytes: number;
  count: number;
  minT: number;
  maxT: number;
  /** Whether every line's instant is >= the previous line's (then the file streams in time order). */
  sorted: boolean;
}

/** Test hook: a failing disk without a real one (called after the bytes are written, before fdatasync). */
export interface LogFaults {
  afterWrite?: () => void;
}

export class EventLog {
  private readonly segments: Segment[] = [];
  private file: FileHandle | null = null;
  private readonly commits = new GroupCommit<{ line: string; t: number }>((items) => this.commit(items));
  /** Set after a failed write: the tail must be cut back before anything else is appended. */
  private needsRepair = false;
  count = 0;

  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    readonly faults: LogFaults,
  ) {}

  /** Commits made (tests and the benchmark). */
  get writes(): number {
    return this.commits.writes;
  }

  /**
   * Opens (creating) the log and streams every stored event to `onEvent`, oldest segment first, in
   * file order. A torn last line of the newest segment is cut off; any other damage throws.
   */
  static async open(
    dir: string,
    onEvent: (event: StoredEvent) => void,
    options: { maxBytes?: number; faults?: LogFaults } = {},
  ): Promise<EventLog> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const log = new EventLog(dir, options.maxBytes ?? SEGMENT_MAX_BYTES, options.faults ?? {});
    const files = await listSegments(dir);
    for (const [i, { name, index }] of files.entries()) {
      const path = join(dir, name);
      const segment: Segment = { path, index, bytes: 0, count: 0, minT: Infinity, maxT: -Infinity, sorted: true };
      let torn = false;
      for await (const batch of readSegmentBatches(path, {
        onTail: (bytes, hasTorn) => ((segment.bytes = bytes), (torn = hasTorn)),
      })) {
        for (const event of batch) {
          log.note(segment, isoToMs(event.timestamp));
          onEvent(event);
        }
      }
      if (torn) {
        if (i !== files.length - 1) {
          throw new DataFileError(
            `Il file degli eventi ${path} termina con una riga incompleta ma non è l’ultimo. ` +
              'Il server non parte per non perdere dati: ripristina una copia di sicurezza o spostalo altrove.',
          );
        }
        await cutTornTail(path, segment.bytes);
      }
      log.segments.push(segment);
      log.count += segment.count;
    }
    return log;
  }

  /** Appends one serialised event; resolves once it is on disk (fdatasync), with the others of its commit. */
  append(line: string, t: number): Promise<void> {
    return this.commits.add({ line, t });
  }

  /** Resolves when no commit is running or waiting. */
  idle(): Promise<void> {
    return this.commits.idle();
  }

  async close(): Promise<void> {
    await this.idle();
    await this.file?.close();
    this.file = null;
  }

  /**
   * The events whose instant is in [fromMs, toMs) (null: unbounded), oldest first (equal instants in
   * arrival order). Reads only what was committed when the export started.
   */
  async *read(fromMs: number | null, toMs: number | null): AsyncGenerator<StoredEvent> {
    const from = fromMs ?? -Infinity;
    const to = toMs ?? Infinity;
    const inRange = (t: number) => t >= from && t < to;
    const chosen = this.segments
      .filter((s) => s.count > 0 && s.maxT >= from && s.minT < to)
      .map((s) => ({ ...s }))
      .sort((a, b) => a.minT - b.minT || a.index - b.index);
    // Segments whose time spans overlap form one group, read together and ordered in memory.
    const groups: (typeof chosen)[] = [];
    let groupEnd = -Infinity;
    for (const segment of chosen) {
      if (groups.length > 0 && segment.minT <= groupEnd) groups[groups.length - 1]!.push(segment);
      else groups.push([segment]);
      groupEnd = Math.max(groupEnd, segment.maxT);
    }
    for (const group of groups) {
      if (group.length === 1 && group[0]!.sorted) {
        for await (const event of readSegment(group[0]!.path, { endByte: group[0]!.bytes })) {
          if (inRange(isoToMs(event.timestamp))) yield event;
        }
        continue;
      }
      const events: { event: StoredEvent; t: number }[] = [];
      for (const segment of group.sort((a, b) => a.index - b.index)) {
        for await (const event of readSegment(segment.path, { endByte: segment.bytes })) {
          const t = isoToMs(event.timestamp);
          if (inRange(t)) events.push({ event, t });
        }
      }
      events.sort((a, b) => a.t - b.t); // stable: arrival order among equal instants
      for (const { event } of events) yield event;
    }
  }

  private note(segment: Segment, t: number): void {
    if (t < segment.maxT) segment.sorted = false;
    if (t < segment.minT) segment.minT = t;
    if (t > segment.maxT) segment.maxT = t;
    segment.count += 1;
  }

  private async commit(items: { line: string; t: number }[]): Promise<void> {
    if (this.needsRepair) await this.repair();
    const data = Buffer.from(`${items.map((i) => i.line).join('\n')}\n`, 'utf8');
    let segment = this.segments[this.segments.length - 1];
    if (!segment || !this.file || (segment.bytes > 0 && segment.bytes + data.length > this.maxBytes)) {
      segment = await this.startSegment(segment);
    }
    try {
      await writeAll(this.file!, data);
      this.faults.afterWrite?.();
      await this.file!.datasync();
    } catch (error) {
      this.needsRepair = true;
      await this.repair().catch(() => undefined); // tried again before the next commit
      throw error;
    }
    segment.bytes += data.length;
    for (const { t } of items) this.note(segment, t);
    this.count += items.length;
  }

  /** Cuts the newest segment back to its last acknowledged byte after a failed write. */
  private async repair(): Promise<void> {
    const segment = this.segments[this.segments.length - 1];
    if (segment && this.file) segment.bytes = await cutBack(this.file, segment.bytes);
    this.needsRepair = false;
  }

  private async startSegment(previous: Segment | undefined): Promise<Segment> {
    // Reopen the newest segment after a restart while it has room; otherwise start the next one.
    if (previous && !this.file && previous.bytes < this.maxBytes) {
      this.file = await open(previous.path, 'a', 0o600);
      return previous;
    }
    await this.file?.close();
    this.file = null;
    const index = (previous?.index ?? 0) + 1;
    const path = join(this.dir, segmentName(index));
    this.file = await open(path, 'a', 0o600);
    await syncDirectory(this.dir);
    const segment: Segment = {
      path,
      index,
      bytes: (await stat(path)).size,
      count: 0,
      minT: Infinity,
      maxT: -Infinity,
      sorted: true,
    };
    this.segments.push(segment);
    return segment;
  }
}
