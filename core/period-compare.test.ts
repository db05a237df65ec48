import { describe, expect, it } from 'vitest';
import { formatChange, percentChange, periodDays } from './period-compare';

describe('percentChange', () => {
  it.each([
    [112, 100, 12],
    [95, 100, -5],
    [100, 100, 0],
    [0, 40, -100],
    [3, 1, 200],
    [1, 3, -67],
    [2, 3, -33],
    [1005, 1000, 1], // 0.5 rounds away from zero
    [995, 1000, -1],
    [1004, 1000, 0],
    [996, 1000, 0], // never -0
  ])('%d against %d is %d%%', (current, previous, expected) => {
    expect(Object.is(percentChange(current, previous), expected)).toBe(true);
  });

  it('has nothing to compare with when there is no previous period or it was 0', () => {
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(5, undefined)).toBeNull();
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('formatChange', () => {
  it('signs the change, with a true minus and Italian thousands', () => {
    expect(formatChange(12)).toBe('+12%');
    expect(formatChange(-5)).toBe('\u22125%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(12500)).toBe('+12.500%');
    expect(formatChange(null)).toBe('—');
  });
});

describe('periodDays', () => {
  it('counts calendar days, both ends included, across a DST change', () => {
    expect(periodDays({ start_date: '2026-11-27', end_date: '2026-11-27' })).toBe(1);
    expect(periodDays({ start_date: '2026-10-29', end_date: '2026-11-27' })).toBe(30);
    expect(periodDays({ start_date: '2026-03-25', end_date: '2026-03-31' })).toBe(7);
  });

  it('is null for unreadable or reversed ranges', () => {
    expect(periodDays({ start_date: 'ieri', end_date: '2026-11-27' })).toBeNull();
    expect(periodDays({ start_date: '2026-11-28', end_date: '2026-11-27' })).toBeNull();
  });
});
