/** Every error case of the contract, as application/problem+json with the same status, field and text. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';
import type { Problem } from '@core/api';

const PAGE = 'https://landingfacile.it/';

contractSuite('errors', (ctx) => {
  function expectProblem(
    answer: { status: number; headers: Headers; body: Partial<Problem> },
    status: number,
    field?: string,
  ) {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body).toMatchObject({
      status,
      type: expect.stringMatching(/^\/problemi\//),
      title: expect.any(String),
    });
    expect(typeof answer.body.request_id).toBe('string');
    if (field !== undefined) expect(answer.body.field).toBe(field);
  }

  it('400 names the missing or invalid field, in Italian', async () => {
    const { api } = ctx;
    const missing = await api.post('/track/page-view', { session_id: 'session_x' });
    expectProblem(missing, 400, 'page_url');
    expect(missing.body.detail).toMatch(/page_url/);
    expectProblem(
      await api.post('/track/click', { page_url: PAGE, session_id: 's', click_type: 'doppio' }),
      400,
      'click_type',
    );
    expectProblem(
      await api.post('/track/scroll', { page_url: PAGE, session_id: 's', depth_percent: 140 }),
      400,
      'depth_percent',
    );
    expectProblem(await api.post('/track/page-view', { page_url: 'x'.repeat(2001), session_id: 's' }), 400, 'page_url');
    expectProblem(
      await api.post('/questionnaire/start', { session_id: 'session_q', plan_type: 'gold' }),
      400,
      'plan_type',
    );
    expectProblem(await api.post('/admin/login', { username: 'operatore' }), 400, 'password');
    expectProblem(await api.post('/client/login', {}), 400, 'access_token');
    const admin = await api.adminToken();
    expectProblem(await api.post('/admin/create-client-access', { domain: 'Non È Un Dominio' }, admin), 400, 'domain');
    // The contract's shape, but never a public site: a local name, or one that only spells an address.
    const client = await api.createClient({ domain: 'pizzeria.it' });
    for (const domain of ['shop.localhost', '127.0.0.1.nip.io', 'nas.local', '10-0-0-1.sslip.io']) {
      expectProblem(await api.post('/admin/create-client-access', { domain }, admin), 400, 'domain');
      expectProblem(
        await api.call('PATCH', `/admin/clients/${client.clientId}`, { json: { domain }, token: admin }),
        400,
        'domain',
      );
    }
    expectProblem(await api.call('PATCH', '/admin/clients/qualcuno', { json: {}, token: admin }), 400);
    expectProblem(
      await api.post('/admin/create-client-access', { questionnaire_id: 'qst_inesistente' }, admin),
      400,
      'questionnaire_id',
    );
  });

  it('400 for malformed JSON, and for a missing required body', async () => {
    const { api } = ctx;
    const broken = await api.call('POST', '/track/click', {
      body: '{"page_url": "https://x.it/",',
      contentType: 'application/json',
    });
    expectProblem(broken, 400);
    expect(broken.body.detail).toBe('Il corpo della richiesta non è un JSON valido.');
    expectProblem(await api.call('POST', '/track/page-view', { body: 'non json', contentType: 'text/plain' }), 400);
    expectProblem(await api.call('POST', '/admin/login', {}), 400);
  });

  it('401 without credentials, with the same problem on every protected call', async () => {
    for (const path of [
      '/admin/stats',
      '/admin/clients',
      '/admin/export/csv',
      '/admin/questionnaires',
      '/client/stats',
      '/client/export/csv',
    ]) {
      const answer = await ctx.api.get(path);
      expectProblem(answer, 401);
      expect(answer.body.detail).toBe('Credenziali mancanti, non valide o scadute.');
    }
  });

  it('404 for unknown API paths, sessions, clients and questionnaires', async () => {
    const { api } = ctx;
    expectProblem(await api.get('/non-esiste'), 404);
    expectProblem(await api.get('/admin/qualcosa/di/strano'), 404);
    const chat = await api.post('/questionnaire/chat/session_sconosciuta', { role: 'user', content: 'Ciao' });
    expectProblem(chat, 404);
    expect(chat.body.detail).toBe('Sessione del questionario non trovata.');
    expectProblem(await api.post('/questionnaire/complete/session_sconosciuta'), 404);
    const admin = await api.adminToken();
    expectProblem(await api.get('/admin/questionnaires/qst_inesistente', admin), 404);
    expectProblem(await api.get(`/admin/clients/nessuno/heatmap?page_url=${encodeURIComponent(PAGE)}`, admin), 404);
  });

  it('405 for a known path with another method', async () => {
    const answer = await ctx.api.call('DELETE', '/admin/clients');
    expectProblem(answer, 405);
    expect(answer.headers.get('allow')).toContain('GET');
  });

  it('413 for bodies over 16 KB on /track and over 64 KB elsewhere', async () => {
    const { api } = ctx;
    const track = await api.post('/track/page-view', {
      page_url: PAGE,
      session_id: 's',
      page_title: 'x'.repeat(17 * 1024),
    });
    expectProblem(track, 413);
    const chat = await api.post('/questionnaire/start', {
      session_id: 's',
      plan_type: 'basic',
      note: 'x'.repeat(65 * 1024),
    });
    expectProblem(chat, 413);
    // Just under the limit is a 400 for the over-long title, not a 413.
    const under = await api.post('/track/page-view', {
      page_url: PAGE,
      session_id: 's',
      page_title: 'x'.repeat(15 * 1024),
    });
    expectProblem(under, 400, 'page_title');
  });

  it('rejects an empty chat message with 400 on content', async () => {
    const { api } = ctx;
    const start = await api.post('/questionnaire/start', { session_id: 'session_vuota', plan_type: 'basic' });
    expect(start.status).toBe(200);
    expectProblem(
      await api.post('/questionnaire/chat/session_vuota', { role: 'user', content: '   ' }),
      400,
      'content',
    );
    expectProblem(
      await api.post('/questionnaire/chat/session_vuota', { role: 'user', content: 'x'.repeat(2001) }),
      400,
      'content',
    );
  });
});
