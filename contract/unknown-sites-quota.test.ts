/**
 * Tracking stores events for the sites the product knows; events for any other host share one quota a day
 * (TRACK_UNKNOWN_SITES_PER_DAY, 3 here), past which they are answered 202 `accepted: false` and not
 * stored. The operator's stats count what was stored and dropped today.
 */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

const LIMIT = 3;

const pageView = (host: string, session: string) => ({
  page_url: `https://${host}/`,
  page_title: 'Pagina',
  referrer: null,
  session_id: session,
});

contractSuite(
  'unknown sites quota',
  (ctx) => {
    it('stores a day’s quota of events for unknown hosts in all, then drops them, counting the drops', async () => {
      const { api, clock } = ctx;
      clock.set('2026-05-04T08:00:00Z');
      const hosts = ['riempi-1.example', 'riempi-2.example', 'www.riempi-3.example', 'riempi-4.example'];
      const answers = [];
      for (const [i, host] of [...hosts, ...hosts].entries()) {
        answers.push(await api.post('/track/page-view', pageView(host, `session_q${i}`)));
      }
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
      expect(answers.map((a) => a.body.accepted)).toEqual([true, true, true, false, false, false, false, false]);
      // Every other kind of event for an unknown host (and one without a page) counts against the same quota.
      const click = await api.post('/track/click', {
        page_url: 'https://riempi-1.example/',
        element_text: 'Prenota',
        click_type: 'button',
        session_id: 'session_q0',
      });
      const conversion = await api.post('/track/conversion', {
        conversion_type: 'lead',
        session_id: 'session_q0',
        metadata: { fill: 'x'.repeat(1000) },
      });
      expect([click.body.accepted, conversion.body.accepted]).toEqual([false, false]);

      const admin = await api.adminToken();
      const stats = await api.get('/admin/stats?start_date=2026-05-04&end_date=2026-05-04', admin);
      expect(stats.status).toBe(200);
      expect(stats.body.total_page_views).toBe(LIMIT);
      expect(stats.body.unknown_sites).toEqual({ day: '2026-05-04', limit: LIMIT, stored: LIMIT, dropped: 7 });
      const csv = await api.get('/admin/export/csv?start_date=2026-05-04&end_date=2026-05-04', admin);
      expect(csv.text.trim().split('\n')).toHaveLength(1 + LIMIT);
    });

    it('always stores a client’s domain (its www. form too), whatever the quota says', async () => {
      const { api, clock } = ctx;
      clock.set('2026-05-04T09:00:00Z');
      const client = await api.createClient({ domain: 'pasticceria-bianchi.it', plan: 'pro' });
      for (const host of ['pasticceria-bianchi.it', 'www.pasticceria-bianchi.it']) {
        const answer = await api.post('/track/page-view', pageView(host, 'session_client'));
        expect(answer.body).toEqual({ accepted: true });
      }
      // A domain set later is known from then on.
      const admin = await api.adminToken();
      const later = await api.createClient({ plan: 'pro' });
      expect((await api.post('/track/page-view', pageView('fioraio-verdi.it', 'session_v'))).body.accepted).toBe(false);
      const set = await api.call('PATCH', `/admin/clients/${later.clientId}`, {
        json: { domain: 'fioraio-verdi.it' },
        token: admin,
      });
      expect(set.status).toBe(200);
      expect((await api.post('/track/page-view', pageView('fioraio-verdi.it', 'session_v'))).body.accepted).toBe(true);

      const stats = await api.get('/client/stats?start_date=2026-05-04&end_date=2026-05-04', client.session);
      expect(stats.body.total_page_views).toBe(2);
      expect(stats.body).not.toHaveProperty('unknown_sites');
      const operator = await api.get('/admin/stats', admin);
      expect(operator.body.unknown_sites).toMatchObject({ day: '2026-05-04', stored: LIMIT, dropped: 8 });
    });

    it('gives every Rome day a fresh quota', async () => {
      const { api, clock } = ctx;
      // 23:30 UTC on 4 May is already 5 May in Rome.
      clock.set('2026-05-04T23:30:00Z');
      const next = await api.post('/track/page-view', pageView('riempi-1.example', 'session_next'));
      expect(next.body.accepted).toBe(true);
      const stats = await api.get('/admin/stats', await api.adminToken());
      expect(stats.body.unknown_sites).toEqual({ day: '2026-05-05', limit: LIMIT, stored: 1, dropped: 0 });
    });
  },
  { trackUnknownSitesPerDay: LIMIT },
);
