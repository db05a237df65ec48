/**
 * GET /admin/server-warnings, what the server noticed about its own set-up (issue 30): none on a backend
 * set up right (the mock has no server to misconfigure and never has any), for the operator only.
 */
import { expect, it } from 'vitest';
import { contractSuite } from './support/suite';

contractSuite('server warnings', (ctx) => {
  it('lists no warning on a backend set up right, to the admin only', async () => {
    const { api } = ctx;
    const answer = await api.get('/admin/server-warnings', await api.adminToken());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ warnings: [] });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const client = await api.createClient();
    expect((await api.get('/admin/server-warnings', client.session)).status).toBe(403);
    expect((await api.get('/admin/server-warnings')).status).toBe(401);
  });
});
