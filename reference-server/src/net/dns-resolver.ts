/**
 * DNS look-ups the server makes about customers' names (the heatmap preview's page host, the custom
 * domain's records), asked of DNS servers directly with Node's `dns.promises.Resolver`: not through the
 * operating system's `getaddrinfo`, which also reads /etc/hosts and mDNS, where a name such as `vm` or
 * `db` means a machine of the server's own network. DNS_SERVERS (`host:port`, comma-separated) replaces
 * the system's servers (/etc/resolv.conf); tests point it at their own DNS server.
 */
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface DnsResolverOptions {
  /** `host` or `host:port` (`[v6]:port`) of each DNS server; none: the system's. */
  servers?: readonly string[];
  /** Deadline of one query to one server (ms); the whole look-up waits at most `tries` times as long. */
  timeoutMs?: number;
  tries?: number;
}

/** A look-up that failed for another reason than "no such name or record": a server down, a timeout. */
export class DnsLookupError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`DNS look-up of ${host} failed (${code})`);
    this.name = 'DnsLookupError';
  }
}

export interface DnsResolver {
  /** The A and AAAA addresses of the name (CNAMEs followed); empty when the name has none. */
  addresses(host: string): Promise<string[]>;
  /** The CNAME target of the name, or null. */
  cname(host: string): Promise<string | null>;
  /** The TXT records of the name, each joined from its strings; empty when it has none. */
  txt(host: string): Promise<string[]>;
}

/** Codes that mean the answer is "nothing there", not a failure to ask. */
const NO_DATA = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/**
 * Reads DNS_SERVERS: `host:port` entries separated by commas (`127.0.0.1:5353, [::1]:53`, a bare host
 * means port 53). Null when unset; throws with the faulty entry otherwise.
 */
export function parseDnsServers(raw: string | undefined): string[] | null {
  const text = raw?.trim();
  if (!text) return null;
  return text.split(',').map((entry) => {
    const server = entry.trim();
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ?? /^([^:]+)(?::(\d+))?$/.exec(server);
    const host = match?.[1];
    const port = match?.[2] === undefined ? 53 : Number(match[2]);
    if (!host || !isIP(host) || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`«${server}» is not host:port with an IP address`);
    }
    return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
  });
}

export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: options.tries ?? 2 });
  if (options.servers?.length) resolver.setServers([...options.servers]);

  /** Runs a query; "no such name / no such record" is an empty answer, anything else a DnsLookupError. */
  async function ask<T>(host: string, query: () => Promise<T[]>): Promise<T[]> {
    try {
      return await query();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      if (NO_DATA.has(code)) return [];
      throw new DnsLookupError(host, code);
    }
  }

  return {
    async addresses(host) {
      const [v4, v6] = await Promise.all([
        ask(host, () => resolver.resolve4(host)),
        ask(host, () => resolver.resolve6(host)),
      ]);
      return [...v4, ...v6];
    },
    async cname(host) {
      const [target] = await ask(host, () => resolver.resolveCname(host));
      return target ?? null;
    },
    async txt(host) {
      return (await ask(host, () => resolver.resolveTxt(host))).map((chunks) => chunks.join(''));
    },
  };
}
