/**
 * The custom-domain check's DNS reads on the server (core/hosting/domain-probe.ts): the TXT record, the CNAME
 * and the addresses of the customer's host, asked of the DNS servers directly (net/dns-resolver.ts:
 * DNS_SERVERS, never /etc/hosts). The host goes through the same resolve-and-refuse step as every name a
 * customer controls (net/public-host.ts): a local name is never asked about at all, and a host with any
 * address that is not public is `inside`, whatever its TXT record says.
 */
import type { DomainFindings, DomainProbe } from '@core/hosting';
import { DnsLookupError, type DnsResolver } from '../net/dns-resolver';
import { checkPublicHost, hostKey } from '../net/public-host';

const UNREACHABLE: DomainFindings = { kind: 'unreachable', cause: 'dns_failed' };

export function createDnsDomainProbe(resolver: DnsResolver): DomainProbe {
  /** The product's addresses: configured (CUSTOM_DOMAIN_ADDRESSES), else those of the CNAME target. */
  async function ourAddresses(target: { host: string; addresses: readonly string[] }): Promise<Set<string>> {
    if (target.addresses.length > 0) return new Set(target.addresses.map(hostKey));
    return new Set((await resolver.addresses(target.host)).map(hostKey));
  }

  return {
    async probe({ host, txtName, target }) {
      try {
        const reach = await checkPublicHost(resolver, host);
        if (!reach.ok && reach.refusal === 'internal_name') return { kind: 'internal_name' };
        if (!reach.ok && reach.refusal === 'dns_failed') return UNREACHABLE;
        const [txt, cname] = await Promise.all([resolver.txt(txtName), resolver.cname(host)]);
        if (!reach.ok && reach.refusal === 'internal_address')
          return { kind: 'records', txt, pointing: { kind: 'inside', addresses: reach.addresses } };
        if (!reach.ok) {
          return {
            kind: 'records',
            txt,
            pointing: cname ? { kind: 'elsewhere', addresses: [], cname: hostKey(cname) } : { kind: 'none' },
          };
        }
        const ours =
          (cname !== null && hostKey(cname) === target.host) ||
          (await ourAddresses(target).then((mine) => reach.addresses.every((address) => mine.has(hostKey(address)))));
        return {
          kind: 'records',
          txt,
          pointing: ours
            ? { kind: 'ours' }
            : { kind: 'elsewhere', addresses: reach.addresses, cname: cname ? hostKey(cname) : null },
        };
      } catch (error) {
        if (error instanceof DnsLookupError) return UNREACHABLE;
        throw error;
      }
    },
  };
}
