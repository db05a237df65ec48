/**
 * The PostgreSQL rollups answer exactly as core's in-memory functions over the same events: stats for
 * every kind of range (open, bounded, one day, across both DST changes, outside the data), per site and
 * for everything, with the period before each range, the sources, devices and contacts; heatmaps and scroll
 * maps per page and device, with their coverage and zones. Events arrive both through the batched
 * writer (many at once) and through the import path, and a re-import counts nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@core/api';
import type { StoredEvent } from '@core/backend/store';
import { resolveDateRange, type DateRange } from '@core/dates';
import { computeHeatmap, computeScrollmap, pageKey } from '@core/heatmap';
import { computeStats } from '@core/stats';
import { storedEventOf } from '@core/ingestion';
import { silentLogger } from '../src/logger';
import { openPostgresStore, type PostgresStore } from '../src/storage/postgres/postgres-store';
import { createTestDatabase, type TestDatabase } from './support/postgres';

let db: TestDatabase;
let store: PostgresStore;
const events: StoredEvent[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const SITES = ['https://pizzeria.it', 'https://www.pizzeria.it', 'https://bar-sport.it', 'http://fioraio.com:8080'];
const PATHS = ['/', '/menu', '/menu?x=1', '/prenota#form', '/contatti'];
const REFERRERS = [
  null,
  'https://www.google.it/',
  'https://m.facebook.com/',
  'https://pizzeria.it/menu',
  'https://blog.example.org/x',
];
const TAGS = [
  {},
  {},
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'saldi' },
  { utm_source: 'ig', utm_campaign: 'Estate "25"' },
];

function makeEvents(count: number): StoredEvent[] {
  const r = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  // From 2026-03-27 to 2026-04-02 (spring DST change) and 2026-10-23..27 (autumn), all times of day.
  const windows = [Date.parse('2026-03-27T00:00:00Z'), Date.parse('2026-10-23T00:00:00Z')];
  const list: StoredEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = pick(windows) + Math.floor(r() * 5 * 86_400_000);
    // Equal timestamps on purpose (ties in recent activity and titles).
    const timestamp = new Date(t - (t % (i % 7 === 0 ? 60_000 : 1))).toISOString();
    const page_url = r() < 0.03 ? null : `${pick(SITES)}${pick(PATHS)}`;
    const session_id = `s${Math.floor(r() * 120)}`;
    const viewport_width = pick([null, 390, 800, 1280]);
    const kind = r();
    const fields = { session_id, page_url };
    const id = `e${i}`;
    const viewport = viewport_width ? { viewport_width } : {};
    if (kind < 0.4) {
      list.push(
        storedEventOf(
          'page_view',
          {
            ...fields,
            page_title: pick(['', 'Home', 'Menù', 'Prenota']),
            referrer: pick(REFERRERS),
            ...pick(TAGS),
            ...viewport,
          },
          id,
          timestamp,
        ),
      );
    } else if (kind < 0.7) {
      const position = r() < 0.9 ? { click_x: r(), click_y: Math.floor(r() * 2000) } : {};
      const text = pick([null, '', 'Prenota', 'Chiama']);
      const click_type = pick(['cta', 'link', 'button', 'unknown'] as const);
      list.push(
        storedEventOf(
          'click',
          {
            ...fields,
            ...(text === null ? {} : { element_text: text }),
            click_type,
            link_url: pick([
              null,
              '#menu',
              'tel:0612345',
              'https://api.whatsapp.com/send?phone=39333',
              'https://www.google.it/maps/dir/x',
              'mailto:a@b.it',
            ]),
            ...position,
            ...viewport,
          },
          id,
          timestamp,
        ),
      );
    } else if (kind < 0.74) {
      list.push(storedEventOf('form_submit', { ...fields, element_text: 'Invia', ...viewport }, id, timestamp));
    } else if (kind < 0.8) {
      list.push(
        storedEventOf(
          'conversion',
          {
            ...fields,
            conversion_type: 'questionnaire_completed',
            plan_type: 'pro',
            value: 19.5,
            metadata: { step: i % 3 },
          },
          id,
          timestamp,
        ),
      );
    } else {
      const height = r() < 0.5 ? { document_height: 1000 + Math.floor(r() * 3000) } : {};
      list.push(
        storedEventOf(
          'scroll',
          { ...fields, depth_percent: Math.floor(r() * 101), ...height, ...viewport },
          id,
          timestamp,
        ),
      );
    }
  }
  return list;
}

beforeAll(async () => {
  db = await createTestDatabase();
  store = await openPostgresStore(db.url, silentLogger);
  events.push(...makeEvents(3000));
  // Half through the batched writer, all at once (many requests per statement)...
  const half = events.length / 2;
  await Promise.all(events.slice(0, half).map((e) => store.appendEvent(e)));
  // ...half through the import path, in two overlapping chunks: the overlap must not count twice.
  await store.importEvents(events.slice(half, half + 1000));
  await store.importEvents(events.slice(half + 500));
}, 60_000);

afterAll(async () => {
  await store?.close();
  await db?.drop();
});

function inRange(list: readonly StoredEvent[], range: DateRange, site: string | null) {
  return list
    .filter((e) => {
      const t = Date.parse(e.timestamp);
      if (range.fromMs !== null && t < range.fromMs) return false;
      if (range.toMs !== null && t >= range.toMs) return false;
      return site === null || e.site === site;
    })
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

const RANGES: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['2026-03-29', undefined],
  [undefined, '2026-03-29'],
  ['2026-03-28', '2026-03-30'],
  ['2026-03-29', '2026-03-29'],
  ['2026-10-25', '2026-10-25'],
  ['2026-03-01', '2026-12-31'],
  ['2026-10-24', '2026-11-02'],
  ['2025-01-01', '2025-01-31'],
  ['2026-06-01', undefined],
  // Previous periods across the DST changes: 27-29 March, 24-25 October.
  ['2026-03-30', '2026-04-01'],
  ['2026-10-26', '2026-10-27'],
];
const NOW = Date.parse('2026-11-03T10:00:00Z');

describe('PostgreSQL analytics equal core over the same events', () => {
  it('stores every event once, and the count matches', async () => {
    expect(await store.countEvents()).toBe(events.length);
    expect(await store.importEvents(events.slice(0, 200))).toBe(0);
    expect(await store.countEvents()).toBe(events.length);
  });

  for (const site of [null, 'pizzeria.it', 'bar-sport.it', 'fioraio.com', 'nessuno.it']) {
    it(`stats for ${site ?? 'every site'}`, async () => {
      for (const [start, end] of RANGES) {
        const range = resolveDateRange(start, end);
        // The scan is given every event of the scope: those before the range make the previous period.
        const expected = computeStats(inRange(events, resolveDateRange(), site), range, NOW);
        const actual = await store.stats(site, range, NOW);
        // Recent activity: same events; equal timestamps may be listed in either arrival order.
        expect({ ...actual, recent_activity: null }, `${site} ${start}..${end}`).toEqual({
          ...expected,
          recent_activity: null,
        });
        expect(actual.recent_activity.map((a) => a.timestamp)).toEqual(
          expected.recent_activity.map((a) => a.timestamp),
        );
      }
    });
  }

  it('heatmaps and scroll maps for every page and device', async () => {
    for (const site of ['pizzeria.it', 'bar-sport.it', 'fioraio.com']) {
      const pages = new Set(events.filter((e) => e.page_url && e.site === site).map((e) => pageKey(e.page_url!)));
      for (const page of pages) {
        for (const device of ['desktop', 'tablet', 'phone'] as Device[]) {
          for (const [start, end] of [RANGES[0]!, RANGES[7]!]) {
            const range = resolveDateRange(start, end);
            const scoped = inRange(events, range, site);
            expect(await store.heatmap(site, page, device, range)).toEqual(computeHeatmap(scoped, page, device));
            expect(await store.scrollmap(site, page, device, range)).toEqual(computeScrollmap(scoped, page, device));
          }
        }
      }
    }
  });

  it('exports the events of a scope and range, oldest first, as stored', async () => {
    const range = resolveDateRange('2026-03-28', '2026-10-24');
    const exported: StoredEvent[] = [];
    for await (const e of store.exportEvents('pizzeria.it', range)) exported.push(e);
    const expected = inRange(events, range, 'pizzeria.it');
    expect(exported.map((e) => e.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(exported.map((e) => e.timestamp)).toEqual(expected.map((e) => e.timestamp));
    const byId = new Map(events.map((e) => [e.id, e]));
    for (const e of exported) expect(e).toEqual(byId.get(e.id));
  });
});
