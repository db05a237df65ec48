import { describe, expect, it } from 'vitest';
import { computeHeatmap, computeScrollmap, deviceOf, pageKey } from './heatmap';
import type { StoredEvent } from './backend/store';

let n = 0;
const click = (x: number, y: number, width: number, extra: Partial<StoredEvent> = {}): StoredEvent =>
  ({
    id: `c${(n += 1)}`,
    type: 'click',
    timestamp: '2026-01-01T10:00:00Z',
    session_id: 's',
    site: 'a.it',
    page_url: 'https://a.it/?utm_source=x',
    click_type: 'cta',
    click_x: x,
    click_y: y,
    viewport_width: width,
    ...extra,
  }) as StoredEvent;
const scroll = (session: string, depth: number, width = 1280): StoredEvent => ({
  id: `s${(n += 1)}`,
  type: 'scroll',
  timestamp: '2026-01-01T10:00:00Z',
  session_id: session,
  site: 'a.it',
  page_url: 'https://a.it/',
  depth_percent: depth,
  viewport_width: width,
});

describe('heatmap', () => {
  it('buckets devices at 768 and 1024 px', () => {
    expect([deviceOf(360), deviceOf(767), deviceOf(768), deviceOf(1023), deviceOf(1024), deviceOf(null)]).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(pageKey('https://a.it/x?y=1#z')).toBe('https://a.it/x');
  });

  it('bins clicks in 20 columns and 50 px rows for one device and page', () => {
    const events = [
      click(0, 0, 1280),
      click(0.04, 49, 1280),
      click(1, 1000, 1280),
      click(0.5, 75, 390),
      click(0.5, 75, 1280, { page_url: 'https://a.it/altra' }),
      click(0.5, 75, 1280, { click_x: null }),
    ];
    const map = computeHeatmap(events, 'https://a.it/', 'desktop');
    expect(map).toMatchObject({
      page_url: 'https://a.it/',
      device: 'desktop',
      total_clicks: 3,
      max_count: 2,
      page_height: 1050,
    });
    expect(map.cells).toEqual([
      { column: 0, row: 0, count: 2 },
      { column: 19, row: 20, count: 1 },
    ]);
    expect(computeHeatmap(events, 'https://a.it/', 'phone').cells).toEqual([{ column: 10, row: 1, count: 1 }]);
  });

  it('counts each session once at its deepest scroll and reports ten bands', () => {
    const map = computeScrollmap(
      [scroll('a', 30), scroll('a', 95), scroll('b', 10), scroll('c', 55), scroll('d', 100, 400)],
      'https://a.it/',
      'desktop',
    );
    expect(map.total_views).toBe(3);
    expect(map.bands).toHaveLength(10);
    expect(map.bands[0]).toEqual({ depth_percent: 10, views: 3, percent: 100 });
    expect(map.bands[1]).toEqual({ depth_percent: 20, views: 2, percent: 66.67 });
    expect(map.bands[5]).toEqual({ depth_percent: 60, views: 1, percent: 33.33 });
    expect(map.bands[9]).toEqual({ depth_percent: 100, views: 0, percent: 0 });
    expect(computeScrollmap([], 'https://a.it/').bands.every((b) => b.percent === 0)).toBe(true);
  });
});
