import { describe, expect, it } from 'vitest';
import { resolveDateRange } from './dates';
import { activityDetails, computeStats, conversionRate, roundTo2 } from './stats';
import type { StoredEvent } from './backend/store';

let n = 0;
function ev(type: StoredEvent['type'], timestamp: string, extra: Partial<StoredEvent> = {}): StoredEvent {
  n += 1;
  return {
    id: `e${n}`,
    type,
    timestamp,
    session_id: 's1',
    site: 'a.it',
    page_url: 'https://a.it/',
    ...extra,
  } as StoredEvent;
}

const NOW = Date.parse('2026-03-30T12:00:00Z');
const open = resolveDateRange();

describe('stats', () => {
  it('counts views, distinct sessions, clicks, conversions and the rate to 2 decimals', () => {
    const events = [
      ev('page_view', '2026-03-29T08:00:00Z', { session_id: 'a' }),
      ev('page_view', '2026-03-29T08:01:00Z', { session_id: 'b' }),
      ev('page_view', '2026-03-29T08:02:00Z', { session_id: 'c' }),
      ev('click', '2026-03-29T08:03:00Z', { session_id: 'a', click_type: 'cta', element_text: 'Inizia Ora' }),
      ev('conversion', '2026-03-29T08:04:00Z', {
        session_id: 'a',
        conversion_type: 'questionnaire_completed',
        plan_type: 'pro',
        value: 49,
      }),
      ev('scroll', '2026-03-29T08:05:00Z', { session_id: 'z', depth_percent: 50 }),
    ];
    const s = computeStats(events, open, NOW);
    expect(s).toMatchObject({
      total_page_views: 3,
      unique_visitors: 3,
      total_clicks: 1,
      total_conversions: 1,
      conversion_rate: 33.33,
    });
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(roundTo2(1.005)).toBe(1.01);
  });

  it('keeps the top 10 pages by views with the latest title', () => {
    const events: StoredEvent[] = [];
    for (let p = 0; p < 12; p += 1) {
      for (let i = 0; i <= p; i += 1) {
        events.push(
          ev('page_view', `2026-03-29T09:${String(p).padStart(2, '0')}:${String(i).padStart(2, '0')}Z`, {
            page_url: `https://a.it/p${p}`,
            page_title: `Titolo ${p}.${i}`,
          }),
        );
      }
    }
    const s = computeStats(events, open, NOW);
    expect(s.most_visited_pages).toHaveLength(10);
    expect(s.most_visited_pages[0]).toEqual({ page_url: 'https://a.it/p11', page_title: 'Titolo 11.11', views: 12 });
    expect(s.most_visited_pages[9]!.views).toBe(3);
  });

  it('groups clicks by text, type and page and keeps 10', () => {
    const events: StoredEvent[] = [];
    for (let k = 0; k < 11; k += 1) {
      for (let i = 0; i <= k; i += 1)
        events.push(ev('click', '2026-03-29T10:00:00Z', { element_text: `B${k}`, click_type: 'button' }));
    }
    events.push(ev('click', '2026-03-29T10:00:00Z', { element_text: 'B10', click_type: 'link' }));
    const s = computeStats(events, open, NOW);
    expect(s.most_clicked_elements).toHaveLength(10);
    expect(s.most_clicked_elements[0]).toEqual({
      element_text: 'B10',
      click_type: 'button',
      page_url: 'https://a.it/',
      clicks: 11,
    });
    expect(s.most_clicked_elements.some((e) => e.click_type === 'link')).toBe(false);
  });

  it('lists the newest 20 events with Italian details, scroll excluded', () => {
    const events: StoredEvent[] = [];
    for (let i = 0; i < 25; i += 1)
      events.push(ev('page_view', `2026-03-29T10:${String(i).padStart(2, '0')}:00Z`, { page_title: `P${i}` }));
    events.push(ev('scroll', '2026-03-29T11:00:00Z', { depth_percent: 40 }));
    const s = computeStats(events, open, NOW);
    expect(s.recent_activity).toHaveLength(20);
    expect(s.recent_activity[0]).toMatchObject({
      type: 'page_view',
      details: 'Visualizzazione di «P24»',
      timestamp: '2026-03-29T10:24:00Z',
    });
    expect(activityDetails(ev('click', 'x', { element_text: 'Inizia Ora', click_type: 'cta' }))).toBe(
      'Click su «Inizia Ora» (cta)',
    );
    expect(
      activityDetails(
        ev('conversion', 'x', { conversion_type: 'questionnaire_completed', plan_type: 'pro', value: 49 }),
      ),
    ).toBe('Conversione «questionnaire_completed» · piano Dominio Pro · valore 49 €');
  });

  it('builds one timeseries entry per Rome day of the range, DST day included', () => {
    const events = [
      ev('page_view', '2026-03-28T23:30:00Z', { session_id: 'a' }), // 29 March 00:30 in Rome
      ev('page_view', '2026-03-29T21:59:00Z', { session_id: 'b' }), // 29 March 23:59 in Rome (summer time)
      ev('click', '2026-03-29T22:00:00Z', { session_id: 'b', click_type: 'cta' }), // 30 March
    ];
    const range = resolveDateRange('2026-03-27', '2026-03-30');
    const s = computeStats(events, range, NOW);
    expect(s.range).toEqual({ start_date: '2026-03-27', end_date: '2026-03-30' });
    expect(s.timeseries).toEqual([
      { date: '2026-03-27', page_views: 0, unique_visitors: 0, clicks: 0, conversions: 0 },
      { date: '2026-03-28', page_views: 0, unique_visitors: 0, clicks: 0, conversions: 0 },
      { date: '2026-03-29', page_views: 2, unique_visitors: 2, clicks: 0, conversions: 0 },
      { date: '2026-03-30', page_views: 0, unique_visitors: 1, clicks: 1, conversions: 0 },
    ]);
  });

  it('caps the timeseries at the last 366 days and runs an open range to today', () => {
    const s = computeStats([], resolveDateRange('2020-01-01', '2026-03-30'), NOW);
    expect(s.timeseries).toHaveLength(366);
    expect(s.timeseries.at(-1)!.date).toBe('2026-03-30');
    const fromFirst = computeStats([ev('page_view', '2026-03-25T10:00:00Z')], open, NOW);
    expect(fromFirst.range).toEqual({ start_date: '2026-03-25', end_date: '2026-03-30' });
    expect(fromFirst.timeseries).toHaveLength(6);
    expect(computeStats([], open, NOW).range).toEqual({ start_date: null, end_date: null });
  });
});
