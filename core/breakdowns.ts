/**
 * Where visitors come from, on which device, and the contacts the pages generated: the parts of the stats
 * answer beyond the SPEC's figures (openapi.yaml: SourceStats, DeviceStat, ContactStats).
 *
 * Visitors by channel, source, campaign and device are distinct visitors (session ids) with a page view of
 * that kind in the range. Every store keeps them under the same string keys, computed here from the stored
 * event (`audienceKeysOf`): the in-memory aggregates as sets of sessions per key and day, PostgreSQL as rows
 * per key, session and day (the keys are computed in JavaScript and stored with the event). Contacts are
 * counted, not deduplicated: every tap or form sent is one.
 */
import { ENUMS, type Channel, type ContactKind, type Device, type Schemas } from './api';
import type { StoredEvent } from './backend/store';
import { deviceOf } from './heatmap';

export const CHANNELS: readonly Channel[] = ENUMS.Channel;
export const CONTACT_KINDS: readonly ContactKind[] = ENUMS.ContactKind;
export const DEVICES: readonly Device[] = ENUMS.Device;
export const BREAKDOWN_LIMIT = 10;

const SEP = '\u0001';
const DEVICE = 'd';
const CHANNEL = 'c';
const SOURCE = 's';
const CAMPAIGN = 'm';

/**
 * The audience keys a page view counts its visitor under (none for other events): its device, and when it
 * has a source its channel and source, and its campaign when tagged.
 */
export function audienceKeysOf(event: StoredEvent): string[] {
  if (event.type !== 'page_view') return [];
  const keys = [DEVICE + deviceOf(event.viewport_width)];
  if (event.channel) keys.push(CHANNEL + event.channel, SOURCE + event.channel + SEP + (event.source ?? ''));
  if (event.utm_campaign) keys.push(CAMPAIGN + event.utm_campaign);
  return keys;
}

/** Contacts per kind, in the order of ContactKind. */
export type ContactCounts = Record<ContactKind, number>;

export const noContacts = (): ContactCounts => ({ call: 0, whatsapp: 0, email: 0, directions: 0, form: 0 });

/** The contact an event is, if any: a click with a kind, or a form sent. */
export function contactOf(event: StoredEvent): ContactKind | null {
  return (event.type === 'click' || event.type === 'form_submit') && event.contact_kind ? event.contact_kind : null;
}

export function addContacts(into: ContactCounts, from: ContactCounts): void {
  for (const kind of CONTACT_KINDS) into[kind] += from[kind];
}

const contactsTotal = (counts: ContactCounts) => CONTACT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface Breakdowns {
  sources: Schemas['SourceStats'];
  devices: Schemas['DeviceStat'][];
  contacts: Schemas['ContactStats'];
}

/** Lays out visitors per audience key and contacts per kind (and the previous period's) as the answer has them. */
export function assembleBreakdowns(
  audience: Iterable<[string, number]>,
  contacts: ContactCounts,
  previousContacts: ContactCounts | null,
): Breakdowns {
  const devices = new Map<string, number>();
  const channels: Schemas['SourceStats']['channels'] = [];
  const sources: Schemas['SourceStat'][] = [];
  const campaigns: Schemas['SourceStats']['campaigns'] = [];
  for (const [key, visitors] of audience) {
    if (visitors <= 0) continue;
    const rest = key.slice(1);
    switch (key[0]) {
      case DEVICE:
        devices.set(rest, visitors);
        break;
      case CHANNEL:
        channels.push({ channel: rest as Channel, visitors });
        break;
      case SOURCE: {
        const at = rest.indexOf(SEP);
        const name = rest.slice(at + 1);
        sources.push({ channel: rest.slice(0, at) as Channel, source: name === '' ? null : name, visitors });
        break;
      }
      case CAMPAIGN:
        campaigns.push({ campaign: rest, visitors });
        break;
    }
  }
  const channelOrder = (c: Channel) => CHANNELS.indexOf(c);
  channels.sort((a, b) => b.visitors - a.visitors || channelOrder(a.channel) - channelOrder(b.channel));
  sources.sort(
    (a, b) =>
      b.visitors - a.visitors ||
      channelOrder(a.channel) - channelOrder(b.channel) ||
      compareText(a.source ?? '', b.source ?? ''),
  );
  campaigns.sort((a, b) => b.visitors - a.visitors || compareText(a.campaign, b.campaign));
  return {
    sources: {
      channels,
      sources: sources.slice(0, BREAKDOWN_LIMIT),
      campaigns: campaigns.slice(0, BREAKDOWN_LIMIT),
    },
    devices: DEVICES.map((device) => ({ device, visitors: devices.get(device) ?? 0 })),
    contacts: {
      total: contactsTotal(contacts),
      previous_total: previousContacts ? contactsTotal(previousContacts) : null,
      by_kind: CONTACT_KINDS.map((kind) => ({
        kind,
        contacts: contacts[kind],
        previous: previousContacts ? previousContacts[kind] : null,
      })),
    },
  };
}
