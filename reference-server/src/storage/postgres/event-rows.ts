/** An `events` row back to the StoredEvent the service wrote: absent fields stay absent. */
import type { StoredEvent } from '@core/backend/store';

export interface EventRow {
  seq: number;
  id: string;
  type: StoredEvent['type'];
  ts: Date;
  site: string | null;
  session_id: string;
  page_url: string | null;
  [column: string]: unknown;
}

const OPTIONAL = [
  'page_title',
  'referrer',
  'viewport_width',
  'element_id',
  'element_class',
  'element_text',
  'click_type',
  'click_x',
  'click_y',
  'conversion_type',
  'questionnaire_id',
  'plan_type',
  'value',
  'metadata',
  'depth_percent',
  'document_height',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'channel',
  'source',
  'contact_kind',
] as const;

export function eventFromRow(row: EventRow): StoredEvent {
  const event: Record<string, unknown> = {
    id: row.id,
    type: row.type,
    timestamp: row.ts.toISOString(),
    session_id: row.session_id,
    site: row.site,
    page_url: row.page_url,
  };
  for (const key of OPTIONAL) {
    const value = row[key];
    if (value !== null && value !== undefined) event[key] = value;
  }
  return event as unknown as StoredEvent;
}
