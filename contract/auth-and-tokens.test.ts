/** Logins, session tokens and the rules around them, identical on both backends. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';
import { CONTRACT_ADMIN } from './support/targets';

/** A JWT whose header says alg none, carrying otherwise plausible admin claims. */
function unsignedToken(sub: string, aud: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, ver: 1, aud, iat: now, exp: now + 3600 })}.`;
}

contractSuite('login and tokens', (ctx) => {
  it('logs the admin in with a 12-hour bearer token', async () => {
    const login = await ctx.api.post('/admin/login', CONTRACT_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.token_type).toBe('bearer');
    expect(login.body.expires_in).toBe(43_200);
    expect(login.body.access_token.split('.')).toHaveLength(3);
    expect((await ctx.api.get('/admin/clients', login.body.access_token)).status).toBe(200);
  });

  it('gives a wrong username and a wrong password the same 401', async () => {
    const wrongPassword = await ctx.api.post('/admin/login', {
      username: CONTRACT_ADMIN.username,
      password: 'sbagliata',
    });
    const wrongUser = await ctx.api.post('/admin/login', { username: 'nessuno', password: CONTRACT_ADMIN.password });
    for (const answer of [wrongPassword, wrongUser]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body).toMatchObject({ status: 401, title: 'Non autorizzato', detail: 'Credenziali non valide.' });
    }
  });

  it('refuses missing, malformed, unsigned and foreign tokens', async () => {
    const { api } = ctx;
    expect((await api.get('/admin/stats')).status).toBe(401);
    expect((await api.get('/admin/stats', 'non-un-token')).status).toBe(401);
    expect((await api.get('/admin/stats', unsignedToken(CONTRACT_ADMIN.username, 'admin'))).status).toBe(401);
    const admin = await api.adminToken();
    const [header, payload] = admin.split('.');
    expect((await api.get('/admin/stats', `${header}.${payload}.firma-falsa`)).status).toBe(401);
    const lowerCase = await api.call('GET', '/admin/stats', { headers: { Authorization: `bearer ${admin}` } });
    expect(lowerCase.status).toBe(200);
  });

  it('keeps the two areas apart: a client token on an admin call and the reverse are refused', async () => {
    const { api } = ctx;
    const client = await api.createClient({ domain: 'pizzeriadagennaro.it', plan: 'pro' });
    const admin = await api.adminToken();
    for (const path of ['/admin/stats', '/admin/clients', '/admin/questionnaires']) {
      const answer = await api.get(path, client.session);
      expect([401, 403]).toContain(answer.status);
      expect(answer.body.status).toBe(answer.status);
    }
    for (const path of ['/client/stats', '/client/export/csv']) {
      const answer = await api.get(path, admin);
      expect([401, 403]).toContain(answer.status);
    }
    // The raw access token is not a session token either.
    expect((await api.get('/client/stats', client.accessToken)).status).toBe(401);
  });

  it('logs a client in with its access token and returns its record', async () => {
    const { api } = ctx;
    const created = await api.post(
      '/admin/create-client-access',
      { domain: 'fioreriailgirasole.it', plan: 'basic' },
      await api.adminToken(),
    );
    expect(created.status).toBe(201);
    expect(created.body.client).toMatchObject({
      domain: 'fioreriailgirasole.it',
      plan: 'basic',
      is_active: true,
      questionnaire_id: null,
    });
    expect(created.body.access_token.length).toBeGreaterThanOrEqual(43);
    const login = await api.post('/client/login', { access_token: created.body.access_token });
    expect(login.status).toBe(200);
    expect(login.body.client.client_id).toBe(created.body.client_id);
    expect(login.body.expires_in).toBe(43_200);
    const wrong = await api.post('/client/login', { access_token: 'token-inventato' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Access token non valido o scaduto.');
  });

  it('locks a disabled client out at once, and lets it back in when enabled again', async () => {
    const { api } = ctx;
    const client = await api.createClient({ domain: 'studiopsicologiarossi.it' });
    expect((await api.get('/client/stats', client.session)).status).toBe(200);
    const admin = await api.adminToken();
    const disabled = await api.call('PATCH', `/admin/clients/${client.clientId}`, {
      json: { is_active: false },
      token: admin,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.is_active).toBe(false);
    expect((await api.get('/client/stats', client.session)).status).toBe(401);
    expect((await api.post('/client/login', { access_token: client.accessToken })).status).toBe(401);
    await api.call('PATCH', `/admin/clients/${client.clientId}`, { json: { is_active: true }, token: admin });
    expect((await api.post('/client/login', { access_token: client.accessToken })).status).toBe(200);
    // Sessions made before the client was disabled stay invalid.
    expect((await api.get('/client/stats', client.session)).status).toBe(401);
  });

  it('a rotated token replaces the old one and ends its sessions', async () => {
    const { api } = ctx;
    const client = await api.createClient({ domain: 'avvocatobianchi.it' });
    const rotated = await api.post(`/admin/clients/${client.clientId}/rotate-token`, undefined, await api.adminToken());
    expect(rotated.status).toBe(200);
    expect(rotated.body.client_id).toBe(client.clientId);
    expect(rotated.body.access_token).not.toBe(client.accessToken);
    expect((await api.post('/client/login', { access_token: client.accessToken })).status).toBe(401);
    expect((await api.get('/client/stats', client.session)).status).toBe(401);
    const fresh = await api.post('/client/login', { access_token: rotated.body.access_token });
    expect(fresh.status).toBe(200);
    expect((await api.get('/client/stats', fresh.body.access_token)).status).toBe(200);
  });

  it('a session ends 12 hours after login', async () => {
    const { api, clock } = ctx;
    // Anchored to the real time, so both token codecs (which stamp with different clocks) agree.
    const start = Date.now();
    clock.set(new Date(start).toISOString());
    const admin = await api.adminToken();
    clock.set(new Date(start + 11 * 3_600_000).toISOString());
    expect((await api.get('/admin/clients', admin)).status).toBe(200);
    clock.set(new Date(start + 12 * 3_600_000 + 1_000).toISOString());
    expect((await api.get('/admin/clients', admin)).status).toBe(401);
  });

  it('lists clients newest first and creates one from the empty body of the SPEC', async () => {
    const { api, clock } = ctx;
    // Later than every client made above (and within the server codec's real-time validity, see above).
    clock.set(new Date(Date.now() + 3_600_000).toISOString());
    const admin = await api.adminToken();
    const empty = await api.call('POST', '/admin/create-client-access', { token: admin });
    expect(empty.status).toBe(201);
    expect(empty.body.client).toMatchObject({ domain: null, questionnaire_id: null, plan: 'basic', is_active: true });
    const list = await api.get('/admin/clients', admin);
    expect(list.body.clients[0].client_id).toBe(empty.body.client_id);
    const unknown = await api.call('PATCH', '/admin/clients/cliente_inesistente', {
      json: { is_active: false },
      token: admin,
    });
    expect(unknown.status).toBe(404);
    const rotateUnknown = await api.post('/admin/clients/cliente_inesistente/rotate-token', undefined, admin);
    expect(rotateUnknown.status).toBe(404);
  });
});
