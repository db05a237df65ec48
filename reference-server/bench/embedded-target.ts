/**
 * The embedded store as a benchmark target: seeds a DATA_DIR directly in the store's own format
 * (segment files of the event log, not over HTTP), then runs the reference server on it.
 */
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '@core/backend/store';
import { SEGMENT_MAX_BYTES } from '../src/storage/event-log';
import { LOG_DIR_NAME, segmentName } from '../src/storage/segment-files';
import { startServer, stopChild } from './common';
import type { BenchTarget, RunningTarget } from './targets';

/** Writes events as the event log stores them: one JSON line each, in segments of bounded size. */
async function seedLog(dataDir: string, events: Iterable<StoredEvent>): Promise<void> {
  await writeFile(
    join(dataDir, 'db.json'),
    JSON.stringify({ version: 3, clients: [], questionnaires: [], admin: null }),
  );
  const dir = join(dataDir, LOG_DIR_NAME);
  await mkdir(dir, { recursive: true });
  let index = 0;
  let file = await open(join(dir, segmentName((index += 1))), 'w');
  let bytes = 0;
  let chunk: string[] = [];
  let chunkBytes = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await file.write(`${chunk.join('\n')}\n`);
    bytes += chunkBytes;
    chunk = [];
    chunkBytes = 0;
  };
  for (const event of events) {
    const line = JSON.stringify(event);
    if (bytes + chunkBytes + line.length + 1 > SEGMENT_MAX_BYTES) {
      await flush();
      await file.close();
      file = await open(join(dir, segmentName((index += 1))), 'w');
      bytes = 0;
    }
    chunk.push(line);
    chunkBytes += line.length + 1;
    if (chunk.length >= 2000) await flush();
  }
  await flush();
  await file.close();
}

export const embeddedTarget: BenchTarget = {
  name: 'embedded (DATA_DIR)',
  async start(seed, env): Promise<RunningTarget> {
    const dataDir = await mkdtemp(join(tmpdir(), 'landing-facile-bench-'));
    await seedLog(dataDir, seed);
    const started = Date.now();
    const { child, url } = await startServer({ ...env, DATA_DIR: dataDir });
    return {
      url,
      pid: child.pid!,
      startMs: Date.now() - started,
      async stop() {
        await stopChild(child);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};
