/**
 * Custom-domain verifications in the mock: an @msw/data collection behind core's DomainVerificationStore
 * port (core/hosting/domain-store.ts), with the same rules as the server's stores. The demo cannot ask DNS,
 * so its checks are simulated (core/hosting's simulatedDomainProbe says so in the reason); the seeded Pro
 * customers start in the states a real check would have given them.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { ENUMS } from '@core/api';
import { KeyedMutex } from '@core/backend/keyed-mutex';
import {
  REASONS,
  SERVABLE_STATUSES,
  type DomainStatus,
  type DomainVerificationStore,
  type StoredDomainVerification,
} from '@core/hosting';
import { foldHost } from '@core/urls';

export const domainVerificationSchema = z.object({
  client_id: z.string(),
  domain: z.string(),
  token: z.string(),
  status: z.enum(ENUMS.DomainStatus),
  reason: z.string(),
  checked_at: z.string().nullable(),
  next_check_at: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<StoredDomainVerification>;

export const createDomainCollection = () => new Collection({ schema: domainVerificationSchema });
export type DomainCollection = ReturnType<typeof createDomainCollection>;

const copy = <T>(value: T): T => structuredClone(value);

export function createCollectionDomainStore(
  collection: DomainCollection,
  onChange: () => void = () => {},
): DomainVerificationStore {
  const locks = new KeyedMutex();
  const find = (clientId: string) => collection.findFirst((q) => q.where({ client_id: clientId }));

  async function put(record: StoredDomainVerification): Promise<StoredDomainVerification> {
    if (find(record.client_id)) {
      await collection.update((q) => q.where({ client_id: record.client_id }), {
        data(draft) {
          Object.assign(draft, copy(record));
        },
      });
    } else {
      await collection.create(copy(record));
    }
    onChange();
    return copy(record);
  }

  return {
    async get(clientId) {
      const found = find(clientId);
      return found ? copy(found) : null;
    },
    ensure: (fresh) =>
      locks.run(fresh.client_id, async () => {
        const current = find(fresh.client_id);
        return current && current.domain === fresh.domain ? copy(current) : put(fresh);
      }),
    async findServable(domain) {
      return collection
        .findMany((q) => q.where({ domain }))
        .filter((record) => SERVABLE_STATUSES.includes(record.status))
        .map(copy);
    },
    async claimDue(now, leaseUntil, limit) {
      const due = collection
        .findMany((q) => q.where({ next_check_at: (at: string) => at <= now }))
        .sort((a, b) => a.next_check_at.localeCompare(b.next_check_at))
        .slice(0, limit);
      const claimed: StoredDomainVerification[] = [];
      for (const record of due)
        claimed.push(await locks.run(record.client_id, () => put({ ...copy(record), next_check_at: leaseUntil })));
      return claimed;
    },
    saveCheck: (clientId, token, outcome) =>
      locks.run(clientId, async () => {
        const current = find(clientId);
        if (!current || current.token !== token) return null;
        return put({ ...copy(current), ...outcome });
      }),
  };
}

/** The states the seeded Pro customers' domains are in (each with the reason a real check gives). */
const SEEDED_STATES: Readonly<Record<string, DomainStatus>> = {
  cli_gennaro_napoli: 'active',
  cli_rossi_bologna: 'verified',
  cli_fitzone_verona: 'pending',
};

/** Verification records of the seeded Pro customers with a domain, checked an hour before `now`. */
export function seedDomainVerifications(
  clients: readonly { client_id: string; domain: string | null; plan: string }[],
  now: Date,
): StoredDomainVerification[] {
  const checkedAt = new Date(now.getTime() - 60 * 60_000).toISOString();
  return clients.flatMap((client) => {
    const status = SEEDED_STATES[client.client_id];
    if (!status || !client.domain || client.plan !== 'pro') return [];
    const domain = foldHost(client.domain);
    const reason =
      status === 'active'
        ? REASONS.active(domain)
        : status === 'verified'
          ? REASONS.noPointer(domain)
          : REASONS.txtMissing(`_landingfacile.${domain}`);
    return [
      {
        client_id: client.client_id,
        domain,
        // Seeds are sample data: a fixed token per customer keeps the demo's records stable across reloads.
        token: `demo-${client.client_id.replace(/_/g, '-')}`,
        status,
        reason,
        checked_at: checkedAt,
        next_check_at: checkedAt,
        created_at: checkedAt,
      },
    ];
  });
}
