import { describe, expect, it } from 'vitest';
import { addWorkingHours, draftDueAt, easterSunday, isItalianHoliday, isWorkingDay } from './working-hours';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('working hours in Rome', () => {
  it('computes Easter, and Easter Monday is a holiday', () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2019)).toEqual({ year: 2019, month: 4, day: 21 });
    expect(isItalianHoliday({ year: 2026, month: 4, day: 6 })).toBe(true);
    expect(isItalianHoliday({ year: 2027, month: 3, day: 29 })).toBe(true);
    expect(isItalianHoliday({ year: 2026, month: 4, day: 7 })).toBe(false);
  });

  it('excludes weekends and national holidays', () => {
    for (const [month, day] of [
      [1, 1],
      [1, 6],
      [4, 25],
      [5, 1],
      [6, 2],
      [8, 15],
      [11, 1],
      [12, 8],
      [12, 25],
      [12, 26],
      [10, 4],
    ])
      expect(isItalianHoliday({ year: 2026, month: month!, day: day! }), `${month}-${day}`).toBe(true);
    expect(isWorkingDay({ year: 2026, month: 12, day: 5 })).toBe(false); // Saturday
    expect(isWorkingDay({ year: 2026, month: 12, day: 7 })).toBe(true); // Monday
    expect(isItalianHoliday({ year: 2025, month: 10, day: 4 })).toBe(false); // before legge 151/2025
  });

  it('counts 24 working hours from payment (9 to 18, Monday to Friday)', () => {
    // Monday 9:00 Rome (winter, UTC+1) → Wednesday 15:00.
    expect(iso(draftDueAt(at('2026-12-14T08:00:00Z')))).toBe('2026-12-16T14:00:00.000Z');
    // Saturday evening → starts Monday 9:00 → Wednesday 15:00.
    expect(iso(draftDueAt(at('2026-12-12T20:00:00Z')))).toBe('2026-12-16T14:00:00.000Z');
    // Before opening counts from 9:00; after closing from the next working day.
    expect(iso(draftDueAt(at('2026-12-14T05:00:00Z')))).toBe('2026-12-16T14:00:00.000Z');
    // Over Easter Monday 2026 (April 6), in summer time (UTC+2): Friday 16:00 → 2 h, Tuesday 9, Wednesday 9,
    // Thursday until 13:00.
    expect(iso(draftDueAt(at('2026-04-03T14:00:00Z')))).toBe('2026-04-09T11:00:00.000Z');
    // Christmas: Thursday 24 at 17:00 → 1 h, then 25, 26, 27 off → Monday 28 9 h, Tuesday 9 h, Wednesday 5 h.
    expect(iso(draftDueAt(at('2026-12-24T16:00:00Z')))).toBe('2026-12-30T13:00:00.000Z');
    expect(iso(addWorkingHours(at('2026-12-14T08:00:00Z'), 9))).toBe('2026-12-14T17:00:00.000Z');
  });
});
