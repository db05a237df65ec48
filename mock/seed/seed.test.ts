import { describe, expect, it } from 'vitest';
import { addCalendarDays, formatCalendarDay, romeDateOf, romeDayOf, romeDayStartMs } from '@core/dates';
import { buildSeed, SEED_DAYS } from './index';

const NOW = new Date('2026-11-21T09:30:00Z');

describe('the demo seed', () => {
  it('is deterministic: the same pattern every time, shifted to end today', () => {
    const a = buildSeed(NOW);
    const b = buildSeed(NOW);
    expect(b).toEqual(a);
    const later = buildSeed(new Date(NOW.getTime() + 3 * 86_400_000));
    expect(later.events.map((e) => [e.type, e.page_url, e.session_id])).toEqual(
      a.events.map((e) => [e.type, e.page_url, e.session_id]),
    );
    // Three days later, every event (but today's, compressed into the morning) is three Rome days later at
    // the same time after midnight (across the end of summer time too).
    const notToday = a.events.flatMap((e, i) => (romeDateOf(Date.parse(e.timestamp)) === '2026-11-21' ? [] : [i]));
    expect(notToday.length).toBeGreaterThan(3000);
    const sinceMidnight = (t: number) => t - romeDayStartMs(romeDayOf(t));
    for (const i of notToday) {
      const before = Date.parse(a.events[i]!.timestamp);
      const after = Date.parse(later.events[i]!.timestamp);
      expect(romeDateOf(after)).toBe(formatCalendarDay(addCalendarDays(romeDayOf(before), 3)));
      expect(sinceMidnight(after)).toBe(sinceMidnight(before));
    }
  });

  it('covers thirty Rome days ending today, nothing in the future', () => {
    const { events } = buildSeed(NOW);
    const days = new Set(events.map((e) => romeDateOf(Date.parse(e.timestamp))));
    expect(days.size).toBe(SEED_DAYS);
    expect([...days].sort().at(-1)).toBe('2026-11-21');
    expect([...days].sort()[0]).toBe('2026-10-23');
    expect(Math.max(...events.map((e) => Date.parse(e.timestamp)))).toBeLessThanOrEqual(NOW.getTime());
  });

  it('holds a few thousand events with a weekly rhythm', () => {
    const { events } = buildSeed(NOW);
    expect(events.length).toBeGreaterThan(3000);
    expect(events.length).toBeLessThan(8000);
    const perWeekday = new Map<number, number>();
    for (const e of events) {
      if (e.type !== 'page_view') continue;
      const weekday = new Date(Date.parse(e.timestamp) + 3_600_000).getUTCDay();
      perWeekday.set(weekday, (perWeekday.get(weekday) ?? 0) + 1);
    }
    const counts = [...perWeekday.values()];
    expect(Math.max(...counts) / Math.min(...counts)).toBeGreaterThan(1.25);
  });

  it('has eight clients and nine questionnaires in Italian, heatmap data on Pro sites', () => {
    const seed = buildSeed(NOW);
    expect(seed.clients).toHaveLength(8);
    expect(seed.clients.some((c) => !c.is_active)).toBe(true);
    expect(seed.clients.some((c) => c.domain === null)).toBe(true);
    expect(new Set(seed.clients.map((c) => c.plan))).toEqual(new Set(['basic', 'pro']));
    expect(seed.questionnaires).toHaveLength(9);
    for (const q of seed.questionnaires) {
      expect(q.messages.length).toBeGreaterThanOrEqual(10);
      expect(q.brief.business_name).toBeTruthy();
    }
    const proHosts = ['pizzeriadagennaro.it', 'studiopsicologiarossi.it', 'palestrafitzone.it'];
    const positioned = seed.events.filter((e) => e.type === 'click' && 'click_x' in e && e.click_x !== undefined);
    expect(new Set(positioned.map((e) => new URL(e.page_url).host.replace(/^www\./, '')))).toEqual(new Set(proHosts));
    expect(seed.events.filter((e) => e.type === 'scroll').length).toBeGreaterThan(300);
    const texts = new Set(seed.events.flatMap((e) => (e.type === 'click' ? [e.element_text] : [])));
    for (const text of ['Inizia Ora', 'Scegli Basic', 'Scegli Pro', 'Prenota un tavolo']) expect(texts).toContain(text);
  });

  it('gives the demo real-looking sources, campaigns, devices and contacts', () => {
    const seed = buildSeed(NOW);
    const views = seed.events.flatMap((e) => (e.type === 'page_view' ? [e] : []));
    expect(new Set(views.map((e) => e.utm_campaign).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(views.map((e) => e.referrer && new URL(e.referrer).host)).size).toBeGreaterThan(5);
    expect(new Set(views.map((e) => e.viewport_width < 768))).toEqual(new Set([true, false]));
    const links = seed.events.flatMap((e) => (e.type === 'click' && e.link_url ? [e.link_url.split(':')[0]] : []));
    expect(new Set(links)).toEqual(new Set(['tel', 'mailto']));
    expect(seed.events.filter((e) => e.type === 'form_submit').length).toBeGreaterThan(5);
  });
});
