/**
 * Nothing one request carries can fail a write other requests share (issue 12, finding 1): a record
 * that cannot be serialised is refused on its own, before it joins a commit; a commit that fails
 * (the disk) fails only the requests it carried, and the store recovers by itself.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@core/backend/store';
import { openEmbeddedStore } from '../src/storage/embedded-store';
import { BROWSER_UA, makeDataDir, pageViewEvent, removeDir, startServer } from './helpers';

function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('poisoned writes', () => {
  it('a conversion nesting metadata thousands of levels deep is refused alone; every other write and later ones succeed', async () => {
    const s = await startServer({ trackRateLimitPerMinute: 100_000 });
    try {
      const poison = { session_id: 'p', conversion_type: 'x', metadata: { a: deeplyNested(4000) } };
      const send = (path: string, json: unknown) =>
        fetch(`${s.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER_UA },
          body: JSON.stringify(json),
        });
      const together = await Promise.all([
        send('/api/track/conversion', poison),
        ...Array.from({ length: 30 }, (_, i) =>
          send('/api/track/page-view', { page_url: 'https://pizzeria.it/', session_id: `ok${i}` }),
        ),
      ]);
      const [poisoned, ...others] = together;
      // Refused with a 4xx, or stored as its own line: never a 5xx, never anyone else's failure.
      expect(poisoned!.status).toBeLessThan(500);
      const poisonedStored = poisoned!.status === 202 ? 1 : 0;
      expect(others.map((r) => r.status)).toEqual(others.map(() => 202));
      // Later writes of every kind still succeed.
      for (let i = 0; i < 5; i += 1)
        expect(
          (await send('/api/track/page-view', { page_url: 'https://pizzeria.it/', session_id: `after${i}` })).status,
        ).toBe(202);
      const created = await s.request('POST', '/api/admin/create-client-access', {
        json: { domain: 'pizzeria.it' },
        token: await s.adminToken(),
      });
      expect(created.status).toBe(201);
      expect(await s.running.store.countEvents()).toBe(35 + poisonedStored);
    } finally {
      await s.close();
    }
  });

  it('a record the store cannot serialise fails only its own append', async () => {
    const dataDir = await makeDataDir();
    try {
      const store = await openEmbeddedStore(dataDir);
      const bad = { ...pageViewEvent(0), metadata: { n: 10n } } as unknown as StoredEvent;
      const results = await Promise.allSettled([
        store.appendEvent(bad),
        ...[1, 2, 3].map((i) => store.appendEvent(pageViewEvent(i))),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 400, field: 'metadata' });
      await store.appendEvent(pageViewEvent(4));
      expect(await store.countEvents()).toBe(4);
      await store.close();
    } finally {
      await removeDir(dataDir);
    }
  });

  it('a failed commit fails only its own requests; the log is cut back and later commits succeed', async () => {
    const dataDir = await makeDataDir();
    try {
      let failNext = 0;
      const store = await openEmbeddedStore(dataDir, {
        faults: {
          // The bytes reach the file, then the sync fails: they must not count, nor stay.
          afterWrite: () => {
            if (failNext > 0) {
              failNext -= 1;
              throw Object.assign(new Error('ENOSPC: disco pieno (simulato)'), { code: 'ENOSPC' });
            }
          },
        },
      });
      await store.appendEvent(pageViewEvent(1));
      failNext = 1;
      // The first of these starts a commit alone (it fails); the others gather behind it and succeed.
      const results = await Promise.allSettled([2, 3, 4].map((i) => store.appendEvent(pageViewEvent(i))));
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
      const later = await Promise.allSettled([5, 6].map((i) => store.appendEvent(pageViewEvent(i))));
      expect(later.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await store.countEvents()).toBe(5);
      await store.close();
      // On disk: exactly the acknowledged events, whole lines only; a restart reads the same.
      const dir = join(dataDir, 'log');
      const text = (await Promise.all((await readdir(dir)).sort().map((n) => readFile(join(dir, n), 'utf8')))).join('');
      expect(
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).id),
      ).toEqual(['e1', 'e3', 'e4', 'e5', 'e6']);
      const again = await openEmbeddedStore(dataDir);
      expect(await again.countEvents()).toBe(5);
      await again.close();
    } finally {
      await removeDir(dataDir);
    }
  });
});
