/**
 * Where the product and its customers' sites answer:
 * - `sitesDomain` (SITES_DOMAIN, default `localhost`): every published site has the product subdomain
 *   `{slug}.{sitesDomain}`, so `http://pizzeria-da-gennaro.localhost:8080/` works after `npm start`;
 * - `appHost` (APP_HOST): the product's own app (the web app and /api). Unset, the app answers on any host
 *   that is neither under `sitesDomain` nor a customer's domain (and on the bare `sitesDomain`);
 * - `target` (CUSTOM_DOMAIN_TARGET, CUSTOM_DOMAIN_ADDRESSES): what a Pro customer points a custom domain
 *   at, a CNAME to `target.host` or A/AAAA records to `target.addresses`.
 */
import { hostKeyOf, isAddressLiteral } from './host-name';

export interface DomainTarget {
  /** The name customers' CNAME records point at (the product's host). */
  host: string;
  /** The server's public addresses, for the A/AAAA records of a bare domain; empty when not configured. */
  addresses: readonly string[];
}

export interface HostingConfig {
  sitesDomain: string;
  appHost: string | null;
  target: DomainTarget;
}

export interface HostingSettings {
  sitesDomain?: string | null;
  appHost?: string | null;
  targetHost?: string | null;
  targetAddresses?: readonly string[] | null;
}

export const DEFAULT_SITES_DOMAIN = 'localhost';

/** Thrown for a setting that is not a host name; the message names the setting, in Italian. */
export class HostingSettingError extends Error {
  override name = 'HostingSettingError';
}

function hostSetting(name: string, raw: string): string {
  const key = hostKeyOf(raw);
  if (!key || isAddressLiteral(key))
    throw new HostingSettingError(`${name} deve essere un nome di host senza porta né percorso (ricevuto «${raw}»).`);
  return key;
}

/** Reads and folds the settings; throws HostingSettingError naming the one at fault. */
export function hostingConfig(settings: HostingSettings = {}): HostingConfig {
  const sitesDomain = settings.sitesDomain?.trim()
    ? hostSetting('SITES_DOMAIN', settings.sitesDomain)
    : DEFAULT_SITES_DOMAIN;
  const appHost = settings.appHost?.trim() ? hostSetting('APP_HOST', settings.appHost) : null;
  const targetHost = settings.targetHost?.trim()
    ? hostSetting('CUSTOM_DOMAIN_TARGET', settings.targetHost)
    : (appHost ?? sitesDomain);
  const addresses = (settings.targetAddresses ?? []).map((address) => {
    const key = hostKeyOf(address.includes(':') && !address.startsWith('[') ? `[${address}]` : address);
    if (!key || !isAddressLiteral(key))
      throw new HostingSettingError(`CUSTOM_DOMAIN_ADDRESSES deve elencare indirizzi IP (ricevuto «${address}»).`);
    return key.replace(/^\[|\]$/g, '');
  });
  return { sitesDomain, appHost, target: { host: targetHost, addresses } };
}
