/**
 * The DNS-reading port of the custom-domain check: what the domain's records say, no judgement. The reference
 * server reads them with its resolver (reference-server/src/hosting/dns-domain-probe.ts: DNS_SERVERS, never
 * /etc/hosts, internal names and addresses refused); the browser-only demo cannot ask DNS and says so
 * (`unreachable`, cause `simulated`). core/hosting/domain-verification.ts turns the findings into a state.
 */
import type { DomainTarget } from './hosting-config';

/** Where the domain's host points. */
export type DomainPointing =
  /** A CNAME to the product's host, or addresses that are all the product's. */
  | { kind: 'ours' }
  /** Somewhere else: its public addresses (and the CNAME target, when there is one). */
  | { kind: 'elsewhere'; addresses: readonly string[]; cname: string | null }
  /** At least one address that is not public (loopback, private, link-local...): refused. */
  | { kind: 'inside'; addresses: readonly string[] }
  /** No CNAME, A or AAAA record. */
  | { kind: 'none' };

export type DomainFindings =
  /** The records could not be read: a DNS that failed or did not answer, or the demo (no DNS at all). */
  | { kind: 'unreachable'; cause: 'dns_failed' | 'simulated' }
  /** The name is one of a local network (`shop.localhost`, `x.internal`, `127.0.0.1.nip.io`): never asked. */
  | { kind: 'internal_name' }
  | { kind: 'records'; txt: readonly string[]; pointing: DomainPointing };

export interface DomainProbeRequest {
  /** The host the site answers on (the domain, or its `www.` form). */
  host: string;
  /** The TXT record's name (`_landingfacile.{domain}`). */
  txtName: string;
  target: DomainTarget;
}

export interface DomainProbe {
  probe(request: DomainProbeRequest): Promise<DomainFindings>;
}

/** The demo's probe: no DNS in a browser. */
export const simulatedDomainProbe: DomainProbe = {
  probe: async () => ({ kind: 'unreachable', cause: 'simulated' }),
};
