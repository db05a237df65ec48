/** Failed logins are throttled per IP: the eleventh try within 15 minutes gets 429 with Retry-After. */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';
import { CONTRACT_ADMIN } from './support/targets';

contractSuite('login throttling', (ctx) => {
  it('answers 429 with Retry-After after 10 failed admin logins, even for the right password', async () => {
    const { api, clock } = ctx;
    clock.set('2026-03-20T10:00:00Z');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await api.post('/admin/login', {
        username: CONTRACT_ADMIN.username,
        password: `sbagliata-${attempt}`,
      });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await api.post('/admin/login', CONTRACT_ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: 429, detail: 'Troppi tentativi di accesso. Riprova più tardi.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The window slides: fifteen minutes after the failures, the admin may log in again.
    clock.set('2026-03-20T10:15:01Z');
    expect((await api.post('/admin/login', CONTRACT_ADMIN)).status).toBe(200);
  });

  it('throttles client logins the same way', async () => {
    const { api, clock } = ctx;
    clock.set('2026-03-21T10:00:00Z');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await api.post('/client/login', { access_token: `inventato-${attempt}` })).status).toBe(401);
    }
    const blocked = await api.post('/client/login', { access_token: 'inventato-11' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts attempts before checking them: of 60 wrong logins sent at once, at most 10 are checked', async () => {
    const { api, clock } = ctx;
    clock.set('2026-03-22T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.post('/admin/login', { username: CONTRACT_ADMIN.username, password: `insieme-${i}` }),
      ),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - checked);
  });
});
