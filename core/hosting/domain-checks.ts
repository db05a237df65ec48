/**
 * Running custom-domain checks, the same way for «Verifica ora» (the API) and the periodic job
 * (reference-server/src/hosting/domain-check-job.ts): a Pro client with a domain gets its verification record
 * (`ensureFor`), a check reads DNS through the probe and stores the judged state (`check`), and the job
 * claims the records that are due so that, with several processes on one database, each domain is checked
 * by one process at a time (`checkDue`).
 */
import { foldHost } from '../urls';
import type { Clock } from '../backend/ports';
import type { Store, StoredClient } from '../backend/store';
import type { DomainProbe } from './domain-probe';
import type { DomainVerificationStore, StoredDomainVerification } from './domain-store';
import { judgeFindings, newVerification, nextCheckAt, txtRecordName, txtRecordValue } from './domain-verification';
import type { DomainTarget } from './hosting-config';
import { servedHost } from './site-directory';

/** How long a claimed record stays out of the other processes' reach (a check waits at most ~12 s on DNS). */
export const CHECK_LEASE_MS = 2 * 60_000;
/** A record whose client no longer has it (no domain, Basic plan) is looked at again after this. */
export const IDLE_RECHECK_MS = 24 * 60 * 60_000;

export interface DomainChecksDeps {
  clients: Pick<Store, 'getClient' | 'listClients'>;
  domains: DomainVerificationStore;
  probe: DomainProbe;
  target: DomainTarget;
  clock: Clock;
}

/** A client whose domain is a custom domain to verify: Pro, with a domain. */
export const hasCustomDomain = (client: StoredClient): client is StoredClient & { domain: string } =>
  client.plan === 'pro' && !!client.domain;

export interface DomainChecks {
  /** The client's verification record for its current domain (created now if needed); null when not Pro or no domain. */
  ensureFor(client: StoredClient): Promise<StoredDomainVerification | null>;
  /** Reads DNS now and stores the outcome; returns the stored record. */
  check(client: StoredClient & { domain: string }, record: StoredDomainVerification): Promise<StoredDomainVerification>;
  /** Checks up to `limit` records that are due; returns how many were checked. */
  checkDue(limit?: number): Promise<number>;
  /** Gives every Pro client with a domain its record (clients created or edited since the last sweep). */
  sweep(): Promise<number>;
}

export function createDomainChecks(deps: DomainChecksDeps): DomainChecks {
  const { clients, domains, probe, target, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function ensureFor(client: StoredClient): Promise<StoredDomainVerification | null> {
    if (!hasCustomDomain(client)) return null;
    return domains.ensure(newVerification(client.client_id, foldHost(client.domain), iso(clock.now())));
  }

  async function check(
    client: StoredClient & { domain: string },
    record: StoredDomainVerification,
  ): Promise<StoredDomainVerification> {
    const host = servedHost(client.domain);
    const txtName = txtRecordName(record.domain);
    const findings = await probe.probe({ host, txtName, target });
    const judged = judgeFindings(record.status, findings, { host, txtName, txtValue: txtRecordValue(record.token) });
    const now = clock.now();
    const saved = await domains.saveCheck(client.client_id, record.token, {
      status: judged.status,
      reason: judged.reason,
      checked_at: iso(now),
      next_check_at: nextCheckAt(now, judged.status, judged.dnsAnswered),
    });
    // The domain changed while DNS was read: the new record is the answer.
    return saved ?? (await domains.get(client.client_id)) ?? record;
  }

  return {
    ensureFor,
    check,
    async checkDue(limit = 20) {
      const now = clock.now();
      const claimed = await domains.claimDue(iso(now), iso(now + CHECK_LEASE_MS), limit);
      for (const record of claimed) {
        const client = await clients.getClient(record.client_id);
        if (client && hasCustomDomain(client) && foldHost(client.domain) === record.domain) {
          await check(client, record);
        } else {
          await domains.saveCheck(record.client_id, record.token, {
            status: record.status,
            reason: record.reason,
            checked_at: record.checked_at,
            next_check_at: iso(now + IDLE_RECHECK_MS),
          });
        }
      }
      return claimed.length;
    },
    async sweep() {
      let ensured = 0;
      for (const client of await clients.listClients()) {
        if (!hasCustomDomain(client)) continue;
        const current = await domains.get(client.client_id);
        if (current?.domain === foldHost(client.domain)) continue;
        await ensureFor(client);
        ensured += 1;
      }
      return ensured;
    },
  };
}
