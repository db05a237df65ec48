/**
 * CSV export of events, in the format Excel opens right with Italian settings: `;` between cells (Excel
 * splits on the list separator of the system, `;` in Italy, so a comma-separated file opens as one
 * column), decimal commas (`0,42`), CRLF line ends, UTF-8 with a byte-order mark so accents read right.
 * Otherwise RFC 4180: a cell holding `;`, `,`, a quote, CR or LF is quoted, quotes doubled (a `,` is
 * quoted too, so tools reading either separator never split a cell).
 * Formula-injection protection: a text cell starting with =, +, -, @, tab or CR gets a leading
 * apostrophe so spreadsheets show it as text instead of running it.
 * The columns, in Italian, are core/csv-columns.ts's.
 * Other tools: pandas `read_csv(path, sep=';', decimal=',', encoding='utf-8-sig')`; LibreOffice: separator
 * «punto e virgola», character set UTF-8.
 */
import type { StoredEvent } from './backend/store';
import { EVENT_CSV_COLUMNS } from './csv-columns';

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const ADMIN_CSV_FILENAME = 'analytics_export.csv';
export const CLIENT_CSV_FILENAME = 'client_analytics.csv';

type Cell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;,"\r\n]/;

/** A number as Italian spreadsheets read it: decimal comma, no thousands separator (`1234,5`). */
function italianNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = italianNumber(value);
  else {
    text = String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: BOM, header row, one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  const lines = [header.map(csvCell).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(row.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** One row per event, with the columns of core/csv-columns.ts. */
export function eventsToCsv(events: readonly StoredEvent[]): string {
  return toCsv(
    EVENT_CSV_COLUMNS.map(([name]) => name),
    events.map((e) => EVENT_CSV_COLUMNS.map(([, read]) => read(e))),
  );
}

/** `Content-Disposition` value for a download with this file name. */
export function attachmentHeader(filename: string): string {
  return `attachment; filename="${filename}"`;
}
