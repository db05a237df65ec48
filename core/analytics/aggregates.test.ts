/**
 * The incremental aggregates must answer exactly as the reference scans (computeStats, computeHeatmap,
 * computeScrollmap) over the same events: generated events across Rome's DST changes, several sites,
 * pages, devices, equal instants and out-of-order arrivals, queried over open and closed ranges.
 */
import { describe, expect, it } from 'vitest';
import type { Device } from '../api';
import type { StoredEvent } from '../backend/store';
import { resolveDateRange, romeDateOf } from '../dates';
import { computeHeatmap, computeScrollmap } from '../heatmap';
import { storedEventOf } from '../ingestion';
import { computeStats } from '../stats';
import { AnalyticsAggregates } from './aggregates';

/** A small deterministic generator (mulberry32), so a failure is reproducible from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTS = ['pizzeria.it', 'www.pizzeria.it', 'bar.it', 'WWW.Bar.it.', 'localhost:5173'];
const PATHS = ['/', '/menu', '/menu/', '/index.html', '/prenota?utm=x', '/contatti#mappa'];
const WIDTHS = [360, 800, 1280, null];
const TEXTS = ['Prenota', 'Chiama', '', null];
const TITLES = ['Home', '', null, 'Menù'];
const REFERRERS = [
  null,
  'https://www.google.it/',
  'https://l.facebook.com/l.php?u=x',
  'https://pizzeria.it/menu',
  'https://www.altrosito.it/pagina',
  'android-app://com.google.android.gm/',
  'non un indirizzo',
];
const TAGS = [null, null, 'newsletter', 'fb', ' '];
const MEDIUMS = [null, null, 'email', 'social'];
const CAMPAIGNS = [null, null, 'saldi', 'Saldi', 'primavera'];
const LINKS = [
  null,
  null,
  '/menu',
  'tel:+39061234567',
  'https://wa.me/39333',
  'mailto:info@pizzeria.it',
  'https://maps.app.goo.gl/x',
];
// Around the spring and autumn DST changes of 2026 in Rome, plus a normal winter stretch.
const STARTS = [
  Date.parse('2026-03-27T00:00:00Z'),
  Date.parse('2026-10-23T00:00:00Z'),
  Date.parse('2026-01-10T00:00:00Z'),
];

function generate(seed: number, count: number): StoredEvent[] {
  const r = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const start = pick(STARTS);
  const events: StoredEvent[] = [];
  let t = start;
  for (let i = 0; i < count; i += 1) {
    // Mostly forward, sometimes the same instant, sometimes a little back (late arrivals).
    const step = r();
    t += step < 0.15 ? 0 : step < 0.25 ? -Math.floor(r() * 3_600_000) : Math.floor(r() * 3 * 3_600_000);
    const page_url = r() < 0.05 ? 'pagina-senza-host' : `https://${pick(HOSTS)}${pick(PATHS)}`;
    const session_id = `s${Math.floor(r() * 40)}`;
    const type = pick(['page_view', 'page_view', 'click', 'click', 'conversion', 'scroll', 'form_submit'] as const);
    const timestamp = new Date(t).toISOString();
    const base = { session_id, page_url, viewport_width: pick(WIDTHS) };
    let fields: Parameters<typeof storedEventOf>[1];
    if (type === 'page_view') {
      fields = {
        ...base,
        page_title: pick(TITLES),
        referrer: pick(REFERRERS),
        utm_source: pick(TAGS),
        utm_medium: pick(MEDIUMS),
        utm_campaign: pick(CAMPAIGNS),
      };
    } else if (type === 'form_submit') {
      fields = { ...base, element_text: pick(TEXTS) };
    } else if (type === 'click') {
      fields = {
        ...base,
        element_text: pick(TEXTS),
        element_id: r() < 0.5 ? 'cta' : null,
        click_type: pick(['button', 'link', 'cta', 'unknown'] as const),
        click_x: r() < 0.9 ? r() : null,
        click_y: Math.floor(r() * 4000),
        link_url: pick(LINKS),
      };
    } else if (type === 'conversion') {
      fields = {
        session_id,
        page_url: r() < 0.3 ? null : page_url,
        conversion_type: 'questionnaire_completed',
        plan_type: pick(['basic', 'pro'] as const),
        value: r() < 0.5 ? 49 : null,
      };
    } else {
      fields = {
        ...base,
        depth_percent: Math.floor(r() * 101),
        document_height: r() < 0.5 ? 1000 + Math.floor(r() * 5000) : null,
      };
    }
    events.push(storedEventOf(type, fields, `e${i}`, timestamp));
  }
  return events;
}

/** Oldest first, equal instants in arrival order: how a store lists events. */
function inTimeOrder(events: readonly StoredEvent[]): StoredEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.timestamp) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.e);
}

function rangesFor(events: readonly StoredEvent[], r: () => number) {
  const days = [...new Set(events.map((e) => romeDateOf(Date.parse(e.timestamp))))].sort();
  const day = () => days[Math.floor(r() * days.length)]!;
  const ranges = [resolveDateRange(), resolveDateRange(days[0], days[days.length - 1])];
  for (let i = 0; i < 4; i += 1) {
    const [a, b] = [day(), day()].sort();
    ranges.push(resolveDateRange(a, b), resolveDateRange(a, undefined), resolveDateRange(undefined, b));
  }
  ranges.push(resolveDateRange('2020-01-01', '2020-01-05'));
  return ranges;
}

describe('incremental aggregates', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`answer as the reference scans (seed ${seed})`, () => {
      const events = generate(seed, 1500);
      const aggregates = new AnalyticsAggregates();
      for (const event of events) aggregates.add(event);
      const ordered = inTimeOrder(events);
      const r = random(seed * 7919);
      const nowMs = Date.parse(events[events.length - 1]!.timestamp) + r() * 5 * 86_400_000;
      const sites = [null, 'pizzeria.it', 'bar.it', 'localhost', 'assente.it'];
      for (const range of rangesFor(events, r)) {
        const inRange = ordered.filter((e) => {
          const t = Date.parse(e.timestamp);
          return (range.fromMs === null || t >= range.fromMs) && (range.toMs === null || t < range.toMs);
        });
        for (const scope of sites) {
          const scoped = scope === null ? inRange : inRange.filter((e) => e.site === scope);
          // The scan is given every event of the scope: those before the range make the previous period.
          const ofScope = scope === null ? ordered : ordered.filter((e) => e.site === scope);
          expect(aggregates.stats(scope, range, nowMs)).toEqual(computeStats(ofScope, range, nowMs));
          if (scope === null) continue;
          for (const page of [
            'https://pizzeria.it/',
            'https://pizzeria.it/menu',
            'https://bar.it/prenota',
            'http://localhost:5173/',
          ]) {
            for (const device of ['phone', 'tablet', 'desktop'] as Device[]) {
              expect(aggregates.heatmap(scope, page, device, range)).toEqual(computeHeatmap(scoped, page, device));
              expect(aggregates.scrollmap(scope, page, device, range)).toEqual(computeScrollmap(scoped, page, device));
            }
          }
        }
      }
    });
  }

  it('stay exact while events keep arriving between reads (cached days, late arrivals)', () => {
    const events = generate(11, 1200);
    const aggregates = new AnalyticsAggregates();
    const added: StoredEvent[] = [];
    const r = random(99);
    const ranges = rangesFor(events, r).slice(0, 5);
    for (let i = 0; i < events.length; i += 1) {
      aggregates.add(events[i]!);
      added.push(events[i]!);
      if (i % 97 !== 0) continue;
      const ordered = inTimeOrder(added);
      const nowMs = Date.parse(events[i]!.timestamp) + 3_600_000;
      for (const range of ranges) {
        for (const scope of [null, 'pizzeria.it']) {
          const ofScope = scope === null ? ordered : ordered.filter((e) => e.site === scope);
          expect(aggregates.stats(scope, range, nowMs)).toEqual(computeStats(ofScope, range, nowMs));
        }
      }
    }
  });

  it('ranges over the DST days hold every hour of those days', () => {
    // 2026-03-29 has 23 hours in Rome, 2026-10-25 has 25.
    const events = [
      storedEventOf('page_view', { session_id: 'a', page_url: 'https://a.it/' }, 'x1', '2026-03-28T23:30:00.000Z'),
      storedEventOf('page_view', { session_id: 'b', page_url: 'https://a.it/' }, 'x2', '2026-03-29T21:59:59.999Z'),
      storedEventOf('page_view', { session_id: 'c', page_url: 'https://a.it/' }, 'x3', '2026-03-29T22:00:00.000Z'),
      storedEventOf('page_view', { session_id: 'd', page_url: 'https://a.it/' }, 'x4', '2026-10-24T22:00:00.000Z'),
      storedEventOf('page_view', { session_id: 'e', page_url: 'https://a.it/' }, 'x5', '2026-10-25T22:59:59.999Z'),
      storedEventOf('page_view', { session_id: 'f', page_url: 'https://a.it/' }, 'x6', '2026-10-25T23:00:00.000Z'),
    ];
    const aggregates = new AnalyticsAggregates();
    for (const event of events) aggregates.add(event);
    const now = Date.parse('2026-11-01T12:00:00Z');
    expect(aggregates.stats('a.it', resolveDateRange('2026-03-29', '2026-03-29'), now).total_page_views).toBe(2);
    expect(aggregates.stats('a.it', resolveDateRange('2026-10-25', '2026-10-25'), now).total_page_views).toBe(2);
    expect(aggregates.stats(null, resolveDateRange('2026-03-30', '2026-10-24'), now).unique_visitors).toBe(1);
  });
});
