/**
 * Chat messages and other record changes are appended to a journal, not written by rewriting db.json;
 * a restart replays the journal (a torn last line, never acknowledged, is ignored; a damaged line
 * stops start-up naming the file), and the snapshot is rewritten only at start-up or past a size.
 */
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { silentLogger } from '../src/logger';
import { openEmbeddedStore } from '../src/storage/embedded-store';
import { makeDataDir, removeDir, startServer } from './helpers';

describe('records journal', () => {
  it('a chat message appends to the journal, db.json stays untouched, and a restart holds every message', async () => {
    const dataDir = await makeDataDir();
    try {
      const s = await startServer({}, dataDir);
      await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'sess_journal', plan_type: 'basic' } });
      const snapshot = await readFile(join(dataDir, 'db.json'), 'utf8');
      const journalBefore = (await stat(join(dataDir, 'records.ndjson'))).size;
      for (const content of ['Pizzeria Da Gennaro a Napoli', 'Pizze e fritti', 'Famiglie del quartiere']) {
        expect(
          (await s.request('POST', '/api/questionnaire/chat/sess_journal', { json: { role: 'user', content } })).status,
        ).toBe(200);
      }
      expect(await readFile(join(dataDir, 'db.json'), 'utf8')).toBe(snapshot);
      expect((await stat(join(dataDir, 'records.ndjson'))).size).toBeGreaterThan(journalBefore);
      await s.close({ keepData: true });

      // A torn last line (a crash mid-write, never acknowledged) is ignored.
      await appendFile(join(dataDir, 'records.ndjson'), '{"op":"chat","id":"x","af');
      const again = await startServer({}, dataDir);
      const q = await again.running.store.getQuestionnaireBySession('sess_journal');
      expect(q?.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
        'Pizzeria Da Gennaro a Napoli',
        'Pizze e fritti',
        'Famiglie del quartiere',
      ]);
      await again.close({ keepData: true });
      // Start-up saved a fresh snapshot and emptied the journal.
      expect((await stat(join(dataDir, 'records.ndjson'))).size).toBe(0);
      expect(JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8')).questionnaires[0].messages).toHaveLength(7);

      // A damaged complete line stops start-up, naming the file.
      await writeFile(join(dataDir, 'records.ndjson'), '{"op":"client",\n');
      await expect(createApp({ dataDir, logger: silentLogger })).rejects.toThrow(/records\.ndjson.*riga 1/);
    } finally {
      await removeDir(dataDir);
    }
  });

  it('memory changes only once a change is on disk, and two changes of one record still decide one after the other', async () => {
    const dataDir = await makeDataDir();
    try {
      const s = await startServer({}, dataDir);
      await s.request('POST', '/api/questionnaire/start', { json: { session_id: 'sess_insieme', plan_type: 'basic' } });
      await s.close({ keepData: true });
      const store = await openEmbeddedStore(dataDir);
      const q = (await store.getQuestionnaireBySession('sess_insieme'))!;
      const turn = (content: string) => ({
        messages: [{ role: 'user' as const, content, timestamp: '2026-04-01T10:00:00.000Z' }],
        interview: q.interview,
        selected_style: null,
      });
      // Both read the same conversation: one is appended, the other is told the conversation changed.
      const pending = [
        store.appendChatTurn(q.id, q.messages.length, turn('primo')),
        store.appendChatTurn(q.id, q.messages.length, turn('secondo')),
      ];
      // Not on disk yet: nothing in memory either.
      expect((await store.getQuestionnaire(q.id))!.messages).toHaveLength(q.messages.length);
      expect((await Promise.all(pending)).map((r) => r.status)).toEqual(['appended', 'conflict']);
      // Token rotations of one client at once: each builds on the one before, none is lost.
      const client = { client_id: 'c1', token_version: 0 } as Parameters<typeof store.insertClient>[0];
      await store.insertClient(client);
      await Promise.all([1, 2, 3].map(() => store.updateClient('c1', {}, { bumpTokenVersion: true })));
      expect((await store.getClient('c1'))!.token_version).toBe(3);
      await store.close();
      const again = await openEmbeddedStore(dataDir);
      expect((await again.getQuestionnaire(q.id))!.messages.map((m) => m.content)).toEqual([
        ...q.messages.map((m) => m.content),
        'primo',
      ]);
      expect((await again.getClient('c1'))!.token_version).toBe(3);
      await again.close();
    } finally {
      await removeDir(dataDir);
    }
  });
});
