/**
 * Custom-domain verifications in PostgreSQL (migrations/1764900000000_custom-domains.sql): each method one
 * statement, so several server processes share them safely. The check job's claim skips rows another
 * process holds (`FOR UPDATE SKIP LOCKED`) and moves `next_check_at` in the same statement: a domain is
 * checked by one process at a time. An unreachable database is the 503 problem (pool.ts).
 */
import type pg from 'pg';
import type { DomainVerificationStore, StoredDomainVerification } from '@core/hosting';
import { guarded } from './pool';

const COLUMNS = 'client_id, domain, token, status, reason, checked_at, next_check_at, created_at';

export function postgresDomainStore(pool: pg.Pool): DomainVerificationStore {
  const rows = async (sql: string, params: unknown[]): Promise<StoredDomainVerification[]> =>
    (await guarded(() => pool.query<StoredDomainVerification>(sql, params))).rows;

  return {
    async get(clientId) {
      return (await rows(`SELECT ${COLUMNS} FROM domain_verifications WHERE client_id = $1`, [clientId]))[0] ?? null;
    },
    async ensure(fresh) {
      // A record for another domain is replaced; one for the same domain is kept (two calls at once: one row).
      const [written] = await rows(
        `INSERT INTO domain_verifications (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (client_id) DO UPDATE SET
           domain = EXCLUDED.domain, token = EXCLUDED.token, status = EXCLUDED.status, reason = EXCLUDED.reason,
           checked_at = EXCLUDED.checked_at, next_check_at = EXCLUDED.next_check_at, created_at = EXCLUDED.created_at
         WHERE domain_verifications.domain <> EXCLUDED.domain
         RETURNING ${COLUMNS}`,
        [
          fresh.client_id,
          fresh.domain,
          fresh.token,
          fresh.status,
          fresh.reason,
          fresh.checked_at,
          fresh.next_check_at,
          fresh.created_at,
        ],
      );
      if (written) return written;
      const [kept] = await rows(`SELECT ${COLUMNS} FROM domain_verifications WHERE client_id = $1`, [fresh.client_id]);
      return kept ?? fresh;
    },
    findServable: (domain) =>
      rows(`SELECT ${COLUMNS} FROM domain_verifications WHERE domain = $1 AND status IN ('verified', 'active')`, [
        domain,
      ]),
    claimDue: (now, leaseUntil, limit) =>
      rows(
        `UPDATE domain_verifications SET next_check_at = $2
          WHERE client_id IN (
            SELECT client_id FROM domain_verifications WHERE next_check_at <= $1
             ORDER BY next_check_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
        [now, leaseUntil, limit],
      ),
    async saveCheck(clientId, token, outcome) {
      const [saved] = await rows(
        `UPDATE domain_verifications SET status = $3, reason = $4, checked_at = $5, next_check_at = $6
          WHERE client_id = $1 AND token = $2 RETURNING ${COLUMNS}`,
        [clientId, token, outcome.status, outcome.reason, outcome.checked_at, outcome.next_check_at],
      );
      return saved ?? null;
    },
  };
}
