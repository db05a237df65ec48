import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { silentLogger } from '../src/logger';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  expectSecurityHeaders,
  makeDataDir,
  removeDir,
  startServer,
  type TestServer,
} from './helpers';

describe('admin and client authentication', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
    await removeDir(s.dataDir);
  });

  it('logs the admin in with a 12-hour HS256 token for audience admin', async () => {
    const r = await s.request('POST', '/api/admin/login', {
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: 'bearer', expires_in: 43200 });
    const decoded = jwt.decode(r.body.access_token, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toMatchObject({ aud: 'admin', sub: ADMIN_USERNAME });
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(43200);
  });

  it('answers a wrong username and a wrong password the same way', async () => {
    const user = await s.request('POST', '/api/admin/login', {
      json: { username: 'nessuno', password: ADMIN_PASSWORD },
      headers: { 'X-Test': '1' },
    });
    const pass = await s.request('POST', '/api/admin/login', {
      json: { username: ADMIN_USERNAME, password: 'sbagliata' },
    });
    expect(user.status).toBe(401);
    expect(pass.status).toBe(401);
    expect({ ...user.body, request_id: null }).toEqual({ ...pass.body, request_id: null });
    expect(user.body.detail).toBe('Credenziali non valide.');
    const empty = await s.request('POST', '/api/admin/login', { json: { username: '', password: 'x' } });
    expect(empty.body).toMatchObject({ status: 400, field: 'username' });
  });

  it('requires a valid bearer token on admin and client calls', async () => {
    const none = await s.request('GET', '/api/admin/stats');
    expect(none.status).toBe(401);
    expectSecurityHeaders(none.headers);
    expect((await s.request('GET', '/api/client/stats')).status).toBe(401);
    expect((await s.request('GET', '/api/admin/clients', { token: 'non.un.token' })).status).toBe(401);
    const admin = await s.adminToken();
    const [h, p] = admin.split('.');
    expect((await s.request('GET', '/api/admin/clients', { token: `${h}.${p}.firmafalsa` })).status).toBe(401);
    const none256 = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await s.request('GET', '/api/admin/clients', { token: none256 })).status).toBe(401);
  });

  it('refuses tokens without exp, with another algorithm or another secret', async () => {
    const secret = (await readFile(join(s.dataDir, 'jwt-secret'), 'utf8')).trim();
    const noExp = jwt.sign({ sub: ADMIN_USERNAME, ver: 1 }, secret, { algorithm: 'HS256', audience: 'admin' });
    expect((await s.request('GET', '/api/admin/clients', { token: noExp })).status).toBe(401);
    const hs512 = jwt.sign({ sub: ADMIN_USERNAME, ver: 1 }, secret, {
      algorithm: 'HS512',
      audience: 'admin',
      expiresIn: 60,
    });
    expect((await s.request('GET', '/api/admin/clients', { token: hs512 })).status).toBe(401);
    const expired = jwt.sign({ sub: ADMIN_USERNAME, ver: 1, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
      audience: 'admin',
    });
    expect((await s.request('GET', '/api/admin/clients', { token: expired })).status).toBe(401);
    const good = jwt.sign({ sub: ADMIN_USERNAME, ver: 1, sid: 'sessione-di-prova' }, secret, {
      algorithm: 'HS256',
      audience: 'admin',
      expiresIn: 60,
    });
    expect((await s.request('GET', '/api/admin/clients', { token: good })).status).toBe(200);
    // Without a session id, logout could not end it: refused.
    const noSid = jwt.sign({ sub: ADMIN_USERNAME, ver: 1 }, secret, {
      algorithm: 'HS256',
      audience: 'admin',
      expiresIn: 60,
    });
    expect((await s.request('GET', '/api/admin/clients', { token: noSid })).status).toBe(401);
    const otherSecret = jwt.sign({ sub: ADMIN_USERNAME, ver: 1 }, 'y'.repeat(40), {
      algorithm: 'HS256',
      audience: 'admin',
      expiresIn: 60,
    });
    expect((await s.request('GET', '/api/admin/clients', { token: otherSecret })).status).toBe(401);
  });

  it('keeps roles apart: a client token on admin calls and the reverse get 403', async () => {
    const client = await s.createClient({ domain: 'pizzeria.it' });
    const onAdmin = await s.request('GET', '/api/admin/stats', { token: client.session });
    expect(onAdmin.status).toBe(403);
    const onClient = await s.request('GET', '/api/client/stats', { token: await s.adminToken() });
    expect(onClient.status).toBe(403);
    // The raw access token is not a session token.
    expect((await s.request('GET', '/api/client/stats', { token: client.accessToken })).status).toBe(401);
  });

  it('locks a disabled client out at once and lets it back in when enabled', async () => {
    const admin = await s.adminToken();
    const client = await s.createClient({ domain: 'pizzeria.it' });
    expect((await s.request('GET', '/api/client/stats', { token: client.session })).status).toBe(200);
    const disabled = await s.request('PATCH', `/api/admin/clients/${client.clientId}`, {
      json: { is_active: false },
      token: admin,
    });
    expect(disabled.body).toMatchObject({ is_active: false });
    expect((await s.request('GET', '/api/client/stats', { token: client.session })).status).toBe(401);
    const relogin = await s.request('POST', '/api/client/login', { json: { access_token: client.accessToken } });
    expect(relogin.status).toBe(401);
    expect(relogin.body.detail).toBe('Access token non valido o scaduto.');
    await s.request('PATCH', `/api/admin/clients/${client.clientId}`, { json: { is_active: true }, token: admin });
    expect((await s.request('POST', '/api/client/login', { json: { access_token: client.accessToken } })).status).toBe(
      200,
    );
    // The session from before the disabling stays dead.
    expect((await s.request('GET', '/api/client/stats', { token: client.session })).status).toBe(401);
  });

  it('rotating a token invalidates the old token and its sessions', async () => {
    const admin = await s.adminToken();
    const client = await s.createClient({ domain: 'pizzeria.it' });
    const rotated = await s.request('POST', `/api/admin/clients/${client.clientId}/rotate-token`, { token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.access_token).not.toBe(client.accessToken);
    expect(Buffer.from(rotated.body.access_token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect((await s.request('GET', '/api/client/stats', { token: client.session })).status).toBe(401);
    expect((await s.request('POST', '/api/client/login', { json: { access_token: client.accessToken } })).status).toBe(
      401,
    );
    expect(
      (await s.request('POST', '/api/client/login', { json: { access_token: rotated.body.access_token } })).status,
    ).toBe(200);
    const db = await readFile(join(s.dataDir, 'db.json'), 'utf8');
    expect(db).not.toContain(rotated.body.access_token);
    expect(db).not.toContain(ADMIN_PASSWORD);
  });

  it('marks authenticated answers no-store', async () => {
    const r = await s.request('GET', '/api/admin/clients', { token: await s.adminToken() });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('stores the generated JWT secret with mode 0600', async () => {
    const info = await stat(join(s.dataDir, 'jwt-secret'));
    expect(info.mode & 0o777).toBe(0o600);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 10 failures from one IP, for admin and client logins', async () => {
    const s = await startServer();
    try {
      for (let i = 0; i < 10; i += 1) {
        expect(
          (await s.request('POST', '/api/admin/login', { json: { username: 'a', password: `b${i}` } })).status,
        ).toBe(401);
      }
      const blocked = await s.request('POST', '/api/admin/login', {
        json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      expectSecurityHeaders(blocked.headers);
      for (let i = 0; i < 10; i += 1) {
        expect((await s.request('POST', '/api/client/login', { json: { access_token: `falso-${i}` } })).status).toBe(
          401,
        );
      }
      expect((await s.request('POST', '/api/client/login', { json: { access_token: 'falso' } })).status).toBe(429);
    } finally {
      await s.close();
      await removeDir(s.dataDir);
    }
  });
});

describe('start-up secrets', () => {
  it('creates admin with a random password when none is configured, once', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await createApp({ dataDir, logger: silentLogger, scryptCost: 1024 });
      expect(first.admin.username).toBe('admin');
      expect(first.admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const { url } = await first.listen(0);
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: first.admin.generatedPassword }),
      });
      expect(login.status).toBe(200);
      await first.close();
      const second = await createApp({ dataDir, logger: silentLogger, scryptCost: 1024 });
      expect(second.admin.generatedPassword).toBeNull();
      await second.close();
    } finally {
      await removeDir(dataDir);
    }
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', async () => {
    const dataDir = await makeDataDir();
    try {
      await expect(createApp({ dataDir, logger: silentLogger, jwtSecret: 'corto' })).rejects.toThrow(/almeno 32 byte/);
      // The refused start released the lock: a correct start works.
      const ok = await createApp({
        dataDir,
        logger: silentLogger,
        jwtSecret: 'z'.repeat(32),
        adminPassword: 'una-password-lunga',
        scryptCost: 1024,
      });
      await ok.close();
    } finally {
      await removeDir(dataDir);
    }
  });
});
