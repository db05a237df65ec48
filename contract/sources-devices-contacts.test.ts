/**
 * Analytics an owner can act on (issue 32), the same on every backend: where visitors come from, on which
 * device, the contacts the page generated, each compared with the period before; the heatmap's busiest
 * device, coverage and zones; the CSV for a person.
 */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

const SITE = 'https://trattoria-esempio.it';

contractSuite('sources, devices, contacts and the period before', (ctx) => {
  let clientToken: string;
  let clientId: string;

  it('sets up a Pro client and a week of visits around the start of summer time', async () => {
    const { api, clock } = ctx;
    const client = await api.createClient({ domain: 'trattoria-esempio.it', plan: 'pro' });
    clientId = client.clientId;
    const track = async (at: string, path: string, body: Record<string, unknown>) => {
      clock.set(at);
      const answer = await api.post(`/track/${path}`, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
    };
    // The previous period (26-28 March): two direct visitors, one call.
    await track('2026-03-26T10:00:00Z', 'page-view', {
      page_url: `${SITE}/`,
      session_id: 'prima1',
      viewport_width: 1280,
    });
    await track('2026-03-28T22:30:00Z', 'page-view', {
      page_url: `${SITE}/`,
      session_id: 'prima2',
      viewport_width: 390,
    });
    await track('2026-03-28T22:31:00Z', 'click', {
      page_url: `${SITE}/`,
      session_id: 'prima2',
      click_type: 'link',
      element_text: '+39 06 1234567',
      link_url: 'tel:+39061234567',
    });
    // The range (29-31 March): a visitor from Google on a phone taps «Chiama» (00:30 of 29 March in Rome).
    await track('2026-03-28T23:30:00Z', 'page-view', {
      page_url: `${SITE}/`,
      session_id: 'google1',
      referrer: 'https://www.google.it/',
      viewport_width: 390,
    });
    await track('2026-03-28T23:31:00Z', 'click', {
      page_url: `${SITE}/`,
      session_id: 'google1',
      click_type: 'link',
      element_text: 'Chiama',
      link_url: 'tel:+39061234567',
      click_x: 0.5,
      click_y: 620,
      viewport_width: 390,
    });
    // ...moves to another page (a referrer on the same site: no new source).
    await track('2026-03-28T23:32:00Z', 'page-view', {
      page_url: `${SITE}/menu`,
      session_id: 'google1',
      referrer: `${SITE}/`,
      viewport_width: 390,
    });
    // A newsletter reader on a computer sends the booking form and opens WhatsApp.
    await track('2026-03-30T08:00:00Z', 'page-view', {
      page_url: `${SITE}/`,
      session_id: 'news1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'menu-di-pasqua',
      viewport_width: 1440,
    });
    await track('2026-03-30T08:01:00Z', 'form', {
      page_url: `${SITE}/`,
      session_id: 'news1',
      element_text: 'Prenota',
      viewport_width: 1440,
    });
    await track('2026-03-30T08:02:00Z', 'click', {
      page_url: `${SITE}/`,
      session_id: 'news1',
      click_type: 'link',
      element_text: 'Scrivici su WhatsApp',
      link_url: 'https://wa.me/39333123456',
    });
    // An Instagram visitor on a phone asks for directions and taps «Chiama» with the keyboard (no position).
    await track('2026-03-31T18:00:00Z', 'page-view', {
      page_url: `${SITE}/`,
      session_id: 'insta1',
      referrer: 'https://l.instagram.com/',
      viewport_width: 412,
    });
    await track('2026-03-31T18:01:00Z', 'click', {
      page_url: `${SITE}/`,
      session_id: 'insta1',
      click_type: 'link',
      element_text: 'Indicazioni',
      link_url: 'https://maps.app.goo.gl/abc',
      click_x: 0.52,
      click_y: 640,
      viewport_width: 412,
    });
    await track('2026-03-31T18:02:00Z', 'click', {
      page_url: `${SITE}/`,
      session_id: 'insta1',
      click_type: 'link',
      element_text: 'Chiama',
      link_url: 'tel:+39061234567',
      viewport_width: 412,
    });
    clock.set('2026-04-01T09:00:00Z');
    const login = await api.post('/client/login', { access_token: client.accessToken });
    clientToken = login.body.access_token as string;
  });

  it('compares the range with the period of the same length just before it', async () => {
    const stats = await ctx.api.get('/client/stats?start_date=2026-03-29&end_date=2026-03-31', clientToken);
    expect(stats.status).toBe(200);
    // The SPEC's figures are untouched: a form sent is a contact, not a click, a visitor or an activity.
    expect(stats.body).toMatchObject({
      total_page_views: 4,
      unique_visitors: 3,
      total_clicks: 4,
      total_conversions: 0,
    });
    expect(stats.body.recent_activity.map((a: { type: string }) => a.type)).not.toContain('form_submit');
    expect(stats.body.previous).toMatchObject({
      range: { start_date: '2026-03-26', end_date: '2026-03-28' },
      total_page_views: 2,
      unique_visitors: 2,
      total_clicks: 1,
      total_conversions: 0,
      conversion_rate: 0,
    });
    expect(stats.body.previous.timeseries.map((d: { date: string }) => d.date)).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
    ]);
    expect(stats.body.previous.timeseries.map((d: { page_views: number }) => d.page_views)).toEqual([1, 0, 1]);
  });

  it('says where visitors came from, on which device, and the contacts by kind with the period before', async () => {
    const stats = await ctx.api.get('/client/stats?start_date=2026-03-29&end_date=2026-03-31', clientToken);
    expect(stats.body.sources).toEqual({
      channels: [
        { channel: 'search', visitors: 1 },
        { channel: 'social', visitors: 1 },
        { channel: 'email', visitors: 1 },
      ],
      sources: [
        { channel: 'search', source: 'Google', visitors: 1 },
        { channel: 'social', source: 'Instagram', visitors: 1 },
        { channel: 'email', source: 'newsletter', visitors: 1 },
      ],
      campaigns: [{ campaign: 'menu-di-pasqua', visitors: 1 }],
    });
    expect(stats.body.devices).toEqual([
      { device: 'phone', visitors: 2 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 1 },
    ]);
    expect(stats.body.contacts).toEqual({
      total: 5,
      previous_total: 1,
      by_kind: [
        { kind: 'call', contacts: 2, previous: 1 },
        { kind: 'whatsapp', contacts: 1, previous: 0 },
        { kind: 'email', contacts: 0, previous: 0 },
        { kind: 'directions', contacts: 1, previous: 0 },
        { kind: 'form', contacts: 1, previous: 0 },
      ],
    });
    // The operator reads the same for the client, and the same figures among everything.
    const asAdmin = await ctx.api.get(
      `/admin/clients/${clientId}/stats?start_date=2026-03-29&end_date=2026-03-31`,
      await ctx.api.adminToken(),
    );
    expect(asAdmin.body).toEqual(stats.body);
  });

  it('has no period before all time: previous is null, and so are the contacts’ comparisons', async () => {
    const stats = await ctx.api.get('/client/stats', clientToken);
    expect(stats.body.previous).toBeNull();
    expect(stats.body.contacts.previous_total).toBeNull();
    expect(stats.body.contacts.by_kind.every((k: { previous: number | null }) => k.previous === null)).toBe(true);
    expect(stats.body.sources.channels).toContainEqual({ channel: 'direct', visitors: 2 });
    const upTo = await ctx.api.get('/client/stats?end_date=2026-03-30', clientToken);
    expect(upTo.body.previous).toBeNull();
  });

  it('opens the heatmap on the busiest device, says which share it shows, and names each zone', async () => {
    const heatmap = await ctx.api.get(
      `/client/heatmap?page_url=${encodeURIComponent(`${SITE}/`)}&start_date=2026-03-29&end_date=2026-03-31`,
      clientToken,
    );
    expect(heatmap.status).toBe(200);
    expect(heatmap.body.device).toBe('desktop');
    expect(heatmap.body.total_clicks).toBe(0);
    expect(heatmap.body.busiest_device).toBe('phone');
    expect(heatmap.body.coverage).toEqual({
      site_clicks: 4,
      page_clicks: 4,
      without_position: 2,
      by_device: [
        { device: 'phone', clicks: 2 },
        { device: 'tablet', clicks: 0 },
        { device: 'desktop', clicks: 0 },
      ],
    });
    const phone = await ctx.api.get(
      `/client/heatmap?page_url=${encodeURIComponent(`${SITE}/`)}&device=phone&start_date=2026-03-29&end_date=2026-03-31`,
      clientToken,
    );
    expect(phone.body.total_clicks).toBe(2);
    // Both taps fell in one cell; «Chiama» and «Indicazioni» tie, the first in code-point order names it.
    expect(phone.body.zones).toHaveLength(1);
    expect(phone.body.zones[0]).toEqual({ column: 10, row: 12, count: 2, element_text: 'Chiama', element_clicks: 1 });
  });

  it('writes the CSV for a person: Italian columns, Rome time, source, device and contact', async () => {
    const csv = await ctx.api.get('/client/export/csv?start_date=2026-03-29&end_date=2026-03-29', clientToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="client_analytics.csv"');
    const [header, ...rows] = csv.text.slice(1).split('\r\n');
    const columns = header!.split(';');
    const cell = (row: string, name: string) => row.split(';')[columns.indexOf(name)];
    for (const name of [
      'Data e ora (Roma)',
      'Data e ora UTC',
      'Fonte',
      'Campagna',
      'Dispositivo',
      'Elemento',
      'Contatto',
    ])
      expect(columns).toContain(name);
    expect(columns.indexOf('Elemento')).toBeLessThan(columns.indexOf('Classe CSS dell’elemento'));
    const view = rows.find((row) => row.includes('google1') && row.includes('Visualizzazione'))!;
    expect(cell(view, 'Data e ora (Roma)')).toBe('2026-03-29 00:30:00');
    expect(cell(view, 'Fonte')).toBe('Google');
    expect(cell(view, 'Dispositivo')).toBe('Telefono');
    const call = rows.find((row) => row.includes('google1') && row.includes('Click'))!;
    expect(cell(call, 'Elemento')).toBe('Chiama');
    expect(cell(call, 'Contatto')).toBe('Chiamata');
    expect(csv.text).not.toContain('tel:+39061234567');
  });
});
