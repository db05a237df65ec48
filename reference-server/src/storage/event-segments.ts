/**
 * Events are kept in one lowdb file per UTC day (DATA_DIR/events/YYYY-MM-DD.json), so recording an
 * event rewrites only that day's file instead of the whole history: with 100 000 stored events a
 * write stays small and fast. Each file goes through the same durable adapter (temp file, fsync,
 * rename), and a corrupt or truncated one stops start-up like the main file.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import type { StoredEvent } from '../../../core/backend/store';
import { DurableJsonFile } from './json-file-adapter';

export const EVENTS_DIR_NAME = 'events';
const SEGMENT_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

export interface SegmentFile {
  version: 1;
  day: string;
  events: StoredEvent[];
}

function isSegmentFile(value: unknown): value is SegmentFile {
  const v = value as Partial<SegmentFile> | null;
  return typeof v === 'object' && v !== null && v.version === 1 && typeof v.day === 'string' && Array.isArray(v.events);
}

/** The UTC day an event belongs to (its timestamp is ISO 8601 in UTC). */
export function segmentDayOf(event: StoredEvent): string {
  const day = event.timestamp.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : new Date(Date.parse(event.timestamp) || 0).toISOString().slice(0, 10);
}

interface Segment {
  low: Low<SegmentFile>;
  dirty: boolean;
}

export class EventSegments {
  private readonly segments = new Map<string, Segment>();

  private constructor(private readonly dir: string) {}

  /** Opens every day file; returns the segments and all events (unsorted). */
  static async open(dataDir: string): Promise<{ segments: EventSegments; events: StoredEvent[] }> {
    const dir = join(dataDir, EVENTS_DIR_NAME);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const segments = new EventSegments(dir);
    const events: StoredEvent[] = [];
    for (const name of (await readdir(dir)).sort()) {
      if (name.endsWith('.tmp')) {
        // A write interrupted by a crash: the previous complete file is still in place.
        await rm(join(dir, name), { force: true });
        continue;
      }
      const m = SEGMENT_FILE.exec(name);
      if (!m) continue;
      const low = new Low<SegmentFile>(new DurableJsonFile(join(dir, name), isSegmentFile), { version: 1, day: m[1]!, events: [] });
      await low.read();
      segments.segments.set(m[1]!, { low, dirty: false });
      for (const e of low.data.events) events.push(e);
    }
    return { segments, events };
  }

  append(event: StoredEvent): void {
    const day = segmentDayOf(event);
    let segment = this.segments.get(day);
    if (!segment) {
      const low = new Low<SegmentFile>(new DurableJsonFile(join(this.dir, `${day}.json`), isSegmentFile), { version: 1, day, events: [] });
      segment = { low, dirty: true };
      this.segments.set(day, segment);
    }
    segment.low.data.events.push(event);
    segment.dirty = true;
  }

  /**
   * Starts writing every changed day file. Serialisation happens synchronously inside this call, so
   * the returned writes hold exactly the changes made before it; later changes mark the file again.
   */
  writeDirty(): Promise<void>[] {
    const writes: Promise<void>[] = [];
    for (const segment of this.segments.values()) {
      if (!segment.dirty) continue;
      segment.dirty = false;
      writes.push(
        segment.low.write().catch((error: unknown) => {
          segment.dirty = true;
          throw error;
        }),
      );
    }
    return writes;
  }

  get fileCount(): number {
    return this.segments.size;
  }
}
