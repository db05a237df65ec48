/**
 * The daily quota of events for unknown sites (core/backend/site-quota-port.ts) in PostgreSQL: one row per
 * Rome day in unknown_site_days (migration 1764604000000), shared by every process, so the quota holds
 * in all. Calls that arrive together are counted together: one upsert per day and batch, which takes as
 * many of the batch as still fit (in arrival order) and counts the rest as dropped, under the row's lock.
 */
import type pg from 'pg';
import type { UnknownSiteQuota } from '@core/backend/site-quota-port';
import { guarded } from './pool';

const FITTING = 'least($2::bigint, greatest(0, $3::bigint - d.stored))';

const ADMIT_SQL = `
  INSERT INTO unknown_site_days AS d (day, stored, dropped, last_admitted)
  VALUES ($1, least($2::bigint, $3::bigint), $2::bigint - least($2::bigint, $3::bigint), least($2::bigint, $3::bigint))
  ON CONFLICT (day) DO UPDATE SET
    last_admitted = ${FITTING},
    stored = d.stored + ${FITTING},
    dropped = d.dropped + $2::bigint - ${FITTING}
  RETURNING last_admitted`;

interface Call {
  day: string;
  limit: number;
  resolve: (admitted: boolean) => void;
  reject: (error: unknown) => void;
}

export function postgresUnknownSiteQuota(pool: pg.Pool): UnknownSiteQuota {
  let queue: Call[] = [];
  let draining = false;

  async function decide(day: string, limit: number, calls: Call[]): Promise<void> {
    try {
      const { rows } = await guarded(() =>
        pool.query<{ last_admitted: string }>({
          name: 'unknown-site-admit',
          text: ADMIT_SQL,
          values: [day, calls.length, limit],
        }),
      );
      const admitted = Number(rows[0]!.last_admitted);
      calls.forEach((call, i) => call.resolve(i < admitted));
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      // Calls made in the same tick share the first statement.
      await Promise.resolve();
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        const groups = new Map<string, Call[]>();
        for (const call of batch) {
          const key = `${call.day} ${call.limit}`;
          const group = groups.get(key);
          if (group) group.push(call);
          else groups.set(key, [call]);
        }
        for (const calls of groups.values()) await decide(calls[0]!.day, calls[0]!.limit, calls);
      }
    } finally {
      draining = false;
    }
  }

  return {
    admit(day, limit) {
      return new Promise((resolve, reject) => {
        queue.push({ day, limit, resolve, reject });
        if (!draining) void drain();
      });
    },
    async countsOf(day) {
      const { rows } = await guarded(() =>
        pool.query<{ stored: string; dropped: string }>(
          'SELECT stored, dropped FROM unknown_site_days WHERE day = $1',
          [day],
        ),
      );
      return rows[0] ? { stored: Number(rows[0].stored), dropped: Number(rows[0].dropped) } : { stored: 0, dropped: 0 };
    },
  };
}
