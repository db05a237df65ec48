/**
 * Sessions ended by logout, in PostgreSQL (table ended_sessions, migration 1764604000000): shared by
 * every server process on the database, so a token logged out on one is refused by all at once. The
 * check is one primary-key lookup (a prepared statement) on each authenticated call.
 */
import type pg from 'pg';
import type { Clock } from '@core/backend/ports';
import type { SessionRevocations } from '@core/backend/session-port';
import { guarded } from './pool';

export function postgresSessionRevocations(pool: pg.Pool, clock: Clock): SessionRevocations {
  return {
    async revoke(sid, expiresAtMs) {
      await guarded(() =>
        pool.query(
          `WITH gone AS (DELETE FROM ended_sessions WHERE expires_ms <= $3)
           INSERT INTO ended_sessions (sid, expires_ms) VALUES ($1, $2) ON CONFLICT (sid) DO NOTHING`,
          [sid, expiresAtMs, clock.now()],
        ),
      );
    },
    async isRevoked(sid) {
      const { rowCount } = await guarded(() =>
        pool.query({ name: 'session-ended', text: 'SELECT 1 FROM ended_sessions WHERE sid = $1', values: [sid] }),
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
