/**
 * The storage port of custom-domain verifications: one record per client, for the domain the client has
 * now. Its own port (not a longer Store): the embedded store keeps it in a journal of its own in DATA_DIR,
 * PostgreSQL in the `domain_verifications` table (reference-server/migrations/1764900000000_custom-domains.sql),
 * the mock in an @msw/data collection, and `createMemoryDomainStore` below in memory.
 *
 * How to implement it:
 * - every method that changes data is ONE atomic step, across processes where several share the data
 *   (`ensure`, `claimDue`, `saveCheck`); it resolves once the change is durable;
 * - `findServable` and `get` are indexed lookups (by domain, by client): host routing and the TLS ask
 *   endpoint call them on every request, and they never touch the network;
 * - instants are ISO 8601 UTC strings as the backend writes them (`toISOString`), so they compare as text.
 */
import type { Schemas } from '../api';
import { KeyedMutex } from '../backend/keyed-mutex';

export type DomainStatus = Schemas['DomainStatus'];

export interface StoredDomainVerification {
  client_id: string;
  /** The bare domain (ASCII, lower case, no `www.`): what a request's host is looked up by. */
  domain: string;
  /**
   * Random and unguessable, unique to this client and domain. The customer publishes it in DNS, so it
   * proves control of the domain without being a secret: it is kept as it is, to be shown again.
   */
  token: string;
  status: DomainStatus;
  /** Why, in Italian (shown to the customer and the operator). */
  reason: string;
  checked_at: string | null;
  /** When the job checks it next; a claim moves it on, so one process at a time checks a domain. */
  next_check_at: string;
  created_at: string;
}

/** What a check writes. */
export type DomainCheckOutcome = Pick<StoredDomainVerification, 'status' | 'reason' | 'checked_at' | 'next_check_at'>;

/** The states a request may be served in (and a certificate issued for). */
export const SERVABLE_STATUSES: readonly DomainStatus[] = ['verified', 'active'];

export interface DomainVerificationStore {
  get(clientId: string): Promise<StoredDomainVerification | null>;
  /**
   * The client's record for `fresh.domain`: the stored one when the client already has a record for that
   * domain, else `fresh`, stored now in place of any record for another domain (a new domain starts over
   * with a new token). Atomic: two calls at once store one record.
   * SQL: `INSERT ... ON CONFLICT (client_id) DO UPDATE ... WHERE domain <> EXCLUDED.domain RETURNING *`.
   */
  ensure(fresh: StoredDomainVerification): Promise<StoredDomainVerification>;
  /** Records of the bare domain in a SERVABLE_STATUSES state (several clients may have typed one domain). */
  findServable(domain: string): Promise<StoredDomainVerification[]>;
  /**
   * Up to `limit` records due at `now` (`next_check_at <= now`), oldest first, each moved to `leaseUntil` in
   * the same atomic step: a process that claims a record checks it alone.
   * SQL: `UPDATE ... WHERE client_id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING *`.
   */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredDomainVerification[]>;
  /** Writes a check's outcome if the record still holds `token` (its domain did not change meanwhile). */
  saveCheck(clientId: string, token: string, outcome: DomainCheckOutcome): Promise<StoredDomainVerification | null>;
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * Makes one record durable, then calls `apply` as soon as it is (the embedded store's journal calls it once
 * the line is on disk, before a compaction can snapshot memory); a write that fails never calls it.
 */
export type PersistDomainRecord = (record: StoredDomainVerification, apply: () => void) => Promise<void>;

/**
 * The records in memory, each change handed to `persist` first and applied in memory only once it is durable
 * (the embedded store's journal; nothing for the in-memory store). Changes of one client run one at a time.
 */
export function createMemoryDomainStore(
  initial: readonly StoredDomainVerification[] = [],
  persist: PersistDomainRecord = async (_record, apply) => apply(),
): DomainVerificationStore & { all(): StoredDomainVerification[] } {
  const byClient = new Map<string, StoredDomainVerification>();
  const byDomain = new Map<string, Set<string>>();
  const locks = new KeyedMutex();

  function put(record: StoredDomainVerification): void {
    const previous = byClient.get(record.client_id);
    if (previous && previous.domain !== record.domain) byDomain.get(previous.domain)?.delete(record.client_id);
    byClient.set(record.client_id, record);
    let clients = byDomain.get(record.domain);
    if (!clients) byDomain.set(record.domain, (clients = new Set()));
    clients.add(record.client_id);
  }
  for (const record of initial) put(copy(record));

  async function write(record: StoredDomainVerification): Promise<StoredDomainVerification> {
    await persist(copy(record), () => put(record));
    return copy(record);
  }

  return {
    all: () => [...byClient.values()].map(copy),
    async get(clientId) {
      const found = byClient.get(clientId);
      return found ? copy(found) : null;
    },
    ensure: (fresh) =>
      locks.run(fresh.client_id, async () => {
        const current = byClient.get(fresh.client_id);
        return current && current.domain === fresh.domain ? copy(current) : write(copy(fresh));
      }),
    async findServable(domain) {
      return [...(byDomain.get(domain) ?? [])]
        .map((id) => byClient.get(id)!)
        .filter((record) => SERVABLE_STATUSES.includes(record.status))
        .map(copy);
    },
    async claimDue(now, leaseUntil, limit) {
      const due = [...byClient.values()]
        .filter((record) => record.next_check_at <= now)
        .sort((a, b) => (a.next_check_at < b.next_check_at ? -1 : a.next_check_at > b.next_check_at ? 1 : 0))
        .slice(0, limit);
      const claimed: StoredDomainVerification[] = [];
      for (const record of due) {
        claimed.push(
          await locks.run(record.client_id, () =>
            write({ ...byClient.get(record.client_id)!, next_check_at: leaseUntil }),
          ),
        );
      }
      return claimed;
    },
    saveCheck: (clientId, token, outcome) =>
      locks.run(clientId, async () => {
        const current = byClient.get(clientId);
        if (!current || current.token !== token) return null;
        return write({ ...current, ...outcome });
      }),
  };
}
