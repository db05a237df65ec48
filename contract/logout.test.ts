/** Logout ends the session on the server at once: its token is refused from then on, other sessions go on. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

contractSuite('logout', (ctx) => {
  it('ends the admin session of the token sent, and only that one', async () => {
    const { api } = ctx;
    const [ended, other] = [await api.adminToken(), await api.adminToken()];
    expect((await api.get('/admin/stats', ended)).status).toBe(200);

    const logout = await api.post('/admin/logout', undefined, ended);
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    expect(logout.headers.get('cache-control')).toContain('no-store');

    for (const path of ['/admin/stats', '/admin/clients', '/admin/questionnaires']) {
      expect((await api.get(path, ended)).status).toBe(401);
    }
    expect((await api.post('/admin/logout', undefined, ended)).status).toBe(401);
    expect((await api.get('/admin/stats', other)).status).toBe(200);
    // A new login works as before.
    expect((await api.get('/admin/stats', await api.adminToken())).status).toBe(200);
  });

  it('ends the client session of the token sent; the access token still logs in', async () => {
    const { api } = ctx;
    const client = await api.createClient({ domain: 'ortofrutta-rossi.it', plan: 'pro' });
    const second = await api.post('/client/login', { access_token: client.accessToken });
    expect((await api.get('/client/stats', client.session)).status).toBe(200);

    expect((await api.post('/client/logout', undefined, client.session)).status).toBe(204);
    expect((await api.get('/client/stats', client.session)).status).toBe(401);
    expect((await api.get('/client/export/csv', client.session)).status).toBe(401);
    expect((await api.get('/client/stats', second.body.access_token)).status).toBe(200);

    const again = await api.post('/client/login', { access_token: client.accessToken });
    expect(again.status).toBe(200);
    expect((await api.get('/client/stats', again.body.access_token)).status).toBe(200);
  });

  it('keeps the two areas apart and wants a session', async () => {
    const { api } = ctx;
    const client = await api.createClient({ plan: 'basic' });
    const admin = await api.adminToken();
    expect((await api.post('/admin/logout')).status).toBe(401);
    expect((await api.post('/client/logout')).status).toBe(401);
    expect([401, 403]).toContain((await api.post('/admin/logout', undefined, client.session)).status);
    expect([401, 403]).toContain((await api.post('/client/logout', undefined, admin)).status);
    // Neither refused call ended anything.
    expect((await api.get('/client/stats', client.session)).status).toBe(200);
    expect((await api.get('/admin/stats', admin)).status).toBe(200);
  });
});
