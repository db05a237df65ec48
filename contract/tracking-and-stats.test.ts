/** Tracking events, then reading them back as admin stats: the same figures from both backends. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

const SITE = 'https://landingfacile.it';

contractSuite('tracking then stats', (ctx) => {
  it('counts page views, sessions, clicks and conversions with the contract semantics', async () => {
    const { api, clock } = ctx;
    clock.set('2026-03-10T09:00:00Z');
    const accepted = await api.post('/track/page-view', {
      page_url: `${SITE}/`,
      page_title: 'Home vecchia',
      referrer: null,
      session_id: 'session_a',
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ accepted: true });

    clock.set('2026-03-10T09:01:00Z');
    await api.post('/track/page-view', {
      page_url: `${SITE}/`,
      page_title: 'Landing Facile · Home',
      referrer: 'https://www.google.com/',
      session_id: 'session_b',
    });
    clock.set('2026-03-10T09:02:00Z');
    await api.post('/track/page-view', {
      page_url: `${SITE}/payment-selection`,
      page_title: 'Pagamento',
      session_id: 'session_b',
    });
    clock.set('2026-03-10T09:03:00Z');
    for (const session of ['session_a', 'session_b', 'session_c']) {
      await api.post('/track/click', {
        page_url: `${SITE}/`,
        element_id: 'get-started-button',
        element_class: 'header-cta',
        element_text: 'Inizia Ora',
        click_type: 'cta',
        session_id: session,
      });
    }
    clock.set('2026-03-10T09:04:00Z');
    await api.post('/track/click', {
      page_url: `${SITE}/`,
      element_text: 'Scegli Pro',
      click_type: 'button',
      session_id: 'session_a',
    });
    clock.set('2026-03-10T09:05:00Z');
    const conversion = await api.post('/track/conversion', {
      conversion_type: 'questionnaire_completed',
      questionnaire_id: null,
      plan_type: 'pro',
      value: 49,
      session_id: 'session_b',
      metadata: { selected_style: 'business' },
    });
    expect(conversion.status).toBe(202);
    // Scroll depth feeds the scroll map only: it is not a page view, click, conversion or activity.
    await api.post('/track/scroll', { page_url: `${SITE}/`, session_id: 'session_d', depth_percent: 80 });

    const stats = await api.get('/admin/stats', await api.adminToken());
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.body).toMatchObject({
      total_page_views: 3,
      unique_visitors: 3,
      total_clicks: 4,
      total_conversions: 1,
      conversion_rate: 33.33,
    });
    expect(stats.body.most_visited_pages).toEqual([
      { page_url: `${SITE}/`, page_title: 'Landing Facile · Home', views: 2 },
      { page_url: `${SITE}/payment-selection`, page_title: 'Pagamento', views: 1 },
    ]);
    expect(stats.body.most_clicked_elements).toEqual([
      { element_text: 'Inizia Ora', click_type: 'cta', page_url: `${SITE}/`, clicks: 3 },
      { element_text: 'Scegli Pro', click_type: 'button', page_url: `${SITE}/`, clicks: 1 },
    ]);
    expect(stats.body.recent_activity[0]).toEqual({
      type: 'conversion',
      page_url: null,
      details: 'Conversione «questionnaire_completed» · piano Dominio Pro · valore 49 €',
      timestamp: '2026-03-10T09:05:00.000Z',
    });
    expect(stats.body.recent_activity[1]).toMatchObject({ type: 'click', details: 'Click su «Scegli Pro» (button)' });
    expect(stats.body.recent_activity).toHaveLength(8);
    expect(stats.body.recent_activity.at(-1)).toMatchObject({
      type: 'page_view',
      details: 'Visualizzazione di «Home vecchia»',
    });
    expect(stats.body.timeseries.at(0)).toEqual({
      date: '2026-03-10',
      page_views: 3,
      unique_visitors: 3,
      clicks: 4,
      conversions: 1,
    });
    expect(stats.body.range).toEqual({ start_date: '2026-03-10', end_date: '2026-03-10' });
  });

  it('accepts a JSON body sent as text/plain (navigator.sendBeacon)', async () => {
    const { api } = ctx;
    const before = (await api.get('/admin/stats', await api.adminToken())).body.total_page_views;
    const beacon = await api.call('POST', '/track/page-view', {
      body: JSON.stringify({ page_url: `${SITE}/grazie`, page_title: 'Grazie!', session_id: 'session_beacon' }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(beacon.status).toBe(202);
    const after = await api.get('/admin/stats', await api.adminToken());
    expect(after.body.total_page_views).toBe(before + 1);
  });

  it('ignores known bots with 202 and accepted: false', async () => {
    const { api } = ctx;
    const before = (await api.get('/admin/stats', await api.adminToken())).body.total_page_views;
    const bot = await api.call('POST', '/track/page-view', {
      json: { page_url: `${SITE}/`, session_id: 'session_bot' },
      headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect(bot.status).toBe(202);
    expect(bot.body).toEqual({ accepted: false });
    expect((await api.get('/admin/stats', await api.adminToken())).body.total_page_views).toBe(before);
  });

  it('keeps only the ten most visited pages and the twenty newest activities', async () => {
    const { api, clock } = ctx;
    for (let page = 0; page < 12; page += 1) {
      clock.set(`2026-03-11T10:${String(page).padStart(2, '0')}:00Z`);
      await api.post('/track/page-view', {
        page_url: `${SITE}/stile${page + 1}`,
        page_title: `Stile ${page + 1}`,
        session_id: `session_p${page}`,
      });
    }
    const stats = await api.get('/admin/stats?start_date=2026-03-11&end_date=2026-03-11', await api.adminToken());
    expect(stats.status, stats.text).toBe(200);
    expect(stats.body.most_visited_pages).toHaveLength(10);
    expect(stats.body.recent_activity).toHaveLength(12);
    expect(stats.body.recent_activity[0].page_url).toBe(`${SITE}/stile12`);
    const all = await api.get('/admin/stats', await api.adminToken());
    expect(all.body.recent_activity).toHaveLength(20);
  });
});
