/**
 * Where a page view came from, read once when it arrives (the `classifySource` step of the pipeline) and
 * stored with it as `channel` and `source`, so every store groups by the same two values:
 *
 * 1. Tagged links win: a `utm_source` is looked up among the known sources' tags (`fb`, `ig`, `google`...),
 *    else kept as tagged (channel `other`, or the channel its `utm_medium` names); `utm_medium=email`
 *    (newsletter, mail...) makes any tagged link e-mail traffic.
 * 2. Else the referrer: a known host or Android app (source-table.ts); a host starting with `mail.` or
 *    `webmail.` is a webmail; any other site is `referral`, named by its host without `www.`.
 * 3. No referrer and no tag: `direct`.
 * A referrer on the page's own site (its host, `www.` folded) is the visit going on from page to page: no
 * source at all (null), so it neither counts as direct nor as a referral.
 */
import { foldHost } from '../urls';
import { KNOWN_SOURCES, MEDIUM_CHANNELS, type Channel, type KnownSource } from './source-table';

export type { Channel } from './source-table';

export interface PageViewSource {
  channel: Channel;
  /** The source's name; null for direct traffic and e-mail from no known sender. */
  source: string | null;
}

export interface SourceInput {
  referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  /** The page's site (`siteOf`), to recognise a referrer on the same site. */
  site: string | null;
}

/** The longest source name stored (the contract's `SourceStat.source`). */
export const SOURCE_MAX_LENGTH = 100;

const tagKey = (tag: string) => tag.toLowerCase().replace(/[\s._-]+/g, '');

const BY_TAG = new Map<string, KnownSource>();
const BY_APP = new Map<string, KnownSource>();
for (const known of KNOWN_SOURCES) {
  for (const tag of known.tags ?? []) if (!BY_TAG.has(tag)) BY_TAG.set(tag, known);
  for (const app of known.apps ?? []) BY_APP.set(app, known);
}

function knownHost(host: string): KnownSource | null {
  for (const known of KNOWN_SOURCES) {
    if (known.pattern?.test(host)) return known;
    if (known.domains?.some((domain) => host === domain || host.endsWith(`.${domain}`))) return known;
  }
  return null;
}

/** Bounded memory of hosts already looked up: a site's visitors come from a few hosts over and over. */
const hostVerdicts = new Map<string, PageViewSource>();
const MAX_HOST_VERDICTS = 2_000;

function sourceOfHost(host: string): PageViewSource {
  const remembered = hostVerdicts.get(host);
  if (remembered) return remembered;
  const known = knownHost(host);
  const verdict: PageViewSource = known
    ? { channel: known.channel, source: known.name }
    : /^(web)?mail\d*\./.test(host)
      ? { channel: 'email', source: host.slice(0, SOURCE_MAX_LENGTH) }
      : { channel: 'referral', source: host.slice(0, SOURCE_MAX_LENGTH) };
  if (hostVerdicts.size >= MAX_HOST_VERDICTS) hostVerdicts.delete(hostVerdicts.keys().next().value!);
  hostVerdicts.set(host, verdict);
  return verdict;
}

/** A non-empty tag, trimmed; null for an absent or blank one. */
export function tagValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, SOURCE_MAX_LENGTH) : null;
}

function fromTags(utmSource: string | null, utmMedium: string | null): PageViewSource | null {
  const mediumChannel = utmMedium ? MEDIUM_CHANNELS[utmMedium.toLowerCase()] : undefined;
  if (!utmSource) return mediumChannel ? { channel: mediumChannel, source: null } : null;
  const known = BY_TAG.get(tagKey(utmSource)) ?? (/\./.test(utmSource) ? knownHost(foldHost(utmSource)) : null);
  if (mediumChannel === 'email') return { channel: 'email', source: known?.name ?? utmSource };
  if (known) return { channel: known.channel, source: known.name };
  return { channel: mediumChannel ?? 'other', source: utmSource };
}

function fromReferrer(referrer: string, site: string | null): PageViewSource | null {
  let url: URL;
  try {
    url = new URL(referrer.trim());
  } catch {
    return { channel: 'direct', source: null };
  }
  if (url.protocol === 'android-app:') {
    const app = url.hostname.toLowerCase();
    const known = BY_APP.get(app);
    if (known) return { channel: known.channel, source: known.name };
    return app ? { channel: 'referral', source: app.slice(0, SOURCE_MAX_LENGTH) } : { channel: 'direct', source: null };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return { channel: 'direct', source: null };
  const host = foldHost(url.hostname);
  if (site !== null && host === site) return null;
  // iCloud's webmail is a path of icloud.com.
  if (host === 'icloud.com' && url.pathname.startsWith('/mail')) return { channel: 'email', source: 'iCloud Mail' };
  return sourceOfHost(host);
}

/** The channel and source of a page view; null when its referrer is on the same site (no new arrival). */
export function classifySource(input: SourceInput): PageViewSource | null {
  const tagged = fromTags(tagValue(input.utm_source), tagValue(input.utm_medium));
  if (tagged && (tagged.source !== null || !input.referrer)) return tagged;
  const referred = input.referrer
    ? fromReferrer(input.referrer, input.site)
    : { channel: 'direct' as const, source: null };
  // A medium without a source (`utm_medium=email` alone) names the channel; the referrer may name the sender.
  if (tagged) return { channel: tagged.channel, source: referred?.channel === tagged.channel ? referred.source : null };
  return referred;
}
