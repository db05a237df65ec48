/**
 * The resolve-and-refuse step for every connection the server opens to a name a customer controls (the
 * heatmap preview's fetches and Chromium, the custom-domain checks): the name is resolved by the server
 * (dns-resolver.ts, never /etc/hosts), and refused when it is a local name or when any of its addresses is
 * not public (address-policy.ts); otherwise the connection goes to the addresses that were checked, so a
 * second answer of the DNS (rebinding) cannot move it inside.
 *
 * `checkPublicHost` answers once; a `HostGate` remembers its answers for one job (one screenshot) and is
 * what connections use: `resolve` before connecting, or `lookup` in place of `dns.lookup`.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicDomainName } from '@core/domains';
import { classifyAddress } from './address-policy';
import { DnsLookupError, type DnsResolver } from './dns-resolver';

/**
 * Why a host is refused: a local name (`localhost`, a single label, `*.local`, `127.0.0.1.nip.io`), a name
 * or literal whose address is not public, a name without addresses, a DNS that did not answer.
 */
export type HostRefusal = 'internal_name' | 'internal_address' | 'not_found' | 'dns_failed';

/** True for a refusal that says the host points inside (as opposed to a name that does not resolve). */
export const pointsInside = (refusal: HostRefusal): boolean =>
  refusal === 'internal_name' || refusal === 'internal_address';

export type PublicHostCheck =
  | { ok: true; host: string; addresses: string[] }
  | { ok: false; host: string; refusal: HostRefusal; addresses: string[] };

/** A host as a connection names it: lower case, no brackets around IPv6, no trailing dot. */
export function hostKey(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** Resolves `host` (a name or an address literal) and says whether the server may connect to it. */
export async function checkPublicHost(resolver: DnsResolver, rawHost: string): Promise<PublicHostCheck> {
  const host = hostKey(rawHost);
  const refuse = (refusal: HostRefusal, addresses: string[] = []): PublicHostCheck => ({
    ok: false,
    host,
    refusal,
    addresses,
  });
  const literal = classifyAddress(host);
  if (literal !== 'invalid')
    return literal === 'public' ? { ok: true, host, addresses: [host] } : refuse('internal_address', [host]);
  // A single label (`vm`, `db`) is a machine of the local network or of a search domain, never a site.
  if (!host.includes('.') || !isPublicDomainName(host)) return refuse('internal_name');
  let addresses: string[];
  try {
    addresses = await resolver.addresses(host);
  } catch (error) {
    if (error instanceof DnsLookupError) return refuse('dns_failed');
    throw error;
  }
  if (addresses.length === 0) return refuse('not_found');
  // One inside address is enough to refuse: which of them a client would use is not ours to choose.
  if (addresses.some((address) => classifyAddress(address) !== 'public')) return refuse('internal_address', addresses);
  return { ok: true, host, addresses };
}

/** Thrown by a gate for a host it refuses; `code` as Node's network errors carry one. */
export class RefusedHostError extends Error {
  readonly code = 'EHOSTREFUSED';
  constructor(
    readonly host: string,
    readonly refusal: HostRefusal,
  ) {
    super(`${host} refused: ${refusal}`);
    this.name = 'RefusedHostError';
  }
}

export type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export interface HostGate {
  /** The checked addresses to connect to for `host`, or a RefusedHostError. One answer per host per gate. */
  resolve(host: string): Promise<string[]>;
  /** `dns.lookup`'s shape over `resolve`, for `http.request({ lookup })` and `net.connect({ lookup })`. */
  lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void;
}

export interface HostGateOptions {
  resolver: DnsResolver;
  /** Hosts already checked by the caller, with their addresses: used as they are (pinned). */
  pinned?: ReadonlyMap<string, readonly string[]>;
  /**
   * Tests only: host → address connected to without any check (loopback test sites). Set by code, never by
   * the environment (reference-server/src/app.ts `preview.testHosts`).
   */
  exempt?: Readonly<Record<string, string>>;
}

export function createHostGate(options: HostGateOptions): HostGate {
  const answers = new Map<string, Promise<string[]>>();
  for (const [host, addresses] of options.pinned ?? []) answers.set(hostKey(host), Promise.resolve([...addresses]));
  for (const [host, address] of Object.entries(options.exempt ?? {}))
    answers.set(hostKey(host), Promise.resolve([address]));

  function resolve(rawHost: string): Promise<string[]> {
    const host = hostKey(rawHost);
    let answer = answers.get(host);
    if (!answer) {
      answer = checkPublicHost(options.resolver, host).then((check) => {
        if (!check.ok) throw new RefusedHostError(host, check.refusal);
        return check.addresses;
      });
      answers.set(host, answer);
    }
    return answer;
  }

  return {
    resolve,
    lookup(hostname, lookupOptions, callback) {
      resolve(hostname).then(
        (addresses) => {
          const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
          const found = addresses
            .map((address) => ({ address, family: isIP(address) }))
            .filter((entry) => wanted === 0 || entry.family === wanted);
          if (found.length === 0) {
            callback(Object.assign(new Error(`no IPv${wanted} address for ${hostname}`), { code: 'ENOTFOUND' }), []);
          } else if (lookupOptions.all) callback(null, found);
          else callback(null, found[0]!.address, found[0]!.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, []),
      );
    },
  };
}
