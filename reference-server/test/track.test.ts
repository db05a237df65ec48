import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, expectSecurityHeaders, removeDir, startServer, storedEvents, type TestServer } from './helpers';

describe('tracking over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ trackRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
  });

  it('records page views, clicks, conversions and scrolls with every field', async () => {
    const calls = [
      [
        '/api/track/page-view',
        {
          page_url: 'https://pizzeria.it/',
          page_title: 'Pizzeria',
          referrer: 'https://google.it/',
          session_id: 'v1',
          viewport_width: 1280,
        },
      ],
      [
        '/api/track/click',
        {
          page_url: 'https://pizzeria.it/',
          element_id: 'cta',
          element_class: 'btn',
          element_text: 'Prenota',
          click_type: 'cta',
          session_id: 'v1',
          click_x: 0.42,
          click_y: 830,
          viewport_width: 1280,
        },
      ],
      [
        '/api/track/conversion',
        {
          conversion_type: 'questionnaire_completed',
          questionnaire_id: 'q1',
          plan_type: 'pro',
          value: 49,
          session_id: 'v1',
          page_url: 'https://pizzeria.it/grazie',
          metadata: { billing: 'annual' },
        },
      ],
      [
        '/api/track/scroll',
        { page_url: 'https://pizzeria.it/', session_id: 'v1', depth_percent: 75.5, viewport_width: 1280 },
      ],
    ] as const;
    for (const [path, json] of calls) {
      const r = await s.request('POST', path, { json });
      expect(r.status).toBe(202);
      expect(r.body).toEqual({ accepted: true });
    }
    const events = await storedEvents(s.running.store);
    expect(events.map((e) => e.type)).toEqual(['page_view', 'click', 'conversion', 'scroll']);
    expect(events[1]).toMatchObject({ element_id: 'cta', element_class: 'btn', click_x: 0.42, click_y: 830 });
    expect(events[2]).toMatchObject({ metadata: { billing: 'annual' }, plan_type: 'pro', value: 49 });
    expect(events[3]).toMatchObject({ depth_percent: 75.5 });
  });

  it('accepts a JSON body sent as text/plain (sendBeacon)', async () => {
    const before = await s.running.store.countEvents();
    const r = await s.request('POST', '/api/track/page-view', {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ page_url: 'https://pizzeria.it/menu', session_id: 'beacon' }),
    });
    expect(r.status).toBe(202);
    expect(await s.running.store.countEvents()).toBe(before + 1);
    const bad = await s.request('POST', '/api/track/page-view', {
      headers: { 'Content-Type': 'text/plain' },
      body: '{"page_url":',
    });
    expect(bad.status).toBe(400);
  });

  it('answers bots 202 without recording them', async () => {
    const before = await s.running.store.countEvents();
    const r = await s.request('POST', '/api/track/page-view', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      json: { page_url: 'https://pizzeria.it/', session_id: 'bot' },
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ accepted: false });
    expect(await s.running.store.countEvents()).toBe(before);
  });

  it('refuses invalid events with 400 naming the field, and malformed JSON', async () => {
    const missing = await s.request('POST', '/api/track/page-view', { json: { session_id: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.body).toMatchObject({ status: 400, field: 'page_url', detail: 'Il campo page_url è obbligatorio.' });
    const long = await s.request('POST', '/api/track/click', {
      json: { page_url: 'https://a.it/', session_id: 'x', click_type: 'cta', element_text: 'x'.repeat(501) },
    });
    expect(long.body).toMatchObject({ status: 400, field: 'element_text' });
    const type = await s.request('POST', '/api/track/click', {
      json: { page_url: 'https://a.it/', session_id: 'x', click_type: 'tap' },
    });
    expect(type.body).toMatchObject({ status: 400, field: 'click_type' });
    const malformed = await s.request('POST', '/api/track/click', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.request_id).toMatch(/^[0-9a-f]{8}$/);
    expectSecurityHeaders(malformed.headers);
  });

  it('answers 413 above 16 KB on track calls', async () => {
    const big = await s.request('POST', '/api/track/page-view', {
      json: { page_url: 'https://a.it/', session_id: 'x', page_title: 'x'.repeat(17 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ status: 413 });
    expectSecurityHeaders(big.headers);
    const beacon = await s.request('POST', '/api/track/page-view', {
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ page_url: 'https://a.it/', session_id: 'x', page_title: 'x'.repeat(17 * 1024) }),
    });
    expect(beacon.status).toBe(413);
  });

  it('opens CORS on track calls only', async () => {
    const preflight = await fetch(`${s.url}/api/track/click`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://pizzeria.it',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const sent = await s.request('POST', '/api/track/page-view', {
      headers: { Origin: 'https://pizzeria.it' },
      json: { page_url: 'https://pizzeria.it/', session_id: 'cors' },
    });
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
    const other = await s.request('POST', '/api/admin/login', {
      headers: { Origin: 'https://evil.example' },
      json: { username: 'x', password: 'y' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const info = await s.request('GET', '/api/', { headers: { Origin: 'https://evil.example' } });
    expect(info.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('tracking rate limit', () => {
  it('answers 429 with Retry-After once an IP exceeds the limit', async () => {
    // A clock stopped mid-minute: the four requests cannot straddle two rate-limit windows.
    const s = await startServer({
      trackRateLimitPerMinute: 3,
      clock: { now: () => Date.parse('2026-11-21T10:00:30Z') },
    });
    try {
      const send = () =>
        s.request('POST', '/api/track/page-view', {
          headers: { 'User-Agent': BROWSER_UA },
          json: { page_url: 'https://a.it/', session_id: 'r' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(202);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('access-control-allow-origin')).toBe('*');
      expect(await s.running.store.countEvents()).toBe(3);
    } finally {
      await s.close();
      await removeDir(s.dataDir);
    }
  });
});
