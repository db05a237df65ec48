/**
 * Older DATA_DIRs keep working: a fixture in each earlier format (version 1: events inside db.json;
 * version 2: one JSON file of events per UTC day; and an interrupted move between the two, with an
 * event in both places) is generated here, the server starts on it, and every event and every figure
 * must survive, folded as the ingestion pipeline stores events today.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@core/backend/store';
import { resolveDateRange } from '@core/dates';
import { computeHeatmap, computeScrollmap } from '@core/heatmap';
import { upgradedEvent } from '@core/ingestion';
import { computeStats } from '@core/stats';
import { makeDataDir, removeDir, startServer, storedEvents } from './helpers';

type OldEvent = Omit<StoredEvent, 'site'>;

/** Events as earlier versions stored them: no site, pages as sent (www., query strings, index.html). */
function oldEvents(count: number): OldEvent[] {
  const pages = [
    'https://www.pizzeria.it/',
    'https://pizzeria.it/menu?utm_source=x',
    'https://pizzeria.it/index.html',
    'https://bar.it/prenota#form',
  ];
  const start = Date.parse('2026-03-27T08:00:00Z');
  const events: OldEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const timestamp = new Date(start + i * 97_000).toISOString();
    const base = {
      id: `old${i}`,
      timestamp,
      session_id: `s${i % 37}`,
      page_url: pages[Math.floor(i / 4) % pages.length]!,
    };
    if (i % 4 === 0) events.push({ ...base, type: 'page_view', page_title: `Pagina ${i % 5}`, viewport_width: 1280 });
    else if (i % 4 === 1)
      events.push({
        ...base,
        type: 'click',
        element_text: 'Prenota',
        click_type: 'cta',
        click_x: (i % 10) / 10,
        click_y: (i * 13) % 2000,
        viewport_width: i % 3 ? 1280 : 390,
      });
    else if (i % 4 === 2) events.push({ ...base, type: 'scroll', depth_percent: i % 101, viewport_width: 1280 });
    else
      events.push({
        ...base,
        type: 'conversion',
        conversion_type: 'questionnaire_completed',
        plan_type: 'pro',
        value: 49,
        metadata: { n: i },
      });
  }
  return events;
}

const client = {
  client_id: 'client_old',
  questionnaire_id: null,
  domain: 'www.pizzeria.it',
  created_at: '2026-03-01T10:00:00.000Z',
  is_active: true,
  plan: 'pro',
  token_hash: 'a'.repeat(64),
  token_version: 3,
};

async function writeVersion2(dataDir: string, events: OldEvent[]): Promise<void> {
  await writeFile(
    join(dataDir, 'db.json'),
    JSON.stringify({ version: 2, clients: [client], questionnaires: [], admin: null }),
  );
  await mkdir(join(dataDir, 'events'));
  const byDay = new Map<string, OldEvent[]>();
  for (const e of events) byDay.set(e.timestamp.slice(0, 10), [...(byDay.get(e.timestamp.slice(0, 10)) ?? []), e]);
  for (const [day, list] of byDay)
    await writeFile(join(dataDir, 'events', `${day}.json`), JSON.stringify({ version: 1, day, events: list }));
}

async function expectEverythingSurvives(dataDir: string, events: OldEvent[]): Promise<void> {
  const expected = events.map(upgradedEvent).sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const now = Date.parse('2026-04-10T12:00:00Z');
  const ranges = [
    resolveDateRange(),
    resolveDateRange('2026-03-29', '2026-03-29'),
    resolveDateRange('2026-03-28', '2026-03-30'),
  ];
  for (let start = 0; start < 2; start += 1) {
    const s = await startServer({}, dataDir);
    try {
      expect(await s.running.store.countEvents()).toBe(events.length);
      expect(await storedEvents(s.running.store)).toEqual(expected);
      expect(await s.running.store.getClient('client_old')).toEqual(client);
      for (const range of ranges) {
        const inRange = expected.filter((e) => {
          const t = Date.parse(e.timestamp);
          return (range.fromMs === null || t >= range.fromMs) && (range.toMs === null || t < range.toMs);
        });
        // computeStats reads the range itself, and the period before it too (`previous`): it gets every event.
        expect(await s.running.store.stats(null, range, now)).toEqual(computeStats(expected, range, now));
        const site = inRange.filter((e) => e.site === 'pizzeria.it');
        const siteEvents = expected.filter((e) => e.site === 'pizzeria.it');
        expect(await s.running.store.stats('pizzeria.it', range, now)).toEqual(computeStats(siteEvents, range, now));
        for (const device of ['desktop', 'phone'] as const) {
          expect(await s.running.store.heatmap('pizzeria.it', 'https://pizzeria.it/menu', device, range)).toEqual(
            computeHeatmap(site, 'https://pizzeria.it/menu', device),
          );
          expect(await s.running.store.scrollmap('pizzeria.it', 'https://pizzeria.it/', device, range)).toEqual(
            computeScrollmap(site, 'https://pizzeria.it/', device),
          );
        }
      }
      // One page, one row: www., query strings and index.html were folded on the way in.
      const pages = (await s.running.store.stats(null, resolveDateRange(), now)).most_visited_pages
        .map((p) => p.page_url)
        .sort();
      expect(pages).toEqual(['https://bar.it/prenota', 'https://pizzeria.it/', 'https://pizzeria.it/menu']);
    } finally {
      await s.close({ keepData: true });
    }
    // The old files are gone, db.json is the current version; a second start reads the same.
    await expect(stat(join(dataDir, 'events'))).rejects.toThrow();
    expect(JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8'))).toMatchObject({
      version: 3,
      clients: [client],
    });
    expect(JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8')).events).toBeUndefined();
    expect((await readdir(join(dataDir, 'log'))).length).toBeGreaterThan(0);
  }
}

describe('upgrading an older DATA_DIR at start-up', () => {
  it('moves every event of version 2 day files into the log, figures unchanged', async () => {
    const dataDir = await makeDataDir();
    try {
      const events = oldEvents(3000);
      await writeVersion2(dataDir, events);
      await expectEverythingSurvives(dataDir, events);
    } finally {
      await removeDir(dataDir);
    }
  }, 60_000);

  it('moves the events of a version 1 db.json, and those of an interrupted move, each once', async () => {
    const dataDir = await makeDataDir();
    try {
      const events = oldEvents(600);
      // An interrupted version 1 -> 2 move: the first 400 in db.json, events 300..599 in day files.
      await writeVersion2(dataDir, events.slice(300));
      const db = JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8'));
      await writeFile(join(dataDir, 'db.json'), JSON.stringify({ ...db, version: 1, events: events.slice(0, 400) }));
      await expectEverythingSurvives(dataDir, events);
    } finally {
      await removeDir(dataDir);
    }
  }, 60_000);
});
