/**
 * CSV export of events: RFC 4180 (comma separator, CRLF line ends, fields quoted when they hold a comma,
 * quote, CR or LF, quotes doubled), UTF-8 with a byte-order mark so Excel reads accents right, and
 * formula-injection protection: a cell starting with =, +, -, @, tab or CR gets a leading apostrophe so
 * spreadsheets show it as text instead of running it.
 */
import type { StoredEvent } from './backend/store';

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const ADMIN_CSV_FILENAME = 'analytics_export.csv';
export const CLIENT_CSV_FILENAME = 'client_analytics.csv';

type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: BOM, header row, one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

export const EVENT_CSV_COLUMNS = [
  'timestamp',
  'type',
  'session_id',
  'page_url',
  'page_title',
  'referrer',
  'element_id',
  'element_class',
  'element_text',
  'click_type',
  'click_x',
  'click_y',
  'viewport_width',
  'depth_percent',
  'conversion_type',
  'plan_type',
  'value',
  'questionnaire_id',
] as const satisfies readonly (keyof StoredEvent)[];

export function eventsToCsv(events: readonly StoredEvent[]): string {
  return toCsv(
    EVENT_CSV_COLUMNS,
    events.map((e) => EVENT_CSV_COLUMNS.map((column) => e[column] as Cell)),
  );
}

/** `Content-Disposition` value for a download with this file name. */
export function attachmentHeader(filename: string): string {
  return `attachment; filename="${filename}"`;
}
