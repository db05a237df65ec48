/**
 * Custom domains (Pro) and the TLS ask endpoint, alike on every backend: the operator's client detail with
 * the domain's verification, «Verifica ora» for the operator and the client (limited per client), and
 * Caddy's question. The servers ask a DNS server with no records (contract/support/targets.ts), so a first
 * check finds no TXT record; the demo cannot ask DNS and says so. Either way the domain stays `pending`.
 */
import { expect, it } from 'vitest';
import { LIMIT_RULES } from '@core/backend/limits';
import { contractSuite } from './support/suite';

contractSuite('custom domains', (ctx) => {
  it('shows a Pro client with its domain verification: the records to set and the state', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const { clientId } = await api.createClient({ plan: 'pro', domain: 'trattoriadamario.it' });
    const detail = await api.get(`/admin/clients/${clientId}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(detail.body).toMatchObject({
      client_id: clientId,
      questionnaire_id: null,
      domain: 'trattoriadamario.it',
      is_active: true,
      plan: 'pro',
      verification: {
        domain: 'trattoriadamario.it',
        record: '_landingfacile.trattoriadamario.it',
        status: 'pending',
        checked_at: null,
      },
    });
    expect(detail.body.created_at).toEqual(expect.any(String));
    const { value, records } = detail.body.verification;
    expect(value).toMatch(/^landingfacile-verify=[A-Za-z0-9_-]{20,}$/);
    expect(records).toContainEqual({ type: 'TXT', name: '_landingfacile.trattoriadamario.it', value });
    expect(records).toContainEqual(expect.objectContaining({ type: 'CNAME', name: 'www.trattoriadamario.it' }));
    expect(records).toContainEqual(expect.objectContaining({ type: 'A', name: 'trattoriadamario.it' }));
    // The token is kept: the same value on the next read.
    expect((await api.get(`/admin/clients/${clientId}`, admin)).body.verification.value).toBe(value);
  });

  it('starts over with a new token when the operator changes the domain', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const { clientId } = await api.createClient({ plan: 'pro', domain: 'primo-dominio.it' });
    const before = (await api.get(`/admin/clients/${clientId}`, admin)).body.verification;
    await api.call('PATCH', `/admin/clients/${clientId}`, { token: admin, json: { domain: 'www.secondo-dominio.it' } });
    const after = (await api.get(`/admin/clients/${clientId}`, admin)).body.verification;
    expect(after).toMatchObject({ domain: 'www.secondo-dominio.it', record: '_landingfacile.secondo-dominio.it' });
    expect(after.value).not.toBe(before.value);
  });

  it('has no verification for a Basic client or a client without a domain', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    for (const body of [{ plan: 'basic', domain: 'negoziobase.it' }, { plan: 'pro' }]) {
      const { clientId } = await api.createClient(body);
      expect((await api.get(`/admin/clients/${clientId}`, admin)).body.verification).toBeNull();
    }
    expect((await api.get('/admin/clients/client_inesistente', admin)).status).toBe(404);
    expect((await api.get('/admin/clients/client_inesistente')).status).toBe(401);
  });

  it('checks a domain now for the operator and for the client, with the state and its reason', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const { clientId, session } = await api.createClient({ plan: 'pro', domain: 'gelateriadelcorso.it' });
    const checked = await api.post(`/admin/clients/${clientId}/domain/check`, undefined, admin);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ domain: 'gelateriadelcorso.it', status: 'pending' });
    expect(checked.body.checked_at).toEqual(expect.any(String));
    expect(checked.body.reason).toMatch(
      api.target.name === 'mock'
        ? /Nella demo il DNS non viene interrogato/
        : /Il record TXT _landingfacile\.gelateriadelcorso\.it non è stato trovato/,
    );
    const own = await api.get('/client/domain', session);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      domain: 'gelateriadelcorso.it',
      verification: { status: 'pending', checked_at: checked.body.checked_at },
    });
    const ownCheck = await api.post('/client/domain/check', undefined, session);
    expect(ownCheck.status).toBe(200);
    expect(ownCheck.body.value).toBe(checked.body.value);
  });

  it('limits checks per client, the operator and the client together, with Retry-After', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const { clientId, session } = await api.createClient({ plan: 'pro', domain: 'lavanderiarapida.it' });
    const other = await api.createClient({ plan: 'pro', domain: 'altracliente.it' });
    for (let i = 0; i < LIMIT_RULES.domainCheck.points; i += 1) {
      const answer =
        i % 2 === 0
          ? await api.post('/client/domain/check', undefined, session)
          : await api.post(`/admin/clients/${clientId}/domain/check`, undefined, admin);
      expect(answer.status).toBe(200);
    }
    const refused = await api.post(`/admin/clients/${clientId}/domain/check`, undefined, admin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client's checks are its own.
    expect((await api.post('/client/domain/check', undefined, other.session)).status).toBe(200);
  });

  it('refuses a check without a domain or on the Basic plan (409), and Basic clients their own domain (403)', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const none = await api.createClient({ plan: 'pro' });
    const noDomain = await api.post(`/admin/clients/${none.clientId}/domain/check`, undefined, admin);
    expect(noDomain.status).toBe(409);
    expect((await api.post('/client/domain/check', undefined, none.session)).status).toBe(409);
    expect((await api.get('/client/domain', none.session)).body).toEqual({ domain: null, verification: null });
    const basic = await api.createClient({ plan: 'basic', domain: 'sempliceweb.it' });
    const basicCheck = await api.post(`/admin/clients/${basic.clientId}/domain/check`, undefined, admin);
    expect(basicCheck.status).toBe(409);
    expect(basicCheck.body.detail).toMatch(/piano Pro/);
    expect((await api.get('/client/domain', basic.session)).status).toBe(403);
    expect((await api.post('/client/domain/check', undefined, basic.session)).status).toBe(403);
    expect((await api.post('/admin/clients/client_inesistente/domain/check', undefined, admin)).status).toBe(404);
    // The client's token does not open the operator's operation.
    expect((await api.post(`/admin/clients/${basic.clientId}/domain/check`, undefined, basic.session)).status).toBe(
      403,
    );
  });

  it('answers the TLS ask with 404 for every name it does not serve, and 400 without a name', async () => {
    const { api } = ctx;
    await api.createClient({ plan: 'pro', domain: 'nonverificato.it' });
    for (const domain of [
      'nonverificato.it',
      'www.nonverificato.it',
      'sconosciuto.example',
      'localhost',
      '127.0.0.1',
    ]) {
      const answer = await api.get(`/tls/ask?domain=${encodeURIComponent(domain)}`);
      expect(answer.status).toBe(404);
    }
    expect((await api.get('/tls/ask')).status).toBe(400);
    expect((await api.get('/tls/ask?domain=')).status).toBe(400);
  });
});
