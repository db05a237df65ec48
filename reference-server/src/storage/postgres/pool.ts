/**
 * The connection pool and what a database failure means for a request.
 * - Connection and statement timeouts: a database that is down or stuck answers 503 within seconds,
 *   never a request that hangs.
 * - The pool drops a broken connection and opens a new one on the next query, so the server reconnects
 *   by itself once the database is back (no restart needed).
 * - Dates come back as `YYYY-MM-DD` strings and bigint counts as numbers (all counts stay far below 2^53).
 */
import pg from 'pg';
import { problems, type ApiProblem } from '@core/problems';
import type { Logger } from '../../logger';

const DATE_OID = 1082;
const INT8_OID = 20;

export interface PoolSettings {
  /** Pool size per process (PG_POOL_MAX, default 10). */
  max?: number;
  /** Wait for a connection at most this long (default 3 s). */
  connectionTimeoutMs?: number;
  /** Server-side limit per statement (default 10 s). */
  statementTimeoutMs?: number;
}

export function createPool(databaseUrl: string, logger: Logger, settings: PoolSettings = {}): pg.Pool {
  const statementTimeout = settings.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.max ?? 10,
    connectionTimeoutMillis: settings.connectionTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    // Client-side too: a server that stopped answering (network cut) does not hold the request.
    query_timeout: statementTimeout + 2_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'landing-facile',
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: string) => {
        if (oid === DATE_OID) return (value: string) => value;
        if (oid === INT8_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection closed by the server (restart, pg_terminate_backend) is removed by the pool;
  // without this listener the error would crash the process.
  pool.on('error', (error) => logger.error('database connection lost', { error: error.message }));
  return pool;
}

/** SQLSTATE classes and driver errors that mean "the database is not reachable right now". */
export function isUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  const code = e.code ?? '';
  if (/^(08|53|57)/.test(code)) return true; // connection exception, insufficient resources, operator intervention (shutdown, cancel, timeout)
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code))
    return true;
  const message = e.message ?? '';
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout/i.test(
    message,
  );
}

/** Seconds a client should wait before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

export function serviceUnavailable(): ApiProblem {
  return problems.serviceUnavailable(
    RETRY_AFTER_SECONDS,
    'Il database non risponde in questo momento. Riprova tra qualche secondo.',
  );
}

/** Runs a database call; an unreachable database becomes the 503 problem, anything else is rethrown. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnavailable(error)) throw serviceUnavailable();
    throw error;
  }
}
