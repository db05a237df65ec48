import { describe, expect, it } from 'vitest';
import { CONTACT_KINDS, contactOf } from '@core/breakdowns';
import { addCalendarDays, daysBetween, formatCalendarDay, romeDateOf, romeDayOf, romeDayStartMs } from '@core/dates';
import { storedEventOf } from '@core/ingestion';
import layouts from './demo-layouts.json';
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

  it('covers ninety Rome days ending today, nothing in the future', () => {
    const { events } = buildSeed(NOW);
    const days = new Set(events.map((e) => romeDateOf(Date.parse(e.timestamp))));
    expect(SEED_DAYS).toBeGreaterThanOrEqual(90);
    expect(days.size).toBe(SEED_DAYS);
    expect([...days].sort().at(-1)).toBe('2026-11-21');
    expect([...days].sort()[0]).toBe('2026-08-24');
    expect(Math.max(...events.map((e) => Date.parse(e.timestamp)))).toBeLessThanOrEqual(NOW.getTime());
  });

  it('holds a few thousand events with a weekly rhythm, small enough for the demo to keep in localStorage', () => {
    const { events } = buildSeed(NOW);
    expect(events.length).toBeGreaterThan(4500);
    expect(events.length).toBeLessThan(9000);
    // The demo saves its whole database as one JSON string in localStorage (5 MB in most browsers).
    const stored = events.map(({ id, type, timestamp, ...fields }) => storedEventOf(type, fields, id, timestamp));
    expect(JSON.stringify(stored).length).toBeLessThan(2_500_000);
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
    expect(views.filter((e) => e.viewport_width < 768).length / views.length).toBeGreaterThan(0.55);
    expect(seed.events.filter((e) => e.type === 'form_submit').length).toBeGreaterThan(5);
  });

  it('yields every kind of contact, each on a link or form of the page, in both of the last two 30-day periods', () => {
    const seed = buildSeed(NOW);
    const stored = seed.events.map(({ id, type, timestamp, ...fields }) => storedEventOf(type, fields, id, timestamp));
    const today = romeDayOf(NOW.getTime());
    const periodOf = (timestamp: string) => {
      const daysAgo = daysBetween(today, romeDayOf(Date.parse(timestamp)));
      return daysAgo > -30 ? 'last' : daysAgo > -60 ? 'previous' : 'older';
    };
    const kinds = (site: string | null, period: string) =>
      new Set(
        stored.flatMap((e) =>
          (site === null || e.page_url?.includes(site)) && periodOf(e.timestamp) === period ? [contactOf(e)] : [],
        ),
      );
    for (const period of ['last', 'previous']) {
      // The whole data set (the operator's view) has every kind, read by the server's own classification.
      expect([...kinds(null, period)].filter(Boolean).sort()).toEqual([...CONTACT_KINDS].sort());
      // The demo client (the restaurant: its page has a phone, WhatsApp, e-mail and a map, but no form).
      expect([...kinds('pizzeriadagennaro.it', period)].filter(Boolean).sort()).toEqual([
        'call',
        'directions',
        'email',
        'whatsapp',
      ]);
    }
    // Page views in the 30 days before the last 30: «Ultimi 30 giorni» has something to compare with.
    const previousViews = stored.filter(
      (e) =>
        e.type === 'page_view' && e.page_url?.includes('pizzeriadagennaro.it') && periodOf(e.timestamp) === 'previous',
    );
    expect(previousViews.length).toBeGreaterThan(100);
    // Each link clicked is one of the page's as measured (demo-layouts.json): same text, same address.
    type Measured = { text: string | null; href?: string };
    const pages = layouts as Record<string, { devices: Record<string, { elements: Measured[] }> }>;
    const measured = new Set(
      Object.values(pages).flatMap((page) =>
        Object.values(page.devices).flatMap((device) =>
          device.elements.flatMap((element) => (element.href ? [`${element.text} ${element.href}`] : [])),
        ),
      ),
    );
    const clicked = seed.events.flatMap((e) =>
      e.type === 'click' && e.link_url ? [`${e.element_text} ${e.link_url}`] : [],
    );
    expect(clicked.length).toBeGreaterThan(500);
    for (const link of new Set(clicked)) expect(measured).toContain(link);
  });
});
