/**
 * Moving up: a DATA_DIR filled through the embedded server is copied into PostgreSQL by
 * `npm run db:import`, and the server on PostgreSQL then answers exactly as the embedded one did
 * (stats, clients, questionnaires, CSV), with the old sessions still valid. A second run inserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import { removeDir, startServer } from './helpers';
import { createTestDatabase } from './support/postgres';

function runImport(from: string, databaseUrl: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'reference-server/src/cli/db-import.ts', '--from', from],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('db:import', () => {
  it('copies a DATA_DIR into PostgreSQL, answers alike afterwards, and is idempotent', async () => {
    const db = await createTestDatabase();
    const embedded = await startServer({ trackRateLimitPerMinute: 10_000 });
    try {
      const { clientId, session } = await embedded.createClient({ domain: 'pizzeria.it', plan: 'pro' });
      await embedded.createClient({ domain: 'bar-sport.it', plan: 'basic' });
      const started = await embedded.request('POST', '/api/questionnaire/start', {
        json: { session_id: 'sess-import-1', plan_type: 'pro' },
      });
      expect(started.status).toBe(200);
      await embedded.request('POST', '/api/questionnaire/chat/sess-import-1', {
        json: { role: 'user', content: 'Pizzeria Da Mario, a Napoli' },
      });
      for (let i = 0; i < 60; i += 1) {
        const page = `https://${i % 4 ? 'www.pizzeria.it' : 'bar-sport.it'}/p${i % 5}`;
        const calls: [string, object][] = [
          [
            '/api/track/page-view',
            { page_url: page, page_title: `Pagina ${i % 5}`, session_id: `v${i % 13}`, viewport_width: 1280 },
          ],
          [
            '/api/track/click',
            {
              page_url: page,
              element_text: 'Prenota',
              click_type: 'cta',
              session_id: `v${i % 13}`,
              click_x: (i % 10) / 10,
              click_y: i * 7,
              viewport_width: 390,
            },
          ],
          [
            '/api/track/scroll',
            { page_url: page, session_id: `v${i % 13}`, depth_percent: (i * 17) % 101, viewport_width: 390 },
          ],
        ];
        for (const [path, json] of calls) expect((await embedded.request('POST', path, { json })).status).toBe(202);
      }
      const adminToken = await embedded.adminToken();
      const reads = [
        '/api/admin/stats',
        '/api/admin/clients',
        '/api/admin/questionnaires',
        `/api/admin/clients/${clientId}/stats`,
        `/api/admin/clients/${clientId}/heatmap?page_url=${encodeURIComponent('https://pizzeria.it/p1')}&device=phone`,
        `/api/admin/clients/${clientId}/scrollmap?page_url=${encodeURIComponent('https://pizzeria.it/p1')}&device=phone`,
        '/api/admin/export/csv',
      ];
      const before = await Promise.all(reads.map((path) => embedded.request('GET', path, { token: adminToken })));
      const clientBefore = await embedded.request('GET', '/api/client/stats', { token: session });
      // The Pro client's custom domain: its TXT token must survive the move (customers set it in their DNS).
      const domainBefore = await embedded.request('GET', `/api/admin/clients/${clientId}`, { token: adminToken });
      expect(domainBefore.body.verification.value).toMatch(/^landingfacile-verify=/);
      await embedded.close({ keepData: true });

      const first = runImport(embedded.dataDir, db.url);
      expect(first.status, first.output).toBe(0);
      expect(first.output).toMatch(/Clienti:\s+letti 2, inseriti ora 2/);
      expect(first.output).toMatch(/Questionari:\s+letti 1, inseriti ora 1/);
      expect(first.output).toMatch(
        /Eventi:\s+letti 180, inseriti ora 180, già presenti 0, verificati nel database 180/,
      );
      expect(first.output).toMatch(/Domini:\s+letti 1, inseriti ora 1/);
      expect(first.output).toContain('Verifica superata');

      const second = runImport(embedded.dataDir, db.url);
      expect(second.status, second.output).toBe(0);
      expect(second.output).toMatch(/Eventi:\s+letti 180, inseriti ora 0, già presenti 180/);
      expect(second.output).toMatch(/Clienti:\s+letti 2, inseriti ora 0/);

      // Same JWT secret and admin account: the sessions issued by the embedded server still work.
      const onPostgres = await startServer({ databaseUrl: db.url, adminPassword: undefined, adminUsername: undefined });
      try {
        const after = await Promise.all(reads.map((path) => onPostgres.request('GET', path, { token: adminToken })));
        for (let i = 0; i < reads.length; i += 1) {
          expect(after[i]!.status, reads[i]).toBe(200);
          expect(after[i]!.body, reads[i]).toEqual(before[i]!.body);
        }
        expect((await onPostgres.request('GET', '/api/client/stats', { token: session })).body).toEqual(
          clientBefore.body,
        );
        const domainAfter = await onPostgres.request('GET', `/api/admin/clients/${clientId}`, { token: adminToken });
        expect(domainAfter.body.verification).toEqual(domainBefore.body.verification);
      } finally {
        await onPostgres.close();
      }
    } finally {
      await removeDir(embedded.dataDir);
      await db.drop();
    }
  }, 120_000);

  it('copies text an older embedded store kept as sent (U+0000, lone surrogates), which PostgreSQL cannot hold', async () => {
    const db = await createTestDatabase();
    const embedded = await startServer();
    try {
      const started = await embedded.request('POST', '/api/questionnaire/start', {
        json: { session_id: 'sess-vecchio', plan_type: 'basic' },
      });
      expect(started.status).toBe(200);
      // Written straight to the store, as versions before the request-level cleaning did.
      const { store } = embedded.running;
      const stored = (await store.getQuestionnaireBySession('sess-vecchio'))!;
      await store.createQuestionnaire({
        ...stored,
        id: 'q_vecchio_nul',
        session_id: 'sess-vecchio-nul',
        messages: [
          ...stored.messages,
          { role: 'user', content: 'Bar\u0000Sport \ud83d', timestamp: stored.created_at },
        ],
      });
      await store.appendEvent({
        id: 'evento-vecchio-nul',
        type: 'conversion',
        timestamp: '2026-04-01T10:00:00.000Z',
        site: 'bar-sport.it',
        session_id: 'vecchio',
        page_url: 'https://bar-sport.it/',
        page_title: 'Bar\u0000Sport',
        conversion_type: 'contatto',
        metadata: { 'nota\u0000': '\udc00' },
      });
      await embedded.close({ keepData: true });

      const run = runImport(embedded.dataDir, db.url);
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(/Questionari:\s+letti 2, inseriti ora 2/);
      expect(run.output).toMatch(/Eventi:\s+letti 1, inseriti ora 1/);
      expect(run.output).toContain('Verifica superata');

      const onPostgres = await startServer({ databaseUrl: db.url });
      try {
        const admin = await onPostgres.adminToken();
        const detail = await onPostgres.request('GET', '/api/admin/questionnaires/q_vecchio_nul', { token: admin });
        expect(detail.status).toBe(200);
        expect(detail.text).toContain('BarSport \ufffd');
        const csv = await onPostgres.request('GET', '/api/admin/export/csv', { token: admin });
        expect(csv.text).toContain('BarSport');
      } finally {
        await onPostgres.close();
      }
    } finally {
      await removeDir(embedded.dataDir);
      await db.drop();
    }
  }, 120_000);
});
