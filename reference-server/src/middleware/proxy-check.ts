/**
 * Notices a reverse proxy the server was not told about. Behind Caddy or nginx with TRUST_PROXY_HOPS=0,
 * every visitor has the proxy's address, so the per-address limits hold for all visitors together: past
 * 600 tracking calls a minute for the whole site every event is lost as a 429 (issue 30). At the first
 * request that carries X-Forwarded-For from a loopback or private address, the server logs one warning
 * naming the variable and records it for the admin dashboard (GET /api/admin/server-warnings).
 * A public address sending X-Forwarded-For is a client writing the header itself, not our proxy.
 */
import { BlockList, isIPv4 } from 'node:net';
import type { Middleware } from 'koa';
import type { ServerWarningLog } from '@core/backend/server-warnings-port';
import { systemClock, type Clock } from '@core/backend/ports';
import { warn, type Logger } from '../logger';

/** Where a proxy of our own sits: loopback, private networks (RFC 1918, IPv6 unique local), CGNAT, link-local. */
const PROXY_NETWORKS = new BlockList();
PROXY_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PROXY_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PROXY_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
PROXY_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PROXY_NETWORKS.addAddress('::1', 'ipv6');
PROXY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PROXY_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

export function isProxyNetworkAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return PROXY_NETWORKS.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

export interface ProxyCheckOptions {
  trustProxyHops: number;
  /** The tracking limit per address and minute, named in the warning. */
  trackRateLimitPerMinute: number;
  logger: Logger;
  warnings: ServerWarningLog;
  clock?: Clock;
}

export function proxyCheck(options: ProxyCheckOptions): Middleware {
  let noticed = options.trustProxyHops > 0;
  return async (ctx, next) => {
    if (!noticed && ctx.get('X-Forwarded-For') !== '') {
      const address = ctx.req.socket.remoteAddress;
      if (isProxyNetworkAddress(address)) {
        noticed = true;
        const proxy = address!.replace(/^::ffff:(?=\d+\.)/, '');
        options.warnings.record({
          code: 'proxy_not_trusted',
          first_seen_at: new Date((options.clock ?? systemClock).now()).toISOString(),
          proxy_address: proxy,
        });
        warn(
          options.logger,
          `Le richieste arrivano da un proxy (${proxy}, con X-Forwarded-For) ma TRUST_PROXY_HOPS è 0: ` +
            `tutti i visitatori hanno l'indirizzo del proxy, e il limite del tracciamento ` +
            `(${options.trackRateLimitPerMinute} chiamate al minuto per indirizzo) vale per tutti insieme. ` +
            'Imposta TRUST_PROXY_HOPS al numero di proxy davanti al server (1 con un solo Caddy o nginx) e riavvia.',
          { variable: 'TRUST_PROXY_HOPS', proxy_address: proxy },
        );
      }
    }
    await next();
  };
}
