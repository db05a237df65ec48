/**
 * A reverse proxy the server was not told about (issue 30): with TRUST_PROXY_HOPS=0, the first request
 * carrying X-Forwarded-For from a loopback or private address logs one warning naming the variable, and
 * the admin dashboard's GET /api/admin/server-warnings reports it. The tests reach the server over the
 * loopback, as a proxy on the same machine does.
 */
import { describe, expect, it } from 'vitest';
import type { Logger } from '../src/logger';
import { isProxyNetworkAddress } from '../src/middleware/proxy-check';
import { startServer } from './helpers';

function capturingLogger() {
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message, fields) => warnings.push({ message, fields }),
    error: () => {},
  };
  return { logger, warnings };
}

const EVENT = { page_url: 'https://pizzeria.it/', session_id: 'dietro-proxy' };

describe('a proxy in front while TRUST_PROXY_HOPS is 0', () => {
  it('is logged once, naming the variable, and reported to the admin', async () => {
    const { logger, warnings } = capturingLogger();
    const s = await startServer({ logger });
    try {
      const admin = await s.adminToken();
      await s.request('POST', '/api/track/page-view', { json: EVENT });
      expect(warnings).toEqual([]);
      expect((await s.request('GET', '/api/admin/server-warnings', { token: admin })).body).toEqual({ warnings: [] });

      for (const forwardedFor of ['198.51.100.7', '198.51.100.8', '203.0.113.9']) {
        const answer = await s.request('POST', '/api/track/page-view', {
          json: EVENT,
          headers: { 'X-Forwarded-For': forwardedFor },
        });
        expect(answer.status).toBe(202);
      }
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.message).toContain('TRUST_PROXY_HOPS');
      expect(warnings[0]!.message).toContain('600');
      expect(warnings[0]!.fields).toMatchObject({ variable: 'TRUST_PROXY_HOPS', proxy_address: '127.0.0.1' });

      const reported = await s.request('GET', '/api/admin/server-warnings', { token: admin });
      expect(reported.status).toBe(200);
      expect(reported.headers.get('cache-control')).toBe('no-store');
      expect(reported.body.warnings).toEqual([
        { code: 'proxy_not_trusted', proxy_address: '127.0.0.1', first_seen_at: expect.any(String) },
      ]);
      // Only the operator sees it.
      const client = await s.createClient();
      expect((await s.request('GET', '/api/admin/server-warnings', { token: client.session })).status).toBe(403);
      expect((await s.request('GET', '/api/admin/server-warnings')).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('is not raised when the proxy is trusted', async () => {
    const { logger, warnings } = capturingLogger();
    const s = await startServer({ logger, trustProxyHops: 1 });
    try {
      await s.request('POST', '/api/track/page-view', { json: EVENT, headers: { 'X-Forwarded-For': '198.51.100.7' } });
      expect(warnings).toEqual([]);
      const reported = await s.request('GET', '/api/admin/server-warnings', { token: await s.adminToken() });
      expect(reported.body).toEqual({ warnings: [] });
    } finally {
      await s.close();
    }
  });

  it('takes loopback and private networks for a proxy, and a public address for a client writing the header', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.17.0.1',
      '192.168.1.10',
      '100.100.1.1',
      '::1',
      'fd00::5',
      '::ffff:10.0.0.2',
    ])
      expect(isProxyNetworkAddress(address), address).toBe(true);
    for (const address of ['198.51.100.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', undefined])
      expect(isProxyNetworkAddress(address), String(address)).toBe(false);
  });
});
