/**
 * Working hours in Europe/Rome: Monday to Friday, 9:00 to 18:00, Italian national public holidays
 * excluded. The «online in 24 ore» promise is 24 working hours from payment (SPEC 9: «Delivery in 24
 * working hours»); an order past that and not yet past `draft_ready` is «In ritardo».
 */
import { addCalendarDays, romeDayOf, romeDayStartMs, type CalendarDay } from '../dates';

const HOUR_MS = 3_600_000;
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 18;
/** Working hours from payment to the first draft (SPEC 1 and 9). */
export const DRAFT_DUE_WORKING_HOURS = 24;

/** Easter Sunday of a year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The national public holidays of a year as `M-D` keys (patron saints' days differ by city and are not counted). */
function holidaysOf(year: number): Set<string> {
  const easterMonday = addCalendarDays(easterSunday(year), 1);
  const fixed = ['1-1', '1-6', '4-25', '5-1', '6-2', '8-15', '11-1', '12-8', '12-25', '12-26'];
  // San Francesco d'Assisi, a national holiday again from 2026 (legge 151/2025).
  if (year >= 2026) fixed.push('10-4');
  return new Set([...fixed, `${easterMonday.month}-${easterMonday.day}`]);
}

const holidayCache = new Map<number, Set<string>>();

export function isItalianHoliday(d: CalendarDay): boolean {
  let set = holidayCache.get(d.year);
  if (!set) {
    set = holidaysOf(d.year);
    holidayCache.set(d.year, set);
  }
  return set.has(`${d.month}-${d.day}`);
}

export function isWorkingDay(d: CalendarDay): boolean {
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isItalianHoliday(d);
}

/**
 * The instant `hours` working hours after `startMs`. Working days never fall on a DST change (those are
 * Sundays), so 9:00 and 18:00 are the day's midnight plus 9 and 18 hours.
 */
export function addWorkingHours(startMs: number, hours: number): number {
  let remaining = hours * HOUR_MS;
  let day = romeDayOf(startMs);
  // A year has about 250 working days; the bound only guards against a bad argument.
  for (let guard = 0; guard < 3660; guard += 1, day = addCalendarDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    const midnight = romeDayStartMs(day);
    const open = midnight + WORKDAY_START_HOUR * HOUR_MS;
    const close = midnight + WORKDAY_END_HOUR * HOUR_MS;
    const from = Math.max(startMs, open);
    if (from >= close) continue;
    if (remaining <= close - from) return from + remaining;
    remaining -= close - from;
  }
  throw new RangeError(`addWorkingHours: ${hours} hours is out of range`);
}

/** When the first draft of an order paid at `paidAtMs` is due. */
export function draftDueAt(paidAtMs: number): number {
  return addWorkingHours(paidAtMs, DRAFT_DUE_WORKING_HOURS);
}
