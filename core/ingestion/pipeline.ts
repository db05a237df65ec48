/**
 * Ingestion: how a tracking call becomes a stored event, as named steps run in order (the way
 * Plausible's ingestion pipeline is laid out). Each step either passes a draft on or drops it.
 *
 *   dropBots -> capFields -> foldPageUrl -> resolveSite -> readSource -> markContact -> stamp
 *     -> omitEmptyFields -> checkSerialisable
 *
 * - `foldPageUrl` stores the page as `normalizePageUrl` folds it: one page, one row in every figure.
 * - `resolveSite` resolves the site once, with WHATWG URL semantics (`siteOf`), so a client's scope is
 *   an indexed key and reads never parse URLs.
 * - `readSource` gives a page view its channel and source (sources.ts) once, from its referrer and tags;
 *   `markContact` makes every form sent a `form` contact, and a click on a `tel:`, WhatsApp, `mailto:` or
 *   map link the contact it opens (contacts.ts; the address is not kept).
 * - `checkSerialisable` serialises the record on its own before any store sees it: a record that cannot
 *   be written is refused with a 400 naming its field, and never joins a write shared with others.
 * `storedEventOf` runs the pure steps (no bot check, no clock): the mock's seed builds its events with it.
 */
import type { EventType, StoredEvent } from '../backend/store';
import { problems } from '../problems';
import { normalizePageUrl, siteOf } from '../urls';
import { FIELD_CAPS, MAX_STORED_EVENT_CHARS } from './field-caps';
import { isBotUserAgent } from './bots';
import { contactKindOfLink } from './contacts';
import { classifySource, tagValue } from './sources';

/** What a tracking call carries, field by field as the contract names them (before any step). */
export type TrackFields = Omit<StoredEvent, 'id' | 'type' | 'timestamp' | 'site'> & {
  /** A clicked link's address: read for its contact kind, never stored. */
  link_url?: string | null;
};

export interface EventDraft {
  type: EventType;
  fields: TrackFields;
  userAgent: string | null;
  site?: string | null;
  id?: string;
  timestamp?: string;
}

export type IngestResult = { kept: true; event: StoredEvent } | { kept: false; reason: 'bot' };
type StepResult = EventDraft | { dropped: 'bot' };
export type IngestStep = (draft: EventDraft) => StepResult;

export const dropBots: IngestStep = (draft) =>
  draft.userAgent && isBotUserAgent(draft.userAgent) ? { dropped: 'bot' } : draft;

const CAPPED_FIELDS = Object.entries(FIELD_CAPS) as [keyof typeof FIELD_CAPS, number][];

/** The draft itself when every field is within its cap (the usual case: the validator checked them). */
export const capFields: IngestStep = (draft) => {
  let fields = draft.fields;
  for (const [name, max] of CAPPED_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value.length > max) {
      if (fields === draft.fields) fields = { ...fields };
      (fields as Record<string, unknown>)[name] = value.slice(0, max);
    }
  }
  return fields === draft.fields ? draft : { ...draft, fields };
};

export const foldPageUrl: IngestStep = (draft) => {
  const url = draft.fields.page_url;
  if (typeof url !== 'string') return draft;
  // Folding can lengthen an address (percent-encoding): cap it again.
  const folded = normalizePageUrl(url).slice(0, FIELD_CAPS.page_url);
  return { ...draft, fields: { ...draft.fields, page_url: folded } };
};

export const resolveSite: IngestStep = (draft) => ({ ...draft, site: siteOf(draft.fields.page_url) });

/** A page view's channel and source, and its tags trimmed (blank ones dropped). */
export const readSource: IngestStep = (draft) => {
  if (draft.type !== 'page_view') return draft;
  const { referrer, utm_source, utm_medium, utm_campaign } = draft.fields;
  const found = classifySource({ referrer, utm_source, utm_medium, site: draft.site ?? null });
  return {
    ...draft,
    fields: {
      ...draft.fields,
      utm_source: tagValue(utm_source),
      utm_medium: tagValue(utm_medium),
      utm_campaign: tagValue(utm_campaign),
      channel: found?.channel ?? null,
      source: found?.source ?? null,
    },
  };
};

/**
 * The contact an event is: a form sent always; a click, the one its link opens (contacts.ts). The link's
 * address itself is never stored.
 */
export const markContact: IngestStep = (draft) => {
  const { link_url, ...fields } = draft.fields;
  const contact_kind =
    draft.type === 'form_submit' ? 'form' : draft.type === 'click' ? contactKindOfLink(link_url) : null;
  return { ...draft, fields: { ...fields, contact_kind } };
};

export function stampWith(id: () => string, nowIso: () => string): IngestStep {
  return (draft) => ({ ...draft, id: draft.id ?? id(), timestamp: draft.timestamp ?? nowIso() });
}

/** The record the store receives: fields not sent are left out rather than stored as null (smaller files, same meaning). */
function recordOf(draft: EventDraft): StoredEvent {
  const event = {
    id: draft.id!,
    type: draft.type,
    timestamp: draft.timestamp!,
    ...draft.fields,
    site: draft.site ?? null,
  } as StoredEvent;
  for (const key of Object.keys(event) as (keyof StoredEvent)[]) {
    if (key !== 'page_url' && key !== 'site' && (event[key] === undefined || event[key] === null)) delete event[key];
  }
  if (event.page_url === undefined) event.page_url = null;
  return event;
}

/** Throws a 400 problem naming the field when the record cannot be stored as JSON within its bound. */
export function checkSerialisable(event: StoredEvent): void {
  let text: string;
  try {
    text = JSON.stringify(event);
  } catch {
    throw problems.badRequest(
      'Il campo «metadata» non può essere salvato (struttura troppo profonda o non valida).',
      'metadata',
    );
  }
  if (text.length > MAX_STORED_EVENT_CHARS) {
    throw problems.badRequest('L’evento è troppo grande per essere salvato.', event.metadata ? 'metadata' : 'page_url');
  }
}

const PURE_STEPS: readonly IngestStep[] = [capFields, foldPageUrl, resolveSite, readSource, markContact];

function run(steps: readonly IngestStep[], draft: EventDraft): StepResult {
  let current: StepResult = draft;
  for (const step of steps) {
    if ('dropped' in current) return current;
    current = step(current);
  }
  return current;
}

/** The whole pipeline for one tracking call. Throws a 400 problem for a record that cannot be stored. */
export function ingest(draft: EventDraft, stamp: IngestStep): IngestResult {
  const result = run([dropBots, ...PURE_STEPS, stamp], draft);
  if ('dropped' in result) return { kept: false, reason: result.dropped };
  const event = recordOf(result);
  checkSerialisable(event);
  return { kept: true, event };
}

/**
 * An event stored before the pipeline folded pages and resolved sites (older data files, an older demo
 * snapshot) in today's form; events already in it are returned as they are.
 */
export function upgradedEvent(event: StoredEvent | Omit<StoredEvent, 'site'>): StoredEvent {
  if ('site' in event) return event as StoredEvent;
  const { id, type, timestamp, ...fields } = event;
  return storedEventOf(type, fields, id, timestamp);
}

/** The stored form of an event whose id and time are already known (the mock's seed, imports). */
export function storedEventOf(type: EventType, fields: TrackFields, id: string, timestamp: string): StoredEvent {
  const result = run(PURE_STEPS, { type, fields, userAgent: null, id, timestamp });
  if ('dropped' in result) throw new Error('unreachable: the pure steps drop nothing');
  return recordOf(result);
}
