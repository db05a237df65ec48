import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, matchingPreset, presetRange } from './date-presets';

const at = (iso: string) => Date.parse(iso);

describe('presetRange', () => {
  it('reads today on the Rome calendar, not UTC', () => {
    // 23:30 UTC on 26 November is 00:30 on the 27th in Rome.
    expect(presetRange('today', at('2026-11-26T23:30:00Z'))).toEqual({
      start_date: '2026-11-27',
      end_date: '2026-11-27',
    });
    // 21:30 UTC in summer is 23:30 in Rome, still the same day.
    expect(presetRange('today', at('2026-07-14T21:30:00Z'))).toEqual({
      start_date: '2026-07-14',
      end_date: '2026-07-14',
    });
  });

  it('counts the last 7 and 30 days including today', () => {
    const now = at('2026-11-27T10:00:00Z');
    expect(presetRange('last7', now)).toEqual({ start_date: '2026-11-21', end_date: '2026-11-27' });
    expect(presetRange('last30', now)).toEqual({ start_date: '2026-10-29', end_date: '2026-11-27' });
  });

  it('crosses month, year and DST boundaries by calendar days', () => {
    expect(presetRange('last7', at('2026-03-31T10:00:00Z'))).toEqual({
      start_date: '2026-03-25',
      end_date: '2026-03-31',
    });
    expect(presetRange('last30', at('2026-01-05T10:00:00Z'))).toEqual({
      start_date: '2025-12-07',
      end_date: '2026-01-05',
    });
  });

  it('runs this month from the 1st to today and last month whole', () => {
    const now = at('2026-11-27T10:00:00Z');
    expect(presetRange('thisMonth', now)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-27' });
    expect(presetRange('lastMonth', now)).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    // January: December of the year before; March: February of a leap and a common year.
    expect(presetRange('lastMonth', at('2026-01-15T10:00:00Z'))).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
    expect(presetRange('lastMonth', at('2028-03-02T10:00:00Z')).end_date).toBe('2028-02-29');
    expect(presetRange('lastMonth', at('2027-03-02T10:00:00Z')).end_date).toBe('2027-02-28');
    // The 1st of the month just after Rome's midnight, still the last day of the month in UTC.
    expect(presetRange('thisMonth', at('2026-11-30T23:15:00Z'))).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-01',
    });
  });
});

describe('matchingPreset', () => {
  it('names the preset a range is, or none', () => {
    const now = at('2026-11-27T10:00:00Z');
    for (const preset of DATE_PRESETS.filter((p) => p !== 'thisMonth')) {
      expect(matchingPreset(presetRange(preset, now), now)).toBe(preset);
    }
    expect(matchingPreset({ start_date: '2026-11-02', end_date: '2026-11-27' }, now)).toBeNull();
    expect(matchingPreset({ start_date: '', end_date: '' }, now)).toBeNull();
  });
});
