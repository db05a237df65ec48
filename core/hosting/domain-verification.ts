/**
 * The custom-domain rules (Pro): the records a customer sets at the registrar, how a check's findings become
 * a state with its Italian reason, and when the job looks again.
 *
 * States (openapi.yaml DomainStatus):
 * - `pending`: not checked yet, or the TXT record is not there yet (DNS changes take a while);
 * - `verified`: the TXT record holds the token, so the domain is the customer's, but its host does not point
 *   at the product's host yet: a certificate may be issued (the TLS ask endpoint says yes) and a request that
 *   reaches us for it is served, but the product subdomain does not redirect to it yet;
 * - `active`: the TXT record holds the token and the host points at the product's host: served, and the
 *   product subdomain answers 301 to it;
 * - `failed`: the TXT record holds another value, the host points at an internal address, or a domain that
 *   was verified lost its TXT record.
 * A DNS that does not answer changes no state (an active site does not go down with its customer's DNS for
 * a minute); the reason says so and the job tries again soon.
 */
import type { DnsRecord, DomainVerification } from './verification-view-types';
import type { DomainFindings } from './domain-probe';
import type { DomainStatus, StoredDomainVerification } from './domain-store';
import type { DomainTarget } from './hosting-config';
import { randomToken } from '../backend/crypto';

/** The TXT record's name is this label before the domain. */
export const TXT_LABEL = '_landingfacile';
/** The TXT record's value is this prefix before the token. */
export const TXT_VALUE_PREFIX = 'landingfacile-verify=';
/** Random bytes of a token (160 bits: unguessable; 27 characters of base64url). */
export const DOMAIN_TOKEN_BYTES = 20;

const MINUTE = 60_000;
/** How long the job waits before checking again, per state. */
export const RECHECK_AFTER_MS: Readonly<Record<DomainStatus, number>> = {
  pending: 5 * MINUTE,
  verified: 5 * MINUTE,
  failed: 60 * MINUTE,
  active: 24 * 60 * MINUTE,
};
/** After a DNS that did not answer. */
export const RETRY_AFTER_DNS_FAILURE_MS = 5 * MINUTE;

export const txtRecordName = (domain: string): string => `${TXT_LABEL}.${domain}`;
export const txtRecordValue = (token: string): string => `${TXT_VALUE_PREFIX}${token}`;

const STATUS_LABEL: Readonly<Record<DomainStatus, string>> = {
  pending: 'in attesa',
  verified: 'verificato',
  active: 'attivo',
  failed: 'non riuscito',
};

const quoted = (text: string): string => (text.length > 80 ? `${text.slice(0, 80)}…` : text);
const list = (addresses: readonly string[]): string =>
  addresses.length > 3 ? `${addresses.slice(0, 3).join(', ')} e altri` : addresses.join(', ');

export const REASONS = {
  firstCheck: 'In attesa della prima verifica: imposta presso il registrar i record indicati.',
  simulated: (status: DomainStatus) =>
    `Nella demo il DNS non viene interrogato: lo stato resta «${STATUS_LABEL[status]}». Sul server la verifica legge i record TXT, CNAME e A del dominio.`,
  dnsFailed: (host: string) => `Il DNS di ${host} non ha risposto: riproveremo tra qualche minuto.`,
  internalName: (host: string) => `${host} è un nome di una rete locale, non di un sito pubblico.`,
  inside: (host: string, addresses: readonly string[]) =>
    `Il dominio ${host} punta a un indirizzo interno (${list(addresses)}), non al nostro server: non possiamo pubblicarvi il sito.`,
  txtMissing: (record: string) => `Il record TXT ${record} non è stato trovato.`,
  txtLost: (record: string) =>
    `Il record TXT ${record} non è più presente: ripristinalo con il valore indicato per mantenere attivo il dominio.`,
  txtWrong: (record: string, found: string) =>
    `Il record TXT ${record} contiene «${quoted(found)}», non il valore indicato.`,
  pointsElsewhere: (addresses: readonly string[], cname: string | null) =>
    addresses.length > 0
      ? `Il dominio punta a ${list(addresses)}, non al nostro server.`
      : `Il dominio punta a ${cname ?? 'un altro nome'}, non al nostro server.`,
  noPointer: (host: string) => `Il dominio ${host} non ha ancora un record CNAME o A verso il nostro server.`,
  active: (host: string) => `Il dominio ${host} è verificato e punta al nostro server: il sito è pubblicato qui.`,
} as const;

/** A new record for a client's domain, not checked yet and due at once. */
export function newVerification(clientId: string, domain: string, nowIso: string): StoredDomainVerification {
  return {
    client_id: clientId,
    domain,
    token: randomToken(DOMAIN_TOKEN_BYTES),
    status: 'pending',
    reason: REASONS.firstCheck,
    checked_at: null,
    next_check_at: nowIso,
    created_at: nowIso,
  };
}

/** The state and reason a check's findings give, from the state the domain had. */
export function judgeFindings(
  previous: DomainStatus,
  findings: DomainFindings,
  names: { host: string; txtName: string; txtValue: string },
): { status: DomainStatus; reason: string; dnsAnswered: boolean } {
  const result = (status: DomainStatus, reason: string) => ({ status, reason, dnsAnswered: true });
  if (findings.kind === 'unreachable') {
    const reason = findings.cause === 'simulated' ? REASONS.simulated(previous) : REASONS.dnsFailed(names.host);
    return { status: previous, reason, dnsAnswered: false };
  }
  if (findings.kind === 'internal_name') return result('failed', REASONS.internalName(names.host));
  const { txt, pointing } = findings;
  if (pointing.kind === 'inside') return result('failed', REASONS.inside(names.host, pointing.addresses));
  if (!txt.includes(names.txtValue)) {
    const ours = txt.filter((value) => value.startsWith(TXT_VALUE_PREFIX));
    const other = ours[0] ?? txt[0];
    if (other !== undefined) return result('failed', REASONS.txtWrong(names.txtName, other));
    const wasVerified = previous === 'verified' || previous === 'active';
    return wasVerified
      ? result('failed', REASONS.txtLost(names.txtName))
      : result('pending', REASONS.txtMissing(names.txtName));
  }
  switch (pointing.kind) {
    case 'ours':
      return result('active', REASONS.active(names.host));
    case 'elsewhere':
      return result('verified', REASONS.pointsElsewhere(pointing.addresses, pointing.cname));
    case 'none':
      return result('verified', REASONS.noPointer(names.host));
  }
}

/** When the job looks again after a check. */
export function nextCheckAt(nowMs: number, status: DomainStatus, dnsAnswered: boolean): string {
  return new Date(nowMs + (dnsAnswered ? RECHECK_AFTER_MS[status] : RETRY_AFTER_DNS_FAILURE_MS)).toISOString();
}

/** Every record the customer sets: A/AAAA on the bare domain, a CNAME for `www.`, and the TXT. */
export function recordsToSet(domain: string, token: string, target: DomainTarget): DnsRecord[] {
  const pointers: DnsRecord[] = target.addresses.map((address) => ({
    type: address.includes(':') ? 'AAAA' : 'A',
    name: domain,
    value: address,
  }));
  return [
    ...pointers,
    { type: 'CNAME', name: `www.${domain}`, value: target.host },
    { type: 'TXT', name: txtRecordName(domain), value: txtRecordValue(token) },
  ];
}

/** What the API shows of a record: `host` is the client's domain as it answers (bare or `www.`). */
export function verificationView(
  record: StoredDomainVerification,
  host: string,
  target: DomainTarget,
): DomainVerification {
  return {
    domain: host,
    record: txtRecordName(record.domain),
    value: txtRecordValue(record.token),
    status: record.status,
    reason: record.reason,
    checked_at: record.checked_at,
    records: recordsToSet(record.domain, record.token, target),
  };
}
