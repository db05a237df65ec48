/**
 * Custom-domain verifications on PostgreSQL, shared by several server processes (two pools on one
 * database): the check job's claims never hand one domain to two processes, `ensure` keeps one record per
 * client and domain however many processes ask at once, a new domain replaces the record, a check saved for
 * an old token is dropped, and the servable lookup uses its index.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVerification, type DomainVerificationStore } from '@core/hosting';
import { silentLogger } from '../src/logger';
import { postgresDomainStore } from '../src/storage/postgres/domain-store';
import { migrateDatabase } from '../src/storage/postgres/migrate';
import { createPool } from '../src/storage/postgres/pool';
import { createTestDatabase, type TestDatabase } from './support/postgres';

const NOW = '2026-11-27T10:00:00.000Z';
let db: TestDatabase;
let pools: pg.Pool[] = [];
let stores: DomainVerificationStore[] = [];

async function insertClient(id: string): Promise<void> {
  await pools[0]!.query(
    `INSERT INTO clients (client_id, questionnaire_id, domain, created_at, is_active, plan, token_hash, token_version)
     VALUES ($1, NULL, $2, $3, true, 'pro', $4, 1)`,
    [id, `${id}.example`, NOW, `hash-${id}`],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateDatabase(db.url);
  pools = [createPool(db.url, silentLogger), createPool(db.url, silentLogger)];
  stores = pools.map(postgresDomainStore);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db?.drop();
});

describe('custom-domain verifications on PostgreSQL', () => {
  it('claims each due domain for one process only, however the two ask at once', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `due_${i}`);
    for (const id of ids) {
      await insertClient(id);
      await stores[0]!.ensure(newVerification(id, `${id}.example`, NOW));
    }
    const lease = '2026-11-27T10:02:00.000Z';
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => stores[i % 2]!.claimDue('2026-11-27T10:00:30.000Z', lease, 7)),
    );
    const claimed = claims.flat().map((r) => r.client_id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(claims.flat().every((r) => r.next_check_at === lease)).toBe(true);
    // Nothing is due again before the lease ends.
    expect(await stores[1]!.claimDue('2026-11-27T10:01:00.000Z', lease, 100)).toEqual([]);
  });

  it('keeps one record per client and domain when processes ensure it at once, and starts over for a new domain', async () => {
    await insertClient('race');
    const records = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stores[i % 2]!.ensure(newVerification('race', 'race.example', NOW))),
    );
    expect(new Set(records.map((r) => r.token)).size).toBe(1);
    const first = records[0]!;
    const moved = await stores[1]!.ensure(newVerification('race', 'altro.example', NOW));
    expect(moved).toMatchObject({ domain: 'altro.example', status: 'pending' });
    expect(moved.token).not.toBe(first.token);
    // A check of the old domain, finishing late, is dropped.
    const outcome = { status: 'active' as const, reason: 'x', checked_at: NOW, next_check_at: NOW };
    expect(await stores[0]!.saveCheck('race', first.token, outcome)).toBeNull();
    expect(await stores[0]!.saveCheck('race', moved.token, outcome)).toMatchObject({ status: 'active' });
    expect(await stores[1]!.findServable('altro.example')).toHaveLength(1);
    expect(await stores[1]!.findServable('race.example')).toEqual([]);
  });

  it('looks up a host through the index of servable domains', async () => {
    const connection = await pools[0]!.connect();
    let rows: { 'QUERY PLAN': string }[];
    try {
      await connection.query('ANALYZE domain_verifications');
      await connection.query('SET enable_seqscan = off');
      ({ rows } = await connection.query(
        `EXPLAIN SELECT * FROM domain_verifications WHERE domain = 'altro.example' AND status IN ('verified', 'active')`,
      ));
      await connection.query('RESET enable_seqscan');
    } finally {
      connection.release();
    }
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('domain_verifications_servable');
  });
});
