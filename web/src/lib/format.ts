/**
 * Italian number and date formatting (Intl, it-IT, Europe/Rome), shared by every screen that shows
 * figures or times. Formatters are built once: Intl constructors are slow to create, fast to reuse.
 */
const LOCALE = 'it-IT';
export const TIME_ZONE = 'Europe/Rome';

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const minuteFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' });
const mediumDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 12345 -> "12.345". */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** A percentage given in percent units (2.5 -> "2,5%"). */
export function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

function parseInstant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant shown as Rome wall-clock time: "21/11/2026, 08:15:02". Unparseable input is returned as is. */
export function formatDateTime(value: string | Date): string {
  const date = parseInstant(value);
  return date ? dateTimeFormat.format(date) : String(value);
}

/** An instant to the minute, for people reading a timeline: "21 nov 2026, 08:15". */
export function formatWhen(value: string | Date): string {
  const date = parseInstant(value);
  return date ? minuteFormat.format(date) : String(value);
}

/** The Rome calendar day of an instant: "21/11/2026". */
export function formatDate(value: string | Date): string {
  const date = parseInstant(value);
  return date ? dateFormat.format(date) : String(value);
}

/**
 * A calendar day given as YYYY-MM-DD (already a Rome day, no time zone to apply).
 * Read as UTC so no offset can move it to the day before or after.
 */
function parseCalendarDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21" -> "21 nov". */
export function formatDayShort(day: string): string {
  const date = parseCalendarDay(day);
  return date ? shortDayFormat.format(date) : day;
}

/** "2026-11-21" -> "21 nov 2026". */
export function formatDayMedium(day: string): string {
  const date = parseCalendarDay(day);
  return date ? mediumDayFormat.format(date) : day;
}

/** "2026-11-21" -> "sabato 21 novembre 2026". */
export function formatDayLong(day: string): string {
  const date = parseCalendarDay(day);
  return date ? longDayFormat.format(date) : day;
}
