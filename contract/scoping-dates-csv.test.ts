/** Client scoping by domain, Rome calendar-day filters (across a DST change) and the CSV exports. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

contractSuite('client scoping, date filters and CSV', (ctx) => {
  let pizzeria: { clientId: string; accessToken: string };
  let noDomainToken: string;

  /** A session made now (the clock moves by days here, and sessions last 12 hours). */
  async function sessionOf(accessToken: string): Promise<string> {
    const login = await ctx.api.post('/client/login', { access_token: accessToken });
    expect(login.status).toBe(200);
    return login.body.access_token as string;
  }

  it('sets up clients and events around the start of summer time (29 March 2026)', async () => {
    const { api, clock } = ctx;
    pizzeria = await api.createClient({ domain: 'pizzeriadagennaro.it', plan: 'pro' });
    noDomainToken = (await api.createClient()).accessToken;
    const events: [string, string, string][] = [
      // [instant, page_url, session]
      ['2026-03-28T22:30:00Z', 'https://pizzeriadagennaro.it/', 's1'], // 23:30 on 28 March in Rome (CET)
      ['2026-03-28T23:30:00Z', 'https://www.pizzeriadagennaro.it/menu', 's2'], // 00:30 on 29 March
      ['2026-03-29T21:30:00Z', 'https://pizzeriadagennaro.it/', 's3'], // 23:30 on 29 March (CEST)
      ['2026-03-29T22:30:00Z', 'https://pizzeriadagennaro.it/', 's4'], // 00:30 on 30 March
      ['2026-03-29T10:00:00Z', 'https://menu.pizzeriadagennaro.it/', 's5'], // another host: not the client's
      ['2026-03-29T10:05:00Z', 'https://pizzeriadagennaro.it.evil.example/', 's6'],
      ['2026-03-29T10:10:00Z', 'https://altrapizzeria.it/', 's7'],
    ];
    for (const [at, page_url, session_id] of events.sort((a, b) => a[0].localeCompare(b[0]))) {
      clock.set(at);
      const answer = await api.post('/track/page-view', { page_url, page_title: 'Pizzeria da Gennaro', session_id });
      expect(answer.status).toBe(202);
    }
    clock.set('2026-03-31T09:00:00Z');
  });

  it('a client sees only its domain and its www. form', async () => {
    const stats = await ctx.api.get('/client/stats', await sessionOf(pizzeria.accessToken));
    expect(stats.status).toBe(200);
    expect(stats.body.total_page_views).toBe(4);
    expect(stats.body.unique_visitors).toBe(4);
    expect(stats.body.most_visited_pages.map((p: { page_url: string }) => p.page_url).sort()).toEqual([
      'https://pizzeriadagennaro.it/',
      // Stored as the ingestion pipeline folds it: `www.` and the rest of one page's forms are one row.
      'https://pizzeriadagennaro.it/menu',
    ]);
    const admin = await ctx.api.get('/admin/stats', await ctx.api.adminToken());
    expect(admin.body.total_page_views).toBe(7);
  });

  it("the admin reads a client's own figures; a client token or an unknown client is refused", async () => {
    const own = await ctx.api.get('/client/stats', await sessionOf(pizzeria.accessToken));
    const asAdmin = await ctx.api.get(`/admin/clients/${pizzeria.clientId}/stats`, await ctx.api.adminToken());
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(own.body);
    const unknown = await ctx.api.get('/admin/clients/cli_inesistente/stats', await ctx.api.adminToken());
    expect(unknown.status).toBe(404);
    const asClient = await ctx.api.get(
      `/admin/clients/${pizzeria.clientId}/stats`,
      await sessionOf(pizzeria.accessToken),
    );
    expect([401, 403]).toContain(asClient.status);
  });

  it('a client without a domain sees empty stats', async () => {
    const stats = await ctx.api.get('/client/stats', await sessionOf(noDomainToken));
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ total_page_views: 0, unique_visitors: 0, total_clicks: 0, conversion_rate: 0 });
    expect(stats.body.most_visited_pages).toEqual([]);
  });

  it('filters by inclusive Rome calendar days, across the DST change', async () => {
    const token = await sessionOf(pizzeria.accessToken);
    const day29 = await ctx.api.get('/client/stats?start_date=2026-03-29&end_date=2026-03-29', token);
    expect(day29.body.total_page_views).toBe(2);
    expect(day29.body.timeseries).toEqual([
      { date: '2026-03-29', page_views: 2, unique_visitors: 2, clicks: 0, conversions: 0 },
    ]);
    expect(day29.body.range).toEqual({ start_date: '2026-03-29', end_date: '2026-03-29' });
    const from29 = await ctx.api.get('/client/stats?start_date=2026-03-29', token);
    expect(from29.body.total_page_views).toBe(3);
    const until28 = await ctx.api.get('/client/stats?end_date=2026-03-28', token);
    expect(until28.body.total_page_views).toBe(1);
    const wholeRange = await ctx.api.get('/client/stats?start_date=2026-03-28&end_date=2026-03-30', token);
    expect(wholeRange.body.timeseries.map((d: { page_views: number }) => d.page_views)).toEqual([1, 2, 1]);
    // Empty values are ignored, as the web app leaves them out.
    const empty = await ctx.api.get('/client/stats?start_date=&end_date=', token);
    expect(empty.body.total_page_views).toBe(4);
  });

  it('refuses malformed, impossible and reversed dates with 400 naming the field', async () => {
    const admin = await ctx.api.adminToken();
    for (const [query, field] of [
      ['start_date=29-03-2026', 'start_date'],
      ['end_date=2026-13-01', 'end_date'],
      ['start_date=2026-02-30', 'start_date'],
      ['start_date=2026-03-30&end_date=2026-03-29', 'start_date'],
    ] as const) {
      const answer = await ctx.api.get(`/admin/stats?${query}`, admin);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
      expect(answer.body.detail, query).toBeTruthy();
    }
  });

  it('exports CSV for Italian spreadsheets: BOM, header, `;` separator, quoting, decimal commas, formula escaping', async () => {
    const { api, clock } = ctx;
    clock.set('2026-04-02T10:00:00Z');
    const nasty = [
      '=HYPERLINK("http://x.example","clic")',
      '+39 333 1234567',
      '-10',
      '@SUM(A1)',
      '\tTab',
      'Prenota, "subito"\ne paga',
      'x;=1+1;',
    ];
    for (const [index, text] of nasty.entries()) {
      clock.set(`2026-04-02T10:0${index}:00Z`);
      await api.post('/track/click', {
        page_url: 'https://pizzeriadagennaro.it/',
        element_text: text,
        click_type: 'button',
        session_id: `csv${index}`,
        click_x: 0.25,
      });
    }
    const csv = await api.get('/admin/export/csv?start_date=2026-04-02&end_date=2026-04-02', await api.adminToken());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="analytics_export.csv"');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]!.split(';')).toEqual(
      expect.arrayContaining([
        'Data e ora (Roma)',
        'Data e ora UTC',
        'Evento',
        'Pagina',
        'Elemento',
        'Tipo di click',
        'Visitatore',
      ]),
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x.example"",""clic"")"`);
    expect(csv.text).toContain(`'+39 333 1234567`);
    expect(csv.text).toContain(`;'-10;`);
    // One cell: an Italian Excel splits on `;`, so unquoted this would become a formula cell.
    expect(csv.text).toContain(`;"x;=1+1;";`);
    expect(csv.text).toContain(`;"0,25";`);
    expect(csv.text).toContain(`'@SUM(A1)`);
    expect(csv.text).toContain(`'\tTab`);
    expect(csv.text).toContain(`"Prenota, ""subito""\ne paga"`);
    expect(csv.text.endsWith('\r\n')).toBe(true);
    // Header, seven events, and the empty string after the final CRLF (the quoted \n is inside a cell).
    expect(lines).toHaveLength(1 + 7 + 1);
  });

  it('a client exports only its own events, as client_analytics.csv', async () => {
    const csv = await ctx.api.get(
      '/client/export/csv?start_date=2026-03-28&end_date=2026-03-30',
      await sessionOf(pizzeria.accessToken),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="client_analytics.csv"');
    const rows = csv.text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatch(/https:\/\/(www\.)?pizzeriadagennaro\.it\//);
    expect(csv.text).not.toContain('altrapizzeria.it');
    const none = await ctx.api.get('/client/export/csv', await sessionOf(noDomainToken));
    expect(none.text.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('gives Pro clients their heatmap and Basic clients a 403', async () => {
    const { api, clock } = ctx;
    clock.set('2026-04-03T12:00:00Z');
    for (const [x, y] of [
      [0.3, 540],
      [0.31, 548],
      [0.8, 3950],
    ] as const) {
      await api.post('/track/click', {
        page_url: 'https://pizzeriadagennaro.it/',
        element_text: 'Prenota un tavolo',
        click_type: 'cta',
        session_id: 'heat',
        click_x: x,
        click_y: y,
        viewport_width: 390,
      });
    }
    await api.post('/track/scroll', {
      page_url: 'https://pizzeriadagennaro.it/',
      session_id: 'heat',
      depth_percent: 64,
      viewport_width: 390,
    });
    const session = await sessionOf(pizzeria.accessToken);
    const query = `page_url=${encodeURIComponent('https://pizzeriadagennaro.it/')}&device=phone&start_date=2026-04-03`;
    const heatmap = await api.get(`/client/heatmap?${query}`, session);
    expect(heatmap.status).toBe(200);
    expect(heatmap.body.total_clicks).toBe(3);
    expect(heatmap.body.device).toBe('phone');
    const scrollmap = await api.get(`/client/scrollmap?${query}`, session);
    expect(scrollmap.status).toBe(200);
    const basic = await api.createClient({ domain: 'avvocatobianchi.it', plan: 'basic' });
    const refused = await api.get(`/client/heatmap?${query}`, basic.session);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Questa funzione è disponibile con il piano Pro.');
    const adminView = await api.get(`/admin/clients/${pizzeria.clientId}/heatmap?${query}`, await api.adminToken());
    expect(adminView.body).toEqual(heatmap.body);
    const missingPage = await api.get('/client/heatmap', session);
    expect(missingPage.status).toBe(400);
    expect(missingPage.body.field).toBe('page_url');
  });
});
