/**
 * The server over core's in-memory store (AppOptions.memoryStore: the reference `npm run bench:server`
 * measures the stores against): the same API over HTTP, tracking counted in the stats, and nothing
 * written to DATA_DIR.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BROWSER_UA, startServer } from './helpers';

describe('server with its records in memory', () => {
  it('tracks and counts like the stores, and writes nothing to DATA_DIR', async () => {
    const s = await startServer({ memoryStore: true });
    try {
      for (const session_id of ['uno', 'due', 'due']) {
        const sent = await s.request('POST', '/api/track/page-view', {
          headers: { 'User-Agent': BROWSER_UA },
          json: { page_url: 'https://www.pizzeria.it/menu', page_title: 'Menù', session_id },
        });
        expect(sent.status).toBe(202);
        expect(sent.body).toEqual({ accepted: true });
      }
      const stats = await s.request('GET', '/api/admin/stats', { token: await s.adminToken() });
      expect(stats.status).toBe(200);
      expect(stats.body.total_page_views).toBe(3);
      expect(stats.body.unique_visitors).toBe(2);
      expect(stats.body.most_visited_pages).toEqual([
        { page_url: 'https://pizzeria.it/menu', page_title: 'Menù', views: 3 },
      ]);
      // Bad input is refused as on every store.
      const bad = await s.request('POST', '/api/track/page-view', { json: { page_url: 'https://a.it/' } });
      expect(bad.status).toBe(400);
      expect(await s.running.store.countEvents()).toBe(3);
      // No lock file, no records, no event log: the data directory is left as it was found.
      expect(await readdir(s.dataDir)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
