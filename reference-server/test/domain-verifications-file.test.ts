/**
 * The embedded store's domain verifications in DATA_DIR: what was acknowledged survives a restart (journal
 * folded into the snapshot at start), a torn last line (a crash mid-write, never acknowledged) is dropped,
 * and any other damaged line stops start-up naming the file instead of starting without it.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newVerification } from '@core/hosting';
import {
  DOMAINS_JOURNAL_FILE,
  DOMAINS_SNAPSHOT_FILE,
  openDomainVerificationsFile,
} from '../src/storage/domain-verifications-file';
import { makeDataDir } from './helpers';
import { rm } from 'node:fs/promises';

const NOW = '2026-11-27T10:00:00.000Z';
let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dirs = [];
});
const dataDir = async () => {
  const dir = await makeDataDir();
  dirs.push(dir);
  return dir;
};

describe('domain verifications in DATA_DIR', () => {
  it('keeps every acknowledged change across restarts, the journal folded into the snapshot', async () => {
    const dir = await dataDir();
    let store = await openDomainVerificationsFile(dir);
    const record = await store.ensure(newVerification('c1', 'forno.example', NOW));
    await store.saveCheck('c1', record.token, {
      status: 'active',
      reason: 'ok',
      checked_at: NOW,
      next_check_at: '2026-11-28T10:00:00.000Z',
    });
    await store.ensure(newVerification('c2', 'bar.example', NOW));
    await store.close();
    // Before the restart the changes are in the journal; after it, in the snapshot.
    expect((await readFile(join(dir, DOMAINS_JOURNAL_FILE), 'utf8')).trim().split('\n')).toHaveLength(3);
    store = await openDomainVerificationsFile(dir);
    expect(await store.get('c1')).toMatchObject({ status: 'active', token: record.token });
    expect(await store.findServable('forno.example')).toHaveLength(1);
    expect(await store.get('c2')).toMatchObject({ domain: 'bar.example', status: 'pending' });
    await store.close();
    expect(await readFile(join(dir, DOMAINS_JOURNAL_FILE), 'utf8')).toBe('');
    expect(JSON.parse(await readFile(join(dir, DOMAINS_SNAPSHOT_FILE), 'utf8')).records).toHaveLength(2);
  });

  it('drops a torn last line and refuses to start over a damaged one, naming the file', async () => {
    const dir = await dataDir();
    const store = await openDomainVerificationsFile(dir);
    await store.ensure(newVerification('c1', 'forno.example', NOW));
    await store.close();
    const journal = join(dir, DOMAINS_JOURNAL_FILE);
    await appendFile(journal, `${JSON.stringify(newVerification('c1', 'forno.example', NOW))}\n{"client_id":"c9","dom`);
    const reopened = await openDomainVerificationsFile(dir);
    expect(await reopened.get('c9')).toBeNull();
    expect(await reopened.get('c1')).not.toBeNull();
    await reopened.close();
    await writeFile(journal, 'non è json\n{}\n');
    await expect(openDomainVerificationsFile(dir)).rejects.toThrow(
      new RegExp(`${DOMAINS_JOURNAL_FILE} è danneggiato alla riga 1`),
    );
  });
});
